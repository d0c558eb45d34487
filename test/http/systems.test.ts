// KP and Jaimini over HTTP: the interface's fields, agreement with the chart, the method stated, errors.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService({}, { now: () => Date.parse('2026-08-01T06:30:00Z') });
});
afterAll(() => service.close());

const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });
const NAK_LORDS = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];

describe('POST /api/kp-chart', () => {
  test('planets, 12 cusps and significators with the interface fields; krishnamurti ayanamsa by default', async () => {
    const r = await post('/api/kp-chart', BIRTH);
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    expect(body.success).toBe(true);
    expect(body.conventions.ayanamsa.name).toBe('krishnamurti');
    expect(body.planets).toHaveLength(9);
    for (const p of body.planets) {
      for (const f of ['planet', 'nakshatra_lord', 'sub_lord', 'house']) expect(p).toHaveProperty(f);
      // the star lord follows from the longitude: lord of nakshatra floor(lon / 13deg20')
      expect(p.nakshatra_lord).toBe(NAK_LORDS[Math.floor((p.longitude * 27) / 360) % 9]);
    }
    expect(body.cusps.map((c: any) => c.cusp)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const c of body.cusps) for (const f of ['sign', 'sub_lord']) expect(c).toHaveProperty(f);
    for (const s of body.significators) {
      expect(s).toHaveProperty('star_lord');
      expect(s.signifies.every((h: number) => Number.isInteger(h) && h >= 1 && h <= 12)).toBe(true);
    }
    expect(body.ruling_planets.planets.length).toBeGreaterThan(0);
    expect(body.prove_refs.every((p: any) => p.status === 'pending')).toBe(true);
  });

  test('the ayanamsa option is honoured', async () => {
    const body = (await post('/api/kp-chart', { ...BIRTH, ayanamsa: 'lahiri' })).json<any>();
    expect(body.conventions.ayanamsa.name).toBe('lahiri');
  });
});

describe('POST /api/v2/jaimini', () => {
  test('eight karakas by default, ordered by degree; 12 arudha padas, upapada; 12 chara dashas tiling time', async () => {
    const r = await post('/api/v2/jaimini', BIRTH);
    expect(r.statusCode).toBe(200);
    const body = r.json<any>();
    const karakas = body.chara_karakas.karakas;
    expect(karakas).toHaveLength(8);
    expect(karakas[0].karaka).toBe('Atmakaraka');
    for (let i = 1; i < karakas.length; i++)
      expect(karakas[i - 1].karaka_degree).toBeGreaterThanOrEqual(karakas[i].karaka_degree);
    expect(body.arudha_padas).toHaveLength(12);
    expect(body.upapada.house).toBe(12);
    const dashas = body.chara_dasha.mahadashas;
    expect(dashas).toHaveLength(12);
    for (let i = 1; i < dashas.length; i++) expect(dashas[i].start_jd_ut).toBeCloseTo(dashas[i - 1].end_jd_ut, 9);
    expect(typeof dashas[0].start).toBe('string');
    expect(body.method).toMatch(/chara/i);
  });

  test('seven-karaka scheme on request', async () => {
    const body = (await post('/api/v2/jaimini', { ...BIRTH, karaka_scheme: 7 })).json<any>();
    expect(body.chara_karakas.karakas).toHaveLength(7);
    expect(body.chara_karakas.karakas.map((k: any) => k.graha)).not.toContain('Rahu');
  });

  test('422 on a karaka scheme other than 7 or 8', async () => {
    const r = await post('/api/v2/jaimini', { ...BIRTH, karaka_scheme: 9 });
    expect(r.statusCode).toBe(422);
    expect(r.json<any>().detail[0].loc).toEqual(['body', 'karaka_scheme']);
  });
});
