// Invariants of the avakahada chakra table: every nakshatra, four padas each, transliteration and Devanagari.
import { describe, expect, test } from 'vitest';
import { NAKSHATRAS } from '../../vocabulary/names.ts';
import { PADA_SYLLABLES, type PadaSyllableRow } from './pada-syllables.ts';

const rows: [string, PadaSyllableRow][] = Object.entries(PADA_SYLLABLES.data);

describe('pada syllables table', () => {
  test('27 nakshatras in the canonical order, 4 padas each: 108 entries', () => {
    expect(rows.map(([n]) => n)).toEqual([...NAKSHATRAS]);
    expect(rows.flatMap(([, r]) => r.syllables)).toHaveLength(108);
    expect(rows.flatMap(([, r]) => r.hi)).toHaveLength(108);
  });

  test('every syllable is simple transliteration, every hi field Devanagari', () => {
    for (const [, r] of rows) {
      for (const s of r.syllables) expect(s).toMatch(/^[A-Z][a-z]*$/);
      for (const h of r.hi) expect(h).toMatch(/^[\u0900-\u097F]+$/);
    }
  });

  test('variants notes, where present, are non-empty', () => {
    for (const [, r] of rows) if (r.variants !== undefined) expect(r.variants.length).toBeGreaterThan(0);
  });

  test('the citation is pending, with no invented chapter or verse', () => {
    expect(PADA_SYLLABLES.cites).toHaveLength(1);
    for (const c of PADA_SYLLABLES.cites) {
      expect(c.status).toBe('pending');
      expect(c.source).toBe('almanac_practice');
      expect(c.chapter).toBeUndefined();
      expect(c.verses).toBeUndefined();
    }
  });

  test('spot checks', () => {
    expect(PADA_SYLLABLES.data.Ashwini.syllables).toEqual(['Chu', 'Che', 'Cho', 'La']);
    expect(PADA_SYLLABLES.data.Bharani.syllables).toEqual(['Li', 'Lu', 'Le', 'Lo']);
    expect(PADA_SYLLABLES.data.Krittika.syllables).toEqual(['A', 'I', 'U', 'E']);
    expect(PADA_SYLLABLES.data.Rohini.syllables).toEqual(['O', 'Va', 'Vi', 'Vu']);
    expect(PADA_SYLLABLES.data.Revati.syllables).toEqual(['De', 'Do', 'Cha', 'Chi']);
    expect(PADA_SYLLABLES.data.Ashwini.hi[0]).toBe('चू');
  });
});
