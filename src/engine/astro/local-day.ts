/**
 * The civil day at a place as a span of UT: from local midnight to the next local midnight (23 or 25 hours on DST
 * days). Rise/set searches start here so that the sunrise returned is that date's.
 */
import { resolveMoment, resolveWallTime, type MomentInput } from './moment.ts';
import { isEngineError } from '../errors.ts';
import { outOfRange } from './range.ts';
import { JD_UNIX_EPOCH, MS_PER_DAY } from './time.ts';

export interface LocalDay {
  startJdUt: number;
  endJdUt: number;
  timezone: string;
  /** Offset at the start of the day. */
  offsetIso: string;
  warnings: string[];
}

export function localDay(input: Omit<MomentInput, 'time'>): LocalDay {
  const start = startOfDay(input);
  const next = new Date(Date.parse(`${input.date}T00:00:00Z`) + MS_PER_DAY).toISOString().slice(0, 10);
  // The next midnight may fall just past the last date; it is only a bound, so it is not range-checked.
  const end = resolveWallTime({ ...input, date: next, time: '00:00' });
  return {
    startJdUt: start.jdUt,
    endJdUt: JD_UNIX_EPOCH + end.utcMs / MS_PER_DAY,
    timezone: start.timezone,
    offsetIso: start.offsetIso,
    warnings: start.warnings,
  };
}

/** Local midnight, range-checked; the refusal says it was the midnight, not the asked time, that fell outside. */
function startOfDay(input: Omit<MomentInput, 'time'>): ReturnType<typeof resolveMoment> {
  try {
    return resolveMoment({ ...input, time: '00:00' });
  } catch (e) {
    if (isEngineError(e, 'DATE_OUT_OF_RANGE')) {
      throw outOfRange(
        `${e.params.what}, the local midnight of ${input.date},`,
        "the day's sunrise is searched from its local midnight",
      );
    }
    throw e;
  }
}
