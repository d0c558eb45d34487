import { describe, expect, test } from 'vitest';
import { EngineError } from '../errors.ts';
import { numerology } from './index.ts';

function fieldOf(f: () => unknown): string | null {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof EngineError) return e.field;
    throw e;
  }
}

describe('numerology()', () => {
  test('Ravi Kumar, 20 November 1990, worked by hand end to end', () => {
    // Date: 23 -> bhagyank 5; day 20 -> moolank 2 (Moon); life path 2 + 11 + 1 = 14 -> 5.
    // Lucky: Moon's natural friends (BPHS 3.55) Sun and Mercury -> numbers 2, 1, 5; colour White.
    // Name: Chaldean 25 -> 7, Pythagorean 42 -> 6 (see name-number.test.ts).
    const r = numerology({ firstName: 'Ravi', lastName: 'Kumar', day: 20, month: 11, year: 1990 });
    expect(r.birthDate).toBe('1990-11-20');
    expect([r.moolank, r.bhagyank, r.lifePath, r.dateDigitSum]).toEqual([2, 5, 5, 23]);
    expect(r.luckyThings).toMatchObject({
      numbers: [2, 1, 5],
      color: 'White',
      ruler: 'Moon',
      friendlyNumbersMissing: null,
    });
    expect(r.loshuGrid.map((row) => row.map((c) => c.num))).toEqual([
      [4, 9, 2],
      [3, 5, 7],
      [8, 1, 6],
    ]);
    expect(r.nameNumber?.chaldean.fullName.reduced).toBe(7);
    expect(r.nameNumber?.pythagorean.fullName.reduced).toBe(6);
    expect(r.missing).toEqual([]);
    expect(r.method).toMatch(/not added \(default\)/);
    expect(r.refs.length).toBeGreaterThan(0);
    expect(r.refs.every((c) => c.status === 'pending')).toBe(true);
  });

  test('moolank 4 (Rahu): lucky numbers are 4 alone and the gap is reported in missing', () => {
    const r = numerology({ firstName: 'Asha', day: 13, month: 1, year: 2001 });
    expect(r.moolank).toBe(4);
    expect(r.luckyThings.ruler).toBe('Rahu');
    expect(r.luckyThings.numbers).toEqual([4]);
    expect(r.missing.map((m) => m.item)).toEqual(['lucky_things.numbers']);
  });

  test('master life path is noted; the Lo Shu option is stated in the method', () => {
    const r = numerology({ firstName: 'Raj', day: 22, month: 9, year: 2000 }, { loshuAddMoolankBhagyank: true });
    expect(r.lifePath).toBe(33);
    expect(r.lifePathEqualsBhagyank).toBe(false);
    expect(r.notes.some((n) => n.includes('master number'))).toBe(true);
    expect(r.method).toMatch(/added once each/);
    expect(r.loshu.added).toEqual({ moolank: 4, bhagyank: 6 });
  });

  test(
    'transliteration and ignored characters are said in notes; a non-Latin first name leaves the name number ' +
      'missing',
    () => {
      const a = numerology({ firstName: 'José', lastName: 'Müller 2', day: 1, month: 1, year: 1990 });
      expect(a.notes.join(' ')).toMatch(/é -> E, ü -> U/);
      expect(a.notes.join(' ')).toMatch(/Ignored.*"2"/);
      const b = numerology({ firstName: 'राम', day: 1, month: 1, year: 1990 });
      expect(b.nameNumber).toBeNull();
      expect(b.missing.map((m) => m.item)).toContain('name_number');
    },
  );

  test('input errors name the field for a 422', () => {
    const ok = { firstName: 'Ravi', day: 20, month: 11, year: 1990 };
    expect(fieldOf(() => numerology({ ...ok, firstName: '  ' }))).toBe('first_name');
    expect(fieldOf(() => numerology({ ...ok, day: 29, month: 2, year: 1990 }))).toBe('day');
    expect(fieldOf(() => numerology({ ...ok, day: 29, month: 2, year: 1992 }))).toBeNull();
    expect(fieldOf(() => numerology({ ...ok, month: 13 }))).toBe('month');
    expect(fieldOf(() => numerology({ ...ok, year: 2400 }))).toBe('year');
  });
});
