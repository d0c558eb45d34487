/**
 * Citations of the marriage-timing and prashna rules. Every one is pending: the project carries none of these texts,
 * so no verse has been checked, and chapter numbers differ between editions. The age bands, the window rule and
 * the sync score are the service's own (tier `service`), never presented as tradition.
 */
import { cite, type Citation } from '../sources.ts';

const NOT_CHECKED = 'chapter and verse not checked against an edition';

const bphs = (chapter: number | string, note: string): Citation =>
  cite('bphs', { chapter, status: 'pending', note: `${note}; ${NOT_CHECKED}` });
const phaladeepika = (note: string): Citation =>
  cite('phaladeepika', { chapter: 10, status: 'pending', note: `kalatra (the 7th house): ${note}; ${NOT_CHECKED}` });
const jaimini = (note: string): Citation =>
  cite('jaimini_sutras', { chapter: '1.4', status: 'pending', note: `${note}; ${NOT_CHECKED}` });
const pvr = (note: string): Citation =>
  cite('integrated_approach', { status: 'pending', note: `${note}; page not checked` });
const knRao = (note: string): Citation =>
  cite('kn_rao_timing', { status: 'pending', note: `${note}; page not checked` });
const kp = (note: string): Citation =>
  cite('kp_reader', { chapter: 'vol. 6 (horary)', status: 'pending', note: `${note}; page not checked` });
const prashna = (note: string): Citation =>
  cite('prasna_marga', { chapter: 'questions on marriage', status: 'pending', note: `${note}; ${NOT_CHECKED}` });
const service = (note: string): Citation => cite('service_design', { status: 'pending', note });

export const MARRIAGE_REFS = {
  saturnDelay: [
    phaladeepika('Saturn in or aspecting the 7th house, its lord or Venus delays marriage'),
    bphs(18, 'effects of the 7th house: malefics in or aspecting it'),
  ],
  seventhLordDusthana: [bphs(24, 'effects of the 7th lord in the 6th, 8th and 12th')],
  venusAfflicted: [phaladeepika('Venus, karaka of marriage, combust or debilitated weakens the promise')],
  seventhLordWell: [bphs(24, 'effects of the 7th lord in the kendras and trikonas')],
  venusDignified: [phaladeepika('Venus in its own or exaltation sign supports an early union')],
  beneficSeventh: [bphs(18, 'benefics in the 7th house')],
  jupiterSeventh: [phaladeepika('Jupiter in or aspecting the 7th house protects the marriage')],
  darakaraka: [
    jaimini('the darakaraka (the graha of lowest degree) signifies the spouse'),
    pvr('darakaraka with or aspected by Saturn as a delaying factor in Jaimini practice'),
  ],
  upapada: [
    jaimini('the upapada (arudha of the 12th house) shows marriage'),
    pvr('upapada or its lord with Saturn delays marriage in Jaimini practice'),
  ],
  dashaGate: [
    bphs(
      "antardasha effects (the 7th lord's periods)",
      'marriage in the dasha or antardasha of the 7th lord, of Venus or of grahas in the 7th',
    ),
    knRao('dasha of the 7th lord, Venus and occupants of the 7th as the first gate in timing marriage'),
  ],
  jupiterTransit: [
    phaladeepika('gochara of Jupiter over the 7th house, its lord or Venus brings marriage'),
    knRao('Jupiter transiting or aspecting the 7th house, its lord or Venus as the trigger'),
  ],
  doubleTransit: [
    knRao('the double transit: Jupiter and Saturn both transiting or aspecting the 7th house or its lord'),
  ],
  legalAge: [
    cite('child_marriage_act_2006', {
      chapter: 's. 2(a)',
      status: 'pending',
      note: '"child": a female below 18, a male below 21',
    }),
  ],
  ageBands: [
    service(
      'the age ranges of the early, timely and delayed bands and the balance of indications that picks one are ' +
        "the service's own",
    ),
  ],
  windows: [
    service(
      'a window is where the dasha gate and the Jupiter trigger overlap; the strength label counts the layers ' +
        'that agree',
    ),
  ],
  syncScore: [
    service('sync score: shared window time over the time either partner has a window (Jaccard index), times 100'),
  ],
  kpSubLord: [
    kp(
      'the sub-lord of the 7th cusp signifying the 2nd, 7th or 11th house promises marriage; signifying the 1st, ' +
        '6th or 10th (the 12th from them) denies or breaks it',
    ),
  ],
  kpTiming: [
    kp(
      'the event comes in the joint periods of significators of 2, 7 and 11 that are also ruling planets at the ' +
        'moment of judgement',
    ),
  ],
  prashnaLords: [
    prashna('the lords of the lagna and the 7th joined, in mutual aspect or exchanging signs show the union'),
  ],
  prashnaBenefics: [prashna('Jupiter or Venus in or aspecting the 7th house favours the marriage asked about')],
  prashnaMalefics: [prashna('malefics in the 7th without a benefic aspect obstruct it')],
  prashnaVerdict: [
    service("how the KP answer and the Parashari indications combine into yes, no or uncertain is the service's own"),
  ],
} as const satisfies Record<string, readonly Citation[]>;
