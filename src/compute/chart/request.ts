/**
 * The chart routes' request: the canonical birth body (or the birth_ body) with the convention options, read into
 * one computed Chart. Time is required: a chart without a birth time would be a guess at the lagna.
 */
import { Type } from '@sinclair/typebox';
import type { Ayanamsa } from '../../engine/astro/bodies.ts';
import type { SunriseRule } from '../../engine/astro/riseset.ts';
import { computeChart } from '../../engine/jyotish/chart/compute.ts';
import type { Chart, NodeType } from '../../engine/jyotish/chart/types.ts';
import { birthInput, withInputErrors, type BirthShape } from '../birth-moment.ts';
import { CanonicalBirth, PrefixedBirth } from '../../schemas/bodies.ts';
import { ConventionOptions, TimeString } from '../../schemas/common.ts';
import { LangField } from '../../schemas/lang.ts';

export const DashaYearDaysOption = Type.Union(
  [Type.Literal(360), Type.Literal(365.2425), Type.Literal(365.25), Type.Literal(365.256363)],
  { description: 'Days in a dasha year; default 365.25.' },
);

const EXAMPLE = { name: 'Example', date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };

/** Canonical body, time required, plus the convention options and `lang` (every route on this body returns names). */
export const ChartBody = Type.Object(
  {
    ...CanonicalBirth.properties,
    time: TimeString,
    ...ConventionOptions,
    dasha_year_days: Type.Optional(DashaYearDaysOption),
    ...LangField,
  },
  { additionalProperties: false, title: 'ChartBody', examples: [EXAMPLE] },
);

export const PrefixedChartBody = Type.Object(
  { ...PrefixedBirth.properties, birth_time: TimeString, ...ConventionOptions, ...LangField },
  {
    additionalProperties: false,
    title: 'PrefixedChartBody',
    examples: [{ birth_date: '1990-11-20', birth_time: '16:00', birth_latitude: 26.85, birth_longitude: 80.95 }],
  },
);

export interface ChartOptionsBody {
  ayanamsa?: Ayanamsa;
  node_type?: NodeType;
  sunrise_rule?: SunriseRule;
  dasha_year_days?: number;
}

export function chartFromBody(
  body: object,
  shape: BirthShape = { kind: 'canonical' },
  defaults: { ayanamsa?: Ayanamsa } = {},
): Chart {
  const b = body as Record<string, unknown> & ChartOptionsBody;
  const { input, loc } = birthInput(b, shape);
  return withInputErrors(loc, () =>
    computeChart(input, {
      ayanamsa: b.ayanamsa ?? defaults.ayanamsa,
      nodeType: b.node_type,
      sunriseRule: b.sunrise_rule,
    }),
  );
}
