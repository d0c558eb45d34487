export { YOGA_METHOD, YOGA_RULES, yogaCatalogue } from './catalogue.ts';
export { STRENGTH_METHOD, strengthBand } from './strength.ts';
export type {
  NotEvaluated,
  StrengthBand,
  YogaChart,
  YogaContext,
  YogaFacts,
  YogaFamily,
  YogaFinding,
  YogaReport,
  YogaRule,
  YogaStatus,
  YogaSummary,
} from './types.ts';
