// Strengths over HTTP: ashtakavarga invariants (fixed BAV totals, SAV 337), pindayu and ayurdaya shapes and bands.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

const BIRTHS = [
  { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 },
  { date: '1972-06-01', time: '04:16', latitude: 16.25, longitude: 81.2 },
  { date: '2001-09-11', time: '08:46', latitude: 40.7128, longitude: -74.006 },
];
const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });
// Fixed totals of each graha's bhinna ashtakavarga (BPHS ch. 66): they follow from the count of benefic places.
const BAV_TOTALS = { Sun: 48, Moon: 49, Mars: 39, Mercury: 54, Jupiter: 56, Venus: 52, Saturn: 39 } as const;

describe('POST /api/v2/ashtakavarga', () => {
  test.each(BIRTHS)('fixed BAV totals and SAV 337 for $date', async (birth) => {
    const r = await post('/api/v2/ashtakavarga', birth);
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    expect(body.engine_status).toBe('LIVE');
    for (const [g, total] of Object.entries(BAV_TOTALS)) {
      expect(body.bhinna[g].bindus).toHaveLength(12);
      expect(body.bhinna[g].bindus.reduce((a: number, b: number) => a + b, 0)).toBe(total);
    }
    expect(body.sarva.total).toBe(337);
    expect(body.sarva.bindus.reduce((a: number, b: number) => a + b, 0)).toBe(337);
    expect(body.prove_refs.every((p: any) => p.status === 'pending')).toBe(true);
  });
});

describe('POST /api/v2/pindayu', () => {
  test('verdict with total years and a band, the story, per-graha evidence with citations', async () => {
    const body = (await post('/api/v2/pindayu', BIRTHS[0]!)).json<any>();
    expect(body.engine_status).toBe('LIVE');
    expect(['Alpa', 'Madhya', 'Dirgha']).toContain(body.verdict.band);
    const sum = body.evidence.grahas.reduce((a: number, g: any) => a + g.years, 0) + body.evidence.lagna.years;
    expect(sum).toBeCloseTo(body.evidence.subtotal, 9);
    expect(body.verdict.total_years).toBeLessThanOrEqual(body.evidence.subtotal + 1e-9);
    expect(typeof body.story.summary).toBe('string');
    expect(body.story.disclaimer).toMatch(/never a prediction of death/);
    expect(body.evidence.prove_refs[0]).toHaveProperty('citation');
  });
});

describe('POST /api/v2/ayurdaya', () => {
  test('the category with the system that applies and all three systems', async () => {
    const body = (await post('/api/v2/ayurdaya', BIRTHS[1]!)).json<any>();
    expect(['Alpayu', 'Madhyayu', 'Dirghayu']).toContain(body.category);
    expect(['pindayu', 'nisargayu', 'amsayu']).toContain(body.applies);
    expect(Object.keys(body.systems).sort()).toEqual(['amsayu', 'nisargayu', 'pindayu']);
    expect(body.total_years).toBe(body.systems[body.applies].total_years);
  });
});

describe('POST /api/v2/shadbala', () => {
  test('the six components of the seven grahas; totals are their sums; ranks 1-7', async () => {
    const r = await post('/api/v2/shadbala', BIRTHS[0]!);
    expect(r.statusCode).toBe(200);
    const body = r.json<any>();
    expect(body.engine_status).toBe('LIVE');
    expect(Object.keys(body.components)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);
    for (const c of Object.values<any>(body.components)) {
      const sum = c.sthana + c.dik + c.kala + c.cheshta + c.naisargika + c.drig;
      expect(sum).toBeCloseTo(c.total, 6);
      expect(c.total_rupas).toBeCloseTo(c.total / 60, 9);
      expect(c.dik).toBeGreaterThanOrEqual(0);
      expect(c.dik).toBeLessThanOrEqual(60);
    }
    expect(
      Object.values<any>(body.components)
        .map((c) => c.rank)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // naisargika bala is fixed (BPHS): Sun 60, Moon 51.43, Venus 42.86, Jupiter 34.29, Mercury 25.71, Mars 17.14,
    // Saturn 8.57
    expect(body.components.Sun.naisargika).toBeCloseTo(60, 2);
    expect(body.components.Saturn.naisargika).toBeCloseTo(60 / 7, 2);
  });
});

describe('POST /api/v2/bhavabala', () => {
  test('twelve houses with lord, total_score and band; strongest is the highest; prove_refs as strings', async () => {
    const body = (await post('/api/v2/bhavabala', BIRTHS[2]!)).json<any>();
    expect(body.engine_status).toBe('LIVE');
    expect(body.houses.map((h: any) => h.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const h of body.houses) {
      expect(typeof h.lord).toBe('string');
      expect(typeof h.band).toBe('string');
      expect(h.total_score).toBeCloseTo(h.total_virupas / 60, 9);
    }
    const max = Math.max(...body.houses.map((h: any) => h.total_score));
    expect(body.strongest.total_score).toBe(max);
    expect(body.prove_refs.every((p: unknown) => typeof p === 'string' && p.endsWith('(pending)'))).toBe(true);
  });
});
