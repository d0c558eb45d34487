// Sankrantis against bisection on swetest (test/reference/events), new and full moons against NASA's phase table.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { julianDayUT } from '../../astro/time.ts';
import { SIGNS } from '../../vocabulary/names.ts';
import { nextFullMoon, nextNewMoon, nextSankranti } from './solar-lunar.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const fixture = JSON.parse(readFileSync(path.join(ROOT, 'test/reference/events/sankranti.json'), 'utf8')) as {
  cases: { from_jd_ut: number; jd_ut: number; sign_index: number }[];
};

beforeAll(() => initEphemeris(path.join(ROOT, 'data/ephe')));

describe('sankranti', () => {
  test('15 ingresses 1900-2100 within 1 s of bisection on swetest', () => {
    const w = worst();
    for (const c of fixture.cases) {
      const s = nextSankranti(c.from_jd_ut);
      expect(s.sign).toBe(SIGNS[c.sign_index]);
      record(w, Math.abs(s.jdUt - c.jd_ut) * 86_400, `${s.sign} JD ${c.jd_ut}`);
    }
    report(
      {
        id: 'events.sankranti.swetest',
        quantity: 'sankranti (the Sun entering a sidereal sign), 15 ingresses 1900-2100',
        reference: 'swetestBisection',
        unit: 's',
        tolerance: 1,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(1);
  });
});

describe('new and full moons', () => {
  // NASA, Phases of the Moon 2001-2100 (Espenak), times to the minute: compare within 60 s.
  test('full and new moon after 2025-01-01 within a minute of NASA', () => {
    const w = worst();
    for (const [kind, from, expected] of [
      ['full', Date.UTC(2025, 0, 1), Date.UTC(2025, 0, 13, 22, 27)],
      ['new', Date.UTC(2025, 0, 1), Date.UTC(2025, 0, 29, 12, 36)],
    ] as const) {
      const jd = kind === 'new' ? nextNewMoon(julianDayUT(from)) : nextFullMoon(julianDayUT(from));
      record(
        w,
        Math.abs(jd - julianDayUT(expected)) * 86_400,
        `${kind} moon ${new Date(expected).toISOString().slice(0, 16)}`,
      );
    }
    // NASA rounds to the minute.
    report(
      {
        id: 'events.new-full-moon.nasa',
        quantity: 'new and full moon, January 2025 (published to the minute)',
        reference: 'nasa',
        unit: 's',
        tolerance: 60,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(60);
  });
});
