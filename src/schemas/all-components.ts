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
import { REFERENCE_COMPONENTS } from './reference.ts';
import { CHECKABLE_COMPONENTS } from './checkable.ts';
import { SERVICE_COMPONENTS } from './service.ts';
import { VAULT_COMPONENTS } from './vault.ts';
import { DASHA_COMPONENTS } from './dasha.ts';
import { DOSHA_COMPONENTS } from './doshas.ts';
import { MATCHING_COMPONENTS } from './matching.ts';
import { MARRIAGE_TIMING_COMPONENTS } from './marriage-timing.ts';
import { PRASHNA_COMPONENTS } from './prashna.ts';
import { STUDY_COMPONENTS } from './study.ts';
import { REPORT_COMPONENTS } from './reports.ts';
import { LABEL_COMPONENTS } from './labels.ts';
import { MUHURTA_COMPONENTS, MUHURTA_PEOPLE_COMPONENTS } from './muhurta.ts';
import { ORACLE_COMPONENTS } from './oracle.ts';
import { ACCURACY_COMPONENTS } from './accuracy.ts';
import { FESTIVAL_COMPONENTS } from './festivals.ts';
import { MCP_COMPONENTS } from './mcp.ts';
import { SENSITIVITY_COMPONENTS } from './sensitivity.ts';
import { EPHEMERIS_COMPONENTS } from './ephemeris.ts';
import { PANCHANGA_RANGE_COMPONENTS } from './panchanga-range.ts';

export const ALL_COMPONENTS: TSchema[] = simplifyForSerializer([
  ...COMPONENTS,
  ...LABEL_COMPONENTS,
  ...CHART_COMPONENTS,
  ...READING_COMPONENTS,
  ...SERVICE_COMPONENTS,
  ...REFERENCE_COMPONENTS,
  ...VAULT_COMPONENTS,
  ...CHART_ROUTES_COMPONENTS,
  ...DASHA_COMPONENTS,
  ...DOSHA_COMPONENTS,
  ...MATCHING_COMPONENTS,
  ...MARRIAGE_TIMING_COMPONENTS,
  ...PRASHNA_COMPONENTS,
  ...STUDY_COMPONENTS,
  ...REPORT_COMPONENTS,
  ...CHECKABLE_COMPONENTS,
  ...MUHURTA_COMPONENTS,
  ...MUHURTA_PEOPLE_COMPONENTS,
  ...CALENDAR_COMPONENTS,
  ...ORACLE_COMPONENTS,
  ...ACCURACY_COMPONENTS,
  ...FESTIVAL_COMPONENTS,
  ...MCP_COMPONENTS,
  ...SENSITIVITY_COMPONENTS,
  ...EPHEMERIS_COMPONENTS,
  ...PANCHANGA_RANGE_COMPONENTS,
]);
