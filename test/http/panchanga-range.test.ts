// GET /api/v2/panchanga/range: each row is what POST /api/v2/panchanga answers for that date at the place, and its
// festivals are those GET /api/v2/festivals places on it; the CSV parses (csv-parse) to the same rows; a client
// that leaves stops the work; bad ranges answered 422 before anything is streamed.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { createInlineCompute } from '../../src/compute/inline.ts';
import type { Compute } from '../../src/compute/port.ts';
import { testConfig, testService } from '../support/service.ts';
import { createResponseValidator } from '../../src/http/plugins/contract-check.ts';
import { ALL_COMPONENTS } from '../../src/schemas/all-components.ts';
import { PanchangaRangeRow } from '../../src/schemas/panchanga-range.ts';

/** The slices of days the service has asked its compute threads for. */
let slicesAsked = 0;
let service: Service;
beforeAll(async () => {
  const inline = createInlineCompute(testConfig().ephemerisPath);
  const counting: Compute = {
    ...inline,
    run: (name, input) => {
      if (name === 'panchangaRangeSlice') slicesAsked++;
      return inline.run(name, input);
    },
  };
  service = await testService({ rateLimitKeyless: 1e9, rateLimitHeavyKeyless: 1e9 }, { compute: counting });
});
afterAll(() => service.close());

const DELHI = 'lat=28.6139&lon=77.209';
const get = (query: string) => service.app.inject({ method: 'GET', url: `/api/v2/panchanga/range?${query}` });
const ndjson = (body: string) =>
  body
    .trimEnd()
    .split('\n')
    .map((l): any => JSON.parse(l));

test('each row is the single-day panchanga of its date (dates around a change of clocks in London too)', async () => {
  for (const [query, place] of [
    [`start=2026-10-19&end=2026-10-23&${DELHI}`, { latitude: 28.6139, longitude: 77.209 }],
    ['start=2026-10-23&end=2026-10-27&lat=51.5072&lon=-0.1276', { latitude: 51.5072, longitude: -0.1276 }],
  ] as const) {
    const r = await get(query);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const rows = ndjson(r.body);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const day = (
        await service.app.inject({ method: 'POST', url: '/api/v2/panchanga', payload: { date: row.date, ...place } })
      ).json();
      expect(row.sunrise).toBe(day.sunrise.iso);
      expect(row.sunset).toBe(day.sunset.iso);
      expect(row.vara).toBe(day.limbs.vara.name);
      for (const limb of ['tithi', 'nakshatra', 'yoga', 'karana'] as const) {
        expect(row[limb].name, `${row.date} ${limb}`).toBe(day.limbs[limb].name);
        expect(row[limb].ends, `${row.date} ${limb} end`).toBe(day.limbs[limb].end.iso);
      }
      expect(row.lunar_month).toEqual({
        amanta: day.lunar_month.amanta.name,
        purnimanta: day.lunar_month.purnimanta.name,
        adhika: day.lunar_month.amanta.adhika,
      });
    }
  }
});

test("a year's rows carry the festivals the festival calendar places on each date", async () => {
  const rows = ndjson((await get(`start=2026-01-01&end=2026-12-31&${DELHI}`)).body);
  expect(rows).toHaveLength(365);
  // Every line is a PanchangaRangeRow, as the OpenAPI document says.
  const validate = createResponseValidator(ALL_COMPONENTS);
  for (const row of rows) expect(validate({ $ref: PanchangaRangeRow.$id }, row), row.date).toEqual([]);
  const year = (await service.app.inject({ method: 'GET', url: `/api/v2/festivals?year=2026&${DELHI}` })).json();
  const expected = new Map<string, string[]>();
  for (const f of year.festivals) expected.set(f.date, [...(expected.get(f.date) ?? []), f.id]);
  for (const row of rows) {
    expect(row.festivals.map((f: any) => f.id).sort(), row.date).toEqual((expected.get(row.date) ?? []).sort());
  }
  const diwali = year.festivals.find((f: any) => f.id === 'diwali');
  expect(rows.find((r) => r.date === diwali.date).festivals.map((f: any) => f.id)).toContain('diwali');
});

test('CSV: one header row, then the NDJSON rows field by field', async () => {
  const q = `start=2026-03-01&end=2026-03-31&${DELHI}`;
  const rows = ndjson((await get(q)).body);
  const csv = await get(`${q}&format=csv`);
  expect(csv.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
  const records = parse<Record<string, string>>(csv.body, { columns: true });
  expect(records).toHaveLength(31);
  records.forEach((r, i) => {
    const row = rows[i];
    expect(r.date).toBe(row.date);
    expect(r.tithi_ends).toBe(row.tithi.ends);
    expect(r.nakshatra).toBe(row.nakshatra.name);
    expect(r.purnimanta_month).toBe(row.lunar_month.purnimanta);
    expect(r.festivals).toBe(row.festivals.map((f: any) => f.name).join('; '));
  });
});

test('a client that leaves a three-year stream stops the work', async () => {
  const address = await service.app.listen({ port: 0, host: '127.0.0.1' });
  const before = slicesAsked;
  const ac = new AbortController();
  const r = await fetch(`${address}/api/v2/panchanga/range?start=2026-01-01&end=2028-12-31&${DELHI}&format=csv`, {
    signal: ac.signal,
  });
  const reader = r.body!.getReader();
  const first = await reader.read();
  expect(new TextDecoder().decode(first.value)).toMatch(/^date,vara,sunrise/);
  ac.abort();
  await reader.cancel().catch(() => undefined);
  // A whole stream asks for 1 + 18 slices (a week, then 60 days at a time over 1,096 days).
  await new Promise((done) => setTimeout(done, 300));
  const asked = slicesAsked - before;
  console.log(`panchanga range: the client left after its first read; ${asked} of 19 slices were computed`);
  expect(asked).toBeLessThan(19);
});

test('bad input: 422 with detail naming the field', async () => {
  for (const [query, field] of [
    [`start=2026-01-10&end=2026-01-01&${DELHI}`, 'end'],
    [`start=2026-01-01&end=2029-01-01&${DELHI}`, 'end'],
    [`start=1799-12-25&end=1800-01-31&${DELHI}`, 'start'],
    ['start=2026-01-01&end=2026-01-02&lat=28.6', 'lon'],
    [`start=2026-01-01&end=2026-01-02&${DELHI}&format=json`, 'format'],
  ] as const) {
    const r = await get(query);
    expect(r.statusCode, query).toBe(422);
    expect(JSON.stringify(r.json().detail), query).toContain(field);
  }
});
