import { describe, expect, test } from 'vitest';
import { GRAHAS, type SevenGraha } from '../../vocabulary/names.ts';
import { ROOT_NUMBERS, type RootNumber } from '../../vocabulary/numbers.ts';
import { NATURAL_FRIENDSHIP } from '../chart/friendship.ts';
import { FRIENDLY_NUMBERS, GRAHA_COLOURS, NUMBER_RULERS } from './rulers.ts';

function isSeven(g: string): g is SevenGraha {
  return g in NATURAL_FRIENDSHIP.data;
}

describe('number rulers, colours and friendly numbers', () => {
  test('the nine numbers have the nine grahas, one each, as the brief states (1 Sun .. 9 Mars)', () => {
    expect(Object.values(NUMBER_RULERS.data).sort()).toEqual([...GRAHAS].sort());
    expect(NUMBER_RULERS.data).toEqual({
      1: 'Sun',
      2: 'Moon',
      3: 'Jupiter',
      4: 'Rahu',
      5: 'Mercury',
      6: 'Venus',
      7: 'Ketu',
      8: 'Saturn',
      9: 'Mars',
    });
  });

  test('every graha has a colour', () => {
    for (const g of GRAHAS) expect(GRAHA_COLOURS.data[g].color.length).toBeGreaterThan(0);
  });

  test('friendly numbers re-derived from BPHS natural friendships (chart/friendship.ts) through the rulers', () => {
    let mismatches = 0;
    for (const n of ROOT_NUMBERS) {
      const ruler = NUMBER_RULERS.data[n];
      let expected: RootNumber[] | null = null;
      if (isSeven(ruler)) {
        const rel: Partial<Record<SevenGraha, string>> = NATURAL_FRIENDSHIP.data[ruler];
        expected = ROOT_NUMBERS.filter((m) => {
          const other = NUMBER_RULERS.data[m];
          return isSeven(other) && other !== ruler && rel[other] === 'friend';
        });
      }
      const actual = FRIENDLY_NUMBERS.data[n];
      if (JSON.stringify(actual) !== JSON.stringify(expected)) mismatches++;
    }
    expect(mismatches).toBe(0);
    console.info(`friendly numbers: ${mismatches} rows differ from the BPHS-derived rows over 9 numbers (exact)`);
  });

  test('Rahu (4) and Ketu (7) have no friendly numbers; no number is its own friend', () => {
    expect(FRIENDLY_NUMBERS.data[4]).toBeNull();
    expect(FRIENDLY_NUMBERS.data[7]).toBeNull();
    for (const n of ROOT_NUMBERS) expect(FRIENDLY_NUMBERS.data[n] ?? []).not.toContain(n);
  });

  test('citations are pending', () => {
    for (const c of [...NUMBER_RULERS.cites, ...GRAHA_COLOURS.cites, ...FRIENDLY_NUMBERS.cites])
      expect(c.status).toBe('pending');
  });
});
