// GET /api/v2/eclipses from a fixed clock (2025-03-01) against published eclipse facts (published.md: NASA).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';
import { record, report, worst } from '../support/accuracy.ts';

let service: Service;
beforeAll(async () => {
  service = await testService({}, { now: () => Date.UTC(2025, 2, 1) });
});
afterAll(() => service.close());

const get = (q = '') => service.app.inject({ method: 'GET', url: `/api/v2/eclipses${q}` });

describe('GET /api/v2/eclipses', () => {
  test('from 2025-03-01 at New Delhi: the 2025-03-14 total lunar eclipse first, within 60 s of NASA; not seen in India', async () => {
    const r = await get();
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    expect(body.eclipses).toHaveLength(3);
    expect(body.next).toMatchObject({
      kind: 'lunar',
      type: 'total',
      date: '2025-03-14',
      locally_visible: false,
      sutak: { applies: false },
    });
    const w = worst();
    record(w, Math.abs(Date.parse(body.next.max_utc) - Date.UTC(2025, 2, 14, 6, 58, 45)) / 1000, '2025-03-14');
    report(
      {
        id: 'http.eclipse-maximum.nasa',
        quantity: 'greatest eclipse through GET /api/v2/eclipses, 2025-03-14 total lunar eclipse',
        reference: 'nasa',
        unit: 's',
        tolerance: 60,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(60);
    expect(typeof body.next.sign).toBe('string');
    expect(typeof body.next.nakshatra).toBe('string');
    expect(body.next.max_local).toMatch(/\+05:30$/);
  });

  test('the 2025-09-07 total lunar eclipse is seen from New Delhi and carries a sutak', async () => {
    const body = (await get('?count=5')).json<any>();
    const september = body.eclipses.find((e: any) => e.kind === 'lunar' && e.max_utc.startsWith('2025-09-07'));
    expect(september).toBeDefined();
    expect(Math.abs(Date.parse(september.max_utc) - Date.UTC(2025, 8, 7, 18, 12)) / 1000).toBeLessThanOrEqual(60);
    expect(september).toMatchObject({
      type: 'total',
      locally_visible: true,
      sutak: { applies: true, praharas: 3, hours: 9 },
    });
    expect(september.sutak.start < september.local.partial_start).toBe(true);
  });

  test('an eclipse at night at the place is not seen there: no type, no contacts, and the reason', async () => {
    // From 2026-08-01 at New Delhi: the total solar eclipse of 2026-08-12 (greatest 17:46 UT, 23:16 IST) and the
    // partial lunar eclipse of 2026-08-28 (greatest 04:13 UT, 09:43 IST) both happen while the body is set there.
    const later = await testService({}, { now: () => Date.UTC(2026, 7, 1) });
    try {
      const body = (await later.app.inject({ method: 'GET', url: '/api/v2/eclipses?count=2' })).json<any>();
      const [solar, lunar] = body.eclipses;
      expect(solar).toMatchObject({ kind: 'solar', type: 'total', date: '2026-08-12', locally_visible: false });
      expect(solar.local).toMatchObject({
        type: null,
        not_seen: 'sun_below_horizon',
        first_contact: null,
        last_contact: null,
        maximum: null,
        visible: null,
        magnitude: null,
      });
      expect(solar.local.sun_altitude_at_maximum).toBeLessThan(-30);
      expect(solar.sutak).toMatchObject({ applies: false, reason: 'not_visible' });
      expect(lunar).toMatchObject({ kind: 'lunar', type: 'partial', date: '2026-08-28', locally_visible: false });
      expect(lunar.local).toMatchObject({ type: null, not_seen: 'moon_below_horizon', visible: null });
      expect(lunar.local.moon_above_horizon_at_maximum).toBe(false);
      // A lunar eclipse's contacts are the same instants everywhere, so they stay, as the times it happens.
      expect(lunar.local.partial_start).toMatch(/^2026-08-28T/);
    } finally {
      await later.close();
    }
  });

  test('an eclipse seen at the place names its type there and no reason', async () => {
    const body = (await get('?count=5')).json<any>();
    const september = body.eclipses.find((e: any) => e.kind === 'lunar' && e.max_utc.startsWith('2025-09-07'));
    expect(september.local).toMatchObject({ type: 'total', not_seen: null });
  });

  test('count bounds: 422 beyond the limit or below 1; default 3', async () => {
    expect((await get('?count=0')).statusCode).toBe(422);
    expect((await get('?count=21')).statusCode).toBe(422);
    expect((await get('?latitude=91')).statusCode).toBe(422);
    expect((await get('?count=2')).json<any>().eclipses).toHaveLength(2);
  });
});
