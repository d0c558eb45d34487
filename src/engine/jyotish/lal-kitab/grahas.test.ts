// Graha and house states of hand-made charts, each expected value derived in the comment from the stated rules
// (aspects 1>7, 2>6, 3>9+11, 4>10, 5>9, 6>12, 8>12; pakka ghar awake; kayam = no enemy with it or aspecting it).
import { describe, expect, test } from 'vitest';
import { BASE, lkChart, type Houses } from './chart.test-helpers.ts';
import { lalKitab } from './lal-kitab.ts';

const read = (h: Houses) => lalKitab(lkChart('Leo', h));
const graha = (h: Houses, g: string) => read(h).grahas.find((x) => x.graha === g);

describe('Lal Kitab graha states', () => {
  test('BASE: pakka ghar and exaltation by house', () => {
    const r = read(BASE);
    const rows = r.grahas.map((g) => [g.graha, g.house, g.inPakkaGhar, g.exalted, g.debilitated]);
    // Sun 1: pakka and exalted (Aries). Moon 4, Mars 3, Mercury 7, Venus 7, Jupiter 9, Saturn 10: pakka only.
    // Rahu 3: exalted (3 and 6), not pakka (12). Ketu 9: exalted (9 and 12), not pakka (6).
    expect(rows).toEqual([
      ['Sun', 1, true, true, false],
      ['Moon', 4, true, false, false],
      ['Mars', 3, true, false, false],
      ['Mercury', 7, true, false, false],
      ['Jupiter', 9, true, false, false],
      ['Venus', 7, true, false, false],
      ['Saturn', 10, true, false, false],
      ['Rahu', 3, false, true, false],
      ['Ketu', 9, false, true, false],
    ]);
    // Nothing debilitated and no debt: no remedies.
    expect(r.remedies).toEqual([]);
  });

  test('BASE: sleep of grahas', () => {
    // Rahu in 3 aspects 9 and 11; 9 holds Jupiter and Ketu: awake. Ketu in 9 casts no aspect: not decided.
    // All the others stand in their pakka ghar: awake.
    const asleep = Object.fromEntries(read(BASE).grahas.map((g) => [g.graha, g.asleep]));
    expect(asleep).toEqual({
      Sun: false,
      Moon: false,
      Mars: false,
      Mercury: false,
      Jupiter: false,
      Venus: false,
      Saturn: false,
      Rahu: false,
      Ketu: null,
    });
  });

  test('a graha outside its pakka ghar sleeps when the house it aspects is empty, wakes when it is occupied', () => {
    // Moon in 2 aspects 6, which is empty: asleep.
    expect(graha({ ...BASE, Moon: 2 }, 'Moon')).toMatchObject({ asleep: true, inPakkaGhar: false });
    // Mars in 5 aspects 9 (Jupiter, Ketu): awake.
    expect(graha({ ...BASE, Mars: 5 }, 'Mars')).toMatchObject({ asleep: false, inPakkaGhar: false });
    // Saturn in 11 casts no aspect: not decided.
    expect(graha({ ...BASE, Saturn: 11 }, 'Saturn')?.asleep).toBeNull();
  });

  test('pakka ghar keeps a graha awake even when the house it aspects is empty', () => {
    // Saturn moved to 8 leaves 10 empty; the Moon in 4 aspects only 10, but 4 is its pakka ghar: awake.
    // Saturn in 8 aspects 12 (empty), but 8 is its pakka ghar: awake.
    const h = { ...BASE, Saturn: 8 };
    expect(graha(h, 'Moon')?.asleep).toBe(false);
    expect(graha(h, 'Saturn')?.asleep).toBe(false);
  });

  test('kayam: no enemy in its house or aspecting it', () => {
    // Venus 7 is aspected from 1 by the Sun, its enemy; Rahu 3 shares house 3 with Mars, its enemy; Ketu 9 is
    // aspected from 3 by Mars, its enemy; Saturn 10 is aspected from 4 by the Moon, its enemy. The Sun (1), Moon
    // (4), Mars (3, with Rahu, not its enemy), Mercury (7, with Venus and aspected by the Sun, neither its enemy)
    // and Jupiter (9, with Ketu, aspected by Mars and Rahu, none its enemy) are kayam.
    const rows = Object.fromEntries(read(BASE).grahas.map((g) => [g.graha, g.enemiesBearing]));
    expect(rows).toEqual({
      Sun: [],
      Moon: [],
      Mars: [],
      Mercury: [],
      Jupiter: [],
      Venus: ['Sun'],
      Saturn: ['Moon'],
      Rahu: ['Mars'],
      Ketu: ['Mars'],
    });
    expect(
      read(BASE)
        .grahas.filter((g) => g.kayam)
        .map((g) => g.graha),
    ).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter']);
  });
});

describe('Lal Kitab houses', () => {
  test('fixed signs from Aries, natal signs from the lagna (Leo)', () => {
    const houses = read(BASE).houses;
    expect(houses.map((h) => h.fixedSign).slice(0, 3)).toEqual(['Aries', 'Taurus', 'Gemini']);
    expect(houses.map((h) => h.natalSign).slice(0, 3)).toEqual(['Leo', 'Virgo', 'Libra']);
    expect(houses[11]).toMatchObject({ fixedSign: 'Pisces', natalSign: 'Cancer' });
  });

  test('sleeping houses of BASE', () => {
    // Occupied: 1, 3, 4, 7, 9, 10. Aspected from occupied houses: 7 (1), 9 and 11 (3), 10 (4). House 6 is aspected
    // only from 2, house 12 only from 6 and 8, all empty. Asleep: 2, 5, 6, 8, 12.
    expect(
      read(BASE)
        .houses.filter((h) => h.asleep)
        .map((h) => h.house),
    ).toEqual([2, 5, 6, 8, 12]);
    expect(read(BASE).houses[10]?.aspectedFrom).toEqual([{ house: 3, strength: 50 }]);
  });
});

describe('Lal Kitab remedies (advisory)', () => {
  test('a debilitated graha and the karaka of a present debt get remedies', () => {
    // Sun in 7: debilitated (Libra). It also fires Stri rin (Sun in 7), whose karaka is Venus.
    const r = read({ ...BASE, Sun: 7 });
    expect(r.remedies.map((x) => [x.graha, x.reasons])).toEqual([
      ['Sun', ['debilitated in house 7']],
      ['Venus', ['karaka of Stri rin (debt to a woman or wife), present']],
    ]);
    expect(r.remedies.every((x) => x.advisory && x.remedies.length > 0)).toBe(true);
  });
});
