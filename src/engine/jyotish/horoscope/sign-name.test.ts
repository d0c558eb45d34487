// The sign parser: English names, the canonical rashis of names.md and the aliases, in any case; typed errors.
import { describe, expect, test } from 'vitest';
import { SIGN_ALIASES } from '../../tables/horoscope/sign-names.ts';
import { RASHIS, SIGNS } from '../../vocabulary/names.ts';
import { EngineError } from '../../errors.ts';
import { parsePeriod, parseSignName } from './sign-name.ts';

describe('parseSignName', () => {
  test('the examples of the brief, any case', () => {
    expect(parseSignName('Mesha')).toBe('Aries');
    expect(parseSignName('aries')).toBe('Aries');
    expect(parseSignName('Karkata')).toBe('Cancer');
    expect(parseSignName('Vrishchik')).toBe('Scorpio');
    expect(parseSignName('  SAGITTARIUS ')).toBe('Sagittarius');
    expect(parseSignName('dhanu')).toBe('Sagittarius');
    expect(parseSignName('MEENA')).toBe('Pisces');
  });

  test('every English name and rashi of names.md, upper and lower case, reads back to its sign', () => {
    SIGNS.forEach((sign, i) => {
      for (const n of [sign, RASHIS[i] ?? '']) {
        expect(parseSignName(n.toUpperCase())).toBe(sign);
        expect(parseSignName(n.toLowerCase())).toBe(sign);
      }
    });
  });

  test("no alias names two signs or shadows another sign's name", () => {
    const seen = new Map<string, string>();
    SIGNS.forEach((sign, i) => {
      for (const n of [sign.toLowerCase(), (RASHIS[i] ?? '').toLowerCase(), ...SIGN_ALIASES.data[sign]]) {
        expect(seen.get(n) ?? sign).toBe(sign);
        seen.set(n, sign);
      }
    });
    for (const sign of SIGNS) for (const a of SIGN_ALIASES.data[sign]) expect(parseSignName(a)).toBe(sign);
  });

  test('an unknown name throws UNKNOWN_NAME naming `sign`', () => {
    for (const bad of ['', 'Ophiuchus', 'Mesha Rashi', '1']) {
      let err: unknown;
      try {
        parseSignName(bad);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(EngineError);
      expect(err).toMatchObject({ code: 'UNKNOWN_NAME', field: 'sign' });
    }
  });

  test('periods: the four names in any case; anything else names `period`', () => {
    expect(parsePeriod('Daily')).toBe('daily');
    expect(parsePeriod('YEARLY')).toBe('yearly');
    expect(() => parsePeriod('hourly')).toThrow(expect.objectContaining({ field: 'period' }));
  });
});
