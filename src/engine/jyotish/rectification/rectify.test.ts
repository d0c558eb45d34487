// Rectification: candidates tile the window, each candidate's lagna is the ascendant sign where it was evaluated,
// scores are sums of stated agreements, and every stated agreement is true of the chart (re-derived here).
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { ascendant } from '../../astro/houses.ts';
import { resolveMoment } from '../../astro/moment.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { julianDayUT } from '../../astro/time.ts';
import { SIGN_LORDS, SIGNS } from '../../vocabulary/names.ts';
import { rectify } from './rectify.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

test('candidates over a 2-hour window: tiling, lagna by the ascendant, true reasons, sorted scores', () => {
  const m = resolveMoment({ date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 });
  const events = [
    { kind: 'marriage' as const, jdUt: julianDayUT(Date.UTC(2016, 1, 14, 6)) },
    { kind: 'child_birth' as const, jdUt: julianDayUT(Date.UTC(2018, 6, 1, 6)) },
    { kind: 'career_start' as const, jdUt: julianDayUT(Date.UTC(2012, 7, 1, 6)) },
  ];
  const cands = rectify({
    jdUt: m.jdUt,
    latitude: 26.85,
    longitude: 80.95,
    windowMinutes: 60,
    events,
    ayanamsa: 'lahiri',
  });
  expect(cands.length).toBeGreaterThanOrEqual(1);
  const byTime = [...cands].sort((a, b) => a.fromMinutes - b.fromMinutes);
  expect(byTime[0]?.fromMinutes).toBe(-60);
  expect(byTime.at(-1)?.toMinutes).toBe(60);
  for (let i = 1; i < byTime.length; i++) expect(byTime[i]?.fromMinutes).toBe((byTime[i - 1]?.toMinutes ?? 0) + 1);
  for (let i = 1; i < cands.length; i++) expect(cands[i - 1]!.score).toBeGreaterThanOrEqual(cands[i]!.score);

  for (const c of cands) {
    const jd = m.jdUt + c.atMinutes / 1440;
    const lagnaIndex = Math.floor(ascendant(jd, 26.85, 80.95) / 30);
    expect(c.lagna).toBe(SIGNS[lagnaIndex]);
    expect(c.agreement).toBeGreaterThanOrEqual(0);
    expect(c.agreement).toBeLessThanOrEqual(1);
    expect(c.score).toBe(c.events.reduce((s, e) => s + e.points, 0));
    for (const e of c.events) {
      for (const r of e.reasons) {
        const rule = /lord (\w+) rules house ([\d, ]+)/.exec(r);
        if (rule)
          for (const h of rule[2]!.split(', ').map(Number))
            expect(SIGN_LORDS[SIGNS[(lagnaIndex + h - 1) % 12]!]).toBe(rule[1]);
        const occ = /lord (\w+) occupies house (\d+)/.exec(r);
        if (occ && occ[1] !== 'Rahu' && occ[1] !== 'Ketu') {
          const sign = Math.floor(siderealPosition(jd, occ[1] as 'Sun').longitude / 30);
          expect(((sign - lagnaIndex + 12) % 12) + 1).toBe(Number(occ[2]));
        }
      }
    }
  }
});
