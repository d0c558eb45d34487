// Sahams: the A - B + C arithmetic with the 30-degree rule by hand, day/night reversal, the special cases, and
// P.V.R. Narasimha Rao's Chart 66 (test/reference/tajika/published.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { signedDiff } from '../../vocabulary/angles.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { computeChart } from '../chart/compute.ts';
import { SEVEN_GRAHAS, type SevenGraha } from '../../vocabulary/names.ts';
import { computeSahams, sahamArithmetic, type SahamInput } from './sahams.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const published = JSON.parse(readFileSync(path.join(ROOT, 'test/reference/tajika/published.json'), 'utf8')) as {
  chart_66: {
    date: string;
    time: string;
    utc_offset: string;
    latitude: number;
    longitude: number;
    night: boolean;
    sahams: Record<string, { sign_index: number; degree: number }>;
  };
};

beforeAll(() => initEphemeris(path.join(ROOT, 'data/ephe')));

const base: Record<SevenGraha, number> = {
  Sun: 10,
  Moon: 100,
  Mars: 50,
  Mercury: 20,
  Jupiter: 250,
  Venus: 340,
  Saturn: 300,
};
const find = (input: SahamInput, name: string) => {
  const s = computeSahams(input).find((x) => x.name === name);
  if (s === undefined) throw new Error(name);
  return s;
};

describe('saham arithmetic', () => {
  test('C outside the arc from B to A adds 30 degrees; C on it does not', () => {
    // B = 10, A = 100: the arc 10..100 does not hold C = 200 -> 100 - 10 + 200 + 30 = 320.
    expect(sahamArithmetic(100, 10, 200)).toEqual({ longitude: 320, added30: true });
    // B = 100, A = 10: the arc 100..360..10 holds 200 -> 10 - 100 + 200 = 110.
    expect(sahamArithmetic(10, 100, 200)).toEqual({ longitude: 110, added30: false });
    // C equal to B lies on the arc (its start).
    expect(sahamArithmetic(100, 10, 10)).toEqual({ longitude: 100, added30: false });
  });

  test('Punya = Moon - Sun + Lagna by day, Sun - Moon + Lagna by night (Sun 10, Moon 100, Lagna 200)', () => {
    const day = find({ grahas: base, lagna: 200, isDay: true }, 'Punya');
    expect(day.longitude).toBeCloseTo(320, 9); // C = 200 not between Sun 10 and Moon 100: +30
    expect(day.sign).toBe('Aquarius');
    expect(day.formula).toBe('Moon - Sun + Lagna');
    const night = find({ grahas: base, lagna: 200, isDay: false }, 'Punya');
    expect(night.longitude).toBeCloseTo(110, 9);
    expect(night.formula).toBe('Sun - Moon + Lagna');
    // Vidya by day is Punya by night (the same formula).
    expect(find({ grahas: base, lagna: 200, isDay: true }, 'Vidya').longitude).toBeCloseTo(night.longitude, 9);
  });

  test('sahams built on Punya use the Punya of the same day/night rule (Yasas = Jupiter - Punya + Lagna)', () => {
    // Day: Punya 320; Jupiter 250 - 320 + 200 = 130; is C = 200 on the arc 320 -> 250 (290 degrees long)? 200 - 320 =
    // 240 <= 290: yes.
    expect(find({ grahas: base, lagna: 200, isDay: true }, 'Yasas').longitude).toBeCloseTo(130, 9);
  });

  test('Samartha uses Jupiter - Mars + Lagna by day when Mars owns the lagna; Karyasiddhi by night uses the Moon', () => {
    // Lagna 15 (Aries, lord Mars): Jupiter 250 - Mars 50 + 15 = 215; C = 15 on the arc 50 -> 250? 15 - 50 = 325 > 200:
    // no, +30 = 245.
    const s = find({ grahas: base, lagna: 15, isDay: true }, 'Samartha');
    expect(s.formula).toBe('Jupiter - Mars + Lagna');
    expect(s.longitude).toBeCloseTo(245, 9);
    // Night: Saturn - Moon + lord of the Moon's sign (Moon 100 in Cancer, lord Moon 100): 300 - 100 + 100 = 300, C on
    // 100 -> 300.
    const k = find({ grahas: base, lagna: 15, isDay: false }, 'Karyasiddhi');
    expect(k.formula).toBe('Saturn - Moon + MoonSignLord');
    expect(k.longitude).toBeCloseTo(300, 9);
  });

  test('every saham lies in [0, 360) and the 36 come back in the table order', () => {
    const all = computeSahams({ grahas: base, lagna: 123.4, isDay: false });
    expect(all).toHaveLength(36);
    for (const s of all) expect(s.longitude >= 0 && s.longitude < 360).toBe(true);
  });
});

/** Degrees: the book's Chart 66 lagna is ~6' later than ours for the printed minute, and Artha holds it twice. */
const BOOK_TOL_DEG = 0.25;

describe('P.V.R. Narasimha Rao, Example 121 / Chart 66 (night chart)', () => {
  test(`Artha, Samartha and Vanik within ${BOOK_TOL_DEG} deg of the book`, () => {
    const c = published.chart_66;
    const chart = computeChart({
      date: c.date,
      time: c.time,
      latitude: c.latitude,
      longitude: c.longitude,
      utcOffset: c.utc_offset,
    });
    expect(chart.panchanga.dayBirth).toBe(!c.night);
    const grahas = Object.fromEntries(SEVEN_GRAHAS.map((g) => [g, chart.grahas[g].longitude])) as Record<
      SevenGraha,
      number
    >;
    const sahams = computeSahams({ grahas, lagna: chart.lagna.longitude, isDay: false });
    const w = worst();
    for (const [name, book] of Object.entries(c.sahams)) {
      const ours = sahams.find((s) => s.name === name);
      expect(ours?.signIndex).toBe(book.sign_index);
      record(w, Math.abs(signedDiff(ours?.longitude ?? NaN, book.sign_index * 30 + book.degree)), name);
    }
    report(
      {
        id: 'tajika.sahams.pvr',
        quantity: 'Artha, Samartha and Vanik sahams of Chart 66 (Example 121)',
        reference: 'pvrIntegrated',
        unit: 'deg',
        tolerance: BOOK_TOL_DEG,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(BOOK_TOL_DEG);
  });
});
