/**
 * Every engine result a life-area report reads, computed once from one chart: strengths, ashtakavarga, yogas,
 * Jaimini karakas and padas, doshas, Vimshottari, Jupiter's and Saturn's sign crossings over the horizon and the
 * Tajika year running at as_of. The report code only reads these (nothing is recomputed there).
 */
import { END_JD_UT } from '../../astro/range.ts';
import { epochMsFromJulianDay } from '../../astro/time.ts';
import type { Chart } from '../../jyotish/chart/types.ts';
import { vimshottari } from '../../jyotish/dasha/vimshottari.ts';
import { kalasarpa } from '../../jyotish/dosha/kalasarpa.ts';
import { mangalDosha } from '../../jyotish/dosha/mangal-dosha.ts';
import { sadesati } from '../../jyotish/dosha/sadesati.ts';
import { crossingsCached } from '../../jyotish/dosha/saturn-crossing-cache.ts';
import { signIndexAt, type SlowGraha } from '../../jyotish/transit/sign-crossings.ts';
import { arudhaPadas, charaKarakas, jaiminiFacts } from '../../jyotish/jaimini/index.ts';
import { ashtakavarga } from '../../jyotish/strength/ashtakavarga/index.ts';
import { bhavabala } from '../../jyotish/strength/bhavabala/index.ts';
import { shadbala } from '../../jyotish/strength/shadbala/index.ts';
import { varshaphal } from '../../jyotish/tajika/varshaphal.ts';
import { yogaCatalogue } from '../../jyotish/yoga/index.ts';
import type { ActivationInputs, SlowTransit } from './types.ts';

export interface InputOptions {
  /** The instant the report is read at (the caller's now, or as_of). */
  asOfJdUt: number;
  horizonYears: number;
  /** Days in a dasha year (default 365.25). */
  yearDays?: number;
  sex?: 'male' | 'female';
}

const JULIAN_YEAR_DAYS = 365.25;

function slowTransit(body: SlowGraha, chart: Chart, from: number, to: number): SlowTransit {
  return {
    signAtStart: signIndexAt(body, from, chart.ayanamsa),
    crossings: crossingsCached(body, from, to, chart.ayanamsa),
  };
}

/**
 * The Tajika year running at `jdUt`: the return of the calendar year when the birthday has come, else the year
 * before (guessed from the local birth date, then checked against the computed return, so usually one return).
 */
function tajikaYearAt(chart: Chart, jdUt: number): ReturnType<typeof varshaphal> {
  const birthYear = Number(chart.moment.localIso.slice(0, 4));
  const at = new Date(epochMsFromJulianDay(jdUt));
  const monthDay = chart.moment.localIso.slice(5, 10);
  const atMonthDay = at.toISOString().slice(5, 10);
  const guess = Math.max(birthYear, at.getUTCFullYear() - (atMonthDay < monthDay ? 1 : 0));
  const year = varshaphal(chart, guess);
  if (year.solarReturn.jdUt <= jdUt || guess === birthYear) return year;
  return varshaphal(chart, guess - 1);
}

export function activationInputs(chart: Chart, options: InputOptions): ActivationInputs {
  const asOf = options.asOfJdUt;
  // The horizon stops a day short of the ephemeris files' end.
  const horizonEndJdUt = Math.min(asOf + options.horizonYears * JULIAN_YEAR_DAYS, END_JD_UT - 1);
  const sb = shadbala(chart);
  const facts = jaiminiFacts(chart);
  return {
    chart,
    asOfJdUt: asOf,
    horizonEndJdUt,
    shadbala: sb,
    bhavabala: bhavabala(chart, sb),
    ashtakavarga: ashtakavarga(chart),
    yogas: yogaCatalogue(chart, options.sex === undefined ? {} : { sex: options.sex }),
    karakas: charaKarakas(facts),
    arudhas: arudhaPadas(facts),
    mangal: mangalDosha(chart),
    kalasarpa: kalasarpa(chart),
    sadesati: sadesati(chart, asOf),
    vimshottari: vimshottari(
      chart.grahas.Moon.longitude,
      chart.moment.jdUt,
      options.yearDays === undefined ? {} : { yearDays: options.yearDays },
    ),
    transits: {
      Jupiter: slowTransit('Jupiter', chart, asOf, horizonEndJdUt),
      Saturn: slowTransit('Saturn', chart, asOf, horizonEndJdUt),
    },
    varshaphal: tajikaYearAt(chart, asOf),
  };
}
