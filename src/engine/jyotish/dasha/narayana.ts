/**
 * Narayana dasha (Jaimini), P.V.R. Narasimha Rao / Sanjay Rath reading (NARAYANA_DASHA): twelve sign dashas from
 * the stronger of lagna and 7th, run in full from birth (no balance), then a second cycle of 12 less the first
 * cycle's years. Antardashas: twelve equal parts from the sign holding the dasha sign's lord (paka rasi), in the
 * order and direction the same rules give from that sign. Scorpio and Aquarius take their lord by K.N. Rao's
 * co-lord rule (jaimini/co-lord.ts, reused); the seed by narayana-strength.ts.
 */
import { CHARA_DASHA } from '../../tables/jaimini/chara-dasha.ts';
import { NARAYANA_DASHA } from '../../tables/dasha/narayana.ts';
import { DEFAULT_DASHA_YEAR_DAYS } from '../../tables/dasha/vimshottari.ts';
import type { Chart } from '../chart/types.ts';
import { lordOfSign } from '../jaimini/co-lord.ts';
import { houseFrom, jaiminiFacts, signPlus } from '../jaimini/facts.ts';
import type { JaiminiFacts, LordChoice } from '../jaimini/types.ts';
import { type Sign, signAt } from '../../vocabulary/names.ts';
import { signNature, strongerSign, type SignStrengthRule } from './narayana-strength.ts';
import { clampLevels, type DashaSystemOptions, type DashaSystemResult, type SystemPeriod } from './system-period.ts';

export interface NarayanaOptions extends DashaSystemOptions {
  /** 1 or 2 cycles of twelve (default 2). */
  cycles?: number;
  /** Saturn in the seed: always forward; else Ketu in the seed: direction reversed (default on). */
  nodeExceptions?: boolean;
}

export interface NarayanaSeed {
  sign: Sign;
  signIndex: number;
  chosen: 'lagna' | 'seventh';
  rule: SignStrengthRule;
  ninthSign: Sign;
  direction: 'forward' | 'backward';
  exception: 'saturn_forward' | 'ketu_reversed' | null;
}

export type NarayanaMahadasha = SystemPeriod<Sign> & {
  cycle: number;
  lordChoice: LordChoice;
  lordSign: Sign;
  /** Signs counted from the dasha sign to its lord, inclusive (null with the lord in the sign). */
  count: number | null;
  /** +1 exalted lord, -1 debilitated lord, else 0 (first cycle). */
  adjustment: number;
};

export type Narayana = Omit<DashaSystemResult<Sign, null>, 'periods'> & {
  seed: NarayanaSeed;
  periods: NarayanaMahadasha[];
};

const sign = (s: number): Sign => signAt(s);
const oddFooted = (s: number): boolean => (CHARA_DASHA.data.directSigns as readonly Sign[]).includes(sign(s));
const ORDERS = [
  NARAYANA_DASHA.data.order.movable,
  NARAYANA_DASHA.data.order.fixed,
  NARAYANA_DASHA.data.order.dual,
] as const;

/** Twelve sign indices from `start`: its nature picks the order, `step` (+1/-1) the direction. */
export function narayanaSequence(start: number, step: 1 | -1): number[] {
  return ORDERS[signNature(start)].map((h) => signPlus(start, (h - 1) * step));
}

/** Forward when the 9th from the sign is odd-footed. */
export const narayanaStep = (start: number): 1 | -1 => (oddFooted(signPlus(start, 8)) ? 1 : -1);

/** First-cycle years of a sign's dasha. */
export function narayanaYears(
  s: number,
  facts: JaiminiFacts,
): { years: number; count: number | null; adjustment: number; lord: LordChoice } {
  const lord = lordOfSign(s, facts);
  const lf = facts.grahas[lord.lord];
  if (lord.rule === 'both_in_sign' || lf.signIndex === s)
    return { years: NARAYANA_DASHA.data.ownSignYears, count: null, adjustment: 0, lord };
  const count = oddFooted(s) ? houseFrom(s, lf.signIndex) : houseFrom(lf.signIndex, s);
  // Mercury's exaltation (Virgo) is its own sign: no extra year. The nodes' exaltation is disputed: none taken.
  const node = lord.lord === 'Rahu' || lord.lord === 'Ketu';
  const adjustment = node ? 0 : lf.exalted && lord.lord !== 'Mercury' ? 1 : lf.debilitated ? -1 : 0;
  return { years: count - 1 + adjustment, count, adjustment, lord };
}

