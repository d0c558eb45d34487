// GET /api/v2/namkaran/syllables: by nakshatra (REFERENCE) or from a birth moment (LIVE, the Moon's pada).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());
const get = (q: string) => service.app.inject({ method: 'GET', url: `/api/v2/namkaran/syllables?${q}` });

describe('namkaran syllables', () => {
  test('by index and pada: Ashwini pada 1 is Chu; REFERENCE, citation pending', async () => {
    const r = await get('nakshatra=0&pada=1');
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    expect(body).toMatchObject({ engine_status: 'REFERENCE', nakshatra: 'Ashwini', pada: 1 });
    expect(body.syllables[0].syllable).toBe('Chu');
    expect(body.prove_refs[0].status).toBe('pending');
  });

  test('by name or alias, all four padas: Rohini is O, Va, Vi, Vu', async () => {
    const body = (await get('nakshatra_name=rohini')).json<any>();
    expect(body.syllables.map((s: any) => s.syllable)).toEqual(['O', 'Va', 'Vi', 'Vu']);
    expect((await get('nakshatra_name=Moola')).json<any>().nakshatra).toBe('Mula');
  });

  test('from a birth moment: LIVE, with the Moon longitude and conventions; its pada agrees with the longitude', async () => {
    const body = (await get('date=1990-11-20&time=16:00&lat=26.85&lon=80.95')).json<any>();
    expect(body.engine_status).toBe('LIVE');
    const pada = (Math.floor((body.moon_longitude * 108) / 360) % 4) + 1;
    expect(body.syllables.find((s: any) => s.pada === pada)).toBeDefined();
    expect(body.conventions.timezone).toBe('Asia/Kolkata');
  });

  test.each([
    ['nothing given', '', ['query', 'date']],
    ['nakshatra out of range', 'nakshatra=27', ['query', 'nakshatra']],
    ['pada 5', 'nakshatra=3&pada=5', ['query', 'pada']],
    ['unknown name', 'nakshatra_name=Pluto', ['query', 'nakshatra_name']],
    ['lat out of range', 'date=2020-01-01&lat=95&lon=77', ['query', 'lat']],
  ])('422 for %s', async (_n, q, loc) => {
    const r = await get(q);
    expect(r.statusCode).toBe(422);
    expect(r.json<any>().detail.map((d: any) => d.loc)).toContainEqual(loc);
  });
});
