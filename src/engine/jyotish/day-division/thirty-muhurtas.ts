/**
 * The 15 muhurtas of the day and of the night (each half / 15), Abhijit (the 8th of the day, centred on the
 * middle of the day) and the weekday's durmuhurtas.
 */
import { ABHIJIT, ABHIJIT_AUSPICIOUS } from '../../tables/day-division/abhijit.ts';
import { DURMUHURTA } from '../../tables/day-division/durmuhurta.ts';
import type { Half, MuhurtaNumber } from '../../tables/day-division/keys.ts';
import { halfOf, part, resolveFrame, weekdayName, type DayInput, type Divided, type Span } from './frame.ts';

export interface Muhurta extends Span {
  half: Half;
  muhurta: MuhurtaNumber;
}

export interface AbhijitResult extends Divided {
  /**
   * The midpoint of sunrise and sunset, taken as local apparent noon; the true transit differs by the Sun's change
   * of declination over the day, a few seconds.
   */
  abhijit: (Muhurta & { auspicious: boolean; caution: string | null }) | null;
}

export interface DurmuhurtaResult extends Divided {
  durmuhurtas: Muhurta[];
}

export function abhijit(input: DayInput): AbhijitResult {
  const frame = resolveFrame(input);
  const name = weekdayName(frame.weekday);
  const auspicious = ABHIJIT_AUSPICIOUS.data[name];
  const { muhurta, of } = ABHIJIT.data;
  return {
    weekday: name,
    basis: frame.basis,
    note: frame.note,
    refs: [...ABHIJIT.cites, ...ABHIJIT_AUSPICIOUS.cites],
    abhijit: frame.day
      ? {
          ...part(frame.day, of, muhurta),
          half: 'day',
          muhurta,
          auspicious,
          caution: auspicious ? null : `Not auspicious on ${name} in many almanacs: it is that day's durmuhurta.`,
        }
      : null,
  };
}

export function durmuhurtas(input: DayInput): DurmuhurtaResult {
  const frame = resolveFrame(input);
  const name = weekdayName(frame.weekday);
  const list: Muhurta[] = [];
  for (const half of ['day', 'night'] as const) {
    const span = halfOf(frame, half);
    if (!span) continue;
    for (const m of DURMUHURTA.data[name][half]) list.push({ ...part(span, 15, m), half, muhurta: m });
  }
  return { weekday: name, basis: frame.basis, note: frame.note, refs: DURMUHURTA.cites, durmuhurtas: list };
}
