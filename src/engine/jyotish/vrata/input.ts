/** Input checks the moment resolver does not make: the span's bound and the tradition. */
import { MS_PER_DAY } from '../../astro/time.ts';

/** A range scan covers at most this many days after the first date. */
export const MAX_SPAN_DAYS = 366;

export type VrataField = 'end_date' | 'tradition';

/** An input the vrata engine cannot use; `field` names it (snake_case, as in requests) for a 422. */
export class VrataInputError extends Error {
  override readonly name = 'VrataInputError';
  readonly field: VrataField;

  constructor(field: VrataField, message: string) {
    super(message);
    this.field = field;
  }
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function checkSpan(from: string, to: string): void {
  if (typeof to !== 'string' || !DATE_RE.test(to) || Number.isNaN(Date.parse(`${to}T00:00:00Z`))) {
    throw new VrataInputError('end_date', `end_date must be YYYY-MM-DD, got "${String(to)}"`);
  }
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY;
  if (days < 0) throw new VrataInputError('end_date', `end_date ${to} is before date ${from}`);
  if (days > MAX_SPAN_DAYS) {
    throw new VrataInputError('end_date', `end_date ${to} is ${days} days after date ${from}; at most ${MAX_SPAN_DAYS} are scanned`);
  }
}
