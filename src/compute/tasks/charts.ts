/**
 * Birth charts: kundli v2 (the CHART object), kundli v1 (the older flat shape, kept beside v2), all sixteen vargas
 * and one varga by code or name. Tasks translate only; the Chart is computed once per request.
 */
import { julianDayUT } from '../../engine/astro/time.ts';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import { currentDasha, vimshottari } from '../../engine/jyotish/dasha/vimshottari.ts';
import { LIMB_CITES } from '../../engine/jyotish/panchanga/limb-angle.ts';
import { epochMsFromJulianDay } from '../../engine/astro/time.ts';
import { FULL_ASPECTS } from '../../engine/tables/chart/aspects.ts';
import { COMBUSTION_ORBS } from '../../engine/tables/chart/combustion.ts';
import { DIGNITY } from '../../engine/tables/chart/dignity.ts';
import { NATURAL_FRIENDSHIP } from '../../engine/tables/chart/friendship.ts';
import { VARGAS, type VargaCode } from '../../engine/tables/chart/vargas.ts';
import { VIMSHOTTARI } from '../../engine/tables/dasha/vimshottari.ts';
import { chartFromBody } from '../chart/request.ts';
import type { Lang } from '../../engine/tables/labels/index.ts';
import { CHART_LABEL_KINDS, VARGA_CHART_LABEL_KINDS, withLabels } from '../labels.ts';
import { presentBalance, presentPeriod } from '../chart/dasha.ts';
import {
  ALL_VARGAS,
  chartConventions,
  presentHouse,
  presentLagna,
  presentPlanets,
  presentVarga,
} from '../chart/present.ts';
import { defineTask } from '../task.ts';
import { InputError } from '../input-error.ts';
import { localClock, localTime } from '../local-time.ts';
import { toProveRefs } from '../prove-refs.ts';
import { KundliV2Result } from '../../schemas/chart.ts';
import { DivisionalChartResult, DivisionalChartsResult, KundliV1Result } from '../../schemas/charts-kundli.ts';

const ENGINE = {
  name: 'vedic-computation-service',
  ephemeris: 'Swiss Ephemeris 2.10.03 (sweph 2.10.3-8)',
  chart_model: 'one Chart per request',
};

const CHART_CITES = [
  ...DIGNITY.cites,
  ...NATURAL_FRIENDSHIP.cites,
  ...COMBUSTION_ORBS.cites,
  ...FULL_ASPECTS.cites,
  ...VARGAS.cites,
];
// Constant per route: built once, not per request.
const KUNDLI_REFS = toProveRefs([...CHART_CITES, ...VIMSHOTTARI.cites, ...LIMB_CITES]);
const CHART_REFS = toProveRefs(CHART_CITES);
const VARGA_REFS = toProveRefs(VARGAS.cites);

function presentPanchanga(chart: Chart) {
  const p = chart.panchanga;
  const at = (jd: number | null) => (jd === null ? null : localTime(epochMsFromJulianDay(jd), chart.moment.timezone));
  const rise = at(p.sunriseJdUt);
  const set = at(p.sunsetJdUt);
  return {
    tithi: p.limbs.tithi.name,
    tithi_index: p.limbs.tithi.index,
    paksha: p.limbs.tithi.paksha,
    nakshatra: p.limbs.nakshatra.name,
    pada: p.limbs.nakshatra.pada,
    yoga: p.limbs.yoga.name,
    karana: p.limbs.karana.name,
    vara: p.vara.name,
    sunrise: rise?.hms ?? null,
    sunset: set?.hms ?? null,
    sunrise_iso: rise?.iso ?? null,
    sunset_iso: set?.iso ?? null,
    day_birth: p.dayBirth,
  };
}

function presentMeta(
  chart: Chart,
  body: { name?: string; gender?: string; date: string; time: string; latitude: number; longitude: number },
) {
  return {
    name: body.name ?? null,
    gender: body.gender ?? null,
    date: body.date,
    time: body.time,
    latitude: body.latitude,
    longitude: body.longitude,
    timezone: chart.moment.timezone,
    utc_offset: chart.moment.offsetIso,
    local: chart.moment.localIso,
    utc: chart.moment.utcIso,
    jd_ut: chart.moment.jdUt,
    ayanamsa: chart.ayanamsa,
    ayanamsa_degrees: chart.ayanamsaDegrees,
    node_type: chart.nodeType,
  };
}

function presentDashas(chart: Chart, nowMs: number, yearDays: number | undefined) {
  const v = vimshottari(chart.grahas.Moon.longitude, chart.moment.jdUt, { yearDays });
  const clock = localClock(chart.moment.timezone);
  const levels = currentDasha(v, julianDayUT(nowMs)).map((p) => presentPeriod(p, clock));
  return {
    system: 'vimshottari' as const,
    year_days: v.yearDays,
    balance: presentBalance(v),
    current: {
      as_of: localTime(nowMs, chart.moment.timezone).iso,
      maha: levels[0]?.planet ?? null,
      antar: levels[1]?.planet ?? null,
      pratyantar: levels[2]?.planet ?? null,
      current_levels: levels,
      ...(levels.length === 0
        ? { note: 'The date lies outside the 120 years of the Vimshottari cycle from birth.' }
        : {}),
    },
    mahadashas: v.mahadashas.map((p) => presentPeriod(p, clock)),
  };
}

