// Gochara: table invariants, the existing Moon table (tables/chandra-gochar.ts) agreeing, hand-placed transits
// whose quality follows from the stated rule, and a live chart.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { CHANDRA_GOCHAR } from '../../tables/chandra-gochar.ts';
import { GOCHAR_VEDHA, VEDHA_EXEMPT } from '../../tables/gochar/gochar.ts';
import { computeChart } from '../chart/compute.ts';
import { GRAHAS, type Graha } from '../../vocabulary/names.ts';
import { gochar, gocharFrom } from './gochar.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

describe('gochar tables', () => {
  test('nine grahas; good houses as Phaladeepika lists them; one distinct vedha house per good house, never itself', () => {
    expect(Object.keys(GOCHAR_VEDHA.data).sort()).toEqual([...GRAHAS].sort());
    const good = Object.fromEntries(GRAHAS.map((g) => [g, GOCHAR_VEDHA.data[g].map((p) => p.good)]));
    expect(good).toEqual({
      Sun: [3, 6, 10, 11],
      Moon: [1, 3, 6, 7, 10, 11],
      Mars: [3, 6, 11],
      Mercury: [2, 4, 6, 8, 10, 11],
      Jupiter: [2, 5, 7, 9, 11],
      Venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
      Saturn: [3, 6, 11],
      Rahu: [3, 6, 11],
      Ketu: [3, 6, 11],
    });
    for (const g of GRAHAS) {
      const pairs = GOCHAR_VEDHA.data[g];
      expect(new Set(pairs.map((p) => p.vedha)).size).toBe(pairs.length);
      for (const p of pairs) expect(p.vedha).not.toBe(p.good);
    }
  });

  test(
    'Sun, Moon, Mars, Saturn and the nodes pair houses whose vedha is mutual where the text says (3-9, 6-12, 10-4, ' +
      '11-5 / 3-12, 6-9, 11-5)',
    () => {
      expect(GOCHAR_VEDHA.data.Sun).toEqual([
        { good: 3, vedha: 9 },
        { good: 6, vedha: 12 },
        { good: 10, vedha: 4 },
        { good: 11, vedha: 5 },
      ]);
      for (const g of ['Mars', 'Rahu', 'Ketu'] as const) expect(GOCHAR_VEDHA.data[g]).toEqual(GOCHAR_VEDHA.data.Saturn);
      // The exemptions are unordered pairs, each graha in at most one.
      const members = VEDHA_EXEMPT.data.flat();
      expect(new Set(members).size).toBe(members.length);
    },
  );

  test('the Moon row agrees with the chandra gochara table used by rashifal', () => {
    const fav = Object.entries(CHANDRA_GOCHAR.data)
      .filter(([, q]) => q === 'favourable')
      .map(([h]) => Number(h));
    expect(GOCHAR_VEDHA.data.Moon.map((p) => p.good)).toEqual(fav);
  });
});

/** Longitudes at 15 degrees into the given sign index. */
const at = (signs: Record<Graha, number>) =>
  Object.fromEntries(GRAHAS.map((g) => [g, signs[g] * 30 + 15])) as Record<Graha, number>;

describe('gochar quality (janma rashi Aries)', () => {
  test('good house obstructed by a graha in the vedha house; exempt pairs do not obstruct; other houses unfavourable', () => {
    // Sun Gemini (3rd, good; vedha 9th Sagittarius) with the Moon in Sagittarius: obstructed by the Moon.
    // Mercury Cancer (4th, good; vedha 3rd Gemini) with the Sun in Gemini: obstructed by the Sun.
    // Jupiter Leo (5th, good; vedha 4th Cancer) with Mercury in Cancer: obstructed by Mercury.
    // Moon Sagittarius (9th): not a good house for the Moon: unfavourable.
    // Saturn Aquarius (11th, good; vedha 5th Leo) with Jupiter in Leo: obstructed by Jupiter.
    // Rahu Libra (7th): unfavourable; Ketu Aries (1st): unfavourable. Venus Taurus (2nd, good; vedha 7th Libra) with
    // Rahu: obstructed.
    // Mars Virgo (6th, good; vedha 9th Sagittarius) with the Moon there: obstructed.
    const r = gocharFrom(
      0,
      at({ Sun: 2, Mercury: 3, Jupiter: 4, Moon: 8, Saturn: 10, Rahu: 6, Ketu: 0, Venus: 1, Mars: 5 }),
    );
    expect(r.Sun).toMatchObject({ houseFromJanma: 3, quality: 'obstructed', vedhaHouse: 9, obstructedBy: ['Moon'] });
    expect(r.Mercury).toMatchObject({ houseFromJanma: 4, quality: 'obstructed', obstructedBy: ['Sun'] });
    expect(r.Jupiter).toMatchObject({ houseFromJanma: 5, quality: 'obstructed', obstructedBy: ['Mercury'] });
    expect(r.Moon).toMatchObject({ houseFromJanma: 9, quality: 'unfavourable', vedhaHouse: null });
    expect(r.Saturn).toMatchObject({ houseFromJanma: 11, quality: 'obstructed', obstructedBy: ['Jupiter'] });
    expect(r.Venus).toMatchObject({ houseFromJanma: 2, quality: 'obstructed', obstructedBy: ['Rahu'] });
    expect(r.Mars).toMatchObject({ quality: 'obstructed', obstructedBy: ['Moon'] });
    expect(r.Ketu.quality).toBe('unfavourable');
    expect(r.Sun.effect).toContain('Moon in the 9th (its vedha house)');
  });

  test('Sun-Saturn and Moon-Mercury never obstruct each other', () => {
    // Sun Gemini (3rd; vedha 9th) with only Saturn in Sagittarius: favourable. Moon Libra (7th; vedha 2nd) with only
    // Mercury in Taurus: favourable. Mars, Jupiter, Venus in Scorpio (8th), Rahu Cancer (4th), Ketu Capricorn (10th):
    // none of these is the Sun's vedha house 9 or the Moon's vedha house 2.
    const r = gocharFrom(
      0,
      at({ Sun: 2, Saturn: 8, Moon: 6, Mercury: 1, Mars: 7, Jupiter: 7, Venus: 7, Rahu: 3, Ketu: 9 }),
    );
    expect(r.Sun).toMatchObject({ quality: 'favourable', obstructedBy: [] });
    expect(r.Moon).toMatchObject({ quality: 'favourable', obstructedBy: [] });
    expect(r.Sun.effect).toContain('counts as favourable');
  });
});

describe('gochar on a chart', () => {
  test('janma rashi is the natal Moon sign; nine grahas; nodes 7 houses apart; the Moon agrees with chandra gochara', () => {
    const natal = computeChart({ date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 });
    const r = gochar(natal, 2461366.8); // 2026-11-22 07:12 UT
    expect(r.janmaRashi).toBe(natal.grahas.Moon.sign);
    expect(Object.keys(r.planets)).toEqual([...GRAHAS]);
    expect((r.planets.Ketu.houseFromJanma - r.planets.Rahu.houseFromJanma + 12) % 12).toBe(6);
    const moon = r.planets.Moon;
    const table = CHANDRA_GOCHAR.data[moon.houseFromJanma as keyof typeof CHANDRA_GOCHAR.data];
    expect(moon.quality === 'unfavourable' ? 'challenging' : 'favourable').toBe(table);
    for (const p of Object.values(r.planets)) expect(p.effect.length).toBeGreaterThan(20);
    expect(r.refs.every((c) => c.status === 'pending')).toBe(true);
  });
});
