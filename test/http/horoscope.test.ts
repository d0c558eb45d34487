// GET /api/horoscope: wiring (the period starts at 00:00 IST of `date`), sign names in either language, the
// interface's fields, and errors. The scores themselves are checked against swetest in the engine's tests.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { horoscope } from '../../src/engine/jyotish/horoscope/index.ts';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());
const get = (query: string) => service.app.inject({ method: 'GET', url: `/api/horoscope?${query}` });

// 2027-02-02 00:00 IST = 2027-02-01 18:30 UT = JD 2461438.5 - 5.5/24
const START_IST = 2461438.5 - 5.5 / 24;

describe('GET /api/horoscope', () => {
  test('Karka, weekly from 2027-02-02: the engine run from 00:00 IST, fields of the interface', async () => {
    const r = await get('sign=Karka&period=weekly&date=2027-02-02');
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    const engine = horoscope({ sign: 'Cancer', period: 'weekly', startJdUt: START_IST });
    expect(body).toMatchObject({
      success: true,
      engine_status: 'LIVE',
      sign: 'Cancer',
      period: 'weekly',
      sign_lord: 'Moon',
      start: '2027-02-02T00:00:00+05:30',
    });
    expect(body.total_score).toBe(engine.totalScore);
    expect(body.category_scores).toEqual(engine.categoryScores);
    expect(Object.keys(body.category_scores)).toHaveLength(11);
    expect(body.active_planet).toBe(engine.activePlanet);
    expect(body.lucky_color.hex).toMatch(/^#[0-9a-f]{6}$/i);
    expect(body.prediction.length).toBeGreaterThan(20);
    expect(body.prove_refs.length).toBeGreaterThan(0);
    expect(body.conventions).toMatchObject({
      ayanamsa: { name: 'lahiri' },
      node_type: 'mean',
      timezone: 'Asia/Kolkata',
    });
    expect(body.conventions.utc).toBe('2027-02-01T18:30:00Z'); // whole seconds, as every route states it
    // Jupiter stays in Cancer through this week (about 119 deg sidereal): the 1st house from Karka
    expect(body.statements.find((s: any) => s.graha === 'Jupiter')?.house).toBe(1);
  });

  test('English and Sanskrit names, any case, give the same reading; period defaults to daily', async () => {
    const a = (await get('sign=cancer&date=2027-02-02')).json<any>();
    const b = (await get('sign=KARKA&period=daily&date=2027-02-02')).json<any>();
    expect(a.period).toBe('daily');
    expect(a.category_scores).toEqual(b.category_scores);
  });

  test.each([
    ['an unknown sign', 'sign=Ophiuchus', ['query', 'sign']],
    ['an unknown period', 'sign=Aries&period=hourly', ['query', 'period']],
    ['no sign', 'period=daily', ['query', 'sign']],
    ['a bad date', 'sign=Aries&date=2027-13-01', ['query', 'date']],
    ['a year running past 2399', 'sign=Aries&period=yearly&date=2399-12-01', ['query', 'date']],
    ['a date before 1800', 'sign=Aries&date=1700-01-01', ['query', 'date']],
  ])('422 on %s', async (_l, query, loc) => {
    const r = await get(query);
    expect(r.statusCode).toBe(422);
    expect(r.json<any>().detail.map((d: any) => d.loc)).toContainEqual(loc);
  });
});
