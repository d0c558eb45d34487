export { activationInputs, type InputOptions } from './inputs.ts';
export {
  ACTIVATION_METHOD,
  lifeAreaReport,
  uniqueRefs,
  type AreaReport,
  type GrahaAspects,
  type HouseAssessment,
  type ReportOptions,
} from './report.ts';
export { fertilityOf, type Fertility, type Rating } from './rating.ts';
export type { Obstruction } from './levels-chart.ts';
export type * from './types.ts';
export { partnerMatch } from './partner.ts';
