/**
 * Every shared schema with an `$id`, in dependency order: app.ts registers them with `app.addSchema`, the OpenAPI
 * lists them under components.schemas, and the contract check resolves `$ref`s against them. One line per area.
 */
import type { TSchema } from '@sinclair/typebox';
import { CALENDAR_COMPONENTS } from './calendar.ts';
import { CHART_COMPONENTS } from './chart.ts';
import { COMPONENTS } from './components.ts';

export const ALL_COMPONENTS: TSchema[] = [
  ...COMPONENTS,
  ...CHART_COMPONENTS,
  ...CALENDAR_COMPONENTS,
];
