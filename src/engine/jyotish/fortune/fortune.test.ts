// Fortune direction: dig bala by hand, the direction tables' invariants, and a chart read factor by factor
// (Lucknow, 1990-11-20 16:00: lagna Aries; Mars in Taurus; Venus in Scorpio; Saturn in Sagittarius; Jupiter in Cancer).
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { DIG_BALA_KENDRA, KENDRA_DIRECTIONS, SIGN_DIRECTIONS } from '../../tables/fortune/directions.ts';
import { computeChart } from '../chart/compute.ts';
import { SIGNS } from '../../vocabulary/names.ts';
import { digBala } from './dig-bala.ts';
import { fortuneDirection } from './fortune.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

describe('direction tables', () => {
  test('signs rotate east, south, west, north from Aries (fiery, earthy, airy, watery); kendras 1 E, 4 N, 7 W, 10 S', () => {
    SIGNS.forEach((s, i) => expect(SIGN_DIRECTIONS.data[s]).toBe((['east', 'south', 'west', 'north'] as const)[i % 4]));
    expect(KENDRA_DIRECTIONS.data).toEqual({ 1: 'east', 4: 'north', 7: 'west', 10: 'south' });
    expect(DIG_BALA_KENDRA.data).toEqual({ Sun: 10, Moon: 4, Mars: 10, Mercury: 1, Jupiter: 1, Venus: 4, Saturn: 7 });
  });
});

describe('dig bala (arc from the powerless point / 3)', () => {
  // Ascendant 100, midheaven 10 (so the descendant is 280 and the nadir 190).
  test.each([
    ['Jupiter', 100, 60],
    ['Jupiter', 280, 0],
    ['Jupiter', 190, 30], // strong at the ascendant
    ['Sun', 10, 60],
    ['Sun', 190, 0],
    ['Mars', 100, 30], // strong at the midheaven
    ['Saturn', 280, 60],
    ['Saturn', 100, 0], // strong at the descendant
    ['Moon', 190, 60],
    ['Venus', 10, 0],
    ['Venus', 250, 40], // strong at the nadir: |250 - 190| = 60 -> 120 / 3
  ] as const)('%s at %d -> %d virupas', (graha, lon, expected) => {
    expect(digBala(graha, lon, 100, 10)).toBeCloseTo(expected, 10);
  });
});

describe('fortune direction of a chart', () => {
  test('each factor follows from the placements by its rule', () => {
    const chart = computeChart({ date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 });
    expect(chart.lagna.sign).toBe('Aries');
    const f = fortuneDirection(chart);
    // Lagna lord Mars in Taurus (earthy): south.
    expect(f.lagnaLord).toMatchObject({
      graha: 'Mars',
      sign: chart.grahas.Mars.sign,
      signDirection: SIGN_DIRECTIONS.data[chart.grahas.Mars.sign],
    });
    // 2nd lord Venus (Taurus), 11th lord Saturn (Aquarius): their signs' directions, both listed when they differ.
    expect(f.wealthQuadrant.secondLord.graha).toBe('Venus');
    expect(f.wealthQuadrant.eleventhLord.graha).toBe('Saturn');
    expect(new Set(f.wealthQuadrant.directions)).toEqual(
      new Set([SIGN_DIRECTIONS.data[chart.grahas.Venus.sign], SIGN_DIRECTIONS.data[chart.grahas.Saturn.sign]]),
    );
    // Strongest dig bala is the maximum of the seven, and every value lies in [0, 60].
    for (const d of f.digBala) expect(d.virupas >= 0 && d.virupas <= 60).toBe(true);
    expect(f.strongestDigBala.virupas).toBe(Math.max(...f.digBala.map((d) => d.virupas)));
    // Votes: three factors, the winner has the most votes (or the strongest dig bala's direction on a tie).
    expect(Object.values(f.luckyDirection.votes).reduce((a, b) => a + b, 0)).toBe(3);
    const top = Math.max(...Object.values(f.luckyDirection.votes));
    expect(f.luckyDirection.votes[f.luckyDirection.direction] === top).toBe(true);
    // Home/abroad: lagna lord in the 2nd, 4th lord Moon in the 9th, 9th and 12th lord Jupiter in the 4th: no signal.
    const expectedSignals = [
      [7, 9, 12].includes(chart.grahas.Mars.house),
      [1, 9, 12].includes(chart.grahas.Jupiter.house),
      chart.grahas.Jupiter.house === 12,
      [1, 4].includes(chart.grahas.Mars.house),
      [1, 4].includes(chart.grahas.Moon.house),
    ].filter(Boolean).length;
    expect(f.homeVersusAbroad.signals).toHaveLength(expectedSignals);
    expect(f.method).toContain('Service synthesis');
    expect(f.refs.every((r) => r.status === 'pending')).toBe(true);
  });
});
