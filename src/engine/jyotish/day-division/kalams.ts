/**
 * Rahu kalam, Yamaganda and Gulika kalam: one of the 8 equal parts of the day, by weekday tables; and Gulika of the
 * night (Saturn's part of the night, counted from the lord of the fifth weekday; tables/day-division/gulika-kalam.ts).
 * Yamaganda and Rahu kalam are given for the day only, as almanacs print them.
 */
import { GULIKA_KALAM } from '../../tables/day-division/gulika-kalam.ts';
import type { EighthPart, Half } from '../../tables/day-division/keys.ts';
import { RAHU_KALAM } from '../../tables/day-division/rahu-kalam.ts';
import { YAMAGANDA } from '../../tables/day-division/yamaganda.ts';
import { part, resolveFrame, weekdayName, type DayInput, type Divided, type Span } from './frame.ts';

export interface Kalam extends Span {
  half: Half;
  part: EighthPart;
}

export interface KalamResult extends Divided {
  rahuKalam: Kalam | null;
  yamaganda: Kalam | null;
  gulikaKalam: Kalam | null;
  gulikaNight: Kalam | null;
}

const REFS = [...RAHU_KALAM.cites, ...YAMAGANDA.cites, ...GULIKA_KALAM.cites];

export function kalams(input: DayInput): KalamResult {
  const frame = resolveFrame(input);
  const name = weekdayName(frame.weekday);
  const at = (span: Span | null, half: Half, k: EighthPart): Kalam | null =>
    span ? { ...part(span, 8, k), half, part: k } : null;
  return {
    weekday: name,
    basis: frame.basis,
    note: frame.note,
    refs: REFS,
    rahuKalam: at(frame.day, 'day', RAHU_KALAM.data[name]),
    yamaganda: at(frame.day, 'day', YAMAGANDA.data[name]),
    gulikaKalam: at(frame.day, 'day', GULIKA_KALAM.data.day[name]),
    gulikaNight: at(frame.night, 'night', GULIKA_KALAM.data.night[name]),
  };
}
