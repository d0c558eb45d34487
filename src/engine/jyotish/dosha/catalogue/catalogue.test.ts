// The catalogue as a whole (52 unique rules, citations pending, statuses valid on a real chart), the transit
// doshas against Saturn's known sidereal sign, and Grahan janma against a published eclipse.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../../astro/sweph/index.ts';
import { julianDayUT } from '../../../astro/time.ts';
import { norm360 } from '../../../vocabulary/angles.ts';
import { nextEclipses } from '../../../astro/eclipse/index.ts';
import { tropicalPosition } from '../../../astro/positions.ts';
import { computeChart } from '../../chart/compute.ts';
import { DOSHA_RULES, doshaCatalogue } from './catalogue.ts';
import { hand } from './hand.test-helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
beforeAll(() => initEphemeris(path.join(ROOT, 'data/ephe')));

const rule = (id: string) => {
  const r = DOSHA_RULES.find((x) => x.id === id);
  if (r === undefined) throw new Error(`no rule ${id}`);
  return r;
};
const STATUSES = ['present', 'absent', 'cancelled', 'not_evaluated'];
const GROUPS = ['graha_yuti', 'bhava', 'birth_time', 'lunar', 'nodal', 'kuja', 'saturn', 'matching'];

describe('the catalogue', () => {
  test('has exactly 52 rules with unique snake_case ids, a definition and pending citations', () => {
    expect(DOSHA_RULES).toHaveLength(52);
    expect(new Set(DOSHA_RULES.map((r) => r.id)).size).toBe(52);
    for (const r of DOSHA_RULES) {
      expect(r.id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(r.definition.length).toBeGreaterThan(20);
      expect(GROUPS).toContain(r.group);
      expect(['hand_tested', 'advisory']).toContain(r.verification);
      expect(r.refs.length).toBeGreaterThan(0);
      for (const c of r.refs) expect(c.status).toBe('pending');
    }
  });

  test('a real chart runs through all 52 without throwing, with valid statuses and a consistent summary', () => {
    const chart = computeChart({
      date: '1990-11-20',
      time: '16:00',
      latitude: 26.85,
      longitude: 80.95,
      utcOffset: '+05:30',
    });
    for (const context of [{}, { asOfJdUt: julianDayUT(Date.parse('2024-06-01T00:00:00Z')), sex: 'female' as const }]) {
      const report = doshaCatalogue(chart, context);
      expect(report.doshas.map((d) => d.id)).toEqual(DOSHA_RULES.map((r) => r.id));
      for (const d of report.doshas) {
        expect(STATUSES).toContain(d.status);
        expect(d.facts.detail.length).toBeGreaterThan(0);
        if (d.status !== 'cancelled') expect(d.cancellation).toEqual([]);
        // A reason exactly when not evaluated.
        expect(d.reason !== undefined).toBe(d.status === 'not_evaluated');
      }
      const s = report.summary;
      expect(s.present + s.absent + s.cancelled + s.not_evaluated).toBe(52);
      // Nadi always needs a partner; the eclipse check has the moment and place of a computed chart.
      expect(report.doshas.find((d) => d.id === 'nadi_dosha')?.status).toBe('not_evaluated');
      expect(report.doshas.find((d) => d.id === 'bhakoot_dosha')?.status).toBe('not_evaluated');
      expect(report.doshas.find((d) => d.id === 'grahan_janma')?.status).not.toBe('not_evaluated');
    }
    const bare = doshaCatalogue(chart);
    for (const id of ['sade_sati', 'kantaka_shani', 'ashtama_shani', 'vishakanya_yoga']) {
      expect(bare.doshas.find((d) => d.id === id)?.status).toBe('not_evaluated');
    }
  });
});

describe('transit doshas at 2024-06-01', () => {
  // Saturn was in sidereal (Lahiri) Aquarius from January 2023 to March 2025 (almanacs: entry 17 Jan 2023, exit 29 Mar
  // 2025).
  const asOfJdUt = julianDayUT(Date.parse('2024-06-01T00:00:00Z'));
  test.each([
    ['sade_sati', 'Pi15', 'present', 'Aquarius is the 12th from Pisces: rising phase'],
    ['sade_sati', 'Aq15', 'present', 'the 1st: peak'],
    ['sade_sati', 'Le15', 'absent', 'Aquarius is the 7th from Leo'],
    ['kantaka_shani', 'Sc15', 'present', 'Aquarius is the 4th from Scorpio'],
    ['kantaka_shani', 'Le15', 'absent', 'the 7th'],
    ['ashtama_shani', 'Cn15', 'present', 'Aquarius is the 8th from Cancer'],
    ['ashtama_shani', 'Sc15', 'absent', 'the 4th, not the 8th'],
  ] as const)('%s with the Moon in %s is %s (%s)', (id, moon, status, _why) => {
    expect(rule(id).evaluate(hand({ Mo: moon }), { asOfJdUt }).status).toBe(status);
  });
});

describe('Grahan janma', () => {
  // Total lunar eclipse of 27 July 2018: umbral phase about 18:24 to 22:19 UT, maximum 20:22 UT, the Moon up over
  // India (NASA eclipse catalogue). A birth at Delhi at 01:52 IST on 28 July (20:22 UT) falls inside it.
  test('a birth at Delhi at the maximum of the 27 July 2018 lunar eclipse is present', () => {
    const chart = computeChart({
      date: '2018-07-28',
      time: '01:52',
      latitude: 28.61,
      longitude: 77.21,
      utcOffset: '+05:30',
    });
    const f = rule('grahan_janma').evaluate(chart);
    expect(f.status, f.facts.detail).toBe('present');
    expect(f.facts.grahas).toEqual(['Moon']);
  });

  // Partial solar eclipse of 13 July 2018, maximum about 03:01 UT, seen only from southern Australia and
  // Antarctica: not seen at Delhi, so a Delhi birth at its maximum does not count.
  test('a birth at Delhi at the maximum of the 13 July 2018 solar eclipse (not seen there) is absent', () => {
    const chart = computeChart({
      date: '2018-07-13',
      time: '08:31',
      latitude: 28.61,
      longitude: 77.21,
      utcOffset: '+05:30',
    });
    const f = rule('grahan_janma').evaluate(chart);
    expect(f.status, f.facts.detail).toBe('absent');
  });

  // The rule skips the eclipse search beyond 5 deg from conjunction or opposition. Check that bound on real
  // eclipses: at every contact of 40 eclipses from 2000 (widest phases: solar first to last contact at three places,
  // lunar penumbral start to end), the Moon's distance from syzygy stays far inside it.
  test('at every contact of 40 eclipses the Moon is within 2 deg of syzygy (the skip limit is 5 deg)', () => {
    const fromSyzygy = (jd: number) => {
      const e = norm360(tropicalPosition(jd, 'Moon').longitude - tropicalPosition(jd, 'Sun').longitude);
      return Math.min(e, Math.abs(e - 180), 360 - e);
    };
    let worst = 0;
    for (const [lat, lon] of [
      [28.61, 77.21],
      [-33.87, 151.21],
      [51.5, -0.13],
    ] as const) {
      for (const e of nextEclipses({
        fromJdUt: julianDayUT(Date.UTC(2000, 0, 1)),
        count: 40,
        latitude: lat,
        longitude: lon,
      })) {
        const c =
          e.kind === 'solar'
            ? [e.local.firstContact, e.local.lastContact]
            : [e.local.contacts.penumbralStart, e.local.contacts.penumbralEnd];
        for (const i of c) if (i !== null) worst = Math.max(worst, fromSyzygy(i.jdUt));
      }
    }
    console.info(
      `grahan janma skip: largest Moon distance from syzygy at an eclipse contact ${worst.toFixed(3)} deg ` +
        `(limit 5 deg)`,
    );
    expect(worst).toBeGreaterThan(0.5);
    expect(worst).toBeLessThan(2);
  });

  test('far from syzygy the search is skipped, and the answer says why', () => {
    const chart = computeChart({
      date: '2018-07-20',
      time: '12:00',
      latitude: 28.61,
      longitude: 77.21,
      utcOffset: '+05:30',
    });
    const f = rule('grahan_janma').evaluate(chart);
    expect(f.status).toBe('absent');
    expect(f.facts.detail).toContain('no eclipse can be in progress');
  });
});
