/**
 * Raised when the Swiss Ephemeris cannot give a result from its files: not initialised, an error string, or a
 * result computed with the Moshier fallback (files missing or date outside them). Never caught and ignored.
 */
export class EphemerisError extends Error {
  override readonly name = 'EphemerisError';
  readonly code = 'EPHEMERIS_UNAVAILABLE';
  /** The flag sweph returned, when a call was made. */
  readonly flag: number | null;

  constructor(message: string, flag: number | null = null) {
    super(message);
    this.flag = flag;
  }
}
