// Invariants of the horoscope tables and their agreement with the tables they are read beside.
import { describe, expect, test } from 'vitest';
import { GRAHAS } from '../../vocabulary/names.ts';
import { NUMBER_RULERS } from '../numerology/rulers.ts';
import { LIFE_AREAS, LIFE_AREAS_ORDER, TWELFTH_HOUSE } from './life-areas.ts';
import { COLOUR_HEX, GRAHA_COLOURS, GRAHA_NUMBER } from './lucky.ts';
import { HOROSCOPE_PERIODS, PERIOD_WEIGHTS } from './weights.ts';

describe('horoscope tables', () => {
  test('eleven areas on houses 1-11, one each, each with BPHS chapter 11 + house; the 12th separate', () => {
    expect(LIFE_AREAS_ORDER).toHaveLength(11);
    expect(LIFE_AREAS_ORDER.map((a) => LIFE_AREAS.data[a].house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const a of LIFE_AREAS_ORDER) expect(LIFE_AREAS.data[a].bphsChapter).toBe(11 + LIFE_AREAS.data[a].house);
    expect(TWELFTH_HOUSE.data.bphsChapter).toBe(23);
    for (const c of [...LIFE_AREAS.cites, ...TWELFTH_HOUSE.cites]) expect(c.status).toBe('pending');
  });

  test('graha numbers invert the numerology number rulers', () => {
    for (const [n, g] of Object.entries(NUMBER_RULERS.data)) expect(GRAHA_NUMBER.data[g]).toBe(Number(n));
    expect(Object.keys(GRAHA_NUMBER.data).sort()).toEqual([...GRAHAS].sort());
  });

  test('every graha colour has a hex of the form #RRGGBB', () => {
    for (const g of GRAHAS) expect(COLOUR_HEX.data[GRAHA_COLOURS.data[g].color]).toMatch(/^#[0-9A-F]{6}$/);
  });

  test(
    'weights: four periods, nine grahas each, non-negative, Jupiter and Saturn heaviest in a year, the Moon in a ' +
      'day',
    () => {
      expect(Object.keys(PERIOD_WEIGHTS.data)).toEqual([...HOROSCOPE_PERIODS]);
      for (const p of HOROSCOPE_PERIODS) {
        const w = PERIOD_WEIGHTS.data[p];
        expect(Object.keys(w).sort()).toEqual([...GRAHAS].sort());
        for (const g of GRAHAS) expect(w[g]).toBeGreaterThanOrEqual(0);
      }
      const max = (p: (typeof HOROSCOPE_PERIODS)[number]) => Math.max(...Object.values(PERIOD_WEIGHTS.data[p]));
      expect(PERIOD_WEIGHTS.data.daily.Moon).toBe(max('daily'));
      expect([PERIOD_WEIGHTS.data.yearly.Jupiter, PERIOD_WEIGHTS.data.yearly.Saturn]).toEqual([
        max('yearly'),
        max('yearly'),
      ]);
    },
  );
});
