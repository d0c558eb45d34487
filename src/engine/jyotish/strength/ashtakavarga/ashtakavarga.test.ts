// Ashtakavarga against published worked examples, hand derivations of the reduction rules, and invariants.
//
// References (values typed in below, each with its source):
// 1. P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 12, Exercises 19-22 and Examples 40-42
//    (Charts 6, 7, 11, 12), as transcribed in PyJHora's test suite (github naturalstupid/PyJHora,
//    src/jhora/tests/pvr_tests.py and src/jhora/horoscope/chart/ashtakavarga.py); not checked against a printed
//    copy. The book gives sign placements only, so these are pure rule tests on hand-built placements.
// 2. A third-party report for 2025-04-09 20:51 IST, Bengaluru 12.9716 N 77.5946 E, Lahiri (github
//    cryptekbits/astrovedic, Lahiri/Lahiri.md, "Ashtakavarga" table; the producing software is not named there).
//    Our computed chart's signs are checked against that report's D1 signs before any bindu is compared.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../../astro/sweph/index.ts';
import { computeChart } from '../../chart/compute.ts';
import { SIGNS, type SevenGraha } from '../../../vocabulary/names.ts';
import {
  ashtakavarga,
  ekadhipatyaShodhana,
  pinda,
  trikonaShodhana,
  type AshtakavargaInput,
  type AvSource,
} from './index.ts';
import { record, report, worst, type Worst } from '../../../../../test/support/accuracy.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../../data/ephe')));

const GRAHAS7 = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
] as const satisfies readonly SevenGraha[];
const BINDU_TOLERANCE = 0; // bindus are counts: exact

/** Sign placements by sign name, as the book's charts give them. */
function placed(lagna: string, grahas: Record<SevenGraha, string>): AshtakavargaInput {
  const idx = (s: string) => {
    const i = SIGNS.indexOf(s as (typeof SIGNS)[number]);
    if (i < 0) throw new Error(s);
    return i;
  };
  return {
    lagna: { signIndex: idx(lagna) },
    grahas: Object.fromEntries(GRAHAS7.map((g) => [g, { signIndex: idx(grahas[g]) }])) as AshtakavargaInput['grahas'],
  };
}

/** Records each sign's bindu difference. */
function recordRow(w: Worst, got: readonly number[], want: readonly number[], at: string): void {
  want.forEach((x, i) => record(w, Math.abs((got[i] ?? Number.NaN) - x), `${at}, sign ${i + 1}`));
}
function maxDiff(a: readonly number[], b: readonly number[]): number {
  return Math.max(...a.map((v, i) => Math.abs(v - (b[i] ?? NaN))));
}

// The book is computed with BPHS ch. 66's rows, which the shipped table follows (checked against the Sanskrit's
// karana counts and sthana lists in tables/strength/ashtakavarga-tables.test.ts). Until the table was corrected it
// held another reading in four rows (Moon from Moon, Mars and Jupiter, Venus from Mars: Saravali ch. 53 for the
// Moon), and this test passed only by substituting the book's rows; it now runs on the shipped table unchanged.

// Chart 6: Ar Ke Ve | Ge Ma Su Me | Le Sa Ju | Vi Lagna | Li Ra | Pi Mo.
const CHART_6 = placed('Virgo', {
  Sun: 'Gemini',
  Moon: 'Pisces',
  Mars: 'Gemini',
  Mercury: 'Gemini',
  Jupiter: 'Leo',
  Venus: 'Aries',
  Saturn: 'Leo',
});
// Chart 7: Ar Sa Mo Ra | Li Ke Ju | Sc Lagna | Sg Me Ma | Cp Su | Aq Ve.
const CHART_7 = placed('Scorpio', {
  Sun: 'Capricorn',
  Moon: 'Aries',
  Mars: 'Sagittarius',
  Mercury: 'Sagittarius',
  Jupiter: 'Libra',
  Venus: 'Aquarius',
  Saturn: 'Aries',
});
// Chart 12: Ar Ke | Ta Ve | Vi Lagna | Li Ra | Sc Ma Ju | Sg Su Me | Cp Mo | Pi Sa.
const CHART_12 = placed('Virgo', {
  Sun: 'Sagittarius',
  Moon: 'Capricorn',
  Mars: 'Scorpio',
  Mercury: 'Sagittarius',
  Jupiter: 'Scorpio',
  Venus: 'Taurus',
  Saturn: 'Pisces',
});

