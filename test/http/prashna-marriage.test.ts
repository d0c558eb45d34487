// Prashna marriage over HTTP: the 7th cusp's sub-lord and its significations are those POST /api/kp-chart gives for
// the same moment and place; the alias answers the same bytes; without date and time the service's clock is the
// asked moment; bad input 422s.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

const CLOCK = Date.UTC(2026, 10, 22, 5, 0, 0); // 10:30 IST
let service: Service;
beforeAll(async () => {
  service = await testService({}, { now: () => CLOCK });
});
afterAll(() => service.close());

const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });
const ASKED = { question: 'Will I marry?', date: '2026-11-22', time: '10:30', latitude: 28.6139, longitude: 77.209 };
const MOMENTS = [
  ASKED,
  { date: '2025-03-14', time: '06:15', latitude: 13.08, longitude: 80.27 },
  { date: '2027-08-02', time: '21:40', latitude: 19.07, longitude: 72.88 },
  { date: '2024-01-01', time: '00:05', latitude: 51.5, longitude: -0.12 },
];

describe('POST /api/v2/prasna-marriage', () => {
  test('the KP reading is the one /api/kp-chart gives for the same moment; the answer follows the rule', async () => {
    const seen = new Set<string>();
    for (const m of MOMENTS) {
      const r = await post('/api/v2/prasna-marriage', m);
      expect(r.statusCode).toBe(200);
      expectCors(r.headers);
      const body = r.json<any>();
      const { question: _q, ...canonical } = m as typeof ASKED;
      const kpChart = (await post('/api/kp-chart', canonical)).json<any>();
      const cusp7 = kpChart.cusps.find((c: any) => c.cusp === 7);
      expect(body.kp.sub_lord).toBe(cusp7.sub_lord);
      expect(body.kp.sub_lord_signifies).toEqual(
        kpChart.significators.find((s: any) => s.planet === cusp7.sub_lord).signifies,
      );
      const promising = [2, 7, 11].filter((h) => body.kp.sub_lord_signifies.includes(h));
      const denying = [1, 6, 10].filter((h) => body.kp.sub_lord_signifies.includes(h));
      expect(body.kp.verdict).toBe(promising.length === 0 ? 'no' : denying.length === 0 ? 'yes' : 'uncertain');
      const against = body.parashari.some((f: any) => f.holds && f.points !== body.kp.verdict);
      expect(body.answer).toBe(body.kp.verdict === 'uncertain' || against ? 'uncertain' : body.kp.verdict);
      if (body.timing_hint.period !== null)
        expect(body.timing_hint.fruitful_significators).toContain(body.timing_hint.period.antardasha);
      expect(body.asked.source).toBe('request');
      expect(body.prove_refs.length).toBeGreaterThan(0);
      seen.add(body.answer);
    }
    console.info(`prashna answers over ${MOMENTS.length} moments: ${[...seen].join(', ')}`);
  });

  test('the alias answers the same', async () => {
    const [a, b] = await Promise.all([post('/api/v2/prasna-marriage', ASKED), post('/api/prasna/marriage', ASKED)]);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  test("without date and time, the service's clock is the asked moment", async () => {
    const { date: _d, time: _t, ...place } = ASKED;
    const now = (await post('/api/v2/prasna-marriage', place)).json<any>();
    expect(now.asked).toMatchObject({ at: '2026-11-22T10:30:00+05:30', utc: '2026-11-22T05:00:00Z', source: 'clock' });
    const given = (await post('/api/v2/prasna-marriage', ASKED)).json<any>();
    expect(now.kp).toEqual(given.kp);
    expect(now.answer).toBe(given.answer);
  });

  test.each([
    ['a date without a time', { date: '2026-11-22', latitude: 28.6, longitude: 77.2 }, ['body', 'time']],
    ['no place', { date: '2026-11-22', time: '10:30' }, ['body', 'latitude']],
    ['a date out of range', { ...ASKED, date: '1700-01-01' }, ['body', 'date']],
    ['an unknown field', { ...ASKED, partner: 'x' }, ['body', 'partner']],
    ['a wrong type', { ...ASKED, latitude: '28.6' }, ['body', 'latitude']],
    ['an unknown zone', { latitude: 28.6, longitude: 77.2, timezone: 'Mars/Olympus' }, ['body', 'timezone']],
  ])('422: %s', async (_label, payload, loc) => {
    const r = await post('/api/v2/prasna-marriage', payload);
    expect(r.statusCode).toBe(422);
    expect(r.json<any>().detail.map((d: any) => d.loc)).toContainEqual(loc);
  });
});
