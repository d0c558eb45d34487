// Doshas over HTTP: the interface's fields, birth_ and canonical bodies, agreement with the chart, dates at a given day.
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
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];

describe('POST /api/v2/sadesati', () => {
  test('0-based janma rashi = the chart\'s Moon sign; house and phase follow from Saturn\'s sign', async () => {
    const r = await post('/api/v2/sadesati', BIRTH);
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    const chart = (await post('/api/v2/kundli', CANONICAL)).json<any>();
    expect(body.janma_rashi).toBe(SIGNS.indexOf(chart.chart.planets.Moon.sign));
    const house = ((body.saturn_rashi - body.janma_rashi + 12) % 12) + 1;
    expect(body.sadesati.saturn_house_from_janma).toBe(house);
    expect(body.sadesati.in_sadesati).toBe([12, 1, 2].includes(house));
    expect(typeof body.sadesati.duration_years).toBe('number');
  });

  test('at a date inside a cycle: in sade-sati, with three contiguous phases dated', async () => {
    // Read at the middle of the current (or next) cycle the first answer reported.
    const first = (await post('/api/v2/sadesati', BIRTH)).json<any>();
    const cycle = first.sadesati.current ?? first.sadesati.next;
    const mid = new Date((Date.parse(cycle.start) + Date.parse(cycle.end)) / 2).toISOString().slice(0, 10);
    const body = (await post('/api/v2/sadesati', { ...BIRTH, as_of: mid })).json<any>();
    expect(body.sadesati.current).not.toBeNull();
    expect(body.sadesati.current.phases).toHaveLength(3);
  });
});

describe('POST /api/v2/mangal-dosha', () => {
  test('present, from_venus, severity, cancellations and parihaar; canonical body accepted', async () => {
    for (const payload of [BIRTH, CANONICAL]) {
      const body = (await post('/api/v2/mangal-dosha', payload)).json<any>();
      const m = body.mangal_dosha;
      expect(typeof m.present).toBe('boolean');
      expect(typeof m.from_venus).toBe('boolean');
      expect(typeof m.severity).toBe('string');
      expect(Array.isArray(m.cancellations)).toBe(true);
      expect(typeof m.parihaar).toBe('string');
    }
  });
});

describe('POST /api/v2/kalasarpa', () => {
  test('formation and type by Rahu\'s house; no invented remedy', async () => {
    const body = (await post('/api/v2/kalasarpa', BIRTH)).json<any>();
    expect(['full', 'partial', 'none']).toContain(body.kalasarpa.formation);
    expect(body.kalasarpa.remedy).toBeNull();
    const chart = (await post('/api/v2/kundli', CANONICAL)).json<any>();
    expect(body.kalasarpa.rahu_house).toBe(chart.chart.planets.Rahu.house);
  });
});
