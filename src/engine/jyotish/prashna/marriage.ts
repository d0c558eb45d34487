/**
 * The marriage question asked at a moment (prashna): the horary chart of that moment and place read by the KP rule
 * (the sub-lord of the 7th cusp signifying 2, 7 or 11 promises it; signifying only 1, 6 or 10 or none of 2, 7, 11
 * denies it) and by three Parashari indications. The answer: KP's, unless a Parashari indication points the other
 * way, which makes it uncertain (the service's own combination). Timing hint: the first antardasha of the horary
 * Vimshottari (from the Moon at the asked moment) whose lord is a fruitful significator (signifies 2, 7 or 11 and
 * is a ruling planet at the moment).
 */
import { aspects } from '../chart/aspects.ts';
import type { Chart } from '../chart/types.ts';
import { subPeriods, vimshottari } from '../dasha/vimshottari.ts';
import type { GrahaSignification, KpResult } from '../kp/types.ts';
import type { RulingPlanets } from '../kp/ruling-planets.ts';
import { MARRIAGE_REFS } from '../../tables/marriage/refs.ts';
import {
  KP_MARRIAGE_RULE,
  PRASHNA_RULE_IDS,
  PRASHNA_RULES,
  type PrashnaRuleId,
} from '../../tables/marriage/prashna-rules.ts';
import type { Citation } from '../../tables/sources.ts';
import { at } from '../../errors.ts';
import type { Graha, Sign } from '../../vocabulary/names.ts';

export type Answer = 'yes' | 'no' | 'uncertain';

export interface KpMarriageReading {
  subLord: Graha;
  signifies: number[];
  promising: number[];
  denying: number[];
  verdict: Answer;
}

/** The KP rule on the sub-lord's significations alone. */
export function kpMarriageVerdict(subLord: Graha, signifies: readonly number[]): KpMarriageReading {
  const promising = KP_MARRIAGE_RULE.data.promising.filter((h) => signifies.includes(h));
  const denying = KP_MARRIAGE_RULE.data.denying.filter((h) => signifies.includes(h));
  const verdict: Answer = promising.length === 0 ? 'no' : denying.length === 0 ? 'yes' : 'uncertain';
  return { subLord, signifies: [...signifies], promising, denying, verdict };
}

export interface PrashnaFinding {
  id: PrashnaRuleId;
  points: 'yes' | 'no';
  rule: string;
  holds: boolean;
  detail: string;
  refs: readonly Citation[];
}

const MALEFICS: readonly Graha[] = ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'];
const reachesSeventh = (c: Chart, g: Graha) => c.grahas[g].house === 7 || aspects(g, c.grahas[g].house, 7);

export function prashnaFindings(c: Chart): PrashnaFinding[] {
  const l1 = c.lagna.lord;
  const l7 = at(c.houses, 6, 'house').lord;
  const [a, b] = [c.grahas[l1], c.grahas[l7]];
  const sameSign = a.signIndex === b.signIndex;
  const mutual = aspects(l1, a.house, b.house) && aspects(l7, b.house, a.house);
  const exchange = a.signLord === l7 && b.signLord === l1 && l1 !== l7;
  const benefics = (['Jupiter', 'Venus'] as const).filter((g) => reachesSeventh(c, g));
  const malefics = MALEFICS.filter((g) => c.grahas[g].house === 7);
  const checks: Record<PrashnaRuleId, { holds: boolean; detail: string }> = {
    lords_connected: {
      holds: l1 === l7 || sameSign || mutual || exchange,
      detail:
        l1 === l7
          ? `one graha (${l1}) rules both`
          : `lagna lord ${l1} in house ${a.house}, 7th lord ${l7} in house ${b.house}` +
            `${sameSign ? ': one sign' : mutual ? ': mutual aspect' : exchange ? ': exchange' : ''}`,
    },
    benefic_on_seventh: {
      holds: benefics.length > 0,
      detail:
        benefics.length === 0
          ? 'neither Jupiter nor Venus in or aspecting the 7th'
          : `${benefics.join(' and ')} in or aspecting the 7th`,
    },
    malefic_in_seventh_unaspected: {
      holds: malefics.length > 0 && benefics.length === 0,
      detail: malefics.length === 0 ? 'no malefic in the 7th' : `${malefics.join(', ')} in the 7th`,
    },
  };
  return PRASHNA_RULE_IDS.map((id) => ({
    id,
    points: PRASHNA_RULES.data[id].points,
    rule: PRASHNA_RULES.data[id].text,
    ...checks[id],
    refs: PRASHNA_RULES.data[id].cites,
  }));
}

