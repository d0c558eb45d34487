/**
 * Sade-sati: Saturn in the 12th, 1st or 2nd sign from the janma rashi (the natal Moon's sidereal sign), and the
 * dhaiya (small panoti): Saturn in the 4th or 8th. Membership is by Saturn's sign at the instant asked. Spans come
 * from Saturn's actual sign crossings (saturn-ingress.ts, to 1 s): a span runs from the first entry to the final
 * exit, so retrograde re-entries fall inside it and every crossing is listed. A phase is the same for one sign:
 * first entry into it to final exit from it, so consecutive phases meet at the crossings of their common boundary
 * (they overlap while Saturn goes back and forth across it).
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { END_JD_UT, MIN_JD_UT } from '../../astro/range.ts';
import { DHAIYA_HOUSES, SADESATI_PHASES } from '../../tables/dosha/sadesati.ts';
import type { Citation } from '../../tables/sources.ts';
import type { Chart } from '../chart/types.ts';
import { type Sign, signAt } from '../../vocabulary/names.ts';
import { saturnCrossingsCached } from './saturn-crossing-cache.ts';
import { saturnSignAt, type SignCrossing } from './saturn-ingress.ts';
import { DAYS_PER_YEAR, isoUtc, passages, type Passage } from './saturn-passage.ts';

/** The facts read from the natal chart. */
export type SadesatiNatal = Pick<Chart, 'ayanamsa'> & { grahas: { Moon: { signIndex: number } } };

export interface SaturnSpan {
  /** House from the janma rashi (1-12) of the sign spanned. */
  house: number;
  name: string;
  signIndex: number;
  sign: Sign;
  /** First entry (JD UT). */
  startJdUt: number;
  /** Final exit (JD UT). */
  endJdUt: number;
  durationYears: number;
  /** Every crossing into or out of this sign between the first entry and the final exit. */
  crossings: SignCrossing[];
}

export interface SadesatiCycle {
  /** Saturn's first entry into the 12th (JD UT). */
  startJdUt: number;
  /** Saturn's final exit from the 2nd (JD UT). */
  endJdUt: number;
  durationYears: number;
  /** Rising (12th), peak (1st), setting (2nd), in time order. */
  phases: SaturnSpan[];
  crossings: SignCrossing[];
}

export interface DhaiyaResult {
  /** Saturn in the 4th or 8th from the janma rashi at the instant asked. */
  active: boolean;
  house: 4 | 8 | null;
  /** The dhaiya whose span holds the instant (null when none does). */
  current: SaturnSpan | null;
  /** The next dhaiya of each kind starting after the instant, in time order (fewer when past the ephemeris). */
  next: SaturnSpan[];
}

export interface SadesatiResult {
  method: string;
  atJdUt: number;
  /** Janma rashi as a 0-based sign index (interface), with its name. */
  janmaRashi: number;
  janmaRashiSign: Sign;
  saturnRashi: number;
  saturnSign: Sign;
  saturnHouseFromJanma: number;
  inSadesati: boolean;
  /** 'rising (12th)', 'peak (1st)', 'setting (2nd)', or 'none'. */
  phase: string;
  /** Years (of 365.25 days) of the whole sade-sati: the current one, else the next (`durationOf` says which). */
  durationYears: number | null;
  durationOf: 'current' | 'next' | null;
  /** The sade-sati whose span holds the instant (null when none does). */
  current: SadesatiCycle | null;
  /** The next sade-sati starting after the instant. */
  next: SadesatiCycle | null;
  dhaiya: DhaiyaResult;
  /** What could not be found, with the reason (search window beyond the ephemeris files). */
  missing: string[];
  refs: readonly Citation[];
}

export const SADESATI_METHOD =
  "Janma rashi = natal Moon's sidereal sign; sade-sati while Saturn's sidereal sign at the instant is the 12th, 1st " +
  "or 2nd from it (rising, peak, setting), dhaiya while it is the 4th or 8th; spans from Saturn's actual sign " +
  'crossings found to 1 s (first entry to final exit, retrograde re-entries inside and listed; while Saturn is ' +
  'briefly back in the 11th inside a span, `current` holds the span but the instant is not in sade-sati); years ' +
  'of 365.25 days. ' +
  "Some almanacs instead count from the Moon's degree (Saturn within 45 degrees either side); not used here";

/** Search window around the instant: a sade-sati lasts under 9 years, and the next one ends within about 38. */
const LOOK_BACK_DAYS = 10 * DAYS_PER_YEAR;
const LOOK_AHEAD_DAYS = 42 * DAYS_PER_YEAR;
/** Keep the search off the last days of the files (the root finder evaluates inside its brackets only). */
const RANGE_PAD_DAYS = 1;

const houseSign = (janma: number, house: number): number => (janma + house - 1) % 12;
const houseOf = (janma: number, sign: number): number => ((sign - janma + 12) % 12) + 1;

