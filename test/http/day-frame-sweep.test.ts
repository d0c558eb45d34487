/**
 * The day-division frame at every latitude and zone: latitudes 0-89.9 north and south, the 366
 * days of a leap year and fixed offsets -12..+14 on the panchanga, choghadiya, hora and glance routes. Every request
 * answers 200 (never a 5xx, never a refusal of a valid place and date), and the test app checks every response against
 * its declared schema.
 *
 * The full grid is 181 latitudes x 366 days x 27 offsets (1.8 million places and days, four routes each): CI takes a
 * deterministic sample spread over every axis (DAY_SWEEP_SAMPLES, default 600 grid points = 2,400 requests);
 * DAY_SWEEP_SAMPLES=all walks the whole grid for a long run.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { testService } from '../support/service.ts';

type Json = Record<string, any>;

const LATITUDES = [...Array.from({ length: 90 }, (_, i) => i), 89.9].flatMap((l) => (l === 0 ? [0] : [l, -l]));
const DAYS = 366;
const OFFSETS = Array.from({ length: 27 }, (_, i) => i - 12);
const GRID = LATITUDES.length * DAYS * OFFSETS.length;
/** Coprime with GRID (181 x 366 x 27 = 2 x 3^4 x 61 x 181), so i * STRIDE mod GRID visits every point once. */
const STRIDE = 1_000_003;

const requested = process.env.DAY_SWEEP_SAMPLES ?? '600';
const SAMPLES = requested === 'all' ? GRID : Math.min(GRID, Number(requested));

interface Point {
  latitude: number;
  longitude: number;
  date: string;
  offset: number;
}

function point(i: number): Point {
  const k = (i * STRIDE) % GRID;
  const latitude = LATITUDES[k % LATITUDES.length] ?? 0;
  const day = Math.floor(k / LATITUDES.length) % DAYS;
  const offset = OFFSETS[Math.floor(k / (LATITUDES.length * DAYS))] ?? 0;
  // Longitudes spread by the golden angle, so zone and solar time differ by anything up to 26 hours.
  const longitude = Math.round((((i * 137.507764) % 360) - 180) * 1000) / 1000;
  return { latitude, longitude, date: new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10), offset };
}

const hhmm = (h: number) => `${h < 0 ? '-' : '+'}${String(Math.abs(h)).padStart(2, '0')}:00`;
/** IANA's fixed zones count the other way: Etc/GMT-14 is UTC+14. */
const etcZone = (h: number) => (h === 0 ? 'Etc/GMT' : `Etc/GMT${h < 0 ? '+' : '-'}${Math.abs(h)}`);

function requests(p: Point): { method: 'GET' | 'POST'; url: string; payload?: object }[] {
  const q = `lat=${p.latitude}&lon=${p.longitude}&date=${p.date}`;
  const zone = encodeURIComponent(etcZone(p.offset));
  return [
    {
      method: 'POST',
      url: '/api/v2/panchanga',
      payload: { date: p.date, latitude: p.latitude, longitude: p.longitude, utc_offset: hhmm(p.offset) },
    },
    { method: 'GET', url: `/api/choghadiya?${q}&timezone=${zone}` },
    { method: 'GET', url: `/api/hora?${q}&timezone=${zone}&time=12:00` },
    { method: 'GET', url: `/api/v2/panchang/glance?${q}` },
  ];
}

let service: Service;
beforeAll(async () => {
  service = await testService(
    { rateLimitKeyless: 1e9, rateLimitHeavyKeyless: 1e9 },
    { now: () => Date.UTC(2026, 5, 16, 6, 0, 0) },
  );
});
afterAll(() => service.close());

async function failuresAt(p: Point): Promise<string[]> {
  const failures: string[] = [];
  for (const r of requests(p)) {
    const res = await service.app.inject(r);
    if (res.statusCode !== 200)
      failures.push(
        `${res.statusCode} ${r.method} ${r.url} ${JSON.stringify(r.payload ?? '')} ${res.body.slice(0, 160)}`,
      );
  }
  return failures;
}

