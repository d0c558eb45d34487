/** The dosha catalogue: the public surface of this folder. */
export { DOSHA_METHOD, DOSHA_RULES, doshaCatalogue } from './catalogue.ts';
export type {
  DoshaChart,
  DoshaContext,
  DoshaFacts,
  DoshaFinding,
  DoshaGroup,
  DoshaReport,
  DoshaRule,
  DoshaSeverity,
  DoshaStatus,
  DoshaSummary,
  DoshaVerification,
  PartnerMoon,
} from './types.ts';
