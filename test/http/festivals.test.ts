// GET /api/v2/festivals and GET /api/v2/festivals/{id}: the year's calendar at a place and one festival over years,
// with why_this_date, alternatives, languages, regions and every refusal as a 4xx with `detail`.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService({ rateLimitHeavyKeyless: 1000 }, { now: () => Date.UTC(2026, 10, 28, 6, 0, 0) });
});
afterAll(() => service.close());

type Json = Record<string, any>;
const get = (url: string) => service.app.inject({ method: 'GET', url });
const VARANASI = 'lat=25.3176&lon=82.9739';
const DELHI = 'lat=28.6139&lon=77.209';

describe('GET /api/v2/festivals', () => {
  test('Varanasi 2026: Diwali on 8 November, decided at pradosha, with the rule and each candidate day', async () => {
    // Central holiday list 2026 (Diwali, Sunday 8 November).
    const r = await get(`/api/v2/festivals?year=2026&${VARANASI}`);
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<Json>();
    expect(body.engine_status).toBe('LIVE');
    expect(body.place.timezone).toBe('Asia/Kolkata');
    const diwali = body.festivals.find((f: Json) => f.id === 'diwali');
    expect(diwali.date).toBe('2026-11-08');
    expect(diwali.why_this_date.kaala).toBe('pradosha');
    expect(diwali.observance.start).toMatch(/^2026-11-08T17:\d\d:\d\d\+05:30$/);
    expect(diwali.lunar).toMatchObject({ amanta_month: 'Ashwin', purnimanta_month: 'Kartika', tithi: 15 });
    expect(diwali.why_this_date.days.some((d: Json) => d.date === '2026-11-08' && d.minutes > 0)).toBe(true);
    expect(diwali.prove_refs.length).toBeGreaterThan(0);
    const dates = body.festivals.map((f: Json) => f.date);
    expect([...dates].sort()).toEqual(dates);
    expect(body.adhika_months.map((m: Json) => m.name)).toEqual(['Jyeshtha']);
  });

  test('Diwali 2024 at New Delhi shows the other school: 1 November', async () => {
    const r = await get(`/api/v2/festivals/diwali?year=2024&${DELHI}`);
    const d = r.json<Json>().festivals[0];
    expect(d.date).toBe('2024-10-31');
    expect(d.alternatives.map((a: Json) => a.date)).toContain('2024-11-01');
    expect(d.alternatives[0].prove_refs.length).toBeGreaterThan(0);
  });

  test('lang=hi labels each festival in Devanagari; purnimanta months by region', async () => {
    const r = await get(`/api/v2/festivals/janmashtami?year=2025&${DELHI}&lang=hi&region=north`);
    const body = r.json<Json>();
    expect(body.labels.festival[body.festivals[0].name]).toBe('कृष्ण जन्माष्टमी');
    expect(body.month_system).toBe('purnimanta');
    expect(body.festivals[0].lunar.month).toBe('Bhadrapada');
    expect(body.labels.lang).toBe('hi');
  });

  test('a region adds its festivals and its rules; Vaishnava tradition moves Janmashtami', async () => {
    const kerala = (await get('/api/v2/festivals?year=2024&lat=8.5241&lon=76.9366&region=kerala')).json<Json>();
    expect(kerala.festivals.find((f: Json) => f.id === 'onam')?.date).toBe('2024-09-15');
    const v = (await get(`/api/v2/festivals/janmashtami?year=2023&${DELHI}&tradition=vaishnava`)).json<Json>();
    expect(v.festivals[0].date).toBe('2023-09-07');
  });

  test('a fixed utc_offset is the zone of every date and time', async () => {
    const r = await get(`/api/v2/festivals?year=2024&${DELHI}&utc_offset=%2B05:30`);
    expect(r.statusCode).toBe(200);
    const body = r.json<Json>();
    expect(body.place.timezone).toBe('UTC+05:30');
    expect(body.festivals.find((f: Json) => f.id === 'diwali').observance.start).toMatch(/\+05:30$/);
    expect((await get(`/api/v2/calendar.ics?year=2024&${DELHI}&utc_offset=-00:00:01`)).statusCode).toBe(200);
  });

  test('include_monthly=false leaves out the monthly vratas; latitude/longitude are aliases', async () => {
    const all = (await get(`/api/v2/festivals?year=2025&${DELHI}`)).json<Json>();
    const some = (
      await get('/api/v2/festivals?year=2025&latitude=28.6139&longitude=77.209&include_monthly=false')
    ).json<Json>();
    expect(all.festivals.some((f: Json) => f.category === 'monthly')).toBe(true);
    expect(some.festivals.some((f: Json) => f.category === 'monthly')).toBe(false);
  });
});

