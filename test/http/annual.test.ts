// Varshaphal, gochar and fortune direction over HTTP: the interface's fields, the birth_ body (and canonical), errors.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService({}, { now: () => Date.parse('2026-08-01T06:30:00Z') });
});
afterAll(() => service.close());

const BIRTH = { birth_date: '1990-11-20', birth_time: '16:00', birth_latitude: 26.85, birth_longitude: 80.95 };
const CANONICAL = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });
const SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
];

describe('POST /api/v2/varshaphal', () => {
  test('the return falls in the asked year, muntha = natal lagna + age; PARTIAL naming what is missing', async () => {
    const r = await post('/api/v2/varshaphal', { ...BIRTH, year: 2026 });
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    expect(body.engine_status).toBe('PARTIAL');
    expect(body.missing.length).toBeGreaterThan(0);
    expect(body.age).toBe(36);
    expect(body.solar_return.local_iso.slice(0, 4)).toBe('2026');
    const natal = (await post('/api/v2/kundli', CANONICAL)).json<any>();
    expect(body.muntha.sign).toBe(SIGNS[(SIGNS.indexOf(natal.chart.lagna.sign) + 36) % 12]);
    // the return is the moment the Sun comes back to its natal sidereal longitude
    expect(Math.abs(body.annual_chart.planets.Sun.longitude - natal.chart.planets.Sun.longitude)).toBeLessThan(
      1 / 3600,
    );
    expect(body.sahams.length).toBeGreaterThanOrEqual(36);
    expect(body.prove_refs.every((p: any) => p.status === 'pending')).toBe(true);
  });

  test('canonical body accepted too, same return', async () => {
    const a = (await post('/api/v2/varshaphal', { ...BIRTH, year: 2000 })).json<any>();
    const b = (await post('/api/v2/varshaphal', { ...CANONICAL, year: 2000 })).json<any>();
    expect(b.solar_return.jd_ut).toBe(a.solar_return.jd_ut);
  });

  test.each([
    ['a year before birth', { ...BIRTH, year: 1985 }, ['body', 'year']],
    ['no year', BIRTH, ['body', 'year']],
    ['no birth at all', { year: 2026 }, ['body', 'birth_date']],
  ])('422 on %s', async (_l, payload, loc) => {
    const r = await post('/api/v2/varshaphal', payload);
    expect(r.statusCode).toBe(422);
    expect(r.json<any>().detail.map((d: any) => d.loc)).toContainEqual(loc);
  });
});

describe('POST /api/v2/gochar', () => {
  test('janma rashi by name; each graha with current sign, house from janma, quality and effect', async () => {
    const body = (await post('/api/v2/gochar', { ...BIRTH, transit_date: '2026-08-01' })).json<any>();
    expect(SIGNS).toContain(body.janma_rashi);
    expect(Object.keys(body.gochar.planets)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ]);
    for (const p of Object.values<any>(body.gochar.planets)) {
      expect(p.house_from_janma).toBe(
        ((SIGNS.indexOf(p.current_sign) - SIGNS.indexOf(body.janma_rashi) + 12) % 12) + 1,
      );
      expect(['favourable', 'unfavourable', 'obstructed']).toContain(p.quality);
      expect(typeof p.effect).toBe('string');
    }
  });

  test('without a transit date: now (the service clock)', async () => {
    const body = (await post('/api/v2/gochar', BIRTH)).json<any>();
    expect(body.gochar.transit.slice(0, 10)).toBe('2026-08-01');
  });
});

describe('POST /api/v2/fortune-direction', () => {
  test('LIVE, a lucky direction, and the synthesis parts marked as such', async () => {
    const body = (await post('/api/v2/fortune-direction', CANONICAL)).json<any>();
    expect(body.engine_status).toBe('LIVE');
    expect(['east', 'south', 'west', 'north']).toContain(body.lucky_direction.direction);
    expect(body.lucky_direction.basis).toBe('service_synthesis');
    expect(body.dig_bala).toHaveLength(7);
  });
});
