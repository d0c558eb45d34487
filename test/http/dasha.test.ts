// Dasha routes over HTTP: the running periods (published check in src/engine/jyotish/dasha), the tree's tiling,
// the Yogini dasha's constant lords, and errors.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

const NOW = Date.parse('2026-08-01T06:30:00Z');
let service: Service;
beforeAll(async () => {
  service = await testService({}, { now: () => NOW });
});
afterAll(() => service.close());

const BIRTH = { date: '1972-06-01', time: '04:16', latitude: 16.25, longitude: 81.2, utc_offset: '+05:30' };
const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });

describe('POST /api/dasha/current', () => {
  test('five levels in the interface order, each running now, end_date like "15 Mar 2031"', async () => {
    const r = await post('/api/dasha/current', BIRTH);
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    expect(body.current_levels.map((l: any) => l.level)).toEqual([
      'Mahadasha',
      'Antardasha',
      'Pratyantar',
      'Sukshma',
      'Prana',
    ]);
    for (const l of body.current_levels) {
      expect(l.end_date).toMatch(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/);
      expect(Date.parse(l.start)).toBeLessThanOrEqual(NOW);
      expect(Date.parse(l.end)).toBeGreaterThan(NOW);
    }
    // PVR Rao: Sun dasha at birth, balance 4y 8m 27d (checked within 3 days in the engine test)
    expect(body.balance.lord).toBe('Sun');
  });

  test('as_of reads another date; an inner level lies inside its outer one', async () => {
    const body = (await post('/api/dasha/current', { ...BIRTH, as_of: '1980-01-01' })).json<any>();
    expect(body.as_of.slice(0, 10)).toBe('1980-01-01');
    const [maha, antar] = body.current_levels;
    expect(Date.parse(antar.start)).toBeGreaterThanOrEqual(Date.parse(maha.start));
    expect(Date.parse(antar.end)).toBeLessThanOrEqual(Date.parse(maha.end) + 1000);
  });
});