describe('P.V.R. Narasimha Rao, Integrated Approach ch. 12 (book answers, exact)', () => {
  // Exercise 19 (Chart 6): BAV of Sun..Saturn and the lagna; Exercise 20: SAV.
  const BOOK_6: Record<AvSource, number[]> = {
    Sun: [5, 3, 5, 3, 4, 4, 2, 3, 5, 4, 5, 5],
    Moon: [3, 2, 5, 3, 6, 3, 4, 5, 5, 5, 3, 5],
    Mars: [4, 3, 4, 3, 4, 3, 2, 5, 1, 3, 3, 4],
    Mercury: [7, 4, 7, 4, 4, 3, 4, 4, 4, 3, 6, 4],
    Jupiter: [4, 3, 5, 6, 3, 7, 4, 3, 5, 6, 5, 5],
    Venus: [8, 7, 4, 3, 3, 2, 4, 6, 4, 4, 4, 3],
    Saturn: [3, 3, 4, 3, 2, 3, 2, 3, 4, 5, 3, 4],
    Ascendant: [5, 5, 6, 3, 6, 3, 1, 7, 3, 4, 3, 3],
  };
  const SAV_6 = [34, 25, 34, 25, 26, 25, 22, 29, 28, 30, 29, 30];
  // Exercise 22 (Chart 7): BAV of Sun..Saturn, SAV, and sodhya pindas (rashi, graha, shodhya) Sun..Saturn.
  const BOOK_7: Record<SevenGraha, number[]> = {
    Sun: [4, 2, 3, 4, 6, 5, 5, 3, 2, 6, 6, 2],
    Moon: [6, 3, 5, 3, 5, 5, 6, 3, 3, 4, 4, 2],
    Mars: [3, 2, 3, 4, 2, 5, 4, 3, 3, 4, 3, 3],
    Mercury: [4, 6, 4, 3, 4, 7, 4, 5, 6, 3, 5, 3],
    Jupiter: [4, 4, 3, 5, 6, 5, 6, 4, 6, 4, 3, 6],
    Venus: [3, 5, 5, 4, 6, 2, 3, 6, 5, 2, 7, 4],
    Saturn: [3, 2, 2, 3, 5, 6, 3, 4, 1, 3, 6, 1],
  };
  const SAV_7 = [27, 24, 25, 26, 34, 35, 31, 28, 26, 26, 34, 21];
  const PINDAS_7 = {
    rashi: [152, 85, 52, 95, 68, 154, 162],
    graha: [81, 55, 43, 33, 56, 54, 63],
    shodhya: [233, 140, 95, 128, 124, 208, 225],
  };
  // Exercise 21 (Chart 12): SAV.
  const SAV_12 = [24, 25, 31, 28, 27, 39, 33, 29, 26, 22, 28, 25];

  test('with the shipped table, every BAV and SAV of Charts 6, 7 and 12 matches', () => {
    const w = worst();
    const r6 = ashtakavarga(CHART_6);
    for (const s of Object.keys(BOOK_6) as AvSource[]) recordRow(w, r6.bhinna[s].bindus, BOOK_6[s], `Chart 6 ${s}`);
    recordRow(w, r6.sarva.bindus, SAV_6, 'Chart 6 SAV');
    const r7 = ashtakavarga(CHART_7);
    for (const g of GRAHAS7) recordRow(w, r7.bhinna[g].bindus, BOOK_7[g], `Chart 7 ${g}`);
    recordRow(w, r7.sarva.bindus, SAV_7, 'Chart 7 SAV');
    recordRow(w, ashtakavarga(CHART_12).sarva.bindus, SAV_12, 'Chart 12 SAV');
    report(
      {
        id: 'strength.ashtakavarga-bindus.pvr',
        quantity: "ashtakavarga bindus (8 + 7 BAVs, 3 SAVs) of Charts 6, 7 and 12, from the book's sign placements",
        reference: 'pvrIntegrated',
        unit: 'bindus',
        tolerance: BINDU_TOLERANCE,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(BINDU_TOLERANCE);
    expect(r7.method).not.toContain('replaced');
  });

  test("Chart 7 sodhya pindas match the book when the lagna counts as occupying its sign (the book's practice)", () => {
    const r = ashtakavarga(CHART_7, { lagnaOccupies: true });
    const got = {
      rashi: GRAHAS7.map((g) => r.pindas[g].rashiPinda),
      graha: GRAHAS7.map((g) => r.pindas[g].grahaPinda),
      shodhya: GRAHAS7.map((g) => r.pindas[g].shodhyaPinda),
    };
    const w = worst();
    GRAHAS7.forEach((g, i) => {
      for (const kind of ['rashi', 'graha', 'shodhya'] as const)
        record(w, Math.abs((got[kind][i] ?? Number.NaN) - (PINDAS_7[kind][i] ?? Number.NaN)), `${g} ${kind} pinda`);
    });
    report(
      {
        id: 'strength.ashtakavarga-pindas.pvr',
        quantity: 'rashi, graha and sodhya pindas of Chart 7 (the lagna occupying its sign, as the book does)',
        reference: 'pvrIntegrated',
        unit: 'pinda units',
        tolerance: 0,
      },
      w,
    );
    expect(w.max).toBe(0);
    // Under BPHS's wording (grahas only occupy), the empty lagna sign Scorpio is reduced against Aries (Saturn, Moon):
    // the Sun's Scorpio 1 <= Aries 2 becomes 0 and Saturn's Scorpio 3 > Aries 2 becomes 2, each one bindu x 8 less.
    const bphs = ashtakavarga(CHART_7);
    expect(bphs.pindas.Sun.rashiPinda).toBe(152 - 8);
    expect(bphs.pindas.Saturn.rashiPinda).toBe(162 - 8);
  });

  test('Examples 40-42 (Chart 11): trikona shodhana, rashi, graha and shodhya pinda of one BAV', () => {
    // Chart 11: Ar Ve Ke Lagna | Ge Su Ma Me | Le Ju Sa | Li Ra | Pi Mo. BAV [7,4,7,4,4,3,4,4,4,3,6,4].
    const bav = [7, 4, 7, 4, 4, 3, 4, 4, 4, 3, 6, 4];
    const tri = trikonaShodhana(bav);
    expect(tri).toEqual([3, 1, 3, 0, 0, 0, 0, 0, 0, 0, 2, 0]);
    const signs = { Sun: 2, Moon: 11, Mars: 2, Mercury: 2, Jupiter: 4, Venus: 0, Saturn: 4 };
    const occupied = SIGNS.map((_, i) => Object.values(signs).includes(i));
    const reduced = ekadhipatyaShodhana(tri, occupied); // every pair has an empty sign: unchanged
    expect(reduced).toEqual(tri);
    const p = pinda('Mercury', reduced, signs);
    expect([p.rashiPinda, p.grahaPinda, p.shodhyaPinda]).toEqual([77, 75, 152]);
  });
});

describe('third-party report, 2025-04-09 20:51 IST Bengaluru (Lahiri)', () => {
  test(
    "signs agree; five BAVs match exactly, the Moon's, Venus's and the SAV differ as the report's other reading of " +
      'four rows predicts',
    () => {
      const chart = computeChart({
        date: '2025-04-09',
        time: '20:51',
        latitude: 12.9716,
        longitude: 77.5946,
        utcOffset: '+05:30',
      });
      // The report's D1: Asc Libra 209.84, Sun Pisces, Moon Leo, Mars Cancer, Mercury Pisces, Jupiter Taurus,
      // Venus Pisces, Saturn Pisces.
      expect(chart.lagna.sign).toBe('Libra');
      expect(GRAHAS7.map((g) => chart.grahas[g].sign)).toEqual([
        'Pisces',
        'Leo',
        'Cancer',
        'Pisces',
        'Taurus',
        'Pisces',
        'Pisces',
      ]);
      const REPORT: Record<AvSource, number[]> = {
        Ascendant: [3, 6, 6, 3, 5, 2, 4, 2, 6, 5, 2, 5],
        Sun: [3, 3, 3, 3, 4, 5, 5, 3, 4, 7, 3, 5],
        Moon: [2, 7, 3, 4, 6, 4, 3, 3, 6, 5, 2, 4],
        Mars: [2, 3, 2, 4, 5, 1, 6, 1, 3, 6, 3, 3],
        Mercury: [4, 5, 3, 5, 4, 2, 5, 6, 3, 7, 3, 7],
        Jupiter: [6, 4, 5, 6, 6, 2, 3, 5, 5, 5, 5, 4],
        Venus: [2, 5, 5, 4, 3, 3, 5, 6, 6, 6, 3, 4],
        Saturn: [3, 2, 3, 2, 4, 3, 5, 2, 4, 6, 2, 3],
      };
      const SAV = [22, 29, 24, 28, 32, 20, 32, 26, 31, 42, 21, 30];
      const r = ashtakavarga(chart);
      let worst = 0;
      for (const g of ['Sun', 'Mars', 'Mercury', 'Jupiter', 'Saturn'] as const)
        worst = Math.max(worst, maxDiff(r.bhinna[g].bindus, REPORT[g]));
      console.info(`report 2025-04-09 Bengaluru: 5 BAVs, max error ${worst} bindus`);
      expect(worst).toBeLessThanOrEqual(BINDU_TOLERANCE);
      // The report's software reads the four rows in which BPHS and Saravali ch. 53 differ (see the benefic-places
      // table)
      // the other way. By hand, report minus ours, Moon in Leo, Mars in Cancer, Jupiter in Taurus: the Moon's BAV loses
      // the 9th from the Moon (Aries) and the 2nd from Jupiter (Gemini) and gains the 9th from Mars (Pisces) and the
      // 12th
      // from Jupiter (Aries): Gemini -1, Pisces +1. Venus's BAV has the 5th from Mars (Scorpio) for the 4th (Libra).
      const delta = (ours: readonly number[], theirs: readonly number[]) => theirs.map((v, i) => v - (ours[i] ?? 0));
      //                                                     Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi
      expect(delta(r.bhinna.Moon.bindus, REPORT.Moon)).toEqual([0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
      expect(delta(r.bhinna.Venus.bindus, REPORT.Venus)).toEqual([0, 0, 0, 0, 0, 0, -1, 1, 0, 0, 0, 0]);
      expect(delta(r.sarva.bindus, SAV)).toEqual([0, 0, -1, 0, 0, 0, -1, 1, 0, 0, 0, 1]);
      // The caller's override reproduces the report with that reading.
      const other = ashtakavarga(chart, {
        beneficPlaces: {
          Moon: { Moon: [1, 3, 6, 7, 10, 11], Mars: [2, 3, 5, 6, 9, 10, 11], Jupiter: [1, 4, 7, 8, 10, 11, 12] },
          Venus: { Mars: [3, 5, 6, 9, 11, 12] },
        },
      });
      expect(GRAHAS7.map((g) => maxDiff(other.bhinna[g].bindus, REPORT[g]))).toEqual([0, 0, 0, 0, 0, 0, 0]);
      expect(other.method).toContain('Moon from Jupiter [1,4,7,8,10,11,12]');
      // The lagna's own BAV (outside the SAV) differs in two signs, Cancer -1 and Sagittarius +1. Authors differ on
      // the lagna's rows; one row that gives exactly this is a Moon row 3, 5, 6, 10, 11 (ours, which reproduces PVR's
      // Chart 6 lagna answer above, is 3, 6, 10, 11, 12, as BPHS ch. 66 v. 61-68 has it: the Moon gives the 12th, not
      // the 5th). We keep ours and record the difference.
      const lagnaDelta = r.bhinna.Ascendant.bindus.map((v, i) => (REPORT.Ascendant[i] ?? 0) - v);
      console.info(`report lagna BAV minus ours: ${lagnaDelta.join(',')}`);
      expect(lagnaDelta).toEqual([0, 0, 0, -1, 0, 0, 0, 0, 1, 0, 0, 0]);
    },
  );
});

describe('reduction rules, derived by hand from the rule text (shodhana.ts)', () => {
  test('trikona: an empty trine sign leaves the group alone; equal counts all go; else the least is removed', () => {
    //           Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi
    const bav = [0, 3, 2, 4, 5, 3, 2, 4, 6, 3, 2, 7];
    // Ar-Le-Sg 0,5,6: Aries empty -> unchanged. Ta-Vi-Cp 3,3,3 -> 0,0,0. Ge-Li-Aq 2,2,2 -> 0. Cn-Sc-Pi 4,4,7 -> 0,0,3.
    expect(trikonaShodhana(bav)).toEqual([0, 0, 0, 0, 5, 0, 0, 0, 6, 0, 0, 3]);
  });

  test('ekadhipatya: every branch of the occupied/unoccupied rule', () => {
    //           Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi
    const tri = [2, 3, 4, 1, 1, 2, 5, 4, 3, 2, 2, 0];
    const occupied = [true, false, true, false, false, false, false, false, true, false, false, true];
    // Mars  Ar 2 (occ) / Sc 4 (free): free has more -> brought down to 2.
    // Venus Ta 3 (free) / Li 5 (free): unequal, neither occupied -> both 3.
    // Merc  Ge 4 (occ) / Vi 2 (free): free has fewer -> 0.
    // Jup   Sg 3 (occ) / Pi 0: a sign without bindus -> unchanged.
    // Sat   Cp 2 (free) / Aq 2 (free): equal, neither occupied -> both 0.
    // Cancer and Leo never change.
    expect(ekadhipatyaShodhana(tri, occupied)).toEqual([2, 3, 4, 1, 1, 0, 3, 2, 3, 0, 0, 0]);
    // Both occupied: no change. One occupied with an equal count: the free one goes to 0.
    expect(
      ekadhipatyaShodhana(
        [3, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0],
        [true, false, false, false, false, false, false, true, false, false, false, false],
      ),
    ).toEqual([3, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0]);
    expect(
      ekadhipatyaShodhana(
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 3, 0],
        [false, false, false, false, false, false, false, false, false, false, true, false],
      ),
    ).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0]);
  });
});

describe('invariants', () => {
  const TOTALS: Record<AvSource, number> = {
    Sun: 48,
    Moon: 49,
    Mars: 39,
    Mercury: 54,
    Jupiter: 56,
    Venus: 52,
    Saturn: 39,
    Ascendant: 49,
  };

  /** Every violated invariant of one chart, as text (empty when all hold). */
  function violations(input: AshtakavargaInput): string[] {
    const bad: string[] = [];
    const r = ashtakavarga(input);
    for (const s of Object.keys(TOTALS) as AvSource[]) {
      const b = r.bhinna[s];
      const red = r.shodhana[s];
      if (b.total !== TOTALS[s]) bad.push(`${s} total ${b.total}`);
      b.bindus.forEach((v, i) => {
        if (v < 0 || v > 8) bad.push(`${s} sign ${i}: ${v} bindus`);
        if (b.bySign[i]?.from.length !== v) bad.push(`${s} sign ${i}: prastara`);
        const t = red.afterTrikona[i] ?? -1;
        const e = red.afterEkadhipatya[i] ?? -1;
        if (t < 0 || t > v) bad.push(`${s} sign ${i}: trikona raised or negative`);
        if (e < 0 || e > t) bad.push(`${s} sign ${i}: ekadhipatya raised or negative`);
        if ((i === 3 || i === 4) && e !== t) bad.push(`${s}: ekadhipatya touched Cancer or Leo`);
      });
    }
    if (r.sarva.total !== 337) bad.push(`SAV total ${r.sarva.total}`);
    r.sarva.bindus.forEach((v, i) => {
      if (v !== GRAHAS7.reduce((a, g) => a + (r.bhinna[g].bindus[i] ?? 0), 0)) bad.push(`SAV sign ${i}`);
    });
    if (r.sarva.withLagnaBav.reduce((a, b) => a + b, 0) !== 386) bad.push('SAV with lagna BAV');
    for (const g of GRAHAS7)
      if (r.pindas[g].shodhyaPinda !== r.pindas[g].rashiPinda + r.pindas[g].grahaPinda) bad.push(`${g} pinda`);
    return bad;
  }

  test('2,000 seeded random sign placements', () => {
    let seed = 20261122;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 12;
    const bad: string[] = [];
    for (let n = 0; n < 2000; n++) {
      bad.push(
        ...violations({
          lagna: { signIndex: next() },
          grahas: Object.fromEntries(GRAHAS7.map((g) => [g, { signIndex: next() }])) as AshtakavargaInput['grahas'],
        }),
      );
    }
    expect(bad).toEqual([]);
  });

  test('computed charts, every month of every third year 1950-2049 at Lucknow', () => {
    let n = 0;
    const bad: string[] = [];
    for (let y = 1950; y < 2050; y += 3) {
      for (let m = 1; m <= 12; m += 1) {
        bad.push(
          ...violations(
            computeChart({
              date: `${y}-${String(m).padStart(2, '0')}-15`,
              time: '05:30',
              latitude: 26.85,
              longitude: 80.95,
              utcOffset: '+05:30',
            }),
          ),
        );
        n++;
      }
    }
    expect(bad).toEqual([]);
    console.info(`ashtakavarga invariants held on ${n} computed charts and 2,000 random placements`);
  });
});
