/**
 * Putra bhava (children): the rules computed, in words; those declined by policy (a child's sex) and those not
 * computed (no exact statement). The texts' "son" is read as "child" throughout. Citations pending.
 */
import type { Sign } from '../../vocabulary/names.ts';
import { PUTRA_REFS } from './refs.ts';
import type { OmittedRule, ReadingRuleText } from './types.ts';

export const CHILD_SEX_POLICY = "predicting a child's sex is declined by policy";

/** Signs of few children (alpa-suta) when on the 5th: Saravali's reading. */
export const FEW_CHILDREN_SIGNS: readonly Sign[] = ['Taurus', 'Leo', 'Virgo', 'Scorpio'];

const BY_VERDICT = (what: string) => ({
  supportive: `Supportive influences on ${what}.`,
  mixed: `Both supportive and demanding influences on ${what}.`,
  challenging: `Demanding influences on ${what}: a classical caution, not a forecast and not a medical assessment.`,
  neutral: `No notable influence on ${what}.`,
});

export const PUTRA_RULES = {
  fifthSign: {
    id: 'putra-fifth-sign',
    topic: 'sign of the 5th',
    factor:
      "the 5th sign from the lagna; Taurus, Leo, Virgo and Scorpio are signs of few children (Saravali's list; " +
      'its added condition of a benefic aspect is not required here)',
    attributed: "A 5th house in Taurus, Leo, Virgo or Scorpio, with a benefic's aspect, gives few children.",
    refs: PUTRA_REFS.fewChildrenSigns,
    editorial: {
      few: 'A classical indication of a small family, not a limit; family size is a personal matter.',
      other: 'The sign of the 5th carries no classical restriction.',
    },
  },
  fifthOccupants: {
    id: 'putra-fifth-occupants',
    topic: 'occupants of the 5th',
    factor: 'grahas in the 5th house (Moon benefic when waxing, Mercury always benefic)',
    attributed: 'Benefics in the 5th favour children and joy from them; malefics there bring worry about children.',
    refs: PUTRA_REFS.fifthHouse,
    editorial: BY_VERDICT('the 5th house from its occupants'),
  },
  fifthAspects: {
    id: 'putra-fifth-aspects',
    topic: 'aspects on the 5th',
    factor: 'grahas casting full graha drishti on the 5th house (chart houses[4].aspectedBy)',
    attributed: "A benefic's aspect protects the 5th; a malefic's aspect afflicts it.",
    refs: PUTRA_REFS.fifthHouse,
    editorial: BY_VERDICT('the 5th house by aspect'),
  },
  fifthLord: {
    id: 'putra-fifth-lord',
    topic: 'lord of the 5th',
    factor: 'the 5th lord: house from the lagna (kendra/trikona helps; 6th, 8th, 12th harm), dignity, combustion',
    attributed:
      'A 5th lord in a kendra or trikona, in its own or exaltation sign, favours children; in the 6th, 8th or ' +
      '12th, debilitated or combust, it brings delay or worry.',
    refs: PUTRA_REFS.fifthHouse,
    editorial: BY_VERDICT('children from the 5th lord'),
  },
  karaka: {
    id: 'putra-jupiter-karaka',
    topic: 'Jupiter, karaka of children',
    factor: 'Jupiter: house from the lagna, dignity, combustion (the same reading as the 5th lord)',
    attributed: 'Jupiter signifies children: strong, it favours them; weak or afflicted, it brings delay.',
    refs: PUTRA_REFS.karaka,
    editorial: BY_VERDICT('children from Jupiter, their significator'),
  },
  fromMoon: {
    id: 'putra-fifth-from-moon',
    topic: '5th from the Moon',
    factor: 'grahas in and aspecting the 5th sign from the Moon',
    attributed: 'The 5th is judged from the Moon as well as from the lagna; benefics there help, malefics harm.',
    refs: PUTRA_REFS.fromMoonAndJupiter,
    editorial: BY_VERDICT('the 5th from the Moon'),
  },
  fromJupiter: {
    id: 'putra-fifth-from-jupiter',
    topic: '5th from Jupiter',
    factor: 'grahas in and aspecting the 5th sign from Jupiter',
    attributed: 'The 5th is judged from Jupiter as well; benefics there help, malefics harm.',
    refs: PUTRA_REFS.fromMoonAndJupiter,
    editorial: BY_VERDICT('the 5th from Jupiter'),
  },
  saptamsa: {
    id: 'putra-saptamsa',
    topic: 'saptamsa (D7)',
    factor: 'the saptamsa lagna, the 5th sign from it, and the grahas whose saptamsa falls there',
    attributed:
      'The saptamsa is the division read for children; benefics in its 5th favour them, malefics there afflict.',
    refs: PUTRA_REFS.saptamsa,
    editorial: BY_VERDICT('the 5th of the saptamsa'),
  },
  affliction: {
    id: 'putra-fifth-affliction',
    topic: 'affliction of the 5th',
    factor: 'a malefic in the 5th while no benefic occupies or aspects it (relieved when a benefic does)',
    attributed: "Malefics in the 5th without a benefic's aspect or company afflict the house of children.",
    refs: PUTRA_REFS.fifthHouse,
    editorial: {
      afflicted:
        'An unrelieved affliction of the 5th: a classical caution about delay, not a forecast or a medical assessment.',
      relieved: "A malefic in the 5th is relieved by a benefic's influence.",
      none: 'No malefic occupies the 5th.',
    },
  },
  weakSignificators: {
    id: 'putra-weak-significators',
    topic: 'yoga denying children: weak significators',
    factor:
      'Jupiter, the lagna lord and the 5th lord all weak (weak: debilitated, combust, or in the 6th, 8th or ' +
      "12th); cancelled, by the project's reading (no verse located), when a benefic occupies or aspects the 5th",
    attributed:
      'When Jupiter, the lagna lord and the 5th lord are all without strength, the native is without a child.',
    refs: PUTRA_REFS.weakSignificators,
    editorial: {
      formed:
        'A classical combination for delay in children; it is no medical judgement, and many such charts have ' +
        'children.',
      cancelled: "The combination forms but a benefic's influence on the 5th relieves it.",
      not_formed: 'The combination is not formed.',
    },
  },
  maleficsInFifth: {
    id: 'putra-malefics-in-fifth',
    topic: 'yoga denying children: malefics in the 5th',
    factor:
      'the Sun, Mars, Rahu or Saturn in the 5th and not weak, with Jupiter and the 5th lord both weak (one or ' +
      'more of the four suffices: the reading chosen); cancelled as above',
    attributed: 'Strong Sun, Mars, Rahu or Saturn in the 5th, with Jupiter and the 5th lord weak, deny a child.',
    refs: PUTRA_REFS.maleficsInFifth,
    editorial: {
      formed: 'A classical combination for delay in children; it is no medical judgement.',
      cancelled: "The combination forms but a benefic's influence on the 5th relieves it.",
      not_formed: 'The combination is not formed.',
    },
  },
  sarpa: {
    id: 'putra-sarpa-shaapa',
    topic: "sarpa shaapa (serpent's curse)",
    factor: 'Rahu in the 5th with Mars casting graha drishti on the 5th (Mars joining Rahu there is not an aspect)',
    attributed:
      "Rahu in the 5th aspected by Mars shows a serpent's curse from a past life delaying children; the text " +
      'prescribes remedies (worship of the naga).',
    refs: PUTRA_REFS.sarpa,
    editorial: {
      formed:
        'A traditional devotional idiom for delay; remedies are a matter of faith, and no medical meaning is implied.',
      not_formed: 'The combination is not formed.',
    },
  },
} as const satisfies Record<string, ReadingRuleText>;

