/**
 * POST /api/v2/prasna-marriage and its alias POST /api/prasna/marriage (one handler): the horary chart of the asked
 * moment (the request's date and time, else the service's clock) at the place, read by the KP rule of the 7th
 * cusp's sub-lord and the Parashari indications (engine: jyotish/prashna/marriage.ts).
 */
import type { Ayanamsa } from '../../engine/astro/bodies.ts';
import { houses } from '../../engine/astro/houses.ts';
import { computeChart } from '../../engine/jyotish/chart/compute.ts';
import type { NodeType } from '../../engine/jyotish/chart/types.ts';
import { kpChart, rulingPlanets } from '../../engine/jyotish/kp/index.ts';
import { prashnaMarriage, TIMING_HORIZON_YEARS } from '../../engine/jyotish/prashna/marriage.ts';
import { MARRIAGE_REFS } from '../../engine/tables/marriage/refs.ts';
import { KP_MARRIAGE_RULE } from '../../engine/tables/marriage/prashna-rules.ts';
import { withInputErrors } from '../birth-moment.ts';
import { askedMoment } from '../chart/asked-moment.ts';
import { chartConventions } from '../chart/present.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { localInstants } from '../jd-fields.ts';
import { toProveRefs } from '../prove-refs.ts';
import { PrashnaMarriageResult } from '../../schemas/prashna.ts';
import { snakeCased } from '../snake-case.ts';

export interface Body {
  question?: string;
  date?: string;
  time?: string;
  latitude: number;
  longitude: number;
  timezone?: string;
  utc_offset?: string;
  ayanamsa?: Ayanamsa;
  node_type?: NodeType;
}

const METHOD =
  'Horary chart of the asked moment at the place (KP: Placidus cusps, krishnamurti ayanamsa unless asked otherwise). ' +
  'KP: the sub-lord of the 7th cusp signifying (at any of the four levels) the 2nd, 7th or 11th house promises the ' +
  'marriage; also the 1st, 6th or 10th: uncertain; none of 2, 7, 11: no. Parashari: the lagna and 7th lords joined, ' +
  'in mutual aspect or exchange, and Jupiter or Venus on the 7th point yes; a malefic in the 7th with neither on it ' +
  "points no. Answer: KP's, made uncertain when a Parashari indication that holds points the other way (the " +
  (`service's own combination). Timing hint: the first antardasha within ${TIMING_HORIZON_YEARS} years of the ` +
    `Vimshottari `) +
  'counted from the Moon at the asked moment whose lord signifies 2, 7 or 11 and is a ruling planet at the moment.';

export const prashnaTasks = {
  prashnaMarriage: defineTask(
    PrashnaMarriageResult,
    labelled(['graha', 'sign'], ({ body, now }: { body: Body; now: number }) => {
      const { input, source } = askedMoment(body, now);
      const chart = withInputErrors(
        (f) => ['body', f],
        () => computeChart(input, { ayanamsa: body.ayanamsa ?? 'krishnamurti', nodeType: body.node_type }),
      );
      const cusps = houses(chart.moment.jdUt, chart.latitude, chart.longitude, 'placidus', chart.ayanamsa);
      const kp = kpChart(chart, cusps);
      const ruling = rulingPlanets(chart.moment.jdUt, chart.latitude, chart.longitude, chart.ayanamsa, {
        nodeType: chart.nodeType,
        sunriseRule: chart.sunriseRule,
      });
      const p = prashnaMarriage(chart, kp, ruling);
      const tz = chart.moment.timezone;
      return {
        success: true,
        engine_status: 'LIVE' as const,
        ...(body.question === undefined ? {} : { question: body.question }),
        asked: { at: chart.moment.localIso, utc: chart.moment.utcIso, timezone: tz, source },
        answer: p.answer,
        answer_tier: 'service' as const,
        kp: {
          cusp: 7 as const,
          cusp_sign: p.kp.cuspSign,
          cusp_star_lord: p.kp.cuspStarLord,
          sub_lord: p.kp.subLord,
          sub_lord_signifies: p.kp.signifies,
          promising: p.kp.promising,
          denying: p.kp.denying,
          verdict: p.kp.verdict,
          prove_refs: toProveRefs(KP_MARRIAGE_RULE.cites),
        },
        parashari: p.parashari.map(({ refs, ...f }) => ({ ...f, prove_refs: toProveRefs(refs) })),
        timing_hint: {
          fruitful_significators: p.timing.fruitful,
          period: p.timing.period === null ? null : snakeCased(localInstants(p.timing.period, tz)),
          reason: p.timing.reason,
          prove_refs: toProveRefs(MARRIAGE_REFS.kpTiming),
        },
        ruling_planets: ruling.planets,
        lagna: { sign: chart.lagna.sign, lord: chart.lagna.lord },
        method: METHOD,
        conventions: chartConventions(chart, {
          houseSystem:
            cusps.substituted === null
              ? 'placidus (KP cusps); whole-sign houses for the Parashari indications'
              : `${cusps.system}: ${cusps.substituted}`,
        }),
        warnings: [...chart.warnings, ...kp.notes],
        prove_refs: toProveRefs(p.refs),
      };
    }),
  ),
};
