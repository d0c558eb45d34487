// `place` instead of coordinates on the API, as the pages take it: resolved from the offline place list to the
// coordinates /api/cities gives for it (the same chart as those coordinates), nested births too; an unknown or an
// ambiguous name, or a place beside coordinates, is a 422 at body.place naming the candidates.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { testService } from '../support/service.ts';

let service: Service;
// A fixed clock: the answers compared below carry the running dasha "as of" now, to the second.
const NOW = Date.parse('2026-11-25T06:00:00Z');
beforeAll(async () => {
  service = await testService({ rateLimitKeyless: 1e9, rateLimitHeavyKeyless: 1e9 }, { now: () => NOW });
});
afterAll(() => service.close());

const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });
/** The first place /api/cities lists for a name. */
const city = async (q: string) =>
  (await service.app.inject({ method: 'GET', url: `/api/cities?q=${encodeURIComponent(q)}` })).json<
    { latitude: number; longitude: number; country: string }[]
  >()[0];

test('a chart for a place is the chart for its coordinates in the place list', async () => {
  const lucknow = (await city('Lucknow'))!;
  const birth = { date: '1990-11-20', time: '16:00' };
  const byPlace = await post('/api/v2/kundli', { ...birth, place: 'Lucknow' });
  expect(byPlace.statusCode).toBe(200);
  const byCoordinates = await post('/api/v2/kundli', {
    ...birth,
    latitude: lucknow.latitude,
    longitude: lucknow.longitude,
  });
  expect(byPlace.json()).toEqual(byCoordinates.json());
});

test('nested births take a place too, and a name qualified by its region settles a shared name', async () => {
  const byPlace = await post('/api/match', {
    bride: { date: '1992-03-14', time: '09:30', place: 'Hyderabad, Sindh' },
    groom: { date: '1990-11-20', time: '16:00', place: 'Lucknow' },
  });
  expect(byPlace.statusCode).toBe(200);
  // Pakistan's time (+05:00), not India's: the Hyderabad of Sindh.
  expect(byPlace.json().bride.birth).toBe('1992-03-14T09:30:00+05:00');
});

test('unknown, ambiguous, or beside coordinates: 422 at body.place in words', async () => {
  const birth = { date: '1990-11-20', time: '16:00' };
  const ambiguous = await post('/api/v2/kundli', { ...birth, place: 'Hyderabad' });
  expect(ambiguous.statusCode).toBe(422);
  expect(ambiguous.json().detail[0]).toMatchObject({ loc: ['body', 'place'], type: 'place_ambiguous' });
  expect(ambiguous.json().detail[0].msg).toMatch(/Telangana, India; or Hyderabad, Sindh, Pakistan/);
  const unknown = await post('/api/v2/kundli', { ...birth, place: 'Lucknow, Narnia' });
  expect(unknown.json().detail[0]).toMatchObject({ loc: ['body', 'place'], type: 'place_unknown' });
  expect(unknown.json().detail[0].msg).toMatch(/Lucknow, Uttar Pradesh, India/);
  const both = await post('/api/v2/kundli', { ...birth, place: 'Lucknow', latitude: 26.85, longitude: 80.95 });
  expect(both.json().detail[0].loc).toEqual(['body', 'place']);
  const neither = await post('/api/v2/kundli', birth);
  expect(neither.json().detail.map((d: any) => d.loc)).toEqual([
    ['body', 'latitude'],
    ['body', 'longitude'],
  ]);
});

test('the OpenAPI document offers place wherever a body takes a pair of coordinates', async () => {
  const doc = (await service.app.inject({ method: 'GET', url: '/openapi.json' })).json<any>();
  const bodies = Object.entries(doc.paths).flatMap(([url, item]: [string, any]) => {
    const schema = item.post?.requestBody?.content?.['application/json']?.schema;
    return schema?.properties === undefined ? [] : [[url, schema] as const];
  });
  const withCoordinates = bodies.filter(([, s]) => 'latitude' in s.properties || 'birth_latitude' in s.properties);
  expect(withCoordinates.length).toBeGreaterThan(40);
  for (const [url, s] of withCoordinates) expect(Object.keys(s.properties), url).toContain('place');
});
