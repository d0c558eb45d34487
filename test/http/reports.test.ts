// Life-area reports: the framework route, the four areas and their aliases, timing windows checked against
// what POST /api/dasha/tree and POST /api/v2/gochar give for the same birth, the policy omissions, PARTIAL for a
// partner without a time of birth, and 422 for bad input.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

const BIRTH = { name: 'Example', date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const PARTNER = { name: 'Partner', date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 };
const TIMING = { as_of: '2026-01-01', horizon_years: 10 };

const post = async (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });
const ok = async (url: string, payload: object) => {
  const r = await post(url, payload);
  expect(r.statusCode, r.body).toBe(200);
  expectCors(r.headers);
  return r.json<any>();
};

function expectReport(body: any): void {
  expect(['LIVE', 'PARTIAL']).toContain(body.engine_status);
  expect(body.engine_status === 'PARTIAL').toBe(body.missing.length > 0);
  expect(body.activation_chain.map((l: any) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  for (const l of body.activation_chain) {
    expect(['active', 'latent', 'blocked', 'not_evaluated']).toContain(l.status);
    expect(l.score).toBeGreaterThanOrEqual(-2);
    expect(l.score).toBeLessThanOrEqual(2);
    expect(l.unit).toBe('points');
    expect(l.finding).not.toMatch(/undefined|NaN|\{/);
    expect(l.prove_refs.length).toBeGreaterThan(0);
  }
  // The rating is a band with its trace, never a percentage.
  expect(body.rating.tier).toBe('service');
  expect(body.rating.score).toBeCloseTo(
    body.rating.trace.reduce((s: number, t: any) => s + t.score, 0),
    9,
  );
  expect(JSON.stringify(body)).not.toMatch(/percent|%/i);
  expect(body.omitted_by_policy.some((o: any) => o.id === 'death-and-longevity')).toBe(true);
  expect(body.story_beats.length).toBeGreaterThan(0);
  expect(body.sources.length).toBeGreaterThan(0);
  expect(body.conventions.ayanamsa.name).toBe('lahiri');
}

test('GET /api/v2/activation-config: REFERENCE, twelve levels, bands, contract, four areas', async () => {
  const r = await service.app.inject({ method: 'GET', url: '/api/v2/activation-config' });
  expect(r.statusCode).toBe(200);
  expect(r.headers.etag).toBeDefined();
  const body = r.json<any>();
  expect(body.engine_status).toBe('REFERENCE');
  expect(body.levels.map((l: any) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  expect(body.rating.bands.map((b: any) => b.band)).toEqual(['strong', 'supported', 'mixed', 'challenged']);
  expect(Object.keys(body.level_contract)).toEqual(
    expect.arrayContaining(['level', 'name', 'status', 'score', 'facts', 'rule', 'prove_refs']),
  );
  expect(body.life_areas.map((a: any) => a.area)).toEqual(['marriage', 'progeny', 'career', 'wealth']);
  const marriage = body.life_areas[0];
  expect(marriage).toMatchObject({
    houses: [7],
    natural_karakas: ['Venus'],
    chara_karaka: 'Darakaraka',
    varga: 'D9',
    reads_upapada: true,
  });
  expect(body.life_areas[3]).toMatchObject({ houses: [2, 11], varga: 'D2', yoga_families: ['dhana'] });
  for (const ref of body.prove_refs) expect(ref.status).toBe('pending');
});

describe('marriage', () => {
  test('native alone: LIVE, twelve levels, 7th house, Venus, no union', async () => {
    const body = await ok('/api/v2/marriage-report', { native: BIRTH, ...TIMING });
    expectReport(body);
    expect(body.engine_status).toBe('LIVE');
    expect(body.union_strength.status).toBe('no_partner');
    expect(body.seventh_house.house).toBe(7);
    expect(body.venus_aspects.graha).toBe('Venus');
    expect(body.obstructions.nadi.state).toBe('not_evaluated');
    expect(body.omitted_by_policy.map((o: any) => o.id)).toContain('spouse-longevity');
  });

  test("with a partner: the matching engine's results, the same as POST /api/v2/koota-extended", async () => {
    const body = await ok('/api/v2/marriage-report', {
      native: { ...BIRTH, gender: 'Female' },
      partner: PARTNER,
      ...TIMING,
    });
    expect(body.union_strength.status).toBe('evaluated');
    const koota = await ok('/api/v2/koota-extended', { bride: BIRTH, groom: PARTNER });
    expect(body.union_strength.ashtakoota.total).toBe(koota.ashtakoota.total);
    expect(body.union_strength.ashtakoota.doshas.nadi).toBe(koota.ashtakoota.doshas.nadi);
    expect(body.union_strength.manglik.status).toBe(koota.manglik.status);
    expect(body.obstructions.nadi.state).toBe(koota.ashtakoota.doshas.nadi);
  });

  test('a partner without a time of birth: PARTIAL naming what it lacks', async () => {
    const { time: _, ...noTime } = PARTNER;
    const body = await ok('/api/v2/marriage-report', {
      native: { ...BIRTH, gender: 'Female' },
      partner: noTime,
      ...TIMING,
    });
    expect(body.engine_status).toBe('PARTIAL');
    expect(body.missing.join(' ')).toMatch(/partner\.time/);
    expect(body.union_strength.status).toBe('not_evaluated');
    expect(body.partner.time).toBeNull();
  });

  test('the alias answers the same', async () => {
    const a = await ok('/api/v2/marriage-report', { native: BIRTH, ...TIMING });
    const b = await ok('/api/v2/marriage-activation', { native: BIRTH, ...TIMING });
    expect(b).toEqual(a);
  });
});

test('progeny: male and female charts, fertility band and stars, child sex and infertility declined', async () => {
  const body = await ok('/api/v2/progeny-report', { male: PARTNER, female: BIRTH, ...TIMING });
  expectReport(body);
  expect(['well_supported', 'supported', 'mixed', 'needs_support']).toContain(body.fertility.band);
  expect(body.capacity_stars).toBeGreaterThanOrEqual(1);
  expect(body.capacity_stars).toBeLessThanOrEqual(5);
  expect(body.fifth_house.house).toBe(5);
  expect(body.jupiter_aspects.graha).toBe('Jupiter');
  expect(body.female.activation_chain).toHaveLength(12);
  const omitted = body.omitted_by_policy.map((o: any) => o.id);
  expect(omitted).toEqual(expect.arrayContaining(['child-sex', 'infertility-certainty']));
  // No level, beat or window names a child's sex.
  const said = JSON.stringify([body.activation_chain, body.story_beats, body.female.activation_chain]);
  expect(said).not.toMatch(/\b(son|sons|daughter|daughters|boy|girl)\b/i);
  for (const w of body.shared_windows) expect(w.end > w.start).toBe(true);
});

test('career: three paths, one handler; wealth: two paths; dhana yogas listed', async () => {
  const payload = { ...BIRTH, ...TIMING };
  const career = await ok('/api/v2/area/career', payload);
  expectReport(career);
  expect(career.area_houses.map((h: any) => h.house)).toEqual([10]);
  expect(await ok('/api/v2/career-activation', payload)).toEqual(career);
  expect(await ok('/api/v2/career-report', payload)).toEqual(career);
  const wealth = await ok('/api/v2/area/wealth', payload);
  expectReport(wealth);
  expect(wealth.area_houses.map((h: any) => h.house)).toEqual([2, 11]);
  expect(Array.isArray(wealth.dhana_yogas)).toBe(true);
  expect(await ok('/api/v2/wealth-report', payload)).toEqual(wealth);
});

test(
  'a level that cannot be read is not_evaluated and named in missing (PARTIAL): as_of beyond the 120 Vimshottari ' +
    'years',
  async () => {
    const body = await ok('/api/v2/area/career', {
      ...BIRTH,
      date: '1800-01-02',
      as_of: '2399-12-30',
      horizon_years: 25,
    });
    expect(body.engine_status).toBe('PARTIAL');
    const dasha = body.activation_chain[9];
    expect([dasha.id, dasha.status, dasha.score]).toEqual(['dasha', 'not_evaluated', 0]);
    expect(body.missing.join(' ')).toMatch(/level 10 \(dasha\)/);
    expect(body.rating.not_evaluated).toEqual(['dasha']);
    expect(body.timing_windows).toEqual([]);
  },
);

test("near the pole the engines' fallbacks travel as warnings, never a 5xx", async () => {
  const body = await ok('/api/v2/area/wealth', {
    ...BIRTH,
    date: '1990-06-21',
    time: '00:00',
    latitude: 89.5,
    longitude: 10,
    ...TIMING,
  });
  expectReport(body);
  expect(body.warnings.length).toBeGreaterThan(0);
});

// Local wall-clock date and time (at the birth place) of the middle of a window, read from its ISO strings.
function middle(startIso: string, endIso: string): { date: string; time: string } {
  const offset = startIso.slice(19);
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number);
  const ms = (Date.parse(startIso) + Date.parse(endIso)) / 2 + sign * ((h ?? 0) * 60 + (m ?? 0)) * 60_000;
  const wall = new Date(ms).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

test('timing windows lie inside the periods of /api/dasha/tree and the signs /api/v2/gochar gives', async () => {
  const tree = (await ok('/api/dasha/tree', { ...BIRTH, depth: 2 })).tree as any[];
  let checked = 0;
  for (const area of ['/api/v2/area/career', '/api/v2/area/wealth']) {
    const body = await ok(area, { ...BIRTH, ...TIMING });
    expect(body.timing_windows.length).toBeGreaterThan(0);
    for (const w of body.timing_windows) {
      const maha = tree.find((p) => p.planet === w.mahadasha.lord && p.start === w.mahadasha.start);
      expect(maha, `mahadasha ${w.mahadasha.lord} ${w.mahadasha.start}`).toBeDefined();
      expect(maha.end).toBe(w.mahadasha.end);
      const antar = maha.children.find((p: any) => p.planet === w.antardasha.lord && p.start === w.antardasha.start);
      expect(antar, `antardasha ${w.antardasha.lord} ${w.antardasha.start}`).toBeDefined();
      expect(antar.end).toBe(w.antardasha.end);
      // Inside the antardasha (ISO strings of one zone compare as instants).
      expect(Date.parse(w.start)).toBeGreaterThanOrEqual(Date.parse(antar.start));
      expect(Date.parse(w.end)).toBeLessThanOrEqual(Date.parse(antar.end));
      expect(Date.parse(w.end)).toBeGreaterThan(Date.parse(w.start));
      if (Date.parse(w.end) - Date.parse(w.start) < 2 * 86_400_000) continue; // the gochar input is to the minute
      const mid = middle(w.start, w.end);
      const g = await ok('/api/v2/gochar', {
        birth_date: BIRTH.date,
        birth_time: BIRTH.time,
        birth_latitude: BIRTH.latitude,
        birth_longitude: BIRTH.longitude,
        transit_date: mid.date,
        transit_time: mid.time,
      });
      expect(g.gochar.planets.Jupiter.current_sign).toBe(w.jupiter.sign);
      expect(g.gochar.planets.Saturn.current_sign).toBe(w.saturn.sign);
      checked++;
    }
  }
  console.info(`reports: ${checked} timing windows checked against /api/dasha/tree and /api/v2/gochar`);
  expect(checked).toBeGreaterThan(0);
});

// Local wall-clock date and time `minutes` after an ISO instant, in the instant's own offset.
function shifted(iso: string, minutes: number): { date: string; time: string } {
  const offset = iso.slice(19);
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number);
  const wall = new Date(Date.parse(iso) + (minutes + sign * ((h ?? 0) * 60 + (m ?? 0))) * 60_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

test(
  'each sign crossing that opens a Jupiter or Saturn stay lies within 2 minutes of where /api/v2/gochar changes ' +
    'sign',
  async () => {
    const TOL_MIN = 2;
    const body = await ok('/api/v2/area/wealth', { ...BIRTH, ...TIMING });
    const asOf = Date.parse(body.as_of);
    const stays = new Map<string, { graha: 'Jupiter' | 'Saturn'; sign: string; start: string }>();
    for (const w of body.timing_windows) {
      for (const graha of ['Jupiter', 'Saturn'] as const) {
        const s = w[graha.toLowerCase()];
        if (Date.parse(s.start) > asOf) stays.set(`${graha} ${s.start}`, { graha, sign: s.sign, start: s.start });
      }
    }
    expect(stays.size).toBeGreaterThan(0);
    const signAt = async (at: { date: string; time: string }, graha: string) =>
      (
        await ok('/api/v2/gochar', {
          birth_date: BIRTH.date,
          birth_time: BIRTH.time,
          birth_latitude: BIRTH.latitude,
          birth_longitude: BIRTH.longitude,
          transit_date: at.date,
          transit_time: at.time,
        })
      ).gochar.planets[graha].current_sign;
    for (const s of stays.values()) {
      expect(await signAt(shifted(s.start, TOL_MIN), s.graha), `${s.graha} after ${s.start}`).toBe(s.sign);
      expect(await signAt(shifted(s.start, -TOL_MIN), s.graha), `${s.graha} before ${s.start}`).not.toBe(s.sign);
    }
    console.info(
      `reports: ${stays.size} Jupiter/Saturn sign crossings within ${TOL_MIN} min of /api/v2/gochar's sign change`,
    );
  },
);

describe('bad input: 422 with detail', () => {
  const cases: [string, string, object, string[]][] = [
    [
      'career without a time',
      '/api/v2/area/career',
      { date: BIRTH.date, latitude: 26.85, longitude: 80.95 },
      ['body', 'time'],
    ],
    ['as_of before the birth', '/api/v2/area/wealth', { ...BIRTH, as_of: '1980-01-01' }, ['body', 'as_of']],
    ['horizon of 0 years', '/api/v2/area/career', { ...BIRTH, horizon_years: 0 }, ['body', 'horizon_years']],
    ['a field the body does not have', '/api/v2/career-report', { ...BIRTH, planet: 'Mars' }, ['body']],
    ['marriage without native', '/api/v2/marriage-report', { partner: PARTNER }, ['body', 'native']],
    [
      'a partner with no native gender',
      '/api/v2/marriage-report',
      { native: BIRTH, partner: PARTNER },
      ['body', 'native', 'gender'],
    ],
    [
      'progeny female without a time',
      '/api/v2/progeny-report',
      { male: PARTNER, female: { date: BIRTH.date, latitude: 26.85, longitude: 80.95 } },
      ['body', 'female'],
    ],
    ['a date outside the ephemeris', '/api/v2/area/career', { ...BIRTH, date: '1700-01-01' }, ['body', 'date']],
  ];
  test.each(cases)('%s', async (_name, url, payload, loc) => {
    const r = await post(url, payload);
    expect(r.statusCode, r.body).toBe(422);
    const detail = r.json<any>().detail;
    expect(Array.isArray(detail)).toBe(true);
    expect(detail.some((d: any) => loc.every((part, i) => d.loc[i] === part))).toBe(true);
  });
});
