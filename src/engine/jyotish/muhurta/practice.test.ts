// Practice profiles: the classical profile gives the windows the engine gave before profiles existed (recorded in
// test/reference/muhurta/classical-2026.json at 0ec2ab3: a digest of every day's band and windows of 2026 for each
// act), and an almanac profile accepts more without hiding what the classical reading objects to.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { EPHE_PATH } from '../../../../test/reference/astro/fixtures.ts';
import recorded from '../../../../test/reference/muhurta/classical-2026.json' with { type: 'json' };
import { initEphemeris } from '../../astro/sweph/index.ts';
import type { Karma } from '../../tables/muhurta/keys.ts';
import { PRACTICE_PROFILES, PRACTICES, type Practice } from '../../tables/muhurta/practices.ts';
import { scan, type ScannedDay } from './scan.ts';

const DELHI = { latitude: 28.6139, longitude: 77.209, sunriseRule: 'upper_limb', ayanamsa: 'lahiri' } as const;
const STARTS = ['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01'];

beforeAll(() => initEphemeris(EPHE_PATH));

const year = (karma: Karma, practice: Practice): ScannedDay[] =>
  STARTS.flatMap((startDate) => scan({ ...DELHI, practice, startDate, days: 90, lagna: true }, karma).days);

const asText = (days: ScannedDay[]) =>
  days
    .map(
      (d) =>
        `${d.date}|${d.quality}|` +
        d.windows.map((w) => `${Math.round(w.start * 86_400)}-${Math.round(w.end * 86_400)}`).join(','),
    )
    .join(';');

describe('practice profiles', () => {
  test.each(Object.keys(recorded.acts))('classical: %s as before profiles existed', (karma) => {
    const days = year(karma as Karma, 'classical');
    const want = recorded.acts[karma as keyof typeof recorded.acts];
    expect(days.filter((d) => d.windows.length > 0)).toHaveLength(want.days_with_windows);
    expect(createHash('sha256').update(asText(days)).digest('hex')).toBe(want.sha256);
    expect(days.flatMap((d) => d.stricter)).toEqual([]);
  });

  test('north_indian_almanac: a date only it accepts names what the classical reading objects to', () => {
    const north = year('vivah', 'north_indian_almanac');
    const classical = new Set(
      year('vivah', 'classical')
        .filter((d) => d.windows.length > 0)
        .map((d) => d.date),
    );
    const onlyNorth = north.filter((d) => d.windows.length > 0 && !classical.has(d.date));
    console.info(
      `vivah 2026, New Delhi: north_indian_almanac accepts ${north.filter((d) => d.windows.length > 0).length} ` +
        `dates, classical ${classical.size}; ${onlyNorth.length} only by the almanac practice, their stricter ` +
        `rules: ${[...new Set(onlyNorth.flatMap((d) => d.stricter.map((f) => f.id)))].join(', ')}`,
    );
    expect(onlyNorth.length).toBeGreaterThan(0);
    for (const d of onlyNorth) {
      expect(d.stricter.length, d.date).toBeGreaterThan(0);
      for (const f of d.stricter) expect(f.refs.length, `${d.date} ${f.id}`).toBeGreaterThan(0);
    }
  });

  test('every profile cites its practice and relaxes or adds only named rules', () => {
    for (const p of PRACTICES) {
      const profile = PRACTICE_PROFILES.data[p];
      expect(profile.cites.length, p).toBeGreaterThan(0);
      for (const r of Object.values(profile.relaxes)) expect(['issue', 'off']).toContain(r.how);
      for (const how of Object.values(profile.adds)) expect(['block', 'issue']).toContain(how);
    }
    expect(PRACTICE_PROFILES.data.classical.relaxes).toEqual({});
    expect(PRACTICE_PROFILES.data.classical.adds).toEqual({});
  });
});
