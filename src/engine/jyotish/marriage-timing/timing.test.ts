// Marriage timing on real charts: every window lies inside the Vimshottari antardasha the dasha engine gives at its
// middle; the Jupiter trigger's span edges are swetest's Jupiter crossings (../transit/fixtures, within 1 s) and
// its spans are exactly the stays that reach a target by the rule written out here; the double transit holds
// only where both grahas reach the target by the rule written out here. Promise rules on hand-built factors.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { computeChart } from '../chart/compute.ts';
import { currentDasha, vimshottari } from '../dasha/vimshottari.ts';
import { coupleTiming } from './couple.ts';
import type { MarriageFactors } from './factors.ts';
import { intersect, merge, totalDays } from './intervals.ts';
import { bandOf, promisedAge } from './promise.ts';
import { timeline } from './timeline.ts';
import { marriageTiming } from './timing.ts';
import { SIGNS } from '../../vocabulary/names.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';

const fixture = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../transit/fixtures/jupiter-ingress.json'), 'utf8'),
) as {
  cases: { jd_ut: number; from_sign: number; to_sign: number; forward: boolean }[];
};

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

// Births whose scans (ages 18-45) fall inside the fixture's 1985-2045 window.
const BIRTHS = [
  { date: '1975-04-12', time: '06:40', latitude: 28.61, longitude: 77.21 },
  { date: '1980-09-03', time: '22:15', latitude: 13.08, longitude: 80.27 },
  { date: '1972-01-26', time: '11:05', latitude: 19.07, longitude: 72.88 },
  { date: '1978-12-30', time: '03:50', latitude: 26.85, longitude: 80.95 },
];
const chartOf = (b: (typeof BIRTHS)[number]) => computeChart(b);

// --- the rules, written out independently of the engine's tables --------------------------------------------------
const houseFrom = (from: number, to: number) => ((to - from + 12) % 12) + 1;
const jupiterReaches = (from: number, to: number) => [1, 5, 7, 9].includes(houseFrom(from, to));
const saturnReaches = (from: number, to: number) => [1, 3, 7, 10].includes(houseFrom(from, to));
const SIGN_LORD = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];

/** Jupiter's sign at an instant, from the swetest crossings alone. */
function jupiterSignFromFixture(jd: number): number {
  const before = fixture.cases.filter((c) => c.jd_ut <= jd).at(-1);
  if (before === undefined) throw new Error('instant before the fixture');
  return before.to_sign;
}