function span(janma: number, house: number, name: string, p: Passage): SaturnSpan | null {
  if (p.startJdUt === null || p.endJdUt === null) return null;
  const signIndex = houseSign(janma, house);
  return {
    house,
    name,
    signIndex,
    sign: signAt(signIndex),
    startJdUt: p.startJdUt,
    endJdUt: p.endJdUt,
    durationYears: (p.endJdUt - p.startJdUt) / DAYS_PER_YEAR,
    crossings: p.crossings,
  };
}

/** The three phases of one complete sade-sati passage, each from its first entry to its final exit. */
function cycleOf(janma: number, p: Passage): SadesatiCycle | null {
  if (p.startJdUt === null || p.endJdUt === null) return null;
  const phases: SaturnSpan[] = [];
  for (const { house, name } of SADESATI_PHASES.data) {
    const sign = houseSign(janma, house);
    const inner = passages(new Set([sign]), p.crossings, houseSign(janma, 11));
    const s = inner[0];
    if (inner.length !== 1 || s === undefined) return null; // one visit per sign in one passage
    const phase = span(janma, house, name, s);
    if (phase === null) return null;
    phases.push(phase);
  }
  return {
    startJdUt: p.startJdUt,
    endJdUt: p.endJdUt,
    durationYears: (p.endJdUt - p.startJdUt) / DAYS_PER_YEAR,
    phases,
    crossings: p.crossings,
  };
}

const holds = (p: Passage, t: number): boolean =>
  (p.startJdUt === null || p.startJdUt <= t) && (p.endJdUt === null || t <= p.endJdUt);

export function sadesati(natal: SadesatiNatal, atJdUt: number): SadesatiResult {
  const ayanamsa: Ayanamsa = natal.ayanamsa;
  const janma = natal.grahas.Moon.signIndex;
  const saturn = saturnSignAt(atJdUt, ayanamsa);
  const house = houseOf(janma, saturn);
  const missing: string[] = [];

  const from = Math.max(MIN_JD_UT + RANGE_PAD_DAYS, atJdUt - LOOK_BACK_DAYS);
  const to = Math.min(END_JD_UT - RANGE_PAD_DAYS, atJdUt + LOOK_AHEAD_DAYS);
  const crossings = saturnCrossingsCached(from, to, ayanamsa);
  const startSign = saturnSignAt(from, ayanamsa);

  const sadeSigns = new Set(SADESATI_PHASES.data.map((p) => houseSign(janma, p.house)));
  const all = passages(sadeSigns, crossings, startSign);
  const currentPassage = all.find((p) => holds(p, atJdUt)) ?? null;
  const nextPassage = all.find((p) => p.startJdUt !== null && p.startJdUt > atJdUt) ?? null;
  const current = currentPassage === null ? null : cycleOf(janma, currentPassage);
  const next = nextPassage === null ? null : cycleOf(janma, nextPassage);
  if (currentPassage !== null && current === null)
    missing.push(`current sade-sati: its span runs outside the ephemeris (searched ${isoUtc(from)} to ${isoUtc(to)})`);
  if (next === null)
    missing.push(`next sade-sati: not complete before ${isoUtc(to)} (end of the search or of the ephemeris files)`);

  const phase = SADESATI_PHASES.data.find((p) => p.house === house);
  const durationOf = current !== null ? 'current' : next !== null ? 'next' : null;

  const dhaiyaNow = DHAIYA_HOUSES.data.find((d) => d.house === house);
  let dhaiyaCurrent: SaturnSpan | null = null;
  const dhaiyaNext: SaturnSpan[] = [];
  for (const d of DHAIYA_HOUSES.data) {
    const ps = passages(new Set([houseSign(janma, d.house)]), crossings, startSign);
    const now = ps.find((p) => holds(p, atJdUt));
    if (now !== undefined) {
      dhaiyaCurrent = span(janma, d.house, d.name, now);
      if (dhaiyaCurrent === null) missing.push(`current ${d.name}: its span runs outside the ephemeris`);
    }
    const upcoming = ps.find((p) => p.startJdUt !== null && p.startJdUt > atJdUt);
    const s = upcoming === undefined ? null : span(janma, d.house, d.name, upcoming);
    if (s === null) missing.push(`next ${d.name}: not complete before ${isoUtc(to)}`);
    else dhaiyaNext.push(s);
  }
  dhaiyaNext.sort((a, b) => a.startJdUt - b.startJdUt);

  return {
    method: SADESATI_METHOD,
    atJdUt,
    janmaRashi: janma,
    janmaRashiSign: signAt(janma),
    saturnRashi: saturn,
    saturnSign: signAt(saturn),
    saturnHouseFromJanma: house,
    inSadesati: phase !== undefined,
    phase: phase?.name ?? 'none',
    durationYears: current?.durationYears ?? next?.durationYears ?? null,
    durationOf,
    current,
    next,
    dhaiya: {
      active: dhaiyaNow !== undefined,
      house: dhaiyaNow === undefined ? null : dhaiyaNow.house,
      current: dhaiyaCurrent,
      next: dhaiyaNext,
    },
    missing,
    refs: [...SADESATI_PHASES.cites, ...DHAIYA_HOUSES.cites],
  };
}