/** KP's answer, made uncertain by a Parashari indication that points the other way. */
export function combinedAnswer(kp: Answer, findings: readonly PrashnaFinding[]): Answer {
  if (kp === 'uncertain') return 'uncertain';
  const against = findings.some((f) => f.holds && f.points !== kp);
  return against ? 'uncertain' : kp;
}

export interface TimingHint {
  /** Grahas signifying 2, 7 or 11 that are ruling planets at the asked moment. */
  fruitful: Graha[];
  period: { mahadasha: Graha; antardasha: Graha; startJdUt: number; endJdUt: number } | null;
  reason: string;
}

/** Look this far ahead for a fruitful antardasha. */
export const TIMING_HORIZON_YEARS = 12;

export function timingHint(
  c: Chart,
  significators: readonly GrahaSignification[],
  ruling: RulingPlanets,
  answer: Answer,
): TimingHint {
  const promising = KP_MARRIAGE_RULE.data.promising as readonly number[];
  const fruitful = significators
    .filter((s) => s.signifies.some((h) => promising.includes(h)) && ruling.planets.includes(s.planet))
    .map((s) => s.planet);
  if (answer === 'no') return { fruitful, period: null, reason: 'no timing: the answer is no' };
  const v = vimshottari(c.grahas.Moon.longitude, c.moment.jdUt);
  const until = c.moment.jdUt + TIMING_HORIZON_YEARS * v.yearDays;
  for (const md of v.mahadashas) {
    for (const ad of subPeriods(md, v.yearDays)) {
      if (ad.endJdUt <= c.moment.jdUt || ad.startJdUt > until || !fruitful.includes(ad.lord)) continue;
      return {
        fruitful,
        period: {
          mahadasha: md.lord,
          antardasha: ad.lord,
          startJdUt: Math.max(ad.startJdUt, c.moment.jdUt),
          endJdUt: ad.endJdUt,
        },
        reason:
          `the first antardasha of a fruitful significator (${ad.lord}) in the Vimshottari of the asked moment` +
          `${fruitful.includes(md.lord) ? ', in a mahadasha of one too' : ''}`,
      };
    }
  }
  return {
    fruitful,
    period: null,
    reason:
      fruitful.length === 0
        ? 'no graha signifying 2, 7 or 11 is a ruling planet at the asked moment'
        : `no antardasha of ${fruitful.join(', ')} within ${TIMING_HORIZON_YEARS} years`,
  };
}

export interface PrashnaMarriage {
  answer: Answer;
  kp: KpMarriageReading & { cuspSign: Sign; cuspStarLord: Graha };
  parashari: PrashnaFinding[];
  timing: TimingHint;
  refs: Citation[];
}

export function prashnaMarriage(c: Chart, kp: KpResult, ruling: RulingPlanets): PrashnaMarriage {
  const cusp = at(kp.cusps, KP_MARRIAGE_RULE.data.cusp - 1, 'cusp');
  const sig = kp.significators.find((s) => s.planet === cusp.subLord);
  const reading = kpMarriageVerdict(cusp.subLord, sig?.signifies ?? []);
  const parashari = prashnaFindings(c);
  const answer = combinedAnswer(reading.verdict, parashari);
  const timing = timingHint(c, kp.significators, ruling, answer);
  const refs = [
    ...new Set([
      ...KP_MARRIAGE_RULE.cites,
      ...parashari.filter((f) => f.holds).flatMap((f) => f.refs),
      ...MARRIAGE_REFS.kpTiming,
      ...MARRIAGE_REFS.prashnaVerdict,
      ...kp.refs,
      ...ruling.refs,
    ]),
  ];
  return { answer, kp: { ...reading, cuspSign: cusp.sign, cuspStarLord: cusp.nakshatraLord }, parashari, timing, refs };
}
