/**
 * What the oracle's rules read: the chart and, computed only when a rule first asks, the dashas, transits,
 * yogas, doshas, strengths, KP chart and a partner's match. One answer reads one or two of them, so an answer
 * costs about a chart plus what its question needs. Tests build a context from hand-placed charts and give the
 * ephemeris-bound parts (transits, sade-sati, shadbala, KP) directly.
 */
import { houses } from '../../astro/houses.ts';
import { epochMsFromJulianDay } from '../../astro/time.ts';
import { localDateTime } from '../../astro/zone.ts';
import { computeChart } from '../../jyotish/chart/compute.ts';
import type { Chart } from '../../jyotish/chart/types.ts';
import { vimshottari, type Vimshottari } from '../../jyotish/dasha/vimshottari.ts';
import { doshaCatalogue, type DoshaReport } from '../../jyotish/dosha/catalogue/index.ts';
import { sadesati, type SadesatiResult } from '../../jyotish/dosha/sadesati.ts';
import { transitLongitudes } from '../../jyotish/gochar/gochar.ts';
import { kpChart, type KpResult } from '../../jyotish/kp/index.ts';
import { ashtakoota, type AshtakootaResult } from '../../jyotish/matching/ashtakoota.ts';
import type { MatchMoon } from '../../jyotish/matching/moon.ts';
import { shadbala, type ShadbalaResult } from '../../jyotish/strength/shadbala/index.ts';
import { yogaCatalogue, type YogaChart, type YogaReport } from '../../jyotish/yoga/index.ts';
import { DEFAULT_DASHA_YEAR_DAYS } from '../../tables/dasha/vimshottari.ts';
import type { Graha } from '../../vocabulary/names.ts';

export interface Couple {
  bride: MatchMoon;
  groom: MatchMoon;
  /** Which of the two the chart's native is. */
  native: 'bride' | 'groom';
}

export interface OracleContext {
  chart: YogaChart;
  /**
   * The whole computed chart (birth place, zone, conventions), for the rules that scan days at the birth place or
   * cast a chart for the moment asked; absent in hand-built contexts.
   */
  natal?: Chart;
  /** The native's gender when the request gave it (body regions, yogas and doshas that depend on it). */
  sex?: 'male' | 'female';
  birthJdUt: number;
  /** The instant asked about (now, or `as_of`). */
  atJdUt: number;
  dasha(): Vimshottari;
  /** Sidereal longitudes of the nine grahas at `atJdUt`. */
  transits(): Record<Graha, number>;
  sadesati(): SadesatiResult;
  yogas(): YogaReport;
  doshas(): DoshaReport;
  shadbala(): ShadbalaResult;
  kp(): KpResult;
  /** The Ashtakoota match with the partner, or null when no partner was given. */
  match(): AshtakootaResult | null;
  /**
   * The chart of the moment asked (`atJdUt`) at the birth place, and its KP reading, for questions answered by
   * prashna (horary); absent in hand-built contexts.
   */
  prashna?: () => { chart: Chart; kp: KpResult };
}

export interface ContextOptions {
  atJdUt: number;
  dashaYearDays?: number;
  couple?: Couple;
  sex?: 'male' | 'female';
}

/** A value computed on first use and kept. */
export function lazy<T>(f: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = f();
      done = true;
    }
    return value;
  };
}

/** The context of a computed chart (production). */
export function chartContext(chart: Chart, options: ContextOptions): OracleContext {
  const at = options.atJdUt;
  return {
    chart,
    natal: chart,
    ...(options.sex === undefined ? {} : { sex: options.sex }),
    birthJdUt: chart.moment.jdUt,
    atJdUt: at,
    dasha: lazy(() =>
      vimshottari(chart.grahas.Moon.longitude, chart.moment.jdUt, {
        yearDays: options.dashaYearDays ?? DEFAULT_DASHA_YEAR_DAYS,
      }),
    ),
    transits: lazy(() => transitLongitudes(chart, at)),
    sadesati: lazy(() => sadesati(chart, at)),
    yogas: lazy(() => yogaCatalogue(chart, options.sex === undefined ? {} : { sex: options.sex })),
    doshas: lazy(() =>
      doshaCatalogue(chart, { asOfJdUt: at, ...(options.sex === undefined ? {} : { sex: options.sex }) }),
    ),
    shadbala: lazy(() => shadbala(chart)),
    kp: lazy(() =>
      kpChart(chart, houses(chart.moment.jdUt, chart.latitude, chart.longitude, 'placidus', chart.ayanamsa)),
    ),
    match: lazy(() => (options.couple === undefined ? null : ashtakoota(options.couple.bride, options.couple.groom))),
    prashna: lazy(() => {
      const c = chartAtMoment(chart, at);
      return { chart: c, kp: kpChart(c, houses(c.moment.jdUt, c.latitude, c.longitude, 'placidus', c.ayanamsa)) };
    }),
  };
}

/** The chart of another instant at the same place, zone and conventions as `chart`. */
function chartAtMoment(chart: Chart, jdUt: number): Chart {
  const zone = chart.moment.timezone;
  const local = localDateTime(zone, epochMsFromJulianDay(jdUt));
  const fixed = zone.startsWith('UTC') && zone.length > 3;
  return computeChart(
    {
      date: local.slice(0, 10),
      time: local.slice(11, 19),
      latitude: chart.latitude,
      longitude: chart.longitude,
      ...(fixed ? { utcOffset: zone.slice(3) } : { timezone: zone }),
    },
    { ayanamsa: chart.ayanamsa, nodeType: chart.nodeType, sunriseRule: chart.sunriseRule },
  );
}
