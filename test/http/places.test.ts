// GET /api/cities and GET/HEAD /geocode: offline GeoNames list first; the online provider only when configured
// (here a stand-in on 127.0.0.1, never the network). Expected coordinates are GeoNames' published values.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

interface Place {
  name: string;
  country: string;
  admin1: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

let service: Service;
let withOnline: Service;
let stand_in: Server;
const asked: string[] = [];

beforeAll(async () => {
  service = await testService();
  stand_in = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify([
        {
          lat: '27.1751',
          lon: '78.0421',
          name: 'Taj Mahal',
          address: { state: 'Uttar Pradesh', country_code: 'in' },
        },
      ]),
    );
  });
  await new Promise<void>((r) => stand_in.listen(0, '127.0.0.1', r));
  withOnline = await testService({
    geocoderUrl: `http://127.0.0.1:${(stand_in.address() as AddressInfo).port}/search`,
  });
});
afterAll(async () => {
  await service.close();
  await withOnline.close();
  await new Promise((r) => stand_in.close(r));
});

const get = (s: Service, url: string) => s.app.inject({ method: 'GET', url });

describe('/api/cities', () => {
  test('Bombay finds Mumbai, Maharashtra, India, at GeoNames coordinates, in Asia/Kolkata', async () => {
    const r = await get(service, '/api/cities?q=Bombay');
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const [first] = r.json<Place[]>();
    expect(first).toMatchObject({ name: 'Mumbai', country: 'India', admin1: 'Maharashtra', timezone: 'Asia/Kolkata' });
    expect(Math.abs((first?.latitude ?? 0) - 19.07283)).toBeLessThan(0.01);
    expect(Math.abs((first?.longitude ?? 0) - 72.88261)).toBeLessThan(0.01);
  });

  test('at most 8, prefix of one letter allowed, Indian places first', async () => {
    const places = (await get(service, '/api/cities?q=a')).json<Place[]>();
    expect(places).toHaveLength(8);
    expect(places.every((p) => p.country === 'India')).toBe(true);
  });

  test('accents ignored: "sao paulo" finds São Paulo, Brazil', async () => {
    expect((await get(service, '/api/cities?q=sao%20paulo')).json<Place[]>()[0]).toMatchObject({
      name: 'São Paulo',
      country: 'Brazil',
    });
  });

  test('no match is an empty list, not an error', async () => {
    const r = await get(service, '/api/cities?q=qqqqzzzz');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([]);
  });

  test.each([
    ['missing q', '/api/cities', ['query', 'q'], 'missing'],
    ['empty q', '/api/cities?q=', ['query', 'q'], 'string_too_short'],
    ['q too long', `/api/cities?q=${'x'.repeat(101)}`, ['query', 'q'], 'string_too_long'],
  ])('422 for %s', async (_name, url, loc, type) => {
    const r = await get(service, url);
    expect(r.statusCode).toBe(422);
    expect(r.json<{ detail: unknown[] }>().detail).toContainEqual(expect.objectContaining({ loc, type }));
    expectCors(r.headers);
  });
});

describe('/geocode', () => {
  test('GET answers from the local list; HEAD answers 200 without a body', async () => {
    const r = await get(service, '/geocode?q=varanasi');
    expect(r.statusCode).toBe(200);
    expect(r.json<Place[]>()[0]).toMatchObject({
      name: 'Varanasi',
      country: 'India',
      admin1: 'Uttar Pradesh',
      timezone: 'Asia/Kolkata',
    });
    const head = await service.app.inject({ method: 'HEAD', url: '/geocode?q=varanasi' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expectCors(head.headers);
  });

  test('q shorter than 2 is 422', async () => {
    const r = await get(service, '/geocode?q=a');
    expect(r.statusCode).toBe(422);
    expect(r.json<{ detail: unknown[] }>().detail).toContainEqual(
      expect.objectContaining({ loc: ['query', 'q'], type: 'string_too_short' }),
    );
  });

  test('without a provider configured, no local match is an empty list', async () => {
    expect((await get(service, '/geocode?q=taj%20mahal%20gate')).json()).toEqual([]);
  });

  test('with a provider configured, it is asked only when the local list has nothing', async () => {
    asked.length = 0;
    expect((await get(withOnline, '/geocode?q=mumbai')).json<Place[]>()[0]?.name).toBe('Mumbai');
    expect(asked).toEqual([]);
    const r = (await get(withOnline, '/geocode?q=taj%20mahal%20gate')).json<Place[]>();
    expect(asked).toHaveLength(1);
    expect(r[0]).toMatchObject({ name: 'Taj Mahal', country: 'India', timezone: 'Asia/Kolkata' });
  });
});
