/** Input checks the moment resolver does not make: the span's bound and the tradition. */
import { MS_PER_DAY } from '../../astro/time.ts';
import { EngineError } from '../../errors.ts';

/** A range scan covers at most this many days after the first date. */
export const MAX_SPAN_DAYS = 366;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function checkSpan(from: string, to: string): void {
  if (typeof to !== 'string' || !DATE_RE.test(to) || Number.isNaN(Date.parse(`${to}T00:00:00Z`))) {
    throw new EngineError('INVALID_VALUE', 'end_date', { expected: 'a date in YYYY-MM-DD form', got: to });
  }
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY;
  if (days < 0)
    throw new EngineError('FIELDS_DISAGREE', 'end_date', { value: to, relation: 'is before', other: `date ${from}` });
  if (days > MAX_SPAN_DAYS) {
    throw new EngineError('VALUE_OUT_OF_RANGE', 'end_date', {
      range: `${MAX_SPAN_DAYS} days after date ${from} (the longest scan)`,
      got: to,
      note: `${days} days after it`,
    });
  }
}
