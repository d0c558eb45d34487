/**
 * Three public charts (public-charts.json): first the computed signs against the published ones (the independent
 * reference), then each level result worked by hand from the published placements and the level rules. The full
 * reports are in public-charts.reports.json for reading (generate.ts), not asserted here.
 */
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../../src/engine/astro/sweph/index.ts';
import { PUBLIC, reportsOf } from './charts.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
beforeAll(() => initEphemeris(path.join(ROOT, 'data/ephe')));

describe.each(PUBLIC.charts.map((c) => [c.id, c] as const))('%s', (_id, c) => {
  test('computed signs agree with the published chart', () => {
    const { chart } = reportsOf(c);
    const ours: Record<string, string> = {
      Lagna: chart.lagna.sign,
      ...Object.fromEntries(Object.values(chart.grahas).map((g) => [g.graha, g.sign])),
    };
    for (const [point, sign] of Object.entries(c.published_signs))
      expect(`${point} ${ours[point]}`).toBe(`${point} ${sign}`);
  });

  test.each(c.expected.map((e) => [`${e.area} level ${e.level}`, e] as const))('%s, worked by hand', (_name, e) => {
    const { reports } = reportsOf(c);
    const level = reports[e.area].levels[e.level - 1];
    expect(level?.level).toBe(e.level);
    expect(level?.status).toBe(e.status);
    if (e.score !== undefined) expect(level?.score).toBe(e.score);
    if (e.standing !== undefined) expect(level?.facts.standing).toEqual(e.standing);
    if (e.yoga_present !== undefined) expect(level?.facts.present).toContain(e.yoga_present);
  });
});
