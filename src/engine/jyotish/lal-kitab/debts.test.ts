// Each debt fires in a hand-made chart and not in its near-miss. Expected values come from the rules as stated
// (trigger graha in trigger house), derived by hand in the comments, starting from BASE where no debt fires.
import { describe, expect, test } from 'vitest';
import { BASE, lkChart, nodes, type Houses } from './chart.test-helpers.ts';
import { lalKitabDebts } from './debts.ts';

const present = (h: Houses) => lalKitabDebts(lkChart('Leo', h)).filter((d) => d.present);

describe('Lal Kitab debts', () => {
  test('BASE: no trigger graha stands in a trigger house, so no debt is present', () => {
    // Venus 7, Mercury 7, Rahu 3 are outside 2, 5, 9, 12; Saturn 10 is not in 5; Ketu 9 is not in 4; Sun 1 and
    // Moon 4 are outside 2 and 7; Moon is outside 3 and 6; Mercury and Ketu are outside 1 and 8; Sun, Moon, Mars
    // outside 10 and 11; Sun, Venus, Mars outside 12; Moon and Mars outside 6.
    const all = lalKitabDebts(lkChart('Leo', BASE));
    expect(all.map((d) => d.id)).toEqual([
      'pitri',
      'swa',
      'matri',
      'stri',
      'behan',
      'sambandhi',
      'zalim',
      'ajanma',
      'kudrati',
    ]);
    expect(all.filter((d) => d.present)).toEqual([]);
  });

  // One graha moved from BASE; only the named debt may fire (checked by hand against the other eight rules).
  const fires: [string, Partial<Houses>, { graha: string; house: number }[]][] = [
    ['pitri', { Venus: 9 }, [{ graha: 'Venus', house: 9 }]], // Venus in 9, a house of Jupiter
    ['swa', { Saturn: 5 }, [{ graha: 'Saturn', house: 5 }]], // Saturn in 5
    ['matri', nodes(10), [{ graha: 'Ketu', house: 4 }]], // Ketu in 4 (Rahu in 10 is no trigger)
    ['stri', { Moon: 7 }, [{ graha: 'Moon', house: 7 }]], // Moon in 7, a house of Venus
    ['behan', { Moon: 3 }, [{ graha: 'Moon', house: 3 }]], // Moon in 3, a house of Mercury
    ['sambandhi', { Mercury: 8 }, [{ graha: 'Mercury', house: 8 }]], // Mercury in 8, a house of Mars
    ['zalim', { Mars: 11 }, [{ graha: 'Mars', house: 11 }]], // Mars in 11, a house of Saturn
    ['ajanma', { Sun: 12 }, [{ graha: 'Sun', house: 12 }]], // Sun in 12, the house of Rahu
    ['kudrati', { Mars: 6 }, [{ graha: 'Mars', house: 6 }]], // Mars in 6, the house of Ketu
  ];
  test.each(fires)('%s fires when %o', (id, change, by) => {
    const found = present({ ...BASE, ...change });
    expect(found.map((d) => d.id)).toEqual([id]);
    expect(found[0]?.triggeredBy).toEqual(by);
  });

  test('Rahu in 5 fires both Pitri rin (2, 5, 9, 12) and Swa rin (5); Ketu in 11 fires nothing', () => {
    const found = present({ ...BASE, ...nodes(5) });
    expect(found.map((d) => [d.id, d.triggeredBy])).toEqual([
      ['pitri', [{ graha: 'Rahu', house: 5 }]],
      ['swa', [{ graha: 'Rahu', house: 5 }]],
    ]);
  });

  // Near misses: a graha that is not a trigger in a trigger house, or a trigger in the wrong house.
  const misses: [string, Partial<Houses>][] = [
    ['Jupiter in 2 (not a trigger of Pitri rin)', { Jupiter: 2 }],
    ['Mars in 5 (not a trigger of Swa rin)', { Mars: 5 }],
    ['Rahu in 4, Ketu in 10 (Matri rin names Ketu only)', nodes(4)],
    ['Saturn in 7 (not a trigger of Stri rin)', { Saturn: 7 }],
    ['Moon in 5 (Behan rin needs 3 or 6)', { Moon: 5 }],
    ['Mercury in 6 (Sambandhi rin needs 1 or 8)', { Mercury: 6 }],
    ['Jupiter in 10 (not a trigger of Zalim rin)', { Jupiter: 10 }],
    ['Saturn in 12 (no debt names Saturn in 12)', { Saturn: 12 }],
    ['Venus in 6 (Kudrati rin names the Moon and Mars)', { Venus: 6 }],
  ];
  test.each(misses)('no debt: %s', (_label, change) => {
    expect(present({ ...BASE, ...change })).toEqual([]);
  });

  test('Ajanma rin lists every trigger present; Venus in 12 also fires Pitri rin', () => {
    // Sun, Venus and Mars all in 12: Ajanma by all three; Venus in 12 is in Jupiter's houses (Pitri rin).
    const found = present({ ...BASE, Sun: 12, Venus: 12, Mars: 12 });
    expect(found.map((d) => d.id)).toEqual(['pitri', 'ajanma']);
    expect(found[1]?.triggeredBy).toEqual([
      { graha: 'Sun', house: 12 },
      { graha: 'Venus', house: 12 },
      { graha: 'Mars', house: 12 },
    ]);
  });

  test('every debt carries a collective, advisory remedy and pending Lal Kitab citations', () => {
    for (const d of lalKitabDebts(lkChart('Aries', BASE))) {
      expect(d.remedy).toMatchObject({ collective: true, advisory: true });
      expect(d.remedy.text.length).toBeGreaterThan(10);
      expect(d.refs.every((r) => r.source === 'lal_kitab' && r.status === 'pending')).toBe(true);
    }
  });
});
