// POST /api/lal-kitab: the interface's parts (debts, remedies, grahas in houses, house meanings), debts_present
// equal to the debts marked present, remedies advisory, citations pending; 422 for bad input.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

test('Delhi 1990-06-15 14:30: twelve houses (Aries fixed to the 1st), nine grahas, debts and advisory remedies', async () => {
  const r = await service.app.inject({
    method: 'POST',
    url: '/api/lal-kitab',
    payload: { date: '1990-06-15', time: '14:30', latitude: 28.61, longitude: 77.21 },
  });
  expect(r.statusCode).toBe(200);
  expectCors(r.headers);
  const body = r.json<any>();
  expect(body.engine_status).toBe('PARTIAL');
  expect(body.houses).toHaveLength(12);
  expect(body.houses[0].fixed_sign).toBe('Aries');
  expect(body.grahas).toHaveLength(9);
  expect(body.debts.length).toBeGreaterThan(0);
  expect(body.debts_present).toEqual(body.debts.filter((d: any) => d.present).map((d: any) => d.id));
  for (const d of body.debts)
    expect(d.prove_refs.every((p: any) => p.status === 'pending' && p.tier === 'modern')).toBe(true);
  for (const x of body.remedies) expect(x.advisory).toBe(true);
  // Each graha's house is its whole-sign house from the lagna, as the kundli route gives it.
  const kundli = (
    await service.app.inject({
      method: 'POST',
      url: '/api/kundli',
      payload: { date: '1990-06-15', time: '14:30', latitude: 28.61, longitude: 77.21 },
    })
  ).json<any>();
  for (const g of body.grahas) expect(g.house).toBe(kundli.planets.find((p: any) => p.name === g.graha).house);
});

test('422 for a bad time', async () => {
  const r = await service.app.inject({
    method: 'POST',
    url: '/api/lal-kitab',
    payload: { date: '1990-06-15', time: '25:00', latitude: 28.61, longitude: 77.21 },
  });
  expect(r.statusCode).toBe(422);
});
