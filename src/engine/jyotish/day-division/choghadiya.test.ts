import { describe, expect, test } from 'vitest';
import { CHOGHADIYAS, WEEKDAYS } from '../../vocabulary/names.ts';
import { choghadiya, choghadiyaSequence } from './choghadiya.ts';
import { plainDay } from './fixtures.test-helpers.ts';

const cycleIndex = (name: string) => CHOGHADIYAS.findIndex((c) => c.name === name);

describe('choghadiya', () => {
  // published.md: Drik Panchang, Tuesday 2026-06-16.
  test('reproduces the published Tuesday', () => {
    const r = choghadiya(plainDay(2));
    expect(r.weekday).toBe('Tuesday');
    expect(r.day.map((c) => c.name)).toEqual(['Rog', 'Udveg', 'Chal', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog']);
    expect(r.night.map((c) => c.name)).toEqual(['Kaal', 'Labh', 'Udveg', 'Shubh', 'Amrit', 'Chal', 'Rog', 'Kaal']);
  });

  test('Sunday by the rule: the cycle in its own order by day, from Shubh by night', () => {
    expect(choghadiyaSequence(0, 'day').map((c) => c.name)).toEqual([
      'Udveg',
      'Chal',
      'Labh',
      'Amrit',
      'Kaal',
      'Shubh',
      'Rog',
      'Udveg',
    ]);
    expect(choghadiyaSequence(0, 'night').map((c) => c.name)).toEqual([
      'Shubh',
      'Amrit',
      'Chal',
      'Rog',
      'Kaal',
      'Labh',
      'Udveg',
      'Shubh',
    ]);
  });

  test.each(WEEKDAYS.map((w, i) => [w.name, i] as const))('%s: derived from the rule, invariants hold', (_, w) => {
    const day = choghadiyaSequence(w, 'day');
    const night = choghadiyaSequence(w, 'night');
    // The day begins with the weekday lord; the night with the lord of the fifth weekday.
    expect(day[0]?.lord).toBe(WEEKDAYS[w]?.lord);
    expect(night[0]?.lord).toBe(WEEKDAYS[(w + 4) % 7]?.lord);
    for (const seq of [day, night]) {
      expect(seq).toHaveLength(8);
      expect(seq[7]?.lord).toBe(seq[0]?.lord); // first and last share a lord
      expect(new Set(seq.slice(0, 7).map((c) => c.name)).size).toBe(7);
    }
    // Fixed cycles: by day the next of CHOGHADIYAS, by night five places on (two back).
    for (let k = 1; k < 8; k++) {
      expect(cycleIndex(day[k]?.name ?? '')).toBe((cycleIndex(day[k - 1]?.name ?? '') + 1) % 7);
      expect(cycleIndex(night[k]?.name ?? '')).toBe((cycleIndex(night[k - 1]?.name ?? '') + 5) % 7);
    }
    // The night begins five places on from the day's first too: the night continues the day's stride.
    expect(cycleIndex(night[0]?.name ?? '')).toBe((cycleIndex(day[0]?.name ?? '') + 5) % 7);
  });

  test('periods tile each half in 8 equal parts with lord, status and karma', () => {
    const input = plainDay(3);
    const r = choghadiya(input);
    for (const [list, start, end] of [
      [r.day, input.sunrise, input.sunset],
      [r.night, input.sunset, input.nextSunrise],
    ] as const) {
      expect(list[0]?.start).toBe(start);
      expect(list[7]?.end).toBe(end);
      const len = ((end ?? 0) - (start ?? 0)) / 8;
      list.forEach((c, i) => {
        expect(c.part).toBe(i + 1);
        expect(Math.abs(c.end - c.start - len)).toBeLessThanOrEqual(1);
        if (i > 0) expect(c.start).toBe(list[i - 1]?.end);
        expect(CHOGHADIYAS.find((x) => x.name === c.name)?.lord).toBe(c.lord);
        expect(c.karma.length).toBeGreaterThan(0);
      });
    }
    expect(r.day[0]).toMatchObject({ name: 'Labh', status: 'good', half: 'day' });
    expect(r.refs.every((x) => x.status === 'pending')).toBe(true);
  });
});
