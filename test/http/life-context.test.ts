// GET /api/v2/life-context: bands (never percentages), the state from `state` or from the nearest listed place,
// PARTIAL naming the state tables it lacks, and errors. The bands themselves are derived by hand in the engine test.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());
const get = (query: string) => service.app.inject({ method: 'GET', url: `/api/v2/life-context?${query}` });

describe('GET /api/v2/life-context', () => {
  test('19, default gender Female, Kerala: of legal age to marry (18), PARTIAL without state tables, no percentages', async () => {
    const r = await get('age=19&state=kerala');
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    expect(body).toMatchObject({
      success: true,
      engine_status: 'PARTIAL',
      gender: 'female',
      jurisdiction: { country: 'India', state: 'Kerala', kind: 'state', source: 'state' },
    });
    expect(body.missing[0]).toMatch(/Kerala/);
    expect(body.areas.find((a: any) => a.area === 'marriage')).toMatchObject({
      relevance: 'primary',
      band: { from: 18, to: 40 },
    });
    expect(body.stages.naisargika_dasha.graha).toBe('Venus');
    expect(r.body).not.toMatch(/\d\s*%/); // no figure is a percentage
    expect(body.prove_refs.length).toBeGreaterThan(0);
  });

  test('a Male of 19: not yet of legal age to marry (21)', async () => {
    const body = (await get('age=19&gender=Male&area_id=marriage')).json<any>();
    expect(body.areas).toHaveLength(1);
    expect(body.areas[0]).toMatchObject({ area: 'marriage', relevance: 'not_applicable', band: { from: 0, to: 21 } });
  });

  test("lat/lon without a state: Lucknow's coordinates name Uttar Pradesh; Paris names no Indian state", async () => {
    const lucknow = (await get('age=30&lat=26.85&lon=80.95')).json<any>();
    expect(lucknow.jurisdiction).toMatchObject({ country: 'India', state: 'Uttar Pradesh', source: 'lat_lon' });
    expect(lucknow.jurisdiction.nearest_place.distance_km).toBeLessThan(20);
    const paris = (await get('age=30&lat=48.8566&lon=2.3522')).json<any>();
    expect(paris.jurisdiction).toMatchObject({ country: null, state: null, source: 'lat_lon' });
    expect(paris.missing[0]).toMatch(/outside India/);
  });

  test.each([
    ['no age', 'gender=Male', ['query', 'age']],
    ['age 121', 'age=121', ['query', 'age']],
    ['an unknown state', 'age=30&state=Atlantis', ['query', 'state']],
    ['an unknown area', 'age=30&area_id=luck', ['query', 'area_id']],
    ['lat without lon', 'age=30&lat=26.8', ['query', 'lon']],
    ['a third gender value', 'age=30&gender=other', ['query', 'gender']],
  ])('422 on %s', async (_l, query, loc) => {
    const r = await get(query);
    expect(r.statusCode).toBe(422);
    expect(r.json<any>().detail.map((d: any) => d.loc)).toContainEqual(loc);
  });
});
