/**
 * Choghadiya: the day and the night each in 8 equal parts, named by the lords of a weekday rotation
 * (tables/day-division/choghadiya-rotation.ts states the rule; nothing here lists the 14 sequences).
 */
import { CHOGHADIYA_NATURE, type ChoghadiyaStatus } from '../../tables/day-division/choghadiya-nature.ts';
import { CHOGHADIYA_ROTATION } from '../../tables/day-division/choghadiya-rotation.ts';
import type { ChoghadiyaName, EighthPart, Half } from '../../tables/day-division/keys.ts';
import { CHOGHADIYAS, WEEKDAYS, type SevenGraha } from '../../vocabulary/names.ts';
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
import { at } from '../../errors.ts';

export interface Choghadiya extends Span {
  half: Half;
  part: EighthPart;
  name: ChoghadiyaName;
  lord: SevenGraha;
  status: ChoghadiyaStatus;
  karma: string;
}

export interface ChoghadiyaResult extends Divided {
  day: Choghadiya[];
  night: Choghadiya[];
}

const PARTS = [1, 2, 3, 4, 5, 6, 7, 8] as const satisfies readonly EighthPart[];
const BY_LORD = new Map<SevenGraha, (typeof CHOGHADIYAS)[number]>(CHOGHADIYAS.map((c) => [c.lord, c]));
const REFS = [...CHOGHADIYA_ROTATION.cites, ...CHOGHADIYA_NATURE.cites];

/** The eight choghadiyas of a half, by the rotation rule alone (no times). */
export function choghadiyaSequence(weekday: number, half: Half): { name: ChoghadiyaName; lord: SevenGraha }[] {
  const w = weekdayIndex(weekday);
  const { firstOffset, step } = CHOGHADIYA_ROTATION.data[half];
  return PARTS.map((_, k) => {
    const lord = at(WEEKDAYS, (w + firstOffset + step * k) % 7, 'weekday').lord;
    const c = BY_LORD.get(lord) ?? CHOGHADIYAS[0];
    return { name: c.name, lord: c.lord };
  });
}

export function choghadiya(input: DayInput): ChoghadiyaResult {
  const frame = resolveFrame(input);
  const list = (half: Half): Choghadiya[] => {
    const span = halfOf(frame, half);
    if (!span) return [];
    return choghadiyaSequence(frame.weekday, half).map(({ name, lord }, i) => {
      const k = at(PARTS, i, 'choghadiya part');
      return { ...part(span, 8, k), half, part: k, name, lord, ...CHOGHADIYA_NATURE.data[name] };
    });
  };
  return {
    weekday: weekdayName(frame.weekday),
    basis: frame.basis,
    note: frame.note,
    refs: REFS,
    day: list('day'),
    night: list('night'),
  };
}
