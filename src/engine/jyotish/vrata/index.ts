/** Vrata (observance) dates: ekadashi for Smarta and Vaishnava practice, with rule traces and parana windows. */
export { ekadashiVrata } from './ekadashi.ts';
export { MAX_SPAN_DAYS } from './input.ts';
export type * from './types.ts';
