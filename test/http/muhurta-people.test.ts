// Intelligence, family and conception muhurta over HTTP: the rejection audit accounts for every date once and its
// reasons name the layer; results agree with the finder's windows; beeja and kshetra sphuta recomputed here from
// the kundli route's longitudes by the rule (sum, sign and navamsa parity); bad input 422.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });
const DELHI = { latitude: 28.6139, longitude: 77.209 };
const U1 = { name: 'A', birth_date: '1990-11-20', birth_time: '16:00', birth_latitude: 26.85, birth_longitude: 80.95 };
const U2 = { name: 'B', birth_date: '1988-03-02', birth_time: '07:30', birth_latitude: 28.61, birth_longitude: 77.21 };
const U3 = { name: 'C', birth_date: '2015-06-10', birth_time: '09:45', birth_latitude: 19.07, birth_longitude: 72.88 };
const RANGE = { start_date: '2027-01-15', end_date: '2027-04-14' };

interface Day {
  date: string;
  score: number;
  windows: unknown[];
}

describe('POST /api/v2/muhurta-intelligence', () => {
  test('3 users over 90 days: every date removed once by a named layer or surviving; at most 3 returned, best first', async () => {
    const r = await post('/api/v2/muhurta-intelligence', {
      ...DELHI,
      ...RANGE,
      event_type: 'general',
      users: [U1, U2, U3],
      max_results: 3,
    });
    expectCors(r.headers);
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json<{
      days_considered: number;
      survivors_count: number;
      results: { rank: number; day: Day }[];
      layers: { layer: string }[];
      rejection_audit: { layer: string; removed_count: number; removed: { date: string; reasons: string[] }[] }[];
    }>();
    expect(b.layers.map((l) => l.layer)).toEqual([
      'calendar_periods',
      'tithi',
      'vara',
      'nakshatra',
      'yoga_karana',
      'personal',
      'lagna_shuddhi',
      'planetary_conditions',
      'daily_windows',
    ]);
    const removed = b.rejection_audit.flatMap((l) => l.removed.map((x) => x.date));
    expect(new Set(removed).size).toBe(removed.length);
    expect(removed.length + b.survivors_count).toBe(b.days_considered);
    for (const l of b.rejection_audit) {
      expect(l.removed_count).toBe(l.removed.length);
      for (const x of l.removed) expect(x.reasons.length, `${l.layer} ${x.date}`).toBeGreaterThan(0);
    }
    // personal removals name a user
    for (const x of b.rejection_audit.find((l) => l.layer === 'personal')!.removed)
      for (const reason of x.reasons) expect(reason).toMatch(/^[ABC]:/);
    expect(b.results.length).toBeLessThanOrEqual(3);
    const scores = b.results.map((x) => x.day.score);
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);
    console.info(
      `intelligence: ${b.days_considered} days, removed per layer ` +
        `${b.rejection_audit.map((l) => l.removed_count).join('/')}, ${b.survivors_count} survivors`,
    );
  });

  test("without users the survivors are exactly the finder's days with windows", async () => {
    const r = await post('/api/v2/muhurta-intelligence', {
      ...DELHI,
      start_date: '2027-01-15',
      end_date: '2027-02-13',
      event_type: 'general',
      max_results: 3,
    });
    const f = await post('/api/v2/muhurta-finder', {
      ...DELHI,
      start_date: '2027-01-15',
      days_ahead: 30,
      karma: 'general',
    });
    const withWindows = f.json<{ results: Day[] }>().results.filter((d) => d.windows.length > 0).length;
    expect(r.json<{ survivors_count: number }>().survivors_count).toBe(withWindows);
  });

  test('bad input: max_results 4, end before start, over 90 days, unknown event: 422', async () => {
    for (const payload of [
      { ...DELHI, ...RANGE, event_type: 'vivah', max_results: 4 },
      { ...DELHI, start_date: '2027-01-15', end_date: '2027-01-10', event_type: 'vivah' },
      { ...DELHI, start_date: '2027-01-01', end_date: '2027-06-01', event_type: 'vivah' },
      { ...DELHI, ...RANGE, event_type: 'coronation' },
    ])
      expect((await post('/api/v2/muhurta-intelligence', payload)).statusCode, JSON.stringify(payload)).toBe(422);
  });
});

