// Invariants of the ekadashi rule tables: arunodaya is 4 ghatis of 24 minutes, every citation is pending, every
// rule has a title and a text.
import { describe, expect, test } from 'vitest';
import {
  ARUNODAYA,
  EKADASHI_RULES,
  GHATI_MINUTES,
  HARI_VASARA_FRACTION,
  MAHADVADASHI_CASES,
} from './ekadashi-rules.ts';

describe('ekadashi rule tables', () => {
  test('arunodaya is 4 ghatis, 96 minutes', () => {
    expect(60 * GHATI_MINUTES).toBe(24 * 60); // 60 ghatis in a day
    expect(ARUNODAYA.data).toEqual({ ghatis: 4, minutes: 96 });
  });

  test('hari vasara is the first quarter of dvadashi', () => {
    expect(HARI_VASARA_FRACTION).toBe(0.25);
  });

  test('every citation is pending and names no verse', () => {
    for (const t of [ARUNODAYA, EKADASHI_RULES]) {
      expect(t.cites.length).toBeGreaterThan(0);
      for (const c of t.cites) {
        expect(c.status).toBe('pending');
        expect('verses' in c).toBe(false);
      }
    }
  });

  test('every rule and every mahadvadashi case is stated', () => {
    for (const [id, rule] of Object.entries(EKADASHI_RULES.data)) {
      expect(rule.title.length, id).toBeGreaterThan(0);
      expect(rule.text.length, id).toBeGreaterThan(20);
    }
    for (const c of MAHADVADASHI_CASES) expect(EKADASHI_RULES.data[c]).toBeDefined();
  });
});
