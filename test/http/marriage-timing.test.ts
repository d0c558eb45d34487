// Marriage timing over HTTP: every window lies inside the antardasha POST /api/dasha/tree gives for the same birth
// (same lords, within 1 s), couple windows inside both partners' windows, the timeline's rows, columns and sync
// formula, and bad input (422 with detail, nothing computed).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';
import { record, report, worst } from '../support/accuracy.ts';

let service: Service;
beforeAll(async () => {
  service = await testService({ rateLimitHeavyKeyless: 1e6 }); // many heavy-budget requests in one run
});
afterAll(() => service.close());

const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });
const BRIDE = { name: 'Bride', date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const GROOM = { name: 'Groom', date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 };
const PERSON = {
  birth_date: BRIDE.date,
  birth_time: BRIDE.time,
  birth_latitude: BRIDE.latitude,
  birth_longitude: BRIDE.longitude,
};

describe('POST /api/v2/marriage-timing-matrix', () => {
  test('one person: the four layers, windows inside the antardashas /api/dasha/tree gives', async () => {
    const r = await post('/api/v2/marriage-timing-matrix', { person: PERSON });
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    expect(body).toMatchObject({ success: true, engine_status: 'LIVE', mode: 'person' });
    const p = body.person;
    expect(p.promised_age.findings).toHaveLength(11);
    expect(p.promised_age.legal_minimum_age).toBe(18);
    expect(p.scan).toMatchObject({ from_age: 18, to_age: 45 });
    expect(p.windows.length).toBeGreaterThan(0);
    expect(body.prove_refs.every((x: any) => x.status === 'pending')).toBe(true);

    const tree = (
      await post('/api/dasha/tree', {
        date: BRIDE.date,
        time: BRIDE.time,
        latitude: BRIDE.latitude,
        longitude: BRIDE.longitude,
      })
    ).json<any>().tree;
    const ads = tree.flatMap((md: any) =>
      md.children.map((ad: any) => ({
        md: md.planet,
        ad: ad.planet,
        start: Date.parse(ad.start),
        end: Date.parse(ad.end),
      })),
    );
    const holderOf = (w: any) => {
      const [s, e] = [Date.parse(w.start), Date.parse(w.end)];
      const holder = ads.find((a: any) => a.start <= s + 1000 && a.end >= e - 1000);
      expect(holder, `${w.start}..${w.end}`).toBeDefined();
      expect([holder.md, holder.ad]).toEqual([w.mahadasha, w.antardasha]);
      return holder;
    };
    p.windows.forEach(holderOf);
    // Each gate antardasha starts where the tree's does (a window may start later, inside it).
    const starts = worst();
    for (const g of p.dasha_gate)
      record(starts, Math.abs(Date.parse(g.start) - holderOf(g).start) / 1000, `${g.mahadasha}/${g.antardasha}`);
    report(
      {
        id: 'marriage.dasha-gate.own-dasha-tree',
        quantity: 'antardasha starts of the marriage-timing dasha gate, one birth',
        reference: 'ownDashaTree',
        unit: 's',
        tolerance: 1,
      },
      starts,
    );
    expect(starts.max).toBeLessThanOrEqual(1);
  });

  test("a couple: windows where both partners' windows hold, the groom floored at 21", async () => {
    const body = (await post('/api/v2/marriage-timing-matrix', { bride: BRIDE, groom: GROOM })).json<any>();
    expect(body.mode).toBe('couple');
    expect(body.groom.promised_age.legal_minimum_age).toBe(21);
    const inside = (w: any, list: any[]) =>
      list.some((x) => x.start_jd_ut <= w.start_jd_ut + 1e-9 && x.end_jd_ut >= w.end_jd_ut - 1e-9);
    for (const w of body.couple.windows) {
      expect(inside(w, body.bride.windows)).toBe(true);
      expect(inside(w, body.groom.windows)).toBe(true);
    }
    expect(body.couple.sync_formula).toMatch(/either/);
  });
});

describe('edges', () => {
  test('a birth near the end of the ephemeris: the scan stops there and says so', async () => {
    const body = (
      await post('/api/v2/marriage-timing-matrix', { person: { ...PERSON, birth_date: '2375-06-01' } })
    ).json<any>();
    expect(body.person.scan.clipped_at_ephemeris_end).toBe(true);
    expect(body.warnings.some((w: string) => w.includes('end of the ephemeris'))).toBe(true);
    for (const w of body.person.windows) expect(w.end < '2400-01-01').toBe(true);
    const late = await post('/api/v2/marriage-timing-matrix-ui', { person: { ...PERSON, birth_date: '2399-06-01' } });
    expect(late.statusCode).toBe(200);
    expect(late.json<any>().rows.every((r: any) => r.cells.every((c: number) => c === 0))).toBe(true);
  });
});

describe('POST /api/v2/marriage-timing-matrix-ui', () => {
  test('rows per person and layer, one column per year, shared windows and the sync score', async () => {
    const body = (await post('/api/v2/marriage-timing-matrix-ui', { bride: BRIDE, groom: GROOM })).json<any>();
    expect(body.rows).toHaveLength(11);
    expect(body.rows.at(-1)).toMatchObject({ person: 'couple', layer: 'shared_windows' });
    for (const row of body.rows) expect(row.cells).toHaveLength(body.columns.length);
    expect(body.sync_by_column).toHaveLength(body.columns.length);
    expect(body.sync_score === null || (body.sync_score >= 0 && body.sync_score <= 100)).toBe(true);
    expect(body.sync_tier).toBe('service');
    const single = (await post('/api/v2/marriage-timing-matrix-ui', { person: PERSON })).json<any>();
    expect([single.sync_score, single.rows.length]).toEqual([null, 5]);
  });
});

describe('bad input: 422 with detail', () => {
  test.each([
    ['nobody', {}, ['body', 'person']],
    ['both forms', { person: PERSON, bride: BRIDE, groom: GROOM }, ['body', 'person']],
    ['a missing partner', { bride: BRIDE }, ['body', 'groom']],
    ['a date out of range', { person: { ...PERSON, birth_date: '1700-01-01' } }, ['body', 'person', 'birth_date']],
    ['to_age below from_age', { person: PERSON, from_age: 30, to_age: 20 }, ['body', 'to_age']],
    ['a scan over 50 years', { person: PERSON, from_age: 0, to_age: 60 }, ['body', 'to_age']],
    ['to_age below the legal minimum age', { person: PERSON, to_age: 10 }, ['body', 'to_age']],
    ['an unknown field', { person: PERSON, colour: 'red' }, ['body', 'colour']],
    ['a wrong type', { person: { ...PERSON, birth_latitude: '26.85' } }, ['body', 'person', 'birth_latitude']],
  ])('%s', async (_label, payload, loc) => {
    for (const url of ['/api/v2/marriage-timing-matrix', '/api/v2/marriage-timing-matrix-ui']) {
      const r = await post(url, payload);
      expect(r.statusCode).toBe(422);
      expect(r.json<any>().detail.map((d: any) => d.loc)).toContainEqual(loc);
    }
  });
});
