/**
 * A birth kept in the vault must be one the chart routes can compute: its date within the ephemeris files
 * (1800-01-01..2399-12-31). Refused with 422 at save time, not found out later when the saved chart is used.
 */
import { FIRST_DATE, LAST_DATE, outOfRange } from '../../engine/astro/range.ts';
import { ENGINE_ERRORS } from '../../engine/errors.ts';
import { InputError } from '../../compute/input-error.ts';

export function checkBirthDate(date: string | undefined, loc: (string | number)[]): void {
  if (date === undefined || (date >= FIRST_DATE && date <= LAST_DATE)) return;
  const e = outOfRange(`the birth date ${date}`);
  throw InputError.at(loc, e.message, ENGINE_ERRORS.DATE_OUT_OF_RANGE.type);
}
