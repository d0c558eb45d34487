/**
 * The dates the bundled ephemeris files cover (sepl_18/semo_18 start at 1800-01-01 00:00 TT and end in early 2400).
 * Instants outside are refused with a clear message, never computed with a silent fallback.
 */
export const FIRST_DATE = '1800-01-01';
export const LAST_DATE = '2399-12-31';
/** First instant accepted (inclusive), epoch milliseconds UTC. */
export const MIN_INSTANT_MS = Date.UTC(1800, 0, 1);
/** First instant refused after the range (exclusive bound), epoch milliseconds UTC. */
export const END_INSTANT_MS = Date.UTC(2400, 0, 1);

export class DateOutOfRangeError extends RangeError {
  override readonly name = 'DateOutOfRangeError';
  readonly code = 'DATE_OUT_OF_RANGE';
  readonly first = FIRST_DATE;
  readonly last = LAST_DATE;
}

export function assertInstantInRange(ms: number): void {
  if (!Number.isFinite(ms)) throw new DateOutOfRangeError('The instant is not a valid date');
  if (ms < MIN_INSTANT_MS || ms >= END_INSTANT_MS) {
    throw new DateOutOfRangeError(
      `${new Date(ms).toISOString()} is outside the supported range ${FIRST_DATE}..${LAST_DATE} (UTC) ` +
        'covered by the bundled ephemeris files',
    );
  }
}
