// Ashtottari: the table's shape, balances worked by hand from the rule, the 108-year tiling, and applicability.
// No published worked example was found with the search tools (budget of searches spent); none is quoted here.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { ASHTOTTARI, ASHTOTTARI_TOTAL_YEARS } from '../../tables/dasha/ashtottari.ts';
import { computeChart } from '../chart/compute.ts';
import { NAKSHATRAS } from '../../vocabulary/names.ts';
import {
  ashtottariApplicability,
  ashtottariForChart,
  type AshtottariApplicabilityFacts,
} from './ashtottari-applicability.ts';
import { ashtottari, ashtottariArc, ashtottariBalance } from './ashtottari.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

const YD = 365.25;
const BIRTH = 2_450_000;

describe('Ashtottari table', () => {
  test('eight lords, 108 years, the 27 nakshatras and Abhijit once each, groups tiling the circle from Ardra', () => {
    expect(ASHTOTTARI.data.map((e) => e.years)).toEqual([6, 15, 8, 17, 10, 19, 12, 21]);
    expect(ASHTOTTARI.data.reduce((s, e) => s + e.years, 0)).toBe(ASHTOTTARI_TOTAL_YEARS);
    const all = ASHTOTTARI.data.flatMap((e) => [...e.nakshatras]);
    expect(new Set(all).size).toBe(28);
    expect(all.filter((n) => n !== 'Abhijit').sort()).toEqual([...NAKSHATRAS].sort());
    // Each arc starts where the previous one ends (mod 360); Ardra begins at 5 x 13deg20' = 66deg40'.
    const arcs = all.map(ashtottariArc);
    expect(arcs[0]?.from).toBeCloseTo(66 + 40 / 60, 12);
    arcs.forEach((a, k) => expect(((arcs[(k + 1) % arcs.length]?.from ?? 0) - a.to + 360) % 360).toBeCloseTo(0, 9));
  });
});

describe('Ashtottari balance (hand-worked)', () => {
  test('start of Ardra: the whole 6 years of the Sun', () => {
    expect(ashtottariBalance(66 + 40 / 60)).toMatchObject({ lord: 'Sun', nakshatra: 'Ardra' });
    expect(ashtottariBalance(66 + 40 / 60).years).toBeCloseTo(6, 9);
  });

  test('Moon at 100deg (half of Pushya): Sun, 1.5 x 0.5 + 1.5 (Ashlesha) = 2.25 years, by either method', () => {
    expect(ashtottariBalance(100).years).toBeCloseTo(2.25, 9);
    expect(ashtottariBalance(100, 'group_arc').years).toBeCloseTo(2.25, 9); // 6 x (120 - 100) / 53.333
  });

  test('Moon at 278deg (in Abhijit): shares 2.5 x (1 - 1.3333/4.2222) + 2.5 = 80/19; arc 10 x 15.3333/40 = 23/6', () => {
    const shares = ashtottariBalance(278);
    expect(shares).toMatchObject({ lord: 'Saturn', nakshatra: 'Abhijit' });
    expect(shares.years).toBeCloseTo(80 / 19, 9);
    expect(ashtottariBalance(278, 'group_arc').years).toBeCloseTo(23 / 6, 9);
  });

  test('Moon at 270deg (Uttara Ashadha, 10deg long here): 2.5 x 2/3 + 5 = 6.6667; arc: 10 x 23.3333/40 = 5.8333', () => {
    expect(ashtottariBalance(270).nakshatra).toBe('Uttara Ashadha');
    expect(ashtottariBalance(270).years).toBeCloseTo(20 / 3, 9);
    expect(ashtottariBalance(270, 'group_arc').years).toBeCloseTo(35 / 6, 9);
  });

  test(
    'Moon at 10deg (Ashwini, 3/4 crossed): Rahu, 3 x 0.25 + 3 (Bharani) = 3.75; 300deg: Jupiter 19/3 x 2.5 = ' +
      '15.8333',
    () => {
      expect(ashtottariBalance(10)).toMatchObject({ lord: 'Rahu', nakshatra: 'Ashwini' });
      expect(ashtottariBalance(10).years).toBeCloseTo(3.75, 9);
      expect(ashtottariBalance(300)).toMatchObject({ lord: 'Jupiter', nakshatra: 'Dhanishta' });
      expect(ashtottariBalance(300).years).toBeCloseTo(95 / 6, 9);
    },
  );
});

