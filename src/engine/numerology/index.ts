export {
  numerology,
  type NumerologyInput,
  type NumerologyMissing,
  type NumerologyOptions,
  type NumerologyResult,
} from './numerology.ts';
export { YEAR_MAX, YEAR_MIN } from './birth-date.ts';
export type { LifePathSteps } from './date-numbers.ts';
export type { LoShuAnalysis, LoShuCell, LoShuPlane } from './loshu.ts';
export type { LuckyThings } from './lucky.ts';
export type { NameNumbers, NameParts, NameValue, PythagoreanNameValue } from './name-number.ts';
export type { LifePathNumber, MasterNumber, RootNumber } from '../vocabulary/numbers.ts';
