import { describe, expect, test } from 'vitest';
import { VARGAS } from '../../tables/chart/vargas.ts';
import { SIGNS } from '../../vocabulary/names.ts';
import { VARGA_CODES, vargaOf } from './varga.ts';

const sign = (lon: number, code: (typeof VARGA_CODES)[number]) => vargaOf(lon, code).sign;
const at = (signName: (typeof SIGNS)[number], degree: number) => SIGNS.indexOf(signName) * 30 + degree;

describe('vargas by Parashara (BPHS ch. 6)', () => {
  test('sixteen codes, each with a name from names.md', () => {
    expect(VARGA_CODES).toHaveLength(16);
    expect(VARGAS.data.D27.name).toBe('Saptavimshamsha');
  });

  test('navamsha: movable signs from themselves, fixed from the 9th, dual from the 5th', () => {
    expect(sign(at('Aries', 1), 'D9')).toBe('Aries');
    expect(sign(at('Taurus', 1), 'D9')).toBe('Capricorn');
    expect(sign(at('Gemini', 1), 'D9')).toBe('Libra');
    expect(sign(at('Cancer', 29.9), 'D9')).toBe('Pisces');
    // a cycle: each of the 108 navamshas of the zodiac in turn, Aries..Pisces nine times over
    for (let k = 0; k < 108; k++) expect(vargaOf(k * (10 / 3) + 0.001, 'D9').signIndex).toBe(k % 12);
  });

  test('hora: odd signs Leo then Cancer, even signs Cancer then Leo', () => {
    expect([sign(at('Aries', 10), 'D2'), sign(at('Aries', 20), 'D2')]).toEqual(['Leo', 'Cancer']);
    expect([sign(at('Taurus', 10), 'D2'), sign(at('Taurus', 20), 'D2')]).toEqual(['Cancer', 'Leo']);
  });

  test('drekkana: the sign, its 5th, its 9th', () => {
    expect([5, 15, 25].map((d) => sign(at('Cancer', d), 'D3'))).toEqual(['Cancer', 'Scorpio', 'Pisces']);
  });

  test('chaturthamsha: the sign and its kendras', () => {
    expect([3, 10, 17, 25].map((d) => sign(at('Leo', d), 'D4'))).toEqual(['Leo', 'Scorpio', 'Aquarius', 'Taurus']);
  });

  test('saptamsha and dashamsha: even signs from the 7th and the 9th', () => {
    expect(sign(at('Taurus', 1), 'D7')).toBe('Scorpio');
    expect(sign(at('Aries', 1), 'D7')).toBe('Aries');
    expect(sign(at('Taurus', 1), 'D10')).toBe('Capricorn');
    expect(sign(at('Gemini', 29), 'D10')).toBe('Pisces'); // 10th part of an odd sign: the sign + 9
  });

  test('dwadashamsha and shashtiamsha count from the sign itself', () => {
    expect(sign(at('Libra', 29.9), 'D12')).toBe('Virgo');
    expect(sign(at('Libra', 0.2), 'D60')).toBe('Libra');
    expect(sign(at('Libra', 29.9), 'D60')).toBe('Virgo'); // 60th part: 59 signs on = Libra - 1
  });

  test('D16, D20, D45 by movable/fixed/dual; D24, D40 by odd/even; D27 by element', () => {
    expect([sign(at('Aries', 0.5), 'D16'), sign(at('Taurus', 0.5), 'D16'), sign(at('Gemini', 0.5), 'D16')]).toEqual([
      'Aries',
      'Leo',
      'Sagittarius',
    ]);
    expect([sign(at('Aries', 0.5), 'D20'), sign(at('Taurus', 0.5), 'D20'), sign(at('Gemini', 0.5), 'D20')]).toEqual([
      'Aries',
      'Sagittarius',
      'Leo',
    ]);
    expect([sign(at('Aries', 0.3), 'D45'), sign(at('Taurus', 0.3), 'D45'), sign(at('Gemini', 0.3), 'D45')]).toEqual([
      'Aries',
      'Leo',
      'Sagittarius',
    ]);
    expect([sign(at('Aries', 0.5), 'D24'), sign(at('Taurus', 0.5), 'D24')]).toEqual(['Leo', 'Cancer']);
    expect([sign(at('Aries', 0.5), 'D40'), sign(at('Taurus', 0.5), 'D40')]).toEqual(['Aries', 'Libra']);
    expect([
      sign(at('Aries', 0.5), 'D27'),
      sign(at('Taurus', 0.5), 'D27'),
      sign(at('Gemini', 0.5), 'D27'),
      sign(at('Cancer', 0.5), 'D27'),
    ]).toEqual(['Aries', 'Cancer', 'Libra', 'Capricorn']);
  });

  test('trimshamsha: unequal parts, reversed in even signs', () => {
    expect([2, 7, 15, 20, 28].map((d) => sign(at('Aries', d), 'D30'))).toEqual([
      'Aries',
      'Aquarius',
      'Sagittarius',
      'Gemini',
      'Libra',
    ]);
    expect([2, 7, 15, 22, 28].map((d) => sign(at('Taurus', d), 'D30'))).toEqual([
      'Taurus',
      'Virgo',
      'Pisces',
      'Capricorn',
      'Scorpio',
    ]);
  });

  test('each varga of n equal parts visits every part in order and the margin is the distance to the part edge', () => {
    for (const code of VARGA_CODES) {
      const parts = VARGAS.data[code].rule.kind === 'trimshamsha' ? 5 : VARGAS.data[code].parts;
      const seen = new Set<number>();
      for (let d = 0.01; d < 30; d += 0.05) seen.add(vargaOf(at('Virgo', d), code).part);
      expect(seen.size).toBe(parts);
    }
    const edge = vargaOf(at('Aries', 10 / 3) - 0.5 / 3600, 'D9');
    expect(edge.part).toBe(1);
    expect(edge.marginArcsec).toBeCloseTo(0.5, 6);
    expect(vargaOf(at('Aries', 10 / 3), 'D9').part).toBe(2); // an exact edge belongs to the next part
  });
});
