/**
 * Every shared schema with an `$id`, in dependency order: app.ts registers them with `app.addSchema`, the OpenAPI
 * lists them under components.schemas, and the contract check resolves `$ref`s against them. One line per area.
 */
import type { TSchema } from '@sinclair/typebox';
import { simplifyForSerializer } from './serializable.ts';
import { CALENDAR_COMPONENTS } from './calendar.ts';
import { CHART_COMPONENTS } from './chart.ts';
import { CHART_ROUTES_COMPONENTS } from './charts-components.ts';
import { COMPONENTS } from './components.ts';
import { READING_COMPONENTS } from './readings.ts';
import { SERVICE_COMPONENTS } from './service.ts';
import { VAULT_COMPONENTS } from './vault.ts';
import { DASHA_COMPONENTS } from './dasha.ts';
import { DOSHA_COMPONENTS } from './doshas.ts';
import { MATCHING_COMPONENTS } from './matching.ts';
import { ORACLE_COMPONENTS } from './oracle.ts';

export const ALL_COMPONENTS: TSchema[] = simplifyForSerializer([
  ...COMPONENTS,
  ...CHART_COMPONENTS,
  ...READING_COMPONENTS,
  ...SERVICE_COMPONENTS,
  ...VAULT_COMPONENTS,
  ...CHART_ROUTES_COMPONENTS,
  ...DASHA_COMPONENTS, ...DOSHA_COMPONENTS,
  ...MATCHING_COMPONENTS,
  ...CALENDAR_COMPONENTS,
  ...ORACLE_COMPONENTS,
]);
