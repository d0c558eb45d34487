// Longevity arithmetic (pindayu, nisargayu, amsayu, ayurdaya) on a constructed chart whose every number is derived
// by hand below from the rules in the source comments, one published figure, and invariants on computed charts.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { computeChart } from '../chart/compute.ts';
import type { SevenGraha } from '../../vocabulary/names.ts';
import { amsayu, ayurdaya, exaltationYears, nisargayu, pindayu, type LongevityInput } from './index.ts';
import { record, report, worst, type Worst } from '../../../../test/support/accuracy.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

const YEARS_TOLERANCE = 1e-9; // pure arithmetic on exact inputs
const SEVEN = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const satisfies readonly SevenGraha[];

// Constructed chart. Lagna 100 deg (Cancer 10): 30 navamsas from Aries, twelves removed -> 6.
//   graha    longitude  sign         house  dignity      notes
//   Sun       10        Aries 10     10     exalted      deep exaltation
//   Moon     213        Scorpio 3     5     debilitated  deep debilitation
//   Mars     280        Capricorn 10  7     exalted      18 deg before deep exaltation (298)
//   Mercury   20        Aries 20     10     friend       combust (10 deg from the Sun)
//   Jupiter   95        Cancer 5      1     exalted      deep exaltation
//   Venus    340        Pisces 10     9     exalted      17 deg before deep exaltation (357)
//   Saturn   110        Cancer 20     1     great_enemy  90 deg from deep exaltation (200); retrograde
// The lagna is aspected by Mars only (from the 7th).
function constructed(aspectedBy: SevenGraha[] = ['Mars']): LongevityInput {
  const g = (
    longitude: number,
    house: number,
    dignity: LongevityInput['grahas']['Sun']['dignity'],
    combust = false,
    retrograde = false,
  ) => ({
    longitude,
    house,
    dignity,
    retrograde,
    combustion: { combust },
  });
  return {
    lagna: { longitude: 100 },
    grahas: {
      Sun: g(10, 10, 'exalted'),
      Moon: g(213, 5, 'debilitated'),
      Mars: g(280, 7, 'exalted'),
      Mercury: g(20, 10, 'friend', true),
      Jupiter: g(95, 1, 'exalted'),
      Venus: g(340, 9, 'exalted'),
      Saturn: g(110, 1, 'great_enemy', false, true),
    },
    houses: [{ aspectedBy }],
  };
}

/** Records each graha's years against the hand figure (one value per graha, in SEVEN's order). */
function recordGrahas(w: Worst, got: readonly number[], want: readonly number[]): void {
  got.forEach((v, i) => record(w, Math.abs(v - (want[i] ?? NaN)), SEVEN[i] ?? `graha ${i}`));
}
const handMeasure = (name: string, what: string) =>
  ({
    id: `longevity.${name}.hand`,
    quantity: `${what} of the constructed chart, each graha and the total`,
    reference: 'handDerivation',
    unit: 'years',
    tolerance: YEARS_TOLERANCE,
  }) as const;