describe('day-division frame at every latitude and zone', () => {
  test.each([
    [
      'Fairbanks in June: sunset 00:47 after local midnight',
      { latitude: 64.8378, longitude: -147.7164, date: '2025-06-21', offset: -8 },
    ],
    ['Nuuk in June', { latitude: 64.1814, longitude: -51.6941, date: '2025-06-21', offset: -2 }],
    ['Dawson City in June', { latitude: 64.0601, longitude: -139.4333, date: '2025-06-21', offset: -7 }],
    [
      'Bangalore at -05:00, ten and a half hours from its solar time',
      { latitude: 12.9716, longitude: 77.5946, date: '2025-10-01', offset: -5 },
    ],
    ['Bangalore at +14:00', { latitude: 12.9716, longitude: 77.5946, date: '2025-10-01', offset: 14 }],
    ['Longyearbyen, polar day', { latitude: 78.22, longitude: 15.65, date: '2025-06-21', offset: 2 }],
    ['Longyearbyen, polar night', { latitude: 78.22, longitude: 15.65, date: '2025-12-21', offset: 1 }],
    ['89.9 S at the equinox', { latitude: -89.9, longitude: 0, date: '2025-03-20', offset: 12 }],
  ])('%s: 200 on all four routes', async (_name, p) => {
    expect(await failuresAt(p)).toEqual([]);
  });

  test('the sunset of the day follows its sunrise, and the polar fallback is stated (Fairbanks, Longyearbyen)', async () => {
    const fairbanks = (
      await service.app.inject({
        method: 'POST',
        url: '/api/v2/panchanga',
        payload: { date: '2025-06-21', latitude: 64.8378, longitude: -147.7164 },
      })
    ).json<Json>();
    expect(fairbanks.day.rule).toBe('sunrise_to_sunrise');
    expect(fairbanks.sunset.iso > fairbanks.sunrise.iso && fairbanks.sunset.iso < fairbanks.next_sunrise.iso).toBe(
      true,
    );
    expect(fairbanks.sunset.iso).toMatch(/^2025-06-22T00:/);
    expect(fairbanks.muhurtas.basis).toBe('sun');

    const bangalore = (
      await service.app.inject({
        method: 'POST',
        url: '/api/v2/panchanga',
        payload: { date: '2025-10-01', latitude: 12.9716, longitude: 77.5946, utc_offset: '-05:00' },
      })
    ).json<Json>();
    // The sunrise on the civil date 2025-10-01 at -05:00 is 06:05 IST on 2 October; its sunset follows it.
    expect(bangalore.sunrise.iso).toMatch(/^2025-10-01T19:3\d:\d\d-05:00$/);
    expect(bangalore.sunset.iso > bangalore.sunrise.iso).toBe(true);

    const polar = (
      await service.app.inject({
        method: 'POST',
        url: '/api/v2/panchanga',
        payload: { date: '2025-12-21', latitude: 78.22, longitude: 15.65 },
      })
    ).json<Json>();
    expect(polar.day.rule).toBe('civil_midnight_fallback');
    expect(polar.muhurtas.basis).toBe('fallback');
    expect(polar.muhurtas.note).toMatch(/polar night.*fallback rule: local civil midnight to midnight/);
    const chog = (
      await service.app.inject({ method: 'GET', url: '/api/choghadiya?lat=78.22&lon=15.65&date=2025-12-21' })
    ).json<Json>();
    expect(chog.basis).toBe('fallback');
    expect(chog.day_choghadiya).toHaveLength(8);
  });

  test(
    `a deterministic sample of ${SAMPLES} of the ${GRID} grid points, four routes each: every answer 200`,
    async () => {
      const failures: string[] = [];
      for (let i = 0; i < SAMPLES; i++) failures.push(...(await failuresAt(point(i))));
      console.info(`day-frame sweep: ${SAMPLES * 4} requests, ${failures.length} not 200`);
      expect(failures.slice(0, 20)).toEqual([]);
    },
    SAMPLES * 4 * 100,
  );
});
