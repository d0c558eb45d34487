// Ruling planets: lagna and Moon against swetest (fixtures/ruling.json, Krishnamurti ayanamsa, tolerance 1"), their
// lords against the fixture's independent arithmetic, and the day lord from the calendar by hand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { signedDiff } from '../../vocabulary/angles.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { julianDayUT } from '../../astro/time.ts';
import { rulingPlanets } from './ruling-planets.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';

type Lords = { sign_lord: string; star_lord: string; sub_lord: string };
const fixture = JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'fixtures/ruling.json'), 'utf8')) as {
  cases: {
    label: string;
    utc: string;
    latitude: number;
    longitude: number;
    moon: number;
    ascendant: number;
    moon_lords: Lords;
    lagna_lords: Lords;
  }[];
};

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

// Day lords by hand: 1990-11-20 was a Tuesday, 16:00 IST is after sunrise: Mars. 2024-03-14 is a Thursday but
// 04:00 IST is before sunrise, so the Vedic day is still Wednesday: Mercury. 2000-01-01 was a Saturday, noon:
// Saturn. Tromso on 2020-06-21 has no sunrise (polar day): the civil weekday at local mean time, Sunday: Sun.
const DAY_LORD = ['Mars', 'Mercury', 'Saturn', 'Sun'];

describe('rulingPlanets', () => {
  test('lagna and Moon within 1" of swetest; slots as derived; day lord by the sunrise rule', () => {
    const w = worst();
    fixture.cases.forEach((c, i) => {
      const r = rulingPlanets(julianDayUT(Date.parse(c.utc)), c.latitude, c.longitude, 'krishnamurti');
      record(w, Math.abs(signedDiff(r.lagna.longitude, c.ascendant)) * 3600, `${c.label} lagna`);
      record(w, Math.abs(signedDiff(r.moon.longitude, c.moon)) * 3600, `${c.label} Moon`);
      const slot = Object.fromEntries(r.slots.map((s) => [s.slot, s.graha]));
      expect(slot, c.label).toEqual({
        day_lord: DAY_LORD[i],
        lagna_sign_lord: c.lagna_lords.sign_lord,
        lagna_star_lord: c.lagna_lords.star_lord,
        lagna_sub_lord: c.lagna_lords.sub_lord,
        moon_sign_lord: c.moon_lords.sign_lord,
        moon_star_lord: c.moon_lords.star_lord,
      });
      expect(r.planets.slice(0, new Set(r.slots.map((s) => s.graha)).size)).toEqual([
        ...new Set(r.slots.map((s) => s.graha)),
      ]);
      for (const a of r.nodeAgents) expect(r.planets).toContain(a.via);
      expect(r.notes.length > 0, c.label).toBe(c.latitude > 66.56);
    });
    report(
      {
        id: 'kp.ruling-planets.swetest',
        quantity: 'lagna and Moon of the KP ruling planets (Krishnamurti ayanamsa)',
        reference: 'swetest',
        unit: 'arcsec',
        tolerance: 1,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(1);
  });
});
