/**
 * The frame every division of the day stands on: the day (sunrise to sunset) and the night (sunset to the next
 * sunrise) of one Vedic day, as epoch milliseconds UTC. The caller computes the instants; nothing here does
 * astronomy.
 *
 * Polar days and nights: an instant the caller could not find is passed as null. Then, if the caller gave a
 * `fallback` (three conventional instants and the rule that produced them), the whole day is divided by it and
 * results say `basis: 'fallback'`. Without one, each half that has both its ends is still divided, the others
 * come back as empty lists, and `note` says what is missing (`basis: 'none'` when nothing could be divided).
 * Malformed input (a non-finite instant, instants out of order, a weekday outside 0-6) is a caller bug: RangeError.
 */
import type { Citation } from '../../tables/sources.ts';
import type { Half, WeekdayName } from '../../tables/day-division/keys.ts';
import { WEEKDAYS } from '../../vocabulary/names.ts';

/** A half-open period [start, end) in epoch milliseconds UTC. */
export interface Span {
  start: number;
  end: number;
}

export interface Fallback {
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  /** How the caller chose these instants, e.g. "06:00 and 18:00 local mean time"; shown in `note`. */
  rule: string;
  /** Why the Sun's instants were not used, when the caller knows better than "no sunrise, sunset, ..." */
  reason?: string;
}

export interface DayInput {
  sunrise: number | null;
  sunset: number | null;
  nextSunrise: number | null;
  /** Weekday of the Vedic day that began at `sunrise`: 0 = Sunday (JavaScript's getUTCDay order). */
  weekday: number;
  fallback?: Fallback;
}

export type WeekdayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export type Basis = 'sun' | 'fallback' | 'none';

export interface DayFrame {
  weekday: WeekdayIndex;
  day: Span | null;
  night: Span | null;
  basis: Basis;
  note: string | null;
}

/** What every result of this folder carries beside its periods. */
export interface Divided {
  weekday: WeekdayName;
  basis: Basis;
  note: string | null;
  refs: readonly Citation[];
}

export function resolveFrame(input: DayInput): DayFrame {
  const weekday = weekdayIndex(input.weekday);
  const { sunrise, sunset, nextSunrise } = input;
  for (const t of [sunrise, sunset, nextSunrise]) if (t !== null) finite(t);
  const missing = [
    sunrise === null ? 'sunrise' : null,
    sunset === null ? 'sunset' : null,
    nextSunrise === null ? 'next sunrise' : null,
  ].filter((m) => m !== null);
  const what = `No ${missing.join(', ')} at this place for this day (polar day or night)`;
  const fb = input.fallback;
  if (missing.length > 0 && fb) {
    for (const t of [fb.sunrise, fb.sunset, fb.nextSunrise]) finite(t);
    return {
      weekday,
      day: ordered(fb.sunrise, fb.sunset, 'fallback sunrise', 'fallback sunset'),
      night: ordered(fb.sunset, fb.nextSunrise, 'fallback sunset', 'fallback next sunrise'),
      basis: 'fallback',
      note: `${fb.reason ?? what}; divided by the fallback rule: ${fb.rule}.`,
    };
  }
  const day = sunrise !== null && sunset !== null ? ordered(sunrise, sunset, 'sunrise', 'sunset') : null;
  const night = sunset !== null && nextSunrise !== null ? ordered(sunset, nextSunrise, 'sunset', 'next sunrise') : null;
  if (missing.length === 0) return { weekday, day, night, basis: 'sun', note: null };
  const lost = [day ? null : 'day', night ? null : 'night'].filter((h) => h !== null).join(' and ');
  return {
    weekday,
    day,
    night,
    basis: day || night ? 'sun' : 'none',
    note:
      `${what}: the ${lost} cannot be divided and ${lost === 'day and night' ? 'are' : 'is'} left empty. ` +
      'Pass a fallback to divide a conventional day.',
  };
}

export function halfOf(frame: DayFrame, half: Half): Span | null {
  return half === 'day' ? frame.day : frame.night;
}

/**
 * The k-th (1-based) of n equal parts of a span. Boundaries are rounded to whole milliseconds from the span's
 * start, so neighbouring parts share their boundary exactly and the last part ends at the span's end.
 */
export function part(span: Span, n: number, k: number): Span {
  return { start: boundary(span, n, k - 1), end: boundary(span, n, k) };
}

/** All n equal parts of a span, in order. */
export function divide(span: Span, n: number): Span[] {
  return Array.from({ length: n }, (_, i) => part(span, n, i + 1));
}

function boundary(span: Span, n: number, i: number): number {
  if (i <= 0) return span.start;
  if (i >= n) return span.end;
  return span.start + Math.round(((span.end - span.start) * i) / n);
}

export function weekdayIndex(weekday: number): WeekdayIndex {
  if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
    throw new RangeError(`weekday must be an integer 0 (Sunday) to 6 (Saturday), got ${weekday}`);
  }
  return weekday as WeekdayIndex;
}

export function weekdayName(weekday: WeekdayIndex): WeekdayName {
  return WEEKDAYS[weekday].name;
}

function finite(t: number): void {
  if (!Number.isFinite(t)) throw new RangeError(`instants must be finite epoch milliseconds, got ${t}`);
}

function ordered(start: number, end: number, a: string, b: string): Span {
  if (!(start < end)) throw new RangeError(`${a} (${start}) must come before ${b} (${end})`);
  return { start, end };
}
