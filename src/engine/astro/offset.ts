/** UTC offsets as seconds, parsed from and written as ISO 8601 (`+05:30`, `+05:21:10` when there are seconds). */

export class OffsetFormatError extends Error {
  override readonly name = 'OffsetFormatError';
}

/** Largest offset accepted in an override (ISO and java.time allow +-18:00). */
const MAX_OFFSET_SECONDS = 18 * 3600;

/** `+05:30`, `-03:00`, `+0530`, `+05:21:10`, or a number of hours (5.5). */
export function parseOffset(input: string | number): number {
  let seconds: number;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new OffsetFormatError(`utc_offset must be a finite number of hours, got ${input}`);
    seconds = Math.round(input * 3600);
  } else {
    const m = /^([+-])(\d{1,2}):?(\d{2})(?::?(\d{2}))?$/.exec(input.trim());
    if (m === null) throw new OffsetFormatError(`utc_offset must look like +05:30 or be a number of hours, got "${input}"`);
    const [, sign, h, mi, s] = m;
    const minutes = Number(mi);
    const secs = Number(s ?? '0');
    if (minutes > 59 || secs > 59) throw new OffsetFormatError(`utc_offset "${input}" has minutes or seconds above 59`);
    seconds = (sign === '-' ? -1 : 1) * (Number(h) * 3600 + minutes * 60 + secs);
  }
  if (Math.abs(seconds) > MAX_OFFSET_SECONDS) {
    throw new OffsetFormatError(`utc_offset must lie within -18:00..+18:00, got ${formatOffset(seconds)}`);
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