describe('Ashtottari periods', () => {
  test('Moon at 100deg: Sun..Venus, 108 years tiled, the Sun ending 2.25 years after birth; antardashas proportional', () => {
    const a = ashtottari(100, BIRTH, { levels: 2 });
    expect(a.periods.map((p) => p.lord)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Saturn',
      'Jupiter',
      'Rahu',
      'Venus',
    ]);
    expect(a.periods[0]?.startJdUt).toBeCloseTo(BIRTH - 3.75 * YD, 6);
    expect(a.periods[0]?.endJdUt).toBeCloseTo(BIRTH + 2.25 * YD, 6);
    expect(a.periods.reduce((s, p) => s + p.years, 0)).toBe(108);
    let worst = 0;
    a.periods.forEach((p, k) => {
      if (k > 0) worst = Math.max(worst, Math.abs(p.startJdUt - (a.periods[k - 1]?.endJdUt ?? 0)));
      expect(p.antardashas?.[0]?.lord).toBe(p.lord);
      expect(p.antardashas?.reduce((s, c) => s + c.years, 0)).toBeCloseTo(p.years, 9);
      p.antardashas?.forEach(
        (c, j) => j > 0 && (worst = Math.max(worst, Math.abs(c.startJdUt - (p.antardashas?.[j - 1]?.endJdUt ?? 0)))),
      );
    });
    console.log(`ashtottari largest gap between consecutive periods: ${worst} days`);
    expect(worst).toBeLessThan(1e-6);
    // Sun/Sun = 6 x 6 / 108 = 1/3 year; Sun/Venus = 6 x 21 / 108 = 7/6 year, the last of the Sun's eight.
    expect(a.periods[0]?.antardashas?.[0]?.years).toBeCloseTo(1 / 3, 12);
    expect(a.periods[0]?.antardashas?.at(-1)).toMatchObject({ lord: 'Venus' });
    expect(a.periods[0]?.antardashas?.at(-1)?.years).toBeCloseTo(7 / 6, 12);
    expect(ashtottari(100, BIRTH).periods[0]?.antardashas).toBeUndefined();
  });
});

describe('Ashtottari applicability', () => {
  // Lagna Aries (0); its lord Mars in Leo (4).
  const facts = (rahu: number, more: Partial<AshtottariApplicabilityFacts> = {}): AshtottariApplicabilityFacts => ({
    lagnaSignIndex: 0,
    lagnaLordSignIndex: 4,
    rahuSignIndex: rahu,
    paksha: 'Krishna',
    dayBirth: true,
    ...more,
  });

  test(
    'Rahu in Sagittarius, 5th from Leo: applies; in Aries, 9th from Leo but the lagna: does not; in Virgo (2nd): ' +
      'does not',
    () => {
      expect(ashtottariApplicability(facts(8)).applies).toBe(true);
      expect(ashtottariApplicability(facts(0)).applies).toBe(false);
      expect(ashtottariApplicability(facts(5)).applies).toBe(false);
      expect(ashtottariApplicability(facts(7)).applies).toBe(true); // Scorpio, 4th from Leo
    },
  );

  test('alternative: day + Krishna and night + Shukla apply; day + Shukla does not; unknown day/night gives null', () => {
    expect(ashtottariApplicability(facts(5)).alternative.applies).toBe(true);
    expect(ashtottariApplicability(facts(5, { dayBirth: false, paksha: 'Shukla' })).alternative.applies).toBe(true);
    expect(ashtottariApplicability(facts(5, { paksha: 'Shukla' })).alternative.applies).toBe(false);
    expect(ashtottariApplicability(facts(5, { dayBirth: null })).alternative.applies).toBeNull();
  });

  test("on a computed chart: the verdict follows the chart's own Rahu, lagna lord and panchanga", () => {
    const chart = computeChart({
      date: '1990-11-20',
      time: '16:00',
      latitude: 26.85,
      longitude: 80.95,
      utcOffset: '+05:30',
    });
    const a = ashtottariForChart(chart);
    const lordSign = chart.grahas[chart.lagna.lord].signIndex;
    const fromLord = ((chart.grahas.Rahu.signIndex - lordSign + 12) % 12) + 1;
    expect(a.applicability.applies).toBe([1, 4, 5, 7, 9, 10].includes(fromLord) && chart.grahas.Rahu.house !== 1);
    // Abhijit lies inside Uttara Ashadha and Shravana, both Saturn's, so the 27-nakshatra name finds the group.
    expect(a.periods[0]?.lord).toBe(
      ASHTOTTARI.data.find((e) => (e.nakshatras as readonly string[]).includes(chart.grahas.Moon.nakshatra))?.lord,
    );
    expect(a.refs.every((r) => r.status === 'pending')).toBe(true);
  });
});