/** Short statements read straight from the chart's facts; no prediction is made here. */
function interpretation(chart: Chart) {
  const l = chart.lagna;
  const lord = chart.grahas[l.lord];
  const moon = chart.grahas.Moon;
  const statements = [
    `Lagna ${l.sign} (${l.nakshatra} pada ${l.pada}); its lord ${l.lord} is in house ${lord.house} ` +
      `(${lord.sign}), dignity ${lord.dignity.replace('_', ' ')}.`,
    `Moon in ${moon.sign}, ${moon.nakshatra} pada ${moon.pada}: janma rashi ${moon.sign}, janma nakshatra ` +
      `${moon.nakshatra}.`,
    ...Object.values(chart.grahas)
      .filter((g) => g.vargottama)
      .map((g) => `${g.graha} is vargottama (same sign in D1 and D9).`),
    ...Object.values(chart.grahas)
      .filter((g) => g.combustion.combust)
      .map(
        (g) =>
          `${g.graha} is combust (${g.combustion.distanceFromSun.toFixed(2)} deg from the Sun, orb ` +
          `${g.combustion.orb ?? ''}).`,
      ),
  ];
  return { statements, prove_refs: KUNDLI_REFS };
}

const VARGA_BY_NAME = new Map<string, VargaCode>(
  ALL_VARGAS.flatMap(
    (c) =>
      [
        [c.toLowerCase(), c],
        [VARGAS.data[c].name.toLowerCase(), c],
      ] as [string, VargaCode][],
  ),
);
VARGA_BY_NAME.set('bhamsha', 'D27');

const namedVarga = (chart: Chart, c: VargaCode) => ({
  name: VARGAS.data[c].name,
  signifies: VARGAS.data[c].signifies,
  ...presentVarga(chart, c),
});

export type ChartRequest = {
  name?: string;
  gender?: string;
  date: string;
  time: string;
  latitude: number;
  longitude: number;
  dasha_year_days?: number;
  lang?: Lang;
};

/** Work done in a compute thread: plain input in, the response object out. */
export const chartTasks = {
  kundliV2: defineTask(KundliV2Result, ({ body, now }: { body: ChartRequest; now: number }) => {
    const chart = chartFromBody(body);
    return {
      success: true,
      engine_status: 'LIVE' as const,
      engine: ENGINE,
      chart: {
        meta: presentMeta(chart, body),
        lagna: presentLagna(chart.lagna),
        planets: presentPlanets(chart),
        houses: chart.houses.map(presentHouse),
        navamsa: presentVarga(chart, 'D9'),
        panchanga: presentPanchanga(chart),
        dashas: presentDashas(chart, now, body.dasha_year_days),
      },
      interpretation: interpretation(chart),
      conventions: chartConventions(chart, { dashaYearDays: body.dasha_year_days ?? 365.25 }),
      warnings: chart.warnings,
      ...withLabels(body.lang, VARGA_CHART_LABEL_KINDS),
    };
  }),

  kundliV1: defineTask(KundliV1Result, ({ body }: { body: ChartRequest }) => {
    const chart = chartFromBody(body);
    const moon = chart.grahas.Moon;
    return {
      success: true,
      ascendant: {
        sign: chart.lagna.sign,
        degree: chart.lagna.degree,
        longitude: chart.lagna.longitude,
        nakshatra: chart.lagna.nakshatra,
        pada: chart.lagna.pada,
        lord: chart.lagna.lord,
      },
      planets: Object.values(chart.grahas).map((g) => ({
        name: g.graha,
        longitude: g.longitude,
        sign: g.sign,
        degree: g.degree,
        house: g.house,
        nakshatra: g.nakshatra,
        pada: g.pada,
        retrograde: g.retrograde,
        combust: g.combustion.combust,
        dignity: g.dignity,
        navamsa_sign: g.vargas.D9.sign,
      })),
      houses: chart.houses.map((h) => ({ house: h.house, sign: h.sign, lord: h.lord, planets: h.occupants })),
      moon_sign: moon.sign,
      sun_sign: chart.grahas.Sun.sign,
      nakshatra: moon.nakshatra,
      nakshatra_pada: moon.pada,
      conventions: chartConventions(chart),
      prove_refs: CHART_REFS,
      ...withLabels(body.lang, CHART_LABEL_KINDS),
    };
  }),

  divisionalCharts: defineTask(DivisionalChartsResult, ({ body }: { body: ChartRequest }) => {
    const chart = chartFromBody(body);
    return {
      success: true,
      engine_status: 'LIVE' as const,
      method:
        'Parashara (BPHS ch. 6); D2 is the Sun/Moon hora (Leo/Cancer). Varga dignity: D1 as the chart; in other ' +
        'vargas by sign only (exaltation, debilitation, own or moolatrikona sign as own), else the compound ' +
        'relationship to the varga sign lord with the temporary half from D1',
      charts: Object.fromEntries(ALL_VARGAS.map((c) => [c, namedVarga(chart, c)])) as Record<
        VargaCode,
        ReturnType<typeof namedVarga>
      >,
      vargottama: Object.values(chart.grahas)
        .filter((g) => g.vargottama)
        .map((g) => g.graha),
      conventions: chartConventions(chart),
      prove_refs: VARGA_REFS,
      ...withLabels(body.lang, VARGA_CHART_LABEL_KINDS),
    };
  }),

  divisionalChart: defineTask(
    DivisionalChartResult,
    ({ params, body }: { params: { code: string }; body: ChartRequest }) => {
      const code = VARGA_BY_NAME.get(params.code.toLowerCase());
      if (code === undefined) {
        throw InputError.at(
          ['path', 'code'],
          `Unknown varga "${params.code}": use one of ${ALL_VARGAS.join(', ')} or its name`,
          'enum',
        );
      }
      const chart = chartFromBody(body);
      return {
        success: true,
        engine_status: 'LIVE' as const,
        name: VARGAS.data[code].name,
        signifies: VARGAS.data[code].signifies,
        ...presentVarga(chart, code),
        conventions: chartConventions(chart),
        prove_refs: VARGA_REFS,
        ...withLabels(body.lang, VARGA_CHART_LABEL_KINDS),
      };
    },
  ),
};