describe('marriage timing', () => {
  test('every window lies inside the antardasha the Vimshottari engine gives, and its lord is a significator', () => {
    let windows = 0;
    for (const b of BIRTHS) {
      const chart = chartOf(b);
      const t = marriageTiming(chart);
      const v = vimshottari(chart.grahas.Moon.longitude, chart.moment.jdUt);
      const seventh = (chart.lagna.signIndex + 6) % 12;
      const significators = new Set([SIGN_LORD[seventh], 'Venus', ...chart.houses[6]!.occupants]);
      for (const w of t.windows) {
        const [md, ad] = currentDasha(v, (w.startJdUt + w.endJdUt) / 2, 2);
        expect([md?.lord, ad?.lord]).toEqual([w.mahadasha, w.antardasha]);
        expect(w.startJdUt).toBeGreaterThanOrEqual(ad!.startJdUt);
        expect(w.endJdUt).toBeLessThanOrEqual(ad!.endJdUt);
        expect(significators.has(w.antardasha)).toBe(true);
        expect(w.gateStrong).toBe(significators.has(w.mahadasha));
        windows++;
      }
      for (const g of t.dashaGate) expect(significators.has(g.antardasha)).toBe(true);
    }
    expect(windows).toBeGreaterThan(0);
  });

  test('the Jupiter trigger: edges are swetest crossings (1 s), spans are exactly the stays reaching a target', () => {
    const w = worst();
    let edges = 0;
    for (const b of BIRTHS) {
      const chart = chartOf(b);
      const t = marriageTiming(chart);
      const targets = [
        (chart.lagna.signIndex + 6) % 12,
        chart.grahas[chart.houses[6]!.lord].signIndex,
        chart.grahas.Venus.signIndex,
      ];
      for (const s of t.jupiter) {
        for (const edge of [s.startJdUt, s.endJdUt]) {
          if (edge === t.scan.startJdUt || edge === t.scan.endJdUt) continue;
          const nearest = Math.min(...fixture.cases.map((c) => Math.abs(c.jd_ut - edge)));
          record(w, nearest * 86_400, `${b.date} edge JD ${edge.toFixed(4)}`);
          edges++;
        }
        const sign = jupiterSignFromFixture((s.startJdUt + s.endJdUt) / 2);
        expect(SIGNS[sign]).toBe(s.jupiterSign);
        expect(targets.some((x) => jupiterReaches(sign, x))).toBe(true);
      }
      // Conversely: every fixture stay inside the scan that reaches a target is covered.
      const covered = merge(t.jupiter);
      const inScan = fixture.cases.filter((c) => c.jd_ut > t.scan.startJdUt && c.jd_ut < t.scan.endJdUt);
      for (let i = 0; i + 1 < inScan.length; i++) {
        const [a, z] = [inScan[i]!, inScan[i + 1]!];
        if (!targets.some((x) => jupiterReaches(a.to_sign, x))) continue;
        expect(totalDays(intersect(covered, [{ startJdUt: a.jd_ut + 1e-3, endJdUt: z.jd_ut - 1e-3 }]))).toBeCloseTo(
          z.jd_ut - a.jd_ut - 2e-3,
          3,
        );
      }
    }
    report(
      {
        id: 'marriage.jupiter-trigger-edges.swetest',
        quantity: "edges of the marriage-timing Jupiter trigger spans (Jupiter's sign crossings)",
        reference: 'swetestBisection',
        unit: 's',
        tolerance: 1,
      },
      w,
    );
    expect(edges).toBeGreaterThan(0);
    expect(w.max).toBeLessThanOrEqual(1);
  });

  test("the double transit holds only where Jupiter and Saturn both reach the 7th house or the 7th lord's sign", () => {
    let spans = 0;
    for (const b of BIRTHS) {
      const chart = chartOf(b);
      const t = marriageTiming(chart);
      const target = {
        seventh_house: (chart.lagna.signIndex + 6) % 12,
        seventh_lord: chart.grahas[chart.houses[6]!.lord].signIndex,
        venus: -1,
      };
      for (const d of t.doubleTransit) {
        const x = target[d.target];
        expect(jupiterReaches(SIGNS.indexOf(d.jupiterSign), x)).toBe(true);
        expect(saturnReaches(SIGNS.indexOf(d.saturnSign), x)).toBe(true);
        expect(SIGNS.indexOf(d.jupiterSign)).toBe(jupiterSignFromFixture((d.startJdUt + d.endJdUt) / 2));
        spans++;
      }
    }
    expect(spans).toBeGreaterThan(0);
  });

  test("the couple windows are where both partners' windows hold", () => {
    const [bride, groom] = [
      marriageTiming(chartOf(BIRTHS[0]!), { sex: 'female' }),
      marriageTiming(chartOf(BIRTHS[1]!), { sex: 'male' }),
    ];
    const c = coupleTiming(bride, groom);
    expect(totalDays(c.windows)).toBeCloseTo(totalDays(intersect(bride.windows, groom.windows)), 6);
    for (const w of c.windows) {
      expect(bride.windows.some((b) => b.startJdUt <= w.startJdUt && b.endJdUt >= w.endJdUt)).toBe(true);
      expect(groom.windows.some((g) => g.startJdUt <= w.startJdUt && g.endJdUt >= w.endJdUt)).toBe(true);
    }
    expect(groom.promise.legalMinimumAge).toBe(21);
    expect(bride.promise.legalMinimumAge).toBe(18);
  });

  test('the timeline: shares between 0 and 1, and a chart synced with itself scores 100', () => {
    const t = marriageTiming(chartOf(BIRTHS[2]!));
    const tl = timeline([
      { person: 'bride', timing: t },
      { person: 'groom', timing: t },
    ]);
    expect(tl.syncScore).toBe(100);
    for (const r of tl.rows) for (const c of r.cells) expect(c >= 0 && c <= 1).toBe(true);
    expect(tl.columns.length).toBeGreaterThanOrEqual(27);
    const single = timeline([{ person: 'person', timing: t }]);
    expect(single.syncScore).toBeNull();
  });
});

