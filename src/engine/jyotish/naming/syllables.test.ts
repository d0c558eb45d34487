import { describe, expect, test } from 'vitest';
import { NAKSHATRAS } from '../../vocabulary/names.ts';
import { EngineError } from '../../errors.ts';
import { resolveNakshatraName } from './nakshatra-name.ts';
import { syllablesAtLongitude, syllablesFor } from './syllables.ts';

function fieldOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e.field ?? undefined;
    throw e;
  }
  return undefined;
}

describe('nakshatra names', () => {
  test('canonical names resolve in any case and spacing', () => {
    for (const n of NAKSHATRAS) {
      expect(resolveNakshatraName(n)).toBe(n);
      expect(resolveNakshatraName(n.toUpperCase())).toBe(n);
      expect(resolveNakshatraName(n.toLowerCase().replace(' ', '_'))).toBe(n);
    }
  });

  test('the aliases of names.md resolve', () => {
    const aliases = {
      Aswini: 'Ashwini',
      Krittika: 'Krittika',
      Kritika: 'Krittika',
      Mrigasira: 'Mrigashira',
      Aridra: 'Ardra',
      Pushyami: 'Pushya',
      Aslesha: 'Ashlesha',
      Makha: 'Magha',
      Chitta: 'Chitra',
      Svati: 'Swati',
      Visakha: 'Vishakha',
      Jyestha: 'Jyeshtha',
      Moola: 'Mula',
      Poorvashadha: 'Purva Ashadha',
      Uttarashadha: 'Uttara Ashadha',
      Sravana: 'Shravana',
      Dhanishtha: 'Dhanishta',
      Satabhisha: 'Shatabhisha',
      Poorvabhadra: 'Purva Bhadrapada',
      Uttarabhadra: 'Uttara Bhadrapada',
    };
    for (const [alias, n] of Object.entries(aliases)) {
      expect(resolveNakshatraName(alias)).toBe(n);
      expect(resolveNakshatraName(alias.toLowerCase())).toBe(n);
    }
    expect(resolveNakshatraName('Abhijit')).toBeUndefined();
  });
});

describe('syllablesFor', () => {
  test('Ashwini pada 1 is Chu, lord Ketu', () => {
    const r = syllablesFor({ nakshatraIndex: 0, pada: 1 });
    expect(r.nakshatra).toBe('Ashwini');
    expect(r.lord).toBe('Ketu');
    expect(r.pada).toBe(1);
    expect(r.syllables).toEqual([{ pada: 1, syllable: 'Chu', hi: 'चू' }]);
    expect(r.refs[0]?.status).toBe('pending');
  });

  test('all four padas when no pada is given', () => {
    const rohini = syllablesFor({ nakshatraName: 'rohini' });
    expect(rohini.pada).toBeNull();
    expect(rohini.lord).toBe('Moon');
    expect(rohini.syllables.map((s) => s.syllable)).toEqual(['O', 'Va', 'Vi', 'Vu']);
    expect(syllablesFor({ nakshatraIndex: 26 }).syllables.map((s) => s.syllable)).toEqual(['De', 'Do', 'Cha', 'Chi']);
  });

  test('by alias, and index and name together when they agree', () => {
    expect(syllablesFor({ nakshatraName: 'Aswini', pada: 4 }).syllables[0]?.syllable).toBe('La');
    expect(syllablesFor({ nakshatraIndex: 2, nakshatraName: 'KRITIKA' }).nakshatra).toBe('Krittika');
  });

  test('variants notes are passed through', () => {
    expect(syllablesFor({ nakshatraName: 'Shravana' }).variants).toMatch(/Not checked/);
    expect(syllablesFor({ nakshatraName: 'Ashwini' }).variants).toBeNull();
  });

  test('bad input throws an EngineError naming the field', () => {
    expect(fieldOf(() => syllablesFor({}))).toBe('nakshatra');
    expect(fieldOf(() => syllablesFor({ nakshatraIndex: 27 }))).toBe('nakshatra');
    expect(fieldOf(() => syllablesFor({ nakshatraIndex: -1 }))).toBe('nakshatra');
    expect(fieldOf(() => syllablesFor({ nakshatraIndex: 1.5 }))).toBe('nakshatra');
    expect(fieldOf(() => syllablesFor({ nakshatraName: 'Abhijit' }))).toBe('nakshatra_name');
    expect(fieldOf(() => syllablesFor({ nakshatraIndex: 0, nakshatraName: 'Bharani' }))).toBe('nakshatra_name');
    expect(fieldOf(() => syllablesFor({ nakshatraIndex: 0, pada: 0 }))).toBe('pada');
    expect(fieldOf(() => syllablesFor({ nakshatraIndex: 0, pada: 5 }))).toBe('pada');
    expect(fieldOf(() => syllablesFor({ nakshatraIndex: 0, pada: 2.5 }))).toBe('pada');
  });
});

describe('syllablesAtLongitude', () => {
  test('pada boundaries', () => {
    const at = (lon: number) => {
      const r = syllablesAtLongitude(lon);
      return `${r.nakshatra} ${String(r.pada)} ${r.syllables[0]?.syllable ?? ''}`;
    };
    expect(at(0)).toBe('Ashwini 1 Chu');
    expect(at(3.34)).toBe('Ashwini 2 Che');
    expect(at(360 / 27)).toBe('Bharani 1 Li');
    expect(at(40)).toBe('Rohini 1 O');
    expect(at(359.99)).toBe('Revati 4 Chi');
    expect(at(-0.01)).toBe('Revati 4 Chi');
    expect(at(720)).toBe('Ashwini 1 Chu');
  });

  test('a non-finite longitude is a programming error', () => {
    expect(() => syllablesAtLongitude(Number.NaN)).toThrow(RangeError);
  });
});
