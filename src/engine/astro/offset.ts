/** UTC offsets as seconds, parsed from and written as ISO 8601 (`+05:30`, `+05:21:10` when there are seconds). */
import { EngineError } from '../errors.ts';

const FORM = 'an offset such as +05:30 or a number of hours';

/** Largest offset accepted in an override (ISO and java.time allow +-18:00). */
const MAX_OFFSET_SECONDS = 18 * 3600;

/** `+05:30`, `-03:00`, `+0530`, `+05:21:10`, or a number of hours (5.5). */
export function parseOffset(input: string | number): number {
  let seconds: number;
  if (typeof input === 'number') {
    if (!Number.isFinite(input))
      throw new EngineError('INVALID_VALUE', 'utc_offset', { expected: 'a finite number of hours', got: input });
    seconds = Math.round(input * 3600);
  } else {
    const m = /^([+-])(\d{1,2}):?(\d{2})(?::?(\d{2}))?$/.exec(input.trim());
    if (m === null) throw new EngineError('INVALID_VALUE', 'utc_offset', { expected: FORM, got: input });
    const [, sign, h, mi, s] = m;
    const minutes = Number(mi);
    const secs = Number(s ?? '0');
    if (minutes > 59 || secs > 59)
      throw new EngineError('INVALID_VALUE', 'utc_offset', {
        expected: `${FORM}, minutes and seconds 00-59`,
        got: input,
      });
    seconds = (sign === '-' ? -1 : 1) * (Number(h) * 3600 + minutes * 60 + secs);
  }
  if (Math.abs(seconds) > MAX_OFFSET_SECONDS) {
    throw new EngineError('VALUE_OUT_OF_RANGE', 'utc_offset', { range: '-18:00..+18:00', got: formatOffset(seconds) });
  }
  return seconds;
}

/** `+05:30`; seconds appended only when present (`+05:21:10`). Zero is `+00:00`. */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const abs = Math.abs(seconds);
  const h = Math.floor(abs / 3600);
  const m = Math.floor((abs % 3600) / 60);
  const s = abs % 60;
  return `${sign}${pad2(h)}:${pad2(m)}${s === 0 ? '' : `:${pad2(s)}`}`;
}

export function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}
