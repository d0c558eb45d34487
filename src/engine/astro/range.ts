/**
 * The instants the bundled ephemeris files can serve. sepl_18/semo_18 start at JD 2378496.5 TT (1800-01-01 00:00),
 * but a planet's apparent place needs the file at the light-time-retarded instant too: measured with sweph
 * 2.10.03, Mars to Saturn fall back to Moshier until 01:08 UT on 1800-01-01. So the first instant accepted is
 * 1800-01-01 02:00 UTC; the last is the end of 2399-12-31 (the files run to 2400-01-10, room for searches).
 * Anything outside is refused with a clear message, never computed with a silent fallback.
 */
import { EngineError } from '../errors.ts';

export const FIRST_DATE = '1800-01-01';
export const LAST_DATE = '2399-12-31';
/** First instant accepted (inclusive), epoch milliseconds UTC. */
export const MIN_INSTANT_MS = Date.UTC(1800, 0, 1, 2, 0, 0);
/** First instant refused after the range (exclusive bound), epoch milliseconds UTC. */
export const END_INSTANT_MS = Date.UTC(2400, 0, 1);

/** The same bounds as Julian days (UT). */
export const MIN_JD_UT = 2378496.5 + 2 / 24;
export const END_JD_UT = 2597641.5;

export const RANGE_TEXT = `${FIRST_DATE} 02:00 UTC..${LAST_DATE} 23:59:59 UTC, covered by the bundled ephemeris files`;

/** DATE_OUT_OF_RANGE for `what` (an instant, a day's midnight, an eclipse searched for); field `date` by default. */
export function outOfRange(
  what: string,
  note?: string,
  field: string | null = 'date',
): EngineError<'DATE_OUT_OF_RANGE'> {
  return new EngineError(
    'DATE_OUT_OF_RANGE',
    field,
    note === undefined ? { what, range: RANGE_TEXT } : { what, range: RANGE_TEXT, note },
  );
}

export function assertInstantInRange(ms: number): void {
  if (!Number.isFinite(ms)) throw outOfRange('The instant (not a valid date)');
  if (ms < MIN_INSTANT_MS || ms >= END_INSTANT_MS) throw outOfRange(new Date(ms).toISOString());
}

/** For searches that start from a JD rather than an instant (sunrise from local midnight, say). */
export function assertJdInRange(jdUt: number): void {
  if (!(jdUt >= MIN_JD_UT && jdUt < END_JD_UT)) throw outOfRange(`JD ${jdUt} (UT)`);
}