describe('POST /api/dasha/tree', () => {
  test('by default two levels (Mahadasha, Antardasha), an answer under 50 KB for a typical birth in every system', async () => {
    for (const system of [undefined, 'ashtottari', 'kalachakra', 'narayana']) {
      const r = await post('/api/dasha/tree', system === undefined ? BIRTH : { ...BIRTH, system });
      expect(r.statusCode).toBe(200);
      expect(Buffer.byteLength(r.body)).toBeLessThan(50_000);
      const body = r.json<any>();
      expect(
        body.tree.every((p: any) => p.children?.length > 0 && p.children.every((c: any) => c.children === undefined)),
      ).toBe(true);
      if (system === undefined) expect(body.levels).toEqual(['Mahadasha', 'Antardasha']);
      else expect(body.levels).toBe(2);
    }
  });

  test('nine mahadashas to depth 4 on request, children tiling their parent', async () => {
    const r = await post('/api/dasha/tree', { ...BIRTH, depth: 4 });
    expect(Buffer.byteLength(r.body)).toBeGreaterThan(500_000);
    const body = r.json<any>();
    expect(body.levels).toEqual(['Mahadasha', 'Antardasha', 'Pratyantar', 'Sukshma']);
    expect(body.tree).toHaveLength(9);
    const walk = (node: any, depth: number): number => {
      if (node.children === undefined) return depth;
      expect(node.children).toHaveLength(9);
      expect(node.children[0].planet).toBe(node.planet);
      expect(node.children[0].start).toBe(node.start);
      expect(Math.abs(Date.parse(node.children[8].end) - Date.parse(node.end))).toBeLessThanOrEqual(1000);
      return walk(node.children[0], depth + 1);
    };
    expect(walk(body.tree[1], 1)).toBe(4);
  });

  test('depth 5 needs a mahadasha; with one it goes to Prana', async () => {
    const refused = await post('/api/dasha/tree', { ...BIRTH, depth: 5 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<any>().detail[0].loc).toEqual(['body', 'maha']);
    const body = (await post('/api/dasha/tree', { ...BIRTH, depth: 5, maha: 'Moon' })).json<any>();
    expect(body.tree).toHaveLength(1);
    expect(body.levels.at(-1)).toBe('Prana');
  });
});

describe('POST /api/dasha/yogini', () => {
  test('three cycles of eight; the lords from the classical constant', async () => {
    const body = (await post('/api/dasha/yogini', BIRTH)).json<any>();
    expect(body.periods).toHaveLength(24);
    expect(body.yogini_lords).toMatchObject({
      Mangala: { lord: 'Moon' },
      Pingala: { lord: 'Sun' },
      Sankata: { lord: 'Rahu' },
    });
    expect(body.periods[0].yogini).toBe(body.first_yogini);
    for (const p of body.periods) expect(p.lord).toBe(body.yogini_lords[p.yogini].lord);
  });
});

describe('GET /api/dasha/meanings', () => {
  test('nine lords in order summing to 120 years, three nakshatras each; cacheable; PARTIAL naming the unbundled text', async () => {
    const r = await service.app.inject({ method: 'GET', url: '/api/dasha/meanings' });
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    expect(r.headers['cache-control']).toMatch(/max-age/);
    const body = r.json<any>();
    expect(body.engine_status).toBe('PARTIAL');
    expect(body.lords.map((l: any) => l.planet)).toEqual([
      'Ketu',
      'Venus',
      'Sun',
      'Moon',
      'Mars',
      'Rahu',
      'Jupiter',
      'Saturn',
      'Mercury',
    ]);
    expect(body.lords.reduce((s: number, l: any) => s + l.years, 0)).toBe(120);
    for (const l of body.lords) expect(l.nakshatras).toHaveLength(3);
    expect(body.prove_refs.every((p: any) => p.status === 'pending')).toBe(true);
  });
});

describe('POST /api/dasha/tree with `system`', () => {
  const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
  const tree = (extra: object) =>
    service.app.inject({ method: 'POST', url: '/api/dasha/tree', payload: { ...BIRTH, ...extra } });

  test.each(['ashtottari', 'kalachakra'])(
    '%s: depth 5 is refused (a whole fifth level is tens of megabytes), depth 4 answers',
    async (system) => {
      const refused = await tree({ system, depth: 5 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<any>().detail[0].loc).toEqual(['body', 'depth']);
      expect((await tree({ system, depth: 4 })).statusCode).toBe(200);
    },
  );

  test.each(['ashtottari', 'kalachakra', 'narayana'])(
    '%s: periods follow each other without gaps; antardashas fill their parent',
    async (system) => {
      const r = await tree({ system, depth: 2 });
      expect(r.statusCode).toBe(200);
      const body = r.json<any>();
      expect(body.system).toBe(system);
      expect(body.tree.length).toBeGreaterThan(0);
      for (let i = 1; i < body.tree.length; i++) expect(body.tree[i].start).toBe(body.tree[i - 1].end);
      for (const p of body.tree) {
        if (p.children === undefined || p.years === 0) continue;
        expect(p.children[0].start).toBe(p.start);
        expect(p.children.at(-1).end).toBe(p.end);
        expect(p.children.reduce((a: number, c: any) => a + c.years, 0)).toBeCloseTo(p.years, 6);
      }
      expect(body.prove_refs.length).toBeGreaterThan(0);
    },
  );

  test('ashtottari: the eight lords total 108 years (Sun 6 ... Venus 21) and the applicability is reported', async () => {
    const body = (await tree({ system: 'ashtottari', depth: 1 })).json<any>();
    const YEARS: Record<string, number> = {
      Sun: 6,
      Moon: 15,
      Mars: 8,
      Mercury: 17,
      Saturn: 10,
      Jupiter: 19,
      Rahu: 12,
      Venus: 21,
    };
    const lords = body.tree.map((p: any) => p.lord);
    expect(new Set(lords.slice(0, 8)).size).toBe(8);
    // the first period is the balance; the others of the cycle are whole: with the first lord's full years, 108
    const rest = body.tree.slice(1, 8).reduce((a: number, p: any) => a + p.years, 0);
    expect(rest + YEARS[lords[0]]!).toBeCloseTo(108, 6);
    for (const p of body.tree.slice(1, 8)) expect(p.years).toBeCloseTo(YEARS[p.lord]!, 9);
    expect(body.applicability).toHaveProperty('applies');
  });

  test('422 for an unknown system, and for `maha` with another system', async () => {
    expect((await tree({ system: 'chara' })).statusCode).toBe(422);
    expect((await tree({ system: 'narayana', maha: 'Sun' })).statusCode).toBe(422);
  });
});
