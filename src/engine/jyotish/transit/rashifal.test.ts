// Rashifal invariants: houses counted from each sign; the sign holding the Moon has it in the 1st (favourable).
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { rashifal } from './rashifal.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

describe('rashifal', () => {
  test('one day: the Moon sign counts house 1, the sign after it house 12; 6 favourable signs', () => {
    const r = rashifal([2461366.8]); // 2026-11-22 07:12 UT
    const moon = r.moonSigns[0];
    const own = r.signs.find((s) => s.sign === moon);
    expect(own?.moonHouses).toEqual([1]);
    expect(r.signs.filter((s) => s.favourableDays === 1)).toHaveLength(6);
    for (const s of r.signs) expect(s.favourableDays + s.challengingDays).toBe(1);
  });

  test('a month: every sign tallies the same number of days, and the Moon visits every sign', () => {
    const samples = Array.from({ length: 30 }, (_, i) => 2461366.8 + i);
    const r = rashifal(samples);
    expect(new Set(r.moonSigns).size).toBe(12);
    for (const s of r.signs) expect(s.favourableDays + s.challengingDays).toBe(30);
    expect(r.refs[0]?.status).toBe('pending');
  });
});