describe('GET /api/v2/festivals/{id}', () => {
  test('years=2016-2025: one date a year', async () => {
    const r = await get(`/api/v2/festivals/holi?years=2016-2025&${DELHI}`);
    expect(r.statusCode).toBe(200);
    const body = r.json<Json>();
    expect(body.years).toHaveLength(10);
    expect(body.festivals.map((f: Json) => f.date.slice(0, 4))).toEqual(body.years.map(String));
  });

  test('a monthly vrata: every month of the year', async () => {
    const body = (await get(`/api/v2/festivals/sankashti_chaturthi?year=2025&${DELHI}`)).json<Json>();
    expect(body.festivals.length).toBeGreaterThanOrEqual(12);
  });
});

describe('GET /api/v2/calendar.ics', () => {
  const events = (ics: string) => ics.split('BEGIN:VEVENT').slice(1);
  const field = (event: string, name: string) =>
    new RegExp(`^${name}[;:](.*)$`, 'm').exec(event.replace(/\r?\n /g, ''))?.[1];

  test('a year at New Delhi: text/calendar, Diwali all-day on 31 October 2024, parana and UIDs stable', async () => {
    const url = `/api/v2/calendar.ics?year=2024&${DELHI}`;
    const r = await get(url);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/calendar/);
    expectCors(r.headers);
    expect(r.body.startsWith('BEGIN:VCALENDAR')).toBe(true);
    const all = events(r.body);
    const diwali = all.find((e) => field(e, 'SUMMARY')?.startsWith('Diwali'));
    expect(diwali === undefined ? '' : field(diwali, 'DTSTART')).toBe('VALUE=DATE:20241031');
    expect(diwali === undefined ? '' : field(diwali, 'DESCRIPTION')).toMatch(/pradosha/);
    const parana = all.filter((e) => field(e, 'SUMMARY')?.startsWith('Parana:'));
    expect(parana.length).toBeGreaterThanOrEqual(20);
    expect(parana.every((e) => /^\d{8}T\d{6}Z$/.test(field(e, 'DTSTART') ?? ''))).toBe(true);
    const again = await get(url);
    expect(events(again.body).map((e) => field(e, 'UID'))).toEqual(all.map((e) => field(e, 'UID')));
  });

  test('without a year: today at the place and the next twelve months; include chooses the parts', async () => {
    const r = await get(`/api/v2/calendar.ics?${DELHI}&include=eclipses`);
    const all = events(r.body);
    expect(all.length).toBeGreaterThan(0);
    for (const e of all) {
      expect(field(e, 'SUMMARY')).toMatch(/eclipse/);
      expect((field(e, 'DTSTART') ?? '') >= '20261128').toBe(true);
      expect((field(e, 'DTSTART') ?? '') <= '20271129').toBe(true);
    }
    const v = await get(`/api/v2/calendar.ics?year=2025&${DELHI}&include=vratas`);
    expect(events(v.body).some((e) => field(e, 'SUMMARY')?.startsWith('Sankashti Chaturthi'))).toBe(true);
  });

  test('bad input is a 422 with detail', async () => {
    for (const url of [
      `/api/v2/calendar.ics?${DELHI}&include=birthdays`,
      '/api/v2/calendar.ics?lat=28.6',
      `/api/v2/calendar.ics?${DELHI}&year=1700`,
    ]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(422);
      expect(r.json<Json>().detail.length).toBeGreaterThan(0);
    }
  });
});

describe('refusals', () => {
  test.each([
    ['/api/v2/festivals?year=1799&lat=1&lon=2', 422, 'year'],
    ['/api/v2/festivals?year=2400&lat=1&lon=2', 422, 'year'],
    ['/api/v2/festivals?year=2024', 422, 'lat'],
    ['/api/v2/festivals?lat=1&lon=2', 422, 'year'],
    ['/api/v2/festivals?year=2024&lat=1&lon=2&region=mars', 422, 'region'],
    ['/api/v2/festivals?year=2024&lat=1&lon=2&tradition=other', 422, 'tradition'],
    ['/api/v2/festivals?year=2024&lat=91&lon=2', 422, 'lat'],
    ['/api/v2/festivals/diwali?lat=1&lon=2', 422, 'year'],
    ['/api/v2/festivals/diwali?years=2000-2060&lat=1&lon=2', 422, 'years'],
    ['/api/v2/festivals/diwali?years=1790-1800&lat=1&lon=2', 422, 'years'],
    ['/api/v2/festivals/diwali?years=2030-2020&lat=1&lon=2', 422, 'years'],
  ])('%s answers %i naming %s', async (url, status, field) => {
    const r = await get(url);
    expect(r.statusCode).toBe(status);
    const detail = r.json<Json>().detail;
    expect(detail.some((d: Json) => d.loc.includes(field))).toBe(true);
  });

  test('an unknown festival id is 404 with detail', async () => {
    const r = await get('/api/v2/festivals/not_a_festival?year=2024&lat=1&lon=2');
    expect(r.statusCode).toBe(404);
    expect(r.json<Json>().detail).toMatch(/not_a_festival/);
  });
});
