/**
 * Where a kaala lies on a civil day at a place: a window (start, end) or an instant (start = end). Windows are
 * fractions of the daytime or of the night that follows it (tables/festivals/kaalas.ts); the night belongs to the
 * day it follows, so Janmashtami's nishita after midnight is still the evening's date.
 */
import { KAALA_SPANS, type Kaala } from '../../tables/festivals/index.ts';
import { SECONDS_PER_DAY } from '../../astro/time.ts';
import type { PlaceDays } from './days.ts';

export interface Window {
  start: number;
  end: number;
}

const MINUTE = 60 / SECONDS_PER_DAY;

/** The kaala on `date`, or null where the day has no sunrise, sunset or (for `moonrise`) no moonrise that night. */
export function kaalaWindow(days: PlaceDays, date: string, kaala: Kaala): Window | null {
  const span = KAALA_SPANS.data[kaala];
  const d = days.day(date);
  if (d.sunrise === null) return null;
  switch (span.of) {
    case 'before_sunrise':
      return { start: d.sunrise - span.minutes * MINUTE, end: d.sunrise };
    case 'day': {
      if (d.sunset === null) return null;
      const length = d.sunset - d.sunrise;
      return { start: d.sunrise + span.from * length, end: d.sunrise + span.to * length };
    }
    case 'night': {
      const next = days.nextSunrise(date);
      if (d.sunset === null || next === null) return null;
      const length = next - d.sunset;
      return { start: d.sunset + span.from * length, end: d.sunset + span.to * length };
    }
    case 'instant': {
      const at = span.at === 'sunrise' ? d.sunrise : span.at === 'sunset' ? d.sunset : days.nightMoonrise(date);
      return at === null ? null : { start: at, end: at };
    }
  }
}

/** The parts of `w` outside every interval of `cut` (both in time order). */
export function subtract(w: Window, cut: readonly Window[]): Window[] {
  let pieces: Window[] = [w];
  for (const c of cut) {
    pieces = pieces.flatMap((p) => {
      if (c.end <= p.start || c.start >= p.end) return [p];
      const left = c.start > p.start ? [{ start: p.start, end: c.start }] : [];
      const right = c.end < p.end ? [{ start: c.end, end: p.end }] : [];
      return [...left, ...right];
    });
  }
  return pieces;
}

export function intersect(a: Window, b: Window): Window | null {
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  // An instant inside the span holds (start = end); a window must overlap with positive length.
  if (a.start === a.end) return a.start >= b.start && a.start < b.end ? a : null;
  return end > start ? { start, end } : null;
}