export function narayanaSeed(facts: JaiminiFacts, nodeExceptions = true): NarayanaSeed {
  const lagna = facts.lagnaSignIndex;
  const stronger = strongerSign(lagna, signPlus(lagna, 6), facts);
  const s = stronger.signIndex;
  let step = narayanaStep(s);
  let exception: NarayanaSeed['exception'] = null;
  if (nodeExceptions && facts.grahas.Saturn.signIndex === s) [step, exception] = [1, 'saturn_forward'];
  else if (nodeExceptions && facts.grahas.Ketu.signIndex === s)
    [step, exception] = [step === 1 ? -1 : 1, 'ketu_reversed'];
  return {
    sign: sign(s),
    signIndex: s,
    chosen: s === lagna ? 'lagna' : 'seventh',
    rule: stronger.rule,
    ninthSign: sign(signPlus(s, 8)),
    direction: step === 1 ? 'forward' : 'backward',
    exception,
  };
}

function antardashas(parent: SystemPeriod<Sign>, lordSignIndex: number, yearDays: number): SystemPeriod<Sign>[] {
  const seq = narayanaSequence(lordSignIndex, narayanaStep(lordSignIndex));
  return seq.map((s, k) => ({
    level: 'Antardasha' as const,
    lord: sign(s),
    years: parent.years / 12,
    startJdUt: parent.startJdUt + (k * parent.years * yearDays) / 12,
    endJdUt: k === 11 ? parent.endJdUt : parent.startJdUt + ((k + 1) * parent.years * yearDays) / 12,
  }));
}

export const NARAYANA_METHOD =
  'Narayana dasha, P.V.R. Narasimha Rao / Sanjay Rath reading: seed = stronger of lagna and 7th (local strength ' +
  'list: ' +
  'grahas in the sign; Jupiter, Mercury, lord joining or aspecting; exalted grahas; dual > fixed > movable; lord ' +
  'in a ' +
  "sign of other parity; lord's degrees); forward when the 9th from the seed is odd-footed (Ar, Ta, Ge, Li, Sc, Sg), " +
  'else backward; Saturn in the seed makes it forward, else Ketu in the seed reverses it (option); order: movable ' +
  'every sign, fixed every 6th, dual trines then the trines of the 10th, 7th, 4th; years: count to the lord ' +
  '(forward from odd-footed signs) less one, 12 in own sign, +1 exalted, -1 debilitated lord (not for Mercury in ' +
  "Virgo nor the nodes); Scorpio/Aquarius lord by K.N. Rao's co-lord rule; no balance; second cycle 12 less the " +
  "first; antardashas twelfths from the lord's sign (paka), ordered by the same rules from it.";

export function narayanaDasha(facts: JaiminiFacts, birthJdUt: number, options: NarayanaOptions = {}): Narayana {
  const yearDays = options.yearDays ?? DEFAULT_DASHA_YEAR_DAYS;
  const levels = clampLevels(options.levels, 2);
  const cycles = Math.max(1, Math.min(2, Math.floor(options.cycles ?? 2)));
  const seed = narayanaSeed(facts, options.nodeExceptions ?? true);
  const order = narayanaSequence(seed.signIndex, seed.direction === 'forward' ? 1 : -1);
  const periods: NarayanaMahadasha[] = [];
  let t = birthJdUt;
  for (let cycle = 1; cycle <= cycles; cycle++) {
    for (const s of order) {
      const y = narayanaYears(s, facts);
      const years = cycle === 1 ? y.years : NARAYANA_DASHA.data.ownSignYears - y.years;
      const lordSignIndex = facts.grahas[y.lord.lord].signIndex;
      const p: SystemPeriod<Sign> = {
        level: 'Mahadasha',
        lord: sign(s),
        startJdUt: t,
        endJdUt: t + years * yearDays,
        years,
      };
      if (levels > 1) p.antardashas = antardashas(p, lordSignIndex, yearDays);
      periods.push({
        ...p,
        cycle,
        lordChoice: y.lord,
        lordSign: sign(lordSignIndex),
        count: y.count,
        adjustment: cycle === 1 ? y.adjustment : 0,
      });
      t = p.endJdUt;
    }
  }
  return {
    system: 'narayana',
    method: NARAYANA_METHOD,
    yearDays,
    levels,
    seed,
    periods,
    balance: null,
    refs: NARAYANA_DASHA.cites,
  };
}

export const narayanaForChart = (chart: Chart, options: NarayanaOptions = {}): Narayana =>
  narayanaDasha(jaiminiFacts(chart), chart.moment.jdUt, options);
