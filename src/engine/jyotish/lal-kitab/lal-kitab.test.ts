// A real chart from computeChart runs through the reading; houses and debts are checked against an independent
// recomputation from the chart's signs (house = sign counted from the lagna sign; debts from the rules as written
// here, not from the tables).
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { computeChart } from '../chart/compute.ts';
import { GRAHAS, type Graha } from '../../vocabulary/names.ts';
import { lalKitab } from './lal-kitab.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

const RULES: Record<string, [Graha[], number[]]> = {
  pitri: [
    ['Venus', 'Mercury', 'Rahu'],
    [2, 5, 9, 12],
  ],
  swa: [['Venus', 'Saturn', 'Rahu'], [5]],
  matri: [['Ketu'], [4]],
  stri: [
    ['Sun', 'Moon', 'Rahu'],
    [2, 7],
  ],
  behan: [['Moon'], [3, 6]],
  sambandhi: [
    ['Mercury', 'Ketu'],
    [1, 8],
  ],
  zalim: [
    ['Sun', 'Moon', 'Mars'],
    [10, 11],
  ],
  ajanma: [['Sun', 'Venus', 'Mars'], [12]],
  kudrati: [['Moon', 'Mars'], [6]],
};

// The other readings, written out from the brief's list (Stri: Sun, Rahu, Ketu; Kudrati: Venus, Moon) and the
// sinful-grahas reading of Swa rin.
const ALTERNATES: Record<string, [Graha[], number[]]> = {
  swa: [['Venus', 'Saturn', 'Rahu', 'Ketu'], [5]],
  stri: [
    ['Sun', 'Rahu', 'Ketu'],
    [2, 7],
  ],
  kudrati: [['Venus', 'Moon'], [6]],
};

describe('lalKitab on a computed chart', () => {
  const moments = [
    { date: '1889-11-14', time: '23:36', latitude: 25.45, longitude: 81.85, utcOffset: '+05:27' },
    { date: '1990-06-15', time: '14:30', latitude: 28.61, longitude: 77.21, utcOffset: '+05:30' },
  ];
  test.each(moments)('$date $time', (moment) => {
    const chart = computeChart(moment);
    const r = lalKitab(chart);
    const houseOf = (g: Graha) => ((chart.grahas[g].signIndex - chart.lagna.signIndex + 12) % 12) + 1;

    expect(r.houses).toHaveLength(12);
    expect(r.grahas.map((g) => [g.graha, g.house])).toEqual(GRAHAS.map((g) => [g, houseOf(g)]));
    for (const h of r.houses) expect(h.occupants).toEqual(GRAHAS.filter((g) => houseOf(g) === h.house));

    const expectedDebts = Object.entries(RULES)
      .filter(([, [grahas, houses]]) => grahas.some((g) => houses.includes(houseOf(g))))
      .map(([id]) => id);
    expect(r.debts.filter((d) => d.present).map((d) => d.id)).toEqual(expectedDebts);
    const expectedAlternates = Object.entries(ALTERNATES)
      .filter(([, [grahas, houses]]) => grahas.some((g) => houses.includes(houseOf(g))))
      .map(([id]) => id);
    expect(r.debts.filter((d) => d.alternates.some((a) => a.present)).map((d) => d.id)).toEqual(expectedAlternates);
    console.info(
      `lal kitab ${moment.date}: lagna ${chart.lagna.sign}, debts present: ${expectedDebts.join(', ') || 'none'}`,
    );

    expect(r.method).toContain('Aries');
    expect(r.refs.length).toBeGreaterThan(0);
    expect(r.refs.every((c) => c.source === 'lal_kitab' && c.status === 'pending')).toBe(true);
    expect(r.remedies.every((x) => x.advisory)).toBe(true);
  });
});
