// GET routes accept both spellings of a coordinate (lat/latitude, lon/longitude): same answer, documented, and a
// clear 422 when both spellings disagree.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService({}, { now: () => Date.UTC(2026, 5, 16, 6, 0, 0) });
});
afterAll(() => service.close());

const get = (url: string) => service.app.inject({ method: 'GET', url });
type Json = Record<string, any>;

describe('coordinate aliases on GET routes', () => {
  test.each([
    ['/api/choghadiya?date=2026-06-16', 'lat=12.9716&lon=77.5946', 'latitude=12.9716&longitude=77.5946'],
    ['/api/hora?date=2026-06-16', 'lat=12.9716&lon=77.5946', 'latitude=12.9716&longitude=77.5946'],
    ['/api/v2/panchang/glance?date=2026-06-16', 'lat=12.9716&lon=77.5946', 'latitude=12.9716&longitude=77.5946'],
    [
      '/api/v2/namkaran/syllables?date=2026-06-16&time=06:00',
      'lat=12.9716&lon=77.5946',
      'latitude=12.9716&longitude=77.5946',
    ],
    ['/api/v2/life-context?age=30', 'lat=12.9716&lon=77.5946', 'latitude=12.9716&longitude=77.5946'],
    ['/api/v2/eclipses?count=1', 'latitude=12.9716&longitude=77.5946', 'lat=12.9716&lon=77.5946'],
  ])("%s: the alias gives the same body as the route's own names", async (base, own, alias) => {
    const a = await get(`${base}&${own}`);
    const b = await get(`${base}&${alias}`);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  test('the same value under both spellings is accepted', async () => {
    const r = await get('/api/hora?date=2026-06-16&lat=12.9716&latitude=12.9716&lon=77.5946');
    expect(r.statusCode).toBe(200);
  });

  test('different values under both spellings: 422 naming the alias', async () => {
    const r = await get('/api/hora?date=2026-06-16&lat=12.9716&latitude=28.6&lon=77.5946');
    expect(r.statusCode).toBe(422);
    const item = r.json<Json>().detail[0];
    expect(item.loc).toEqual(['query', 'latitude']);
    expect(item.msg).toMatch(/alias of `lat`/);
  });

  test('an alias is validated with the same bounds', async () => {
    const r = await get('/api/hora?date=2026-06-16&latitude=95&lon=77.5946');
    expect(r.statusCode).toBe(422);
    expect(r.json<Json>().detail[0].loc).toEqual(['query', 'latitude']);
  });

  test("a required coordinate under neither name: 422 Field required at the route's own name", async () => {
    const r = await get('/api/hora?date=2026-06-16&lon=77.5946');
    expect(r.statusCode).toBe(422);
    expect(r.json<Json>().detail).toEqual([{ loc: ['query', 'lat'], msg: 'Field required', type: 'missing' }]);
  });

  test('the OpenAPI document lists each alias', async () => {
    const doc = (await get('/openapi.json')).json<Json>();
    const names = (path: string) => (doc.paths[path].get.parameters as Json[]).map((p) => p.name);
    expect(names('/api/hora')).toEqual(expect.arrayContaining(['lat', 'lon', 'latitude', 'longitude']));
    expect(names('/api/v2/eclipses')).toEqual(expect.arrayContaining(['lat', 'lon', 'latitude', 'longitude']));
  });
});
