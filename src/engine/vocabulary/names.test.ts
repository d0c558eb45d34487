// Invariants of the name tables against shared/design/names.md (counts, orders, the karana cycle).
import { describe, expect, test } from 'vitest';
import {
  CHOGHADIYAS,
  karanaName,
  NAKSHATRA_LORDS,
  NAKSHATRAS,
  nakshatraOf,
  RASHIS,
  SIGN_LORDS,
  SIGNS,
  signOf,
  tithiName,
  WEEKDAYS,
  YOGAS,
} from './names.ts';

describe('names', () => {
  test('counts', () => {
    expect(SIGNS).toHaveLength(12);
    expect(RASHIS).toHaveLength(12);
    expect(NAKSHATRAS).toHaveLength(27);
    expect(YOGAS).toHaveLength(27);
    expect(WEEKDAYS).toHaveLength(7);
    expect(CHOGHADIYAS).toHaveLength(7);
  });

  test('tithis: Purnima at 14, Amavasya at 29, Navami at 8 and 23', () => {
    expect(tithiName(14)).toBe('Purnima');
    expect(tithiName(29)).toBe('Amavasya');
    expect(tithiName(8)).toBe('Navami');
    expect(tithiName(23)).toBe('Navami');
    expect(tithiName(0)).toBe('Pratipada');
  });

  test('karanas: 60 halves, Kimstughna first, 8 cycles of the seven, then Shakuni, Chatushpada, Naga', () => {
    const all = Array.from({ length: 60 }, (_, i) => karanaName(i));
    expect(all[0]).toBe('Kimstughna');
    expect(all.slice(1, 8)).toEqual(['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti']);
    expect(all.slice(50, 57)).toEqual(['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti']);
    expect(all.slice(57)).toEqual(['Shakuni', 'Chatushpada', 'Naga']);
    expect(all.filter((k) => k === 'Vishti')).toHaveLength(8);
  });

  test('lords: every nakshatra lord sums to the Vimshottari order; signs per names.md', () => {
    expect(NAKSHATRA_LORDS.Ashwini).toBe('Ketu');
    expect(NAKSHATRA_LORDS.Revati).toBe('Mercury');
    expect(NAKSHATRA_LORDS.Chitra).toBe('Mars');
    expect(SIGN_LORDS.Aquarius).toBe('Saturn');
    expect(WEEKDAYS[2]?.lord).toBe('Mars');
  });

  test('arc maths at boundaries', () => {
    expect(signOf(0)).toMatchObject({ index: 0, name: 'Aries', degree: 0 });
    expect(signOf(359.999).name).toBe('Pisces');
    expect(signOf(-1).name).toBe('Pisces');
    expect(nakshatraOf(0)).toMatchObject({ name: 'Ashwini', pada: 1 });
    expect(nakshatraOf(13 + 20 / 60 - 1e-9)).toMatchObject({ name: 'Ashwini', pada: 4 });
    expect(nakshatraOf(13 + 20 / 60)).toMatchObject({ name: 'Bharani', pada: 1 });
    expect(nakshatraOf(359.9999)).toMatchObject({ name: 'Revati', pada: 4 });
  });
});
