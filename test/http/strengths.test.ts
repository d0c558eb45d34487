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
