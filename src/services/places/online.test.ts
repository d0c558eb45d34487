/** The online geocoder against a stand-in Nominatim on 127.0.0.1; nothing leaves this machine. */
import { describe, test, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOnlineGeocoder } from './online.ts';

// A jsonv2 answer in Nominatim's shape. Coordinates: Ujjain (23.18 N 75.78 E) and Lisbon (38.72 N 9.14 W).
const RESULTS = [
  {
    lat: '23.1793',
    lon: '75.7849',
    name: 'Ujjain',
    display_name: 'Ujjain, Ujjain Tahsil, Ujjain, Madhya Pradesh, 456001, India',
    address: { city: 'Ujjain', state: 'Madhya Pradesh', country: 'Bhārat', country_code: 'in' },
  },
  { lat: 'not a number', lon: '1', name: 'Broken' },
  { lat: null, lon: '', name: 'No coordinates' },
  {
    lat: '38.7077',
    lon: '-9.1366',
    name: '',
    display_name: 'Lisboa, Portugal',
    address: { town: 'Lisboa', country: 'Portugal' },
  },
];

let server: Server;
let base: string;
const seen: URL[] = [];
const headers: IncomingMessage['headers'][] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push(url);
    headers.push(req.headers);
    if (url.pathname === '/slow') return; // never answers: the client must give up on its own
    if (url.pathname === '/down') {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(RESULTS));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('online geocoder', () => {
  test('asks a Nominatim-style search and maps the answer, zones from coordinates', async () => {
    const geocoder = createOnlineGeocoder(`${base}/search`);
    const items = await geocoder.search('  Ujjain ', 5);
    const request = seen.at(-1);
    expect(request?.pathname).toBe('/search');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      q: 'Ujjain',
      format: 'jsonv2',
      limit: '5',
      addressdetails: '1',
    });
    expect(headers.at(-1)?.['user-agent']).toMatch(/vedic/);
    expect(items).toEqual([
      {
        name: 'Ujjain',
        country: 'India',
        admin1: 'Madhya Pradesh',
        latitude: 23.1793,
        longitude: 75.7849,
        timezone: 'Asia/Kolkata',
      },
      {
        name: 'Lisboa',
        country: 'Portugal',
        admin1: '',
        latitude: 38.7077,
        longitude: -9.1366,
        timezone: 'Europe/Lisbon',
      },
    ]);
  });

  test('respects the limit and skips blank queries without a request', async () => {
    const geocoder = createOnlineGeocoder(`${base}/search`);
    expect(await geocoder.search('x', 1)).toHaveLength(1);
    const before = seen.length;
    expect(await geocoder.search('   ', 5)).toEqual([]);
    expect(await geocoder.search('Ujjain', 0)).toEqual([]);
    expect(seen.length).toBe(before);
  });

  test('rejects on an HTTP error and on timeout, so the caller can fall back', async () => {
    await expect(createOnlineGeocoder(`${base}/down`).search('Ujjain', 5)).rejects.toThrow(/503/);
    await expect(createOnlineGeocoder(`${base}/slow`, { timeoutMs: 100 }).search('Ujjain', 5)).rejects.toThrow();
  });

  test('a malformed URL fails at creation', () => {
    expect(() => createOnlineGeocoder('not a url')).toThrow();
  });
});
