/**
 * Hora: the day and the night each in 12 equal parts, their lords taken in the Chaldean order
 * (tables/day-division/hora-order.ts) from the weekday lord at sunrise.
 */
import { HORA_ORDER } from '../../tables/day-division/hora-order.ts';
import type { Half } from '../../tables/day-division/keys.ts';
import { WEEKDAYS, type SevenGraha } from '../../vocabulary/names.ts';
import {
  halfOf,
  part,
  resolveFrame,
  weekdayIndex,
  weekdayName,
  type DayInput,
  type Divided,
  type Span,
} from './frame.ts';
import { at as entryAt } from '../../errors.ts';

export interface Hora extends Span {
  /** 1-24 from sunrise: 1-12 by day, 13-24 by night. */
  index: number;
  half: Half;
  lord: SevenGraha;
  current: boolean;
}

export interface HoraResult extends Divided {
  dayLord: SevenGraha;
  /** 12 day then 12 night horas; a half that cannot be divided (see `note`) is left out. */
  horas: Hora[];
}

/** Lords of the first `count` horas from sunrise, by the rule alone (no times). */
export function horaLords(weekday: number, count = 24): SevenGraha[] {
  const order = HORA_ORDER.data;
  const first = order.indexOf(WEEKDAYS[weekdayIndex(weekday)].lord);
  return Array.from({ length: count }, (_, k) => entryAt(order, (first + k) % 7, 'hora lord'));
}

/** The 24 horas; with `at`, the one running at that instant has `current: true`. */
export function horas(input: DayInput, at?: number): HoraResult {
  const frame = resolveFrame(input);
  const lords = horaLords(frame.weekday);
  const list: Hora[] = [];
  for (const half of ['day', 'night'] as const) {
    const span = halfOf(frame, half);
    if (!span) continue;
    for (let k = 1; k <= 12; k++) {
      const index = half === 'day' ? k : 12 + k;
      const p = part(span, 12, k);
      const current = at !== undefined && at >= p.start && at < p.end;
      list.push({ ...p, index, half, lord: entryAt(lords, index - 1, 'hora lord'), current });
    }
  }
  return {
    weekday: weekdayName(frame.weekday),
    basis: frame.basis,
    note: frame.note,
    refs: HORA_ORDER.cites,
    dayLord: WEEKDAYS[frame.weekday].lord,
    horas: list,
  };
}

/** The hora running at an instant, or null when the instant is outside the listed horas. */
export function currentHora(list: readonly Hora[], at: number): Hora | null {
  return list.find((h) => at >= h.start && at < h.end) ?? null;
}
