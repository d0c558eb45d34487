// POST /api/v2/birth-time-sensitivity over HTTP: every item with its span and the changes at its ends, as local
// times that name the offset in force (a New York birth whose window crosses the spring change shows both
// offsets), the summary in words, and bad input answered 422 with detail. The boundaries themselves are checked
// against the chart in src/engine/jyotish/rectification/sensitivity.test.ts.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService({ rateLimitKeyless: 1e9, rateLimitHeavyKeyless: 1e9 });
});
afterAll(() => service.close());

const URL = '/api/v2/birth-time-sensitivity';
const LUCKNOW = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const post = (payload: object) => service.app.inject({ method: 'POST', url: URL, payload });

test('each item: its value, the span it holds, the change on each side, and a summary', async () => {
  const r = await post({ ...LUCKNOW, window_minutes: 60, as_of: '2026-11-28' });
  expect(r.statusCode).toBe(200);
  const b = r.json();
  expect(b.birth_time).toBe('1990-11-20T16:00:00+05:30');
  expect(b.later_date).toBe('2026-11-28');
  expect(b.items).toHaveLength(37);
  const lagna = b.items.find((i: any) => i.item === 'lagna');
  expect(lagna).toMatchObject({ value: 'Aries', before: { value: 'Pisces' }, after: { value: 'Taurus' } });
  expect(lagna.summary).toMatch(/^The lagna changes 41\.\d minutes earlier: Aries to Pisces; and 55\.\d minutes later/);
  for (const i of b.items) {
    const from = Date.parse(i.holds_from);
    const to = Date.parse(i.holds_to);
    expect(from).toBeLessThanOrEqual(Date.parse(b.birth_time));
    expect(to).toBeGreaterThanOrEqual(Date.parse(b.birth_time));
    if (i.before !== null) expect(i.before.at).toBe(i.holds_from);
    if (i.after !== null) expect(i.after.at).toBe(i.holds_to);
  }
  // The D60 lagna moves every minute or two: it is among the first to change.
  expect(b.first_changes.slice(0, 3)).toContain('d60_lagna');
  expect(b.summary).toMatch(/^Nearest changes: /);
});

test('a window across the spring change in New York names each instant with the offset in force', async () => {
  const b = (
    await post({ date: '2021-03-14', time: '01:50', latitude: 40.71, longitude: -74.01, window_minutes: 30 })
  ).json();
  expect(b.birth_time).toBe('2021-03-14T01:50:00-05:00');
  const ends = b.items.flatMap((i: any) => [i.holds_from, i.holds_to]) as string[];
  // 30 minutes after 01:50 EST is 03:20 EDT: the window's far end is in summer time.
  expect(ends).toContain('2021-03-14T03:20:00-04:00');
  expect(ends).toContain('2021-03-14T01:20:00-05:00');
});

test('bad input: window out of range, no time, a date that does not exist: 422 with detail', async () => {
  for (const [payload, field] of [
    [{ ...LUCKNOW, window_minutes: 0 }, 'window_minutes'],
    [{ ...LUCKNOW, window_minutes: 241 }, 'window_minutes'],
    [{ date: LUCKNOW.date, latitude: 26.85, longitude: 80.95 }, 'time'],
    [{ ...LUCKNOW, as_of: '2026-02-30' }, 'as_of'],
  ] as const) {
    const r = await post(payload);
    expect(r.statusCode, JSON.stringify(payload)).toBe(422);
    expect(JSON.stringify(r.json().detail)).toContain(field);
  }
});
