// POST /api/yog: the interface's fields, summary counts equal to the findings, cancelled yogas reported as cancelled.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

const BIRTHS = [
  { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 },
  { date: '1972-06-01', time: '04:16', latitude: 16.25, longitude: 81.2 },
  { date: '1954-11-12', time: '07:52', latitude: 12.5, longitude: 78.8333 },
];

test.each(BIRTHS)(
  'yogas for $date: items with id, famous, status, strength_label; summary counts them; PARTIAL names what is ' +
    'unchecked',
  async (birth) => {
    const r = await service.app.inject({ method: 'POST', url: '/api/yog', payload: birth });
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    expect(body.engine_status).toBe('PARTIAL');
    expect(body.missing.length).toBeGreaterThan(0);
    const active = body.yogas.active;
    for (const y of active) {
      expect(typeof y.id).toBe('string');
      expect(typeof y.famous).toBe('boolean');
      expect(['present', 'cancelled']).toContain(y.status);
      expect(['strong', 'moderate', 'weak', 'cancelled']).toContain(y.strength_label);
      expect(y.status === 'cancelled').toBe(y.strength_label === 'cancelled');
      expect(y.prove_refs.length).toBeGreaterThan(0);
    }
    for (const band of ['strong', 'moderate', 'weak', 'cancelled']) {
      expect(body.yogas.summary[band]).toBe(active.filter((y: any) => y.strength_label === band).length);
    }
  },
);

test(
  "Mahabhagya needs the native's sex: without gender it is " + 'listed as not evaluated, with gender it is checked',
  async () => {
    const without = (await service.app.inject({ method: 'POST', url: '/api/yog', payload: BIRTHS[0] })).json<any>();
    expect(without.yogas.not_evaluated.map((n: any) => n.id)).toContain('mahabhagya');
    expect(without.yogas.checked).toBe(without.catalogue_size - without.yogas.not_evaluated.length);
    const withSex = (
      await service.app.inject({ method: 'POST', url: '/api/yog', payload: { ...BIRTHS[0], gender: 'Female' } })
    ).json<any>();
    expect(withSex.yogas.not_evaluated).toEqual([]);
    expect(withSex.yogas.checked).toBe(withSex.catalogue_size);
  },
);
