// Bhavabala: the rules by hand (bhava dig bala at its strongest and weakest points, the weights of bhava drishti),
// and invariants over charts (12 bhavas, totals the sums of their parts, the lord's shadbala as adhipati bala).
// No published bhavabala figures are used: PyJHora's notes say its bhavabala does not reproduce Raman's book, and
// we found no other transcription.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { MomentInput } from '../../../astro/moment.ts';
import { initEphemeris } from '../../../astro/sweph/index.ts';
import { computeChart } from '../../chart/compute.ts';
import { SIGN_LORDS, signOf } from '../../../vocabulary/names.ts';
import { shadbala } from '../shadbala/shadbala.ts';
import { bhavabala, bhavaBand } from './bhavabala.ts';
import { bhavaDigBala, signKind } from './bhava-dig.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../../data/ephe')));

const EPS = 1e-9;

describe('bhava dig bala rules', () => {
  test('sign kinds, with Sagittarius and Capricorn split at 15 degrees', () => {
    expect(signKind(75)).toBe('nara'); // Gemini
    expect(signKind(100)).toBe('jalachara'); // Cancer
    expect(signKind(225)).toBe('keeta'); // Scorpio
    expect(signKind(245)).toBe('nara'); // Sagittarius 5
    expect(signKind(265)).toBe('chatushpada'); // Sagittarius 25
    expect(signKind(275)).toBe('chatushpada'); // Capricorn 5
    expect(signKind(295)).toBe('jalachara'); // Capricorn 25
    expect(signKind(315)).toBe('nara'); // Aquarius
  });

  test('60 at the angle opposite the powerless one, 0 at it, arc / 3 between', () => {
    // Equal bhavas from a Gemini 15 lagna: madhyas 75, 105, ..., the 7th at 255, the 10th at 345, the 4th at 165.
    const m = Array.from({ length: 12 }, (_, i) => (75 + 30 * i) % 360);
    // Lagna in Gemini (nara, powerless at the 7th madhya 255): arc 180 -> 60.
    expect(bhavaDigBala(75, m).virupas).toBeCloseTo(60, 12);
    // 4th madhya 165 (Virgo, nara): arc to 255 is 90 -> 30.
    expect(bhavaDigBala(165, m).virupas).toBeCloseTo(30, 12);
    // 7th madhya 255 (Sagittarius 15: second half, chatushpada, powerless at the 4th madhya 165): arc 90 -> 30.
    expect(bhavaDigBala(255, m)).toEqual({ kind: 'chatushpada', virupas: 30 });
    // 2nd madhya 105 (Cancer, jalachara, powerless at the 10th madhya 345): arc 120 -> 40.
    expect(bhavaDigBala(105, m).virupas).toBeCloseTo(40, 12);
    // Scorpio in the 7th (keeta, powerless at the lagna): madhyas from a Taurus 15 lagna, 7th at 225 -> 60.
    const t = Array.from({ length: 12 }, (_, i) => (45 + 30 * i) % 360);
    expect(bhavaDigBala(225, t)).toEqual({ kind: 'keeta', virupas: 60 });
    // Scorpio on the lagna itself: 0.
    const s = Array.from({ length: 12 }, (_, i) => (225 + 30 * i) % 360);
    expect(bhavaDigBala(225, s).virupas).toBe(0);
  });

  test('bands: strong from 7.5 rupas, moderate from 6, weak below', () => {
    expect([8, 7.5, 7.49, 6, 5.99].map(bhavaBand)).toEqual(['strong', 'strong', 'moderate', 'moderate', 'weak']);
  });
});

const MOMENTS: MomentInput[] = [
  { date: '1918-10-16', time: '14:22:16', latitude: 13, longitude: 77 + 35 / 60, utcOffset: '+05:30' },
  { date: '1981-09-13', time: '01:30', latitude: 28 + 39 / 60, longitude: 77 + 13 / 60, utcOffset: '+05:30' },
  { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 },
  { date: '2031-05-02', time: '04:45', latitude: -23.55, longitude: -46.63 },
  { date: '1862-02-14', time: '20:10', latitude: 59.33, longitude: 18.07 },
  { date: '2020-12-21', time: '12:00', latitude: 69.65, longitude: 18.96 },
];

describe('bhavabala invariants', () => {
  test("12 bhavas; adhipati = lord's shadbala; totals the sums; drishti weights; ranks and strongest", () => {
    for (const m of MOMENTS) {
      const chart = computeChart(m);
      const sb = shadbala(chart);
      const bb = bhavabala(chart, sb);
      expect(bb.houses).toHaveLength(12);
      for (const h of bb.houses) {
        expect(h.madhya).toBe(sb.bhavas.madhya[h.house - 1]);
        expect(h.sign).toBe(signOf(h.madhya).name);
        expect(h.lord).toBe(SIGN_LORDS[h.sign]);
        expect(h.adhipati).toBe(sb.grahas[h.lord].totalVirupas);
        expect(h.dig).toBeGreaterThanOrEqual(0);
        expect(h.dig).toBeLessThanOrEqual(60);
        // A quarter of each aspect, Mercury's and Jupiter's in full.
        const weighted = Object.entries(h.drishtiReceived).reduce(
          (s, [g, v]) => s + v * (g === 'Mercury' || g === 'Jupiter' ? 1 : 0.25),
          0,
        );
        expect(Math.abs(h.drishti - weighted)).toBeLessThan(EPS);
        expect(Math.abs(h.totalVirupas - (h.adhipati + h.dig + h.drishti))).toBeLessThan(EPS);
        expect(Math.abs(h.totalRupas - h.totalVirupas / 60)).toBeLessThan(EPS);
        expect(h.band).toBe(bhavaBand(h.totalRupas));
      }
      expect(bb.houses.map((h) => h.rank).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      const max = Math.max(...bb.houses.map((h) => h.totalVirupas));
      expect(bb.strongest.totalVirupas).toBe(max);
      expect(bb.houses.find((h) => h.rank === 1)?.house).toBe(bb.strongest.house);
      expect(bb.refs.every((c) => c.status === 'pending')).toBe(true);
    }
  });

  test("the 1st bhava's madhya is the lagna and its lord is the lagna lord", () => {
    for (const m of MOMENTS) {
      const chart = computeChart(m);
      const bb = bhavabala(chart, shadbala(chart));
      expect(bb.houses[0]?.lord).toBe(chart.lagna.lord);
    }
  });
});