export const PUTRA_OMITTED_BY_POLICY: readonly OmittedRule[] = [
  {
    id: 'putra-sex-from-signs',
    topic: 'sons or daughters from odd or even signs and navamsas of the 5th, its lord and Jupiter',
    reason: CHILD_SEX_POLICY,
    refs: PUTRA_REFS.childSex,
  },
  {
    id: 'putra-sex-from-grahas',
    topic: 'sons or daughters from male or female grahas in or aspecting the 5th',
    reason: CHILD_SEX_POLICY,
    refs: PUTRA_REFS.childSex,
  },
  {
    id: 'putra-sex-from-saptamsa',
    topic: 'sons or daughters from odd or even saptamsas',
    reason: CHILD_SEX_POLICY,
    refs: PUTRA_REFS.saptamsa,
  },
];

export const PUTRA_NOT_COMPUTED: readonly OmittedRule[] = [
  {
    id: 'putra-number-of-children',
    topic: 'number of children from the navamsas gained by the 5th lord',
    reason:
      'not computed: the texts and commentators count it differently (navamsas traversed in the sign, the ' +
      "navamsa's number, or signs counted to the navamsa) and then reduce it by aspects; no exact statement was " +
      'located',
    refs: PUTRA_REFS.count,
  },
  {
    id: 'putra-beeja-kshetra-sphuta',
    topic: 'beeja and kshetra sphuta (fertility points)',
    reason:
      'not computed: each reads the fertility of one parent by sex, which the chart does not carry and which the ' +
      'service does not judge',
    refs: PUTRA_REFS.sphuta,
  },
];
