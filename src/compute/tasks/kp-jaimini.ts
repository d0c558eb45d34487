/**
 * The other systems read from a birth chart: KP (Placidus cusps, star/sub lords, significators, ruling planets) and
 * Jaimini (chara karakas, karakamsa, arudha padas, chara dasha). Tasks translate only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { houses } from '../../engine/astro/houses.ts';
import { julianDayUT } from '../../engine/astro/time.ts';
import { jaimini } from '../../engine/jyotish/jaimini/index.ts';
import { kpChart, rulingPlanets } from '../../engine/jyotish/kp/index.ts';
import { chartFromBody, ChartBody } from '../chart/request.ts';
import { chartConventions } from '../chart/present.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { toProveRefs } from '../prove-refs.ts';
import { JaiminiResult, KpChartResult } from '../../schemas/charts-systems.ts';
import { localInstants } from '../jd-fields.ts';
import { snakeCased } from '../snake-case.ts';

export const KpBody = Type.Object(
  { ...ChartBody.properties },
  {
    additionalProperties: false,
    title: 'KpBody',
    description: 'Canonical body; ayanamsa defaults to krishnamurti here.',
    examples: ChartBody.examples as unknown[],
  },
);

export const JaiminiBody = Type.Object(
  {
    ...ChartBody.properties,
    karaka_scheme: Type.Optional(
      Type.Union([Type.Literal(8), Type.Literal(7)], { description: 'Chara karakas: 8 (with Rahu, default) or 7.' }),
    ),
    exaltation_adjustment: Type.Optional(
      Type.Boolean({
        description:
          'Chara dasha: add a year for an exalted lord, take one for a debilitated one (PVR Rao, Sanjay Rath); ' +
          'default false (K.N. Rao).',
      }),
    ),
  },
  { additionalProperties: false, title: 'JaiminiBody', examples: ChartBody.examples as unknown[] },
);

// The engine's citations go out as prove_refs; the key is left out (not set to undefined) so the closed schema holds.
const present = <T extends { refs?: unknown }>({ refs: _refs, ...result }: T, timezone: string) =>
  snakeCased(localInstants(result, timezone));

export type KpRequest = Static<typeof KpBody>;
export type JaiminiRequest = Static<typeof JaiminiBody>;

/** Work done in a compute thread: plain input in, the response object out. */
export const kpJaiminiTasks = {
  kpChart: defineTask(
    KpChartResult,
    labelled(['graha', 'sign', 'nakshatra', 'vara'], ({ body, now }: { body: KpRequest; now: number }) => {
      const chart = chartFromBody(body, { kind: 'canonical' }, { ayanamsa: 'krishnamurti' });
      const cusps = houses(chart.moment.jdUt, chart.latitude, chart.longitude, 'placidus', chart.ayanamsa);
      const kp = kpChart(chart, cusps);
      const ruling = rulingPlanets(julianDayUT(now), chart.latitude, chart.longitude, chart.ayanamsa, {
        nodeType: chart.nodeType,
        sunriseRule: chart.sunriseRule,
      });
      return {
        success: true,
        engine_status: 'LIVE' as const,
        ...present(kp, chart.moment.timezone),
        ruling_planets: present(ruling, chart.moment.timezone),
        conventions: chartConventions(chart, {
          houseSystem: cusps.substituted === null ? 'placidus (KP cusps)' : `${cusps.system}: ${cusps.substituted}`,
        }),
        warnings: chart.warnings,
        prove_refs: toProveRefs([...kp.refs, ...ruling.refs]),
      };
    }),
  ),

  jaimini: defineTask(
    JaiminiResult,
    labelled(['graha', 'sign'], ({ body }: { body: JaiminiRequest }) => {
      const chart = chartFromBody(body);
      const result = jaimini(chart, {
        karakaScheme: body.karaka_scheme,
        exaltationAdjustment: body.exaltation_adjustment,
        yearDays: body.dasha_year_days,
      });
      return {
        success: true,
        engine_status: 'LIVE' as const,
        ...present(result, chart.moment.timezone),
        conventions: chartConventions(chart, { dashaYearDays: body.dasha_year_days ?? 365.25 }),
        warnings: chart.warnings,
        prove_refs: toProveRefs(result.refs),
      };
    }),
  ),
};