// --- promise rules on hand-built factors ----------------------------------------------------------------------------
const none = { saturn: false, jupiter: false };
const base = (): MarriageFactors => ({
  seventh: { signIndex: 6, sign: 'Libra', occupants: [], aspectedBy: [] },
  seventhLord: { graha: 'Venus', house: 3, signIndex: 2, combust: false, debilitated: false },
  venus: { house: 3, signIndex: 2, combust: false, dignity: 'neutral' },
  darakaraka: { graha: 'Mars', house: 2, signIndex: 1 },
  upapada: { signIndex: 4, sign: 'Leo', house: 5 },
  influence: {
    seventhHouse: { ...none },
    seventhLord: { ...none },
    venus: { ...none },
    darakaraka: { ...none },
    upapada: { ...none },
  },
});
const holding = (f: MarriageFactors) =>
  promisedAge(f, 'unspecified')
    .findings.filter((x) => x.holds)
    .map((x) => x.id);

describe('promise rules', () => {
  test('a chart with no indication is timely, ages from the service band', () => {
    const p = promisedAge(base(), 'unspecified');
    expect(p.findings.filter((x) => x.holds)).toEqual([]);
    expect([p.band, p.fromAge, p.toAge]).toEqual(['timely', 22, 30]);
  });

  test('Saturn on the 7th, its lord, Venus, the darakaraka and the upapada each count, and flip the band to delayed', () => {
    const f = base();
    f.influence.seventhHouse.saturn = true;
    expect(holding(f)).toEqual(['saturn_on_seventh']);
    expect(promisedAge(f, 'unspecified').band).toBe('timely');
    f.influence.venus.saturn = true;
    expect(promisedAge(f, 'unspecified').band).toBe('delayed');
    f.influence.seventhLord.saturn = true;
    f.influence.darakaraka.saturn = true;
    f.influence.upapada.saturn = true;
    expect(holding(f)).toEqual([
      'saturn_on_seventh',
      'saturn_on_seventh_lord',
      'saturn_on_venus',
      'saturn_on_darakaraka',
      'saturn_on_upapada',
    ]);
  });

  test('Saturn never afflicts itself as the 7th lord or the darakaraka', () => {
    const f = base();
    f.seventhLord = { ...f.seventhLord, graha: 'Saturn' };
    f.darakaraka = { ...f.darakaraka, graha: 'Saturn' };
    f.influence.seventhLord.saturn = true;
    f.influence.darakaraka.saturn = true;
    expect(holding(f)).toEqual([]);
  });

  test('earlier indications: 7th lord in a kendra, Venus dignified, a lone benefic in the 7th, Jupiter on the 7th', () => {
    const f = base();
    f.seventhLord.house = 10;
    f.venus.dignity = 'own';
    f.seventh.occupants = ['Moon'];
    f.influence.seventhHouse.jupiter = true;
    expect(holding(f)).toEqual([
      'seventh_lord_in_kendra_trikona',
      'venus_dignified',
      'benefic_in_seventh',
      'jupiter_on_seventh',
    ]);
    expect(promisedAge(f, 'male')).toMatchObject({ band: 'early', fromAge: 21, toAge: 25 });
    f.seventh.occupants = ['Moon', 'Mars'];
    f.seventhLord.combust = true;
    expect(holding(f)).toEqual(['venus_dignified', 'jupiter_on_seventh']);
  });

  test('the band by balance: +2 early, -2 delayed, else timely', () => {
    expect([-3, -2, -1, 0, 1, 2, 3].map(bandOf)).toEqual([
      'delayed',
      'delayed',
      'timely',
      'timely',
      'timely',
      'early',
      'early',
    ]);
  });
});

describe('intervals', () => {
  test('merge and intersect by hand', () => {
    const a = [
      { startJdUt: 0, endJdUt: 2 },
      { startJdUt: 1, endJdUt: 3 },
      { startJdUt: 5, endJdUt: 6 },
    ];
    expect(merge(a)).toEqual([
      { startJdUt: 0, endJdUt: 3 },
      { startJdUt: 5, endJdUt: 6 },
    ]);
    expect(intersect(a, [{ startJdUt: 2.5, endJdUt: 5.5 }])).toEqual([
      { startJdUt: 2.5, endJdUt: 3 },
      { startJdUt: 5, endJdUt: 5.5 },
    ]);
    expect(totalDays(a)).toBe(4);
  });
});
