/** Every response component of the chart group (charts, strengths, systems, annual routes), in dependency order. */
import type { TSchema } from '@sinclair/typebox';
import { CHARTS_ANNUAL_COMPONENTS } from './charts-annual.ts';
import { CHARTS_KUNDLI_COMPONENTS } from './charts-kundli.ts';
import { CHARTS_LONGEVITY_COMPONENTS } from './charts-longevity.ts';
import { CHARTS_SHARED_COMPONENTS } from './charts-shared.ts';
import { CHARTS_STRENGTH_COMPONENTS } from './charts-strengths.ts';
import { CHARTS_SYSTEMS_COMPONENTS } from './charts-systems.ts';

export const CHART_ROUTES_COMPONENTS: TSchema[] = [
  ...CHARTS_SHARED_COMPONENTS,
  ...CHARTS_KUNDLI_COMPONENTS,
  ...CHARTS_STRENGTH_COMPONENTS,
  ...CHARTS_LONGEVITY_COMPONENTS,
  ...CHARTS_SYSTEMS_COMPONENTS,
  ...CHARTS_ANNUAL_COMPONENTS,
];
