/**
 * Marriage timing of one chart, in four layers: the promised age range (promise.ts), the dasha gate
 * (dasha-gate.ts), the Jupiter trigger and the Jupiter-Saturn double transit (transit-trigger.ts). A window is where
 * a gate antardasha and the Jupiter trigger overlap; it says whether the double transit and the promised ages fall
 * in it too. Ages are counted in years of 365.25 days from the birth instant.
 */
import { END_JD_UT } from '../../astro/range.ts';
import { DASHA_GATE, DOUBLE_TRANSIT, JUPITER_TRIGGER } from '../../tables/marriage/timing-layers.ts';
import { MARRIAGE_REFS } from '../../tables/marriage/refs.ts';
import type { Citation } from '../../tables/sources.ts';
import type { Graha } from '../../vocabulary/names.ts';
import type { Chart } from '../chart/types.ts';
import { vimshottari } from '../dasha/vimshottari.ts';
import { dashaGate, gateSignificators, type GatePeriod } from './dasha-gate.ts';
import { marriageFactors, type MarriageFactors } from './factors.ts';
import { intersect, totalDays, type Interval } from './intervals.ts';
import { promisedAge, type PromisedAge, type Sex } from './promise.ts';
import {
  doubleTransitTime,
  transitLayers,
  type DoubleTransitSpan,
  type JupiterSpan,
  type TargetHit,
} from './transit-trigger.ts';
import type { GateSignificator } from '../../tables/marriage/timing-layers.ts';

export const AGE_YEAR_DAYS = 365.25;
/** Default scan: from the legal minimum age to this age. */
export const DEFAULT_TO_AGE = 45;
export const MAX_SCAN_YEARS = 50;

export interface MarriageTimingOptions {
  sex?: Sex;
  fromAge?: number;
  toAge?: number;
  yearDays?: number;
}

export interface TimingWindow {
  startJdUt: number;
  endJdUt: number;
  /** Age at the window's start, years. */
  ageFrom: number;
  ageTo: number;
  mahadasha: Graha;
  antardasha: Graha;
  gateStrong: boolean;
  jupiterHits: TargetHit[];
  /** Days of the window in which the double transit holds too. */
  doubleTransitDays: number;
  inPromisedRange: boolean;
  /** Layers that agree somewhere in the window: gate and Jupiter always, plus double transit and promised ages. */
  layers: number;
}

export interface MarriageTiming {
  birthJdUt: number;
  factors: MarriageFactors;
  promise: PromisedAge;
  significators: Partial<Record<Graha, GateSignificator[]>>;
  scan: { fromAge: number; toAge: number; startJdUt: number; endJdUt: number; clippedAtEphemerisEnd: boolean };
  dashaGate: GatePeriod[];
  jupiter: JupiterSpan[];
  doubleTransit: DoubleTransitSpan[];
  windows: TimingWindow[];
  refs: Citation[];
}

export const ageAt = (birthJdUt: number, jdUt: number): number => (jdUt - birthJdUt) / AGE_YEAR_DAYS;
export const jdAtAge = (birthJdUt: number, age: number): number => birthJdUt + age * AGE_YEAR_DAYS;

export function marriageTiming(chart: Chart, options: MarriageTimingOptions = {}): MarriageTiming {
  const birth = chart.moment.jdUt;
  const factors = marriageFactors(chart);
  const promise = promisedAge(factors, options.sex ?? 'unspecified');
  const fromAge = options.fromAge ?? promise.legalMinimumAge;
  const toAge = options.toAge ?? Math.max(DEFAULT_TO_AGE, fromAge + 1);
  const startJdUt = jdAtAge(birth, fromAge);
  const wanted = jdAtAge(birth, toAge);
  // The last day of the ephemeris files bounds the transit search.
  const endJdUt = Math.min(wanted, END_JD_UT - 1);

  const v = vimshottari(chart.grahas.Moon.longitude, birth, { yearDays: options.yearDays });
  const gate = endJdUt > startJdUt ? dashaGate(v, factors, startJdUt, endJdUt) : [];
  const transits =
    endJdUt > startJdUt
      ? transitLayers(factors, startJdUt, endJdUt, chart.ayanamsa)
      : { jupiter: [], doubleTransit: [] };
  const dt = doubleTransitTime(transits);
  const promised: Interval[] = [{ startJdUt: jdAtAge(birth, promise.fromAge), endJdUt: jdAtAge(birth, promise.toAge) }];

  const windows: TimingWindow[] = [];
  for (const g of gate) {
    for (const j of transits.jupiter) {
      for (const piece of intersect([g], [j])) {
        const doubleTransitDays = totalDays(intersect([piece], dt));
        const inPromisedRange = intersect([piece], promised).length > 0;
        windows.push({
          ...piece,
          ageFrom: ageAt(birth, piece.startJdUt),
          ageTo: ageAt(birth, piece.endJdUt),
          mahadasha: g.mahadasha,
          antardasha: g.antardasha,
          gateStrong: g.strong,
          jupiterHits: j.hits,
          doubleTransitDays,
          inPromisedRange,
          layers: 2 + (doubleTransitDays > 0 ? 1 : 0) + (inPromisedRange ? 1 : 0),
        });
      }
    }
  }
  windows.sort((a, b) => a.startJdUt - b.startJdUt);

  const refs = [
    ...new Set([
      ...promise.refs,
      ...DASHA_GATE.cites,
      ...JUPITER_TRIGGER.cites,
      ...DOUBLE_TRANSIT.cites,
      ...MARRIAGE_REFS.windows,
    ]),
  ];
  return {
    birthJdUt: birth,
    factors,
    promise,
    significators: gateSignificators(factors),
    scan: { fromAge, toAge, startJdUt, endJdUt, clippedAtEphemerisEnd: endJdUt < wanted },
    dashaGate: gate,
    jupiter: transits.jupiter,
    doubleTransit: transits.doubleTransit,
    windows,
    refs,
  };
}

export const METHOD =
  'Promised ages: the indications of the 7th house, its lord, Venus, the darakaraka (8 chara karakas) and the ' +
  'upapada ' +
  '(arudha of the 12th) are counted, earlier minus later; a balance of +2 or more is the early band, -2 or less the ' +
  "delayed band, else timely; the ages of each band are the service's own, floored at the legal minimum age. " +
  'Dasha gate: Vimshottari antardashas whose lord is the 7th lord, Venus or a graha in the 7th (strong when the ' +
  'mahadasha lord is one too). Jupiter trigger: Jupiter in, or aspecting by its 5th, 7th or 9th, the 7th house ' +
  'sign, the ' +
  'natal sign of the 7th lord or of Venus. Double transit: Jupiter and Saturn (3rd, 7th, 10th aspects) both in or ' +
  "aspecting the 7th house sign, or both the 7th lord's sign. Sign ingresses by root finding to 1 second. " +
  'A window is where a gate antardasha and the Jupiter trigger overlap; layers counts the gate, Jupiter, the double ' +
  'transit and the promised ages where they hold in the window. Conjunction and aspect are by whole sign; all ' +
  'from the lagna.';
