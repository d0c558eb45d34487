// The readings of the body know whose body it is, and their dates are the birth place's: over a day of births (the
// rising drekkana and the houses turn through every case), past-reading and body-marks name the scrotum only for a
// man; and the past reading's mahadasha dates are the local dates the dasha tree gives, for a birth whose UTC date
// differs from its local one.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService({ rateLimitKeyless: 1e9, rateLimitHeavyKeyless: 1e9 });
});
afterAll(() => service.close());

const post = async (url: string, payload: object) =>
  (await service.app.inject({ method: 'POST', url, payload })).json<any>();

test('only a man is told of the scrotum; a woman, or a chart without gender, reads the groin', async () => {
  const said = { Male: 0, Female: 0, none: 0 };
  for (let hour = 0; hour < 24; hour++) {
    const birth = {
      date: '1990-11-20',
      time: `${String(hour).padStart(2, '0')}:20`,
      latitude: 26.85,
      longitude: 80.95,
    };
    for (const gender of ['Male', 'Female', 'none'] as const) {
      const body = gender === 'none' ? birth : { ...birth, gender };
      const text = JSON.stringify([await post('/api/v2/past-reading', body), await post('/api/v2/body-marks', body)]);
      if (text.includes('scrotum')) said[gender]++;
    }
  }
  expect(said.Female).toBe(0);
  expect(said.none).toBe(0);
  // The rule does reach that part in this day of charts: the check above is not empty.
  expect(said.Male).toBeGreaterThan(0);
});

test("the past reading's mahadasha dates are the birth place's dates, as the dasha tree gives them", async () => {
  // 03:10 in Tokyo is the previous day in UTC; the mahadasha boundaries fall at other hours, some near midnight.
  const birth = { date: '1984-03-02', time: '03:10', latitude: 35.68, longitude: 139.69 };
  const reading = await post('/api/v2/past-reading', birth);
  const tree = await post('/api/dasha/tree', { ...birth, depth: 1 });
  const local = new Map<string, { start: string; end: string }>(
    tree.tree.map((p: any) => [p.planet, { start: p.start.slice(0, 10), end: p.end.slice(0, 10) }]),
  );
  const periods = reading.statements.filter((s: any) => s.facts.period !== undefined).map((s: any) => s.facts.period);
  // Jupiter's and Saturn's mahadashas begin on 11 February in UTC and on the 12th in Tokyo.
  expect(periods.map((p: any) => p.lord)).toEqual(expect.arrayContaining(['Jupiter']));
  for (const p of periods) expect({ start: p.start, end: p.end }).toEqual(local.get(p.lord));
});