describe('pindayu and nisargayu on the constructed chart', () => {
  test('pindayu: every contribution and the total, by hand', () => {
    // Base = full x (360 - arc) / 360; then one of astangata / shatrukshetra; then chakrapata; lagna 6; krurodaya.
    const want = [
      19 * (1 - 1 / 3), // Sun: 19 at deep exaltation; malefic, strongest in the 10th (exalted beats Mercury): -1/3
      25 / 2, // Moon: deep debilitation gives half; no reduction in pindayu for debilitation
      ((15 * 342) / 360) * (1 - 1 / 6), // Mars: arc 18; malefic in the 7th: -1/6
      ((12 * 215) / 360) * (1 - 1 / 2), // Mercury: arc 145; combust: -1/2; not the strongest in the 10th
      15, // Jupiter: deep exaltation, in the lagna
      ((21 * 343) / 360) * (1 - 1 / 8), // Venus: arc 17; benefic in the 9th: half of 1/4
      ((20 * 270) / 360) * (1 - 1 / 3), // Saturn: arc 90; great enemy's sign: -1/3
    ];
    const r = pindayu(constructed());
    const got = SEVEN.map((g) => r.grahas.find((c) => c.graha === g)?.years ?? NaN);
    const subtotal = want.reduce((a, b) => a + b, 0) + 6;
    const total = subtotal * (1 - 6 / 108); // Saturn (malefic) in the lagna's sign, no benefic aspect: n/108, n = 6
    const w = worst();
    recordGrahas(w, got, want);
    record(w, Math.abs(r.subtotal - subtotal), 'subtotal');
    record(w, Math.abs(r.totalYears - total), 'total');
    report(handMeasure('pindayu', 'pindayu years (subtotal included)'), w);
    expect(w.max).toBeLessThanOrEqual(YEARS_TOLERANCE);
    expect(r.lagna.years).toBeCloseTo(6, 12);
    expect(r.krurodaya).toMatchObject({ applies: true, malefics: ['Saturn'], beneficAspect: false });
    expect(r.band).toBe('Dirgha'); // 84.18 >= 64
    expect(r.grahas.find((c) => c.graha === 'Mercury')?.haranas.map((h) => h.kind)).toEqual(['astangata']);
    expect(r.disclaimer).toMatch(/never a prediction of death/);
    expect(r.summary).toContain(r.disclaimer);
  });

  test('krurodaya is halved when a natural benefic aspects the lagna', () => {
    const plain = pindayu(constructed());
    const aspected = pindayu(constructed(['Mars', 'Jupiter']));
    expect(Math.abs(aspected.totalYears - plain.subtotal * (1 - 6 / 108 / 2))).toBeLessThanOrEqual(YEARS_TOLERANCE);
  });

  test('nisargayu: the same procedure with the natural years 20, 1, 2, 9, 18, 20, 50', () => {
    const want = [
      20 * (2 / 3),
      1 / 2,
      ((2 * 342) / 360) * (5 / 6),
      (9 * 215) / 360 / 2,
      18,
      ((20 * 343) / 360) * (7 / 8),
      ((50 * 270) / 360) * (2 / 3),
    ];
    const r = nisargayu(constructed());
    const got = SEVEN.map((g) => r.grahas.find((c) => c.graha === g)?.years ?? NaN);
    const total = (want.reduce((a, b) => a + b, 0) + 6) * (1 - 6 / 108);
    const w = worst();
    recordGrahas(w, got, want);
    record(w, Math.abs(r.totalYears - total), 'total');
    report(handMeasure('nisargayu', 'nisargayu years'), w);
    expect(w.max).toBeLessThanOrEqual(YEARS_TOLERANCE);
  });

  test('published figure: the Sun at Leo 29 gives 11.66 pindayu years before reductions', () => {
    // "Mathematical Calculation of Longevity" (lecture notes, scribd document 59347793): arc 360 - 139 = 221,
    // 221 / 360 x 19 = 11.66 years.
    const r = exaltationYears(19, 'Sun', 149);
    const w = worst();
    record(w, Math.abs(r.years - 11.66), 'Sun at Leo 29');
    report(
      {
        id: 'longevity.pindayu-sun.lecture-notes',
        quantity: 'pindayu years of the Sun at Leo 29 before reductions (published to 0.01)',
        reference: 'longevityNotes',
        unit: 'years',
        tolerance: 0.005,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(0.005);
    expect(r.arcFromExaltation).toBe(139);
  });
});

describe('amsayu on the constructed chart', () => {
  test('navamsa years, the largest bharana, then haranas, by hand', () => {
    const want = [
      3 * 3 * (1 - 1 / 3), // Sun: 10 deg -> 3 navamsas; exalted x3 (beats own drekkana Leo x2); chakrapata 10th -1/3
      ((213 * 108) / 360 - 60) * 2 * (1 - 1 / 2), // Moon: 63.9 -> 3.9; own navamsa Cancer x2; debilitated -1/2
      0, // Mars: 280 deg -> 84 navamsas, twelves removed -> 0
      6 * (1 - 1 / 2), // Mercury: 6 (Libra navamsa, no bharana); combust -1/2
      4.5 * 3, // Jupiter: 28.5 -> 4.5; exalted x3
      6 * 3 * (1 - 1 / 8), // Venus: 102 -> 6; exalted x3 (beats own navamsa Libra x2); benefic in the 9th -1/8
      9 * 3 * (1 - 1 / 3), // Saturn: 33 -> 9; retrograde x3 (beats own navamsa Capricorn x2); great enemy -1/3
    ];
    const r = amsayu(constructed());
    const got = SEVEN.map((g) => r.grahas.find((c) => c.graha === g)?.years ?? NaN);
    const total = (want.reduce((a, b) => a + b, 0) + 6) * (1 - 6 / 108);
    const w = worst();
    recordGrahas(w, got, want);
    record(w, Math.abs(r.totalYears - total), 'total');
    report(handMeasure('amsayu', 'amsayu years'), w);
    expect(w.max).toBeLessThanOrEqual(YEARS_TOLERANCE);
    const sun = r.grahas.find((c) => c.graha === 'Sun');
    expect(sun?.bharana?.kind).toBe('exalted');
    expect(sun?.bharanasQualified.map((b) => b.kind)).toEqual(['exalted', 'own_drekkana']);
    expect(r.band).toBe('Madhya'); // 62.475
  });
});

describe('ayurdaya: which system applies', () => {
  test('dignity proxy: the exalted Sun in a kendra beats the debilitated Moon and the lagna lord (the Moon)', () => {
    const r = ayurdaya(constructed());
    expect(r.selection).toMatchObject({
      basis: 'dignity_proxy',
      strongest: 'sun',
      scores: { sun: 8.5, moon: 0, lagna: 0 },
    });
    expect(r.applies).toBe('pindayu');
    expect(r.totalYears).toBe(r.systems.pindayu.totalYears);
    expect(r.warnings[0]).toMatch(/proxy/);
    expect(r.disclaimer).toMatch(/never a prediction of death/);
  });

  test('strengths from the caller decide when given', () => {
    const r = ayurdaya(constructed(), { strengths: { lagna: 9, sun: 5, moon: 6 } });
    expect(r.selection.basis).toBe('caller');
    expect(r.applies).toBe('amsayu');
    expect(r.band).toBe('Madhya');
    expect(ayurdaya(constructed(), { strengths: { lagna: 1, sun: 2, moon: 3 } }).applies).toBe('nisargayu');
  });
});

describe('invariants on computed charts', () => {
  test('contributions stay within their classical bounds; reductions never add; band follows the total', () => {
    const FULL = { Sun: 19, Moon: 25, Mars: 15, Mercury: 12, Jupiter: 15, Venus: 21, Saturn: 20 };
    const bad: string[] = [];
    let n = 0;
    for (let y = 1900; y < 2100; y += 7) {
      for (const [m, t] of [
        ['01', '00:10'],
        ['05', '09:45'],
        ['09', '17:20'],
      ] as const) {
        const chart = computeChart({
          date: `${y}-${m}-11`,
          time: t,
          latitude: 19.07,
          longitude: 72.88,
          utcOffset: '+05:30',
        });
        const r = ayurdaya(chart);
        n++;
        for (const c of r.systems.pindayu.grahas) {
          const full = FULL[c.graha];
          if (c.baseYears < full / 2 - 1e-9 || c.baseYears > full + 1e-9)
            bad.push(`${y}-${m} ${c.graha} base ${c.baseYears}`);
          if (c.years > c.baseYears + 1e-9 || c.years < 0) bad.push(`${y}-${m} ${c.graha} reduced above base`);
        }
        for (const c of r.systems.amsayu.grahas)
          if (c.years < 0 || c.years > 36 + 1e-9) bad.push(`${y}-${m} amsayu ${c.graha} ${c.years}`);
        for (const s of Object.values(r.systems)) {
          if (s.lagna.years < 0 || s.lagna.years >= 12) bad.push(`${s.system} lagna ${s.lagna.years}`);
          if (s.totalYears > s.subtotal + 1e-9 || s.krurodaya.fraction > 1 / 9 + 1e-12)
            bad.push(`${s.system} krurodaya`);
          const expected = s.totalYears < 32 ? 'Alpa' : s.totalYears < 64 ? 'Madhya' : 'Dirgha';
          if (s.band !== expected) bad.push(`${s.system} band`);
          if (!s.disclaimer.includes('never a prediction of death')) bad.push('disclaimer');
        }
        if (r.totalYears !== r.systems[r.applies].totalYears) bad.push('applies');
      }
    }
    console.info(`longevity invariants on ${n} computed charts: ${bad.length} violations`);
    expect(bad).toEqual([]);
  });
});
