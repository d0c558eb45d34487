/** Vrata (observance) dates: ekadashi for Smarta and Vaishnava practice, with rule traces and parana windows. */
export { ekadashiVrata } from './ekadashi.ts';
export { VrataInputError, MAX_SPAN_DAYS, type VrataField } from './input.ts';
export type * from './types.ts';
