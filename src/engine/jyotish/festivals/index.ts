export { checkYear, festivalYear, MAX_YEAR, MIN_YEAR } from './calendar.ts';
export type * from './types.ts';