describe('POST /api/v2/family-muhurta', () => {
  test('acceptable dates are finder dates; every other date says who or what blocks it', async () => {
    const r = await post('/api/v2/family-muhurta', {
      ...DELHI,
      start_date: '2027-01-15',
      end_date: '2027-02-13',
      karma: 'general',
      members: [U1, U2, U3],
    });
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json<{
      acceptable: { day: Day }[];
      blocked: { date: string; blockers: { member: string }[]; other_reasons: string[] }[];
    }>();
    const f = await post('/api/v2/muhurta-finder', {
      ...DELHI,
      start_date: '2027-01-15',
      days_ahead: 30,
      karma: 'general',
    });
    const open = new Set(
      f
        .json<{ results: Day[] }>()
        .results.filter((d) => d.windows.length > 0)
        .map((d) => d.date),
    );
    for (const a of b.acceptable) expect(open.has(a.day.date), a.day.date).toBe(true);
    expect(b.acceptable.length + b.blocked.length).toBe(30);
    for (const x of b.blocked) expect(x.blockers.length + x.other_reasons.length, x.date).toBeGreaterThan(0);
    // a date open in the finder but closed for the family is closed by a member
    for (const x of b.blocked.filter((d) => open.has(d.date))) expect(x.blockers.length, x.date).toBeGreaterThan(0);
  });
  test('no members: 422', async () => {
    expect((await post('/api/v2/family-muhurta', { ...DELHI, ...RANGE, members: [] })).statusCode).toBe(422);
  });
});

describe('POST /api/v2/conception-muhurta', () => {
  const parity = (i: number) => (i % 2 === 0 ? 'odd' : 'even');
  test(
    "beeja and kshetra sphuta recomputed from the kundli route's longitudes; windows at night only; PARTIAL with " +
      'what is not computed',
    async () => {
      const r = await post('/api/v2/conception-muhurta', {
        ...DELHI,
        start_date: '2027-01-15',
        end_date: '2027-02-14',
        husband: U2,
        wife: U1,
      });
      expect(r.statusCode, r.body).toBe(200);
      const b = r.json<{
        engine_status: string;
        not_computed: string[];
        beeja_sphuta: { longitude: number; sign_parity: string; navamsa_parity: string; verdict: string };
        kshetra_sphuta: { longitude: number; verdict: string };
        windows: { window: { start: string; end: string } }[];
      }>();
      expect(b.engine_status).toBe('PARTIAL');
      expect(b.not_computed.length).toBe(2);
      for (const [who, person, grahas, key] of [
        ['husband', U2, ['Sun', 'Venus', 'Jupiter'], 'beeja_sphuta'],
        ['wife', U1, ['Moon', 'Mars', 'Jupiter'], 'kshetra_sphuta'],
      ] as const) {
        const k = await post('/api/v2/kundli', {
          date: person.birth_date,
          time: person.birth_time,
          latitude: person.birth_latitude,
          longitude: person.birth_longitude,
        });
        const planets = k.json<{ chart: { planets: Record<string, { longitude: number }> } }>().chart.planets;
        const sum = grahas.reduce((s, g) => s + planets[g]!.longitude, 0) % 360;
        const got = b[key];
        expect(Math.abs(got.longitude - sum), who).toBeLessThan(1 / 3600);
        const strongWhen = key === 'beeja_sphuta' ? 'odd' : 'even';
        const hits = [parity(Math.floor(sum / 30)), parity(Math.floor(sum / (30 / 9)) % 12)].filter(
          (p) => p === strongWhen,
        ).length;
        expect(got.verdict, who).toBe(['weak', 'mixed', 'strong'][hits]);
      }
      for (const w of b.windows) {
        const hour = Number(w.window.start.slice(11, 13));
        expect(hour >= 17 || hour < 8, w.window.start).toBe(true);
      }
    },
  );
  test('missing wife: 422', async () => {
    expect((await post('/api/v2/conception-muhurta', { ...DELHI, ...RANGE, husband: U2 })).statusCode).toBe(422);
  });
});
