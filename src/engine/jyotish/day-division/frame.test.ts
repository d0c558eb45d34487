// Polar days and nights, and malformed input.
import { describe, expect, test } from 'vitest';
import { choghadiya } from './choghadiya.ts';
import { divideDay } from './day-division.ts';
import { ist, plainDay } from './fixtures.test-helpers.ts';
import { divide, resolveFrame } from './frame.ts';
import { horas } from './hora.ts';
import { kalams } from './kalams.ts';
import { abhijit, durmuhurtas } from './thirty-muhurtas.ts';

const FALLBACK = {
  sunrise: ist('2026-06-16 06:00'),
  sunset: ist('2026-06-16 18:00'),
  nextSunrise: ist('2026-06-17 06:00'),
  rule: '06:00 and 18:00 local time',
};

describe('frame', () => {
  test('no sun events and no fallback: explained empty results, no exception', () => {
    const input = { sunrise: null, sunset: null, nextSunrise: null, weekday: 1 };
    const d = divideDay(input);
    expect(d.choghadiya).toMatchObject({ basis: 'none', day: [], night: [] });
    expect(d.choghadiya.note).toMatch(/No sunrise, sunset, next sunrise .*polar.*fallback/);
    expect(d.hora.horas).toEqual([]);
    expect(d.hora.dayLord).toBe('Moon');
    expect(d.kalams).toMatchObject({ rahuKalam: null, yamaganda: null, gulikaKalam: null, gulikaNight: null });
    expect(d.abhijit.abhijit).toBeNull();
    expect(d.durmuhurtas.durmuhurtas).toEqual([]);
  });

  test('next sunrise missing: the day is divided, the night left empty and said so', () => {
    const input = { ...plainDay(2), nextSunrise: null };
    const c = choghadiya(input);
    expect(c.basis).toBe('sun');
    expect(c.day).toHaveLength(8);
    expect(c.night).toEqual([]);
    expect(c.note).toMatch(/the night cannot be divided/);
    expect(horas(input).horas).toHaveLength(12);
    expect(kalams(input).gulikaNight).toBeNull();
    expect(kalams(input).rahuKalam).not.toBeNull();
    expect(durmuhurtas(input).durmuhurtas.map((m) => m.half)).toEqual(['day']);
  });

  test('with a fallback: the whole day divided by it, and the rule named', () => {
    const input = { sunrise: null, sunset: null, nextSunrise: null, weekday: 2, fallback: FALLBACK };
    const c = choghadiya(input);
    expect(c.basis).toBe('fallback');
    expect(c.note).toMatch(/06:00 and 18:00 local time/);
    expect(c.day[0]?.start).toBe(FALLBACK.sunrise);
    expect(c.night[7]?.end).toBe(FALLBACK.nextSunrise);
    expect(abhijit(input).abhijit?.start).toBe(ist('2026-06-16 11:36'));
  });

  test('a fallback is ignored when the sun events exist', () => {
    expect(resolveFrame({ ...plainDay(2), fallback: FALLBACK })).toMatchObject({ basis: 'sun', note: null });
  });

  test('malformed input is a RangeError', () => {
    expect(() => resolveFrame({ ...plainDay(2), weekday: 7 })).toThrow(RangeError);
    expect(() => resolveFrame({ ...plainDay(2), sunset: Number.NaN })).toThrow(RangeError);
    expect(() => resolveFrame({ ...plainDay(2), sunset: ist('2026-06-16 05:00') })).toThrow(RangeError);
  });

  test('divide: exact ends and shared boundaries', () => {
    const parts = divide({ start: 1, end: 1000 }, 7);
    expect(parts[0]?.start).toBe(1);
    expect(parts[6]?.end).toBe(1000);
    for (let i = 1; i < 7; i++) expect(parts[i]?.start).toBe(parts[i - 1]?.end);
  });
});
