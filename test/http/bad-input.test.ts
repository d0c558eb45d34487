/**
 * Bad input is a 422 before anything is stored, on SQLite always and on PostgreSQL when DATABASE_URL is
 * set: control characters in any string (body at any depth, query, path id), vault birth dates outside 1800-2399,
 * and a `date` that conflicts with `birth_date` in the bodies that accept both spellings. On PostgreSQL a NUL in a
 * text field or a path id used to be a 500 (text columns cannot hold it).
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { dropSchema, freshSchemaName } from '../../src/storage/testing/targets.ts';
import { testService } from '../support/service.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

type Json = Record<string, any>;
const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const PG = process.env.DATABASE_URL?.trim();
const databases = [{ name: 'SQLite', url: undefined }, ...(PG ? [{ name: 'PostgreSQL', url: PG }] : [])];

/** The control characters refused everywhere, and the three a multi-line note keeps. */
const REFUSED = ['\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'];
const LINE_CONTROLS = ['\t', '\n', '\r'];

describe.each(databases)('bad input on $name', ({ url }) => {
  let smtp: TestSmtp;
  let service: Service;
  const schema = freshSchemaName();
  let n = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    service = await testService(
      { smtpUrl: smtp.url, databaseUrl: url, rateLimitKeyless: 1e9, rateLimitHeavyKeyless: 1e9 },
      url === undefined ? {} : { pgSchema: schema },
    );
  });
  afterAll(async () => {
    await service.close();
    await smtp.close();
    if (url !== undefined) await dropSchema(url, schema);
  });

  const call = (o: InjectOptions) => service.app.inject(o);
  async function signIn(): Promise<Record<string, string>> {
    const email = `bad-input${++n}@example.org`;
    // Each from its own client address: one client may ask for only a few codes an hour.
    const remoteAddress = `192.0.2.${n}`;
    await call({ method: 'POST', url: '/api/v2/auth/register', payload: { email }, remoteAddress });
    const code = await smtp.codeFor(email);
    const r = await call({ method: 'POST', url: '/api/v2/auth/verify-otp', payload: { email, code }, remoteAddress });
    return { authorization: `Bearer ${r.json<Json>().token}` };
  }
  const refusedAt = async (o: InjectOptions, loc: (string | number)[], type = 'string_control_character') => {
    const r = await call(o);
    expect(r.statusCode, JSON.stringify([o.method, o.url, o.payload])).toBe(422);
    expect(r.json<Json>().detail).toContainEqual(expect.objectContaining({ loc, type }));
  };

  test.each(REFUSED.map((c) => [`U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`, c]))(
    '%s is refused in every kind of string field: body, nested body, array item, query and path id',
    async (_code, c) => {
      const auth = await signIn();
      const enc = encodeURIComponent(c);
      await refusedAt(
        { method: 'POST', url: '/api/v2/keys/register', payload: { email: 'k@example.org', app_name: `app${c}` } },
        ['body', 'app_name'],
      );
      await refusedAt(
        { method: 'POST', url: '/api/v2/auth/register', payload: { email: 'r@example.org', name: `A${c}` } },
        ['body', 'name'],
      );
      await refusedAt({ method: 'POST', url: '/api/v2/kundli', payload: { ...BIRTH, name: `A${c}` } }, [
        'body',
        'name',
      ]);
      await refusedAt(
        { method: 'POST', url: '/api/numerology', payload: { first_name: `A${c}b`, day: 1, month: 2, year: 1990 } },
        ['body', 'first_name'],
      );
      await refusedAt(
        {
          method: 'POST',
          url: '/api/v2/auth/profile',
          headers: auth,
          payload: { place: { name: `x${c}`, latitude: 1, longitude: 2 } },
        },
        ['body', 'place', 'name'],
      );
      await refusedAt(
        { method: 'POST', url: '/api/v2/vault/charts', headers: auth, payload: { label: `me${c}`, ...BIRTH } },
        ['body', 'label'],
      );
      await refusedAt(
        {
          method: 'POST',
          url: '/api/v2/memory/events',
          headers: auth,
          payload: { date: '2019-06-01', category: `c${c}`, note: 'n' },
        },
        ['body', 'category'],
      );
      await refusedAt(
        {
          method: 'POST',
          url: '/api/v2/memory/events',
          headers: auth,
          payload: { date: '2019-06-01', category: 'career', note: `n${c}` },
        },
        ['body', 'note'],
      );
      await refusedAt(
        {
          method: 'POST',
          url: '/api/v2/chart-rectification',
          payload: { ...BIRTH, life_events: [{ date: '2010-01-01', kind: 'marriage', note: `n${c}` }] },
        },
        ['body', 'life_events', 0, 'note'],
      );
      await refusedAt({ method: 'GET', url: `/api/cities?q=del${enc}` }, ['query', 'q']);
      await refusedAt({ method: 'GET', url: `/geocode?q=del${enc}` }, ['query', 'q']);
      await refusedAt({ method: 'GET', url: `/api/v2/life-context?age=30&state=Kerala${enc}` }, ['query', 'state']);
      await refusedAt({ method: 'DELETE', url: `/api/v2/vault/charts/ab${enc}c`, headers: auth }, ['path', 'chart_id']);
      await refusedAt({ method: 'GET', url: `/api/v2/memory/events/ab${enc}c`, headers: auth }, ['path', 'event_id']);
      await refusedAt(
        { method: 'PUT', url: `/api/v2/memory/events/ab${enc}c`, headers: auth, payload: { note: 'x' } },
        ['path', 'event_id'],
      );
      // Nothing was stored by any of them.
      expect((await call({ method: 'GET', url: '/api/v2/vault/charts', headers: auth })).json<Json>().charts).toEqual(
        [],
      );
      expect((await call({ method: 'GET', url: '/api/v2/memory/events', headers: auth })).json<Json>().events).toEqual(
        [],
      );
      expect(
        (await call({ method: 'GET', url: '/api/v2/auth/me', headers: auth })).json<Json>().account.place,
      ).toBeNull();
    },
  );

  test('a note keeps tab, line feed and carriage return; a single-line field refuses them', async () => {
    const auth = await signIn();
    const note = `first line\r\n\tsecond line${LINE_CONTROLS.join('')}`;
    const saved = await call({
      method: 'POST',
      url: '/api/v2/memory/events',
      headers: auth,
      payload: { date: '2019-06-01', category: 'career', note },
    });
    expect(saved.statusCode).toBe(201);
    const id = saved.json<Json>().event_id as string;
    expect(
      (await call({ method: 'GET', url: `/api/v2/memory/events/${id}`, headers: auth })).json<Json>().event.note,
    ).toBe(note);
    for (const c of LINE_CONTROLS) {
      await refusedAt(
        { method: 'POST', url: '/api/v2/vault/charts', headers: auth, payload: { label: `a${c}b`, ...BIRTH } },
        ['body', 'label'],
      );
      await refusedAt(
        { method: 'PUT', url: `/api/v2/memory/events/${id}`, headers: auth, payload: { category: `a${c}b` } },
        ['body', 'category'],
      );
    }
    const r = await call({
      method: 'PUT',
      url: `/api/v2/memory/events/${id}`,
      headers: auth,
      payload: { note: 'bell\u0007' },
    });
    expect(r.json<Json>().detail[0].msg).toMatch(/other than tab, line feed and carriage return \(found U\+0007\)/);
    expect(
      (await call({ method: 'GET', url: `/api/v2/memory/events/${id}`, headers: auth })).json<Json>().event.note,
    ).toBe(note);
  });

  test("the 422 lists a control character beside the schema's own errors", async () => {
    const r = await call({
      method: 'POST',
      url: '/api/v2/kundli',
      payload: { ...BIRTH, latitude: 91, name: 'A\u0000' },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json<Json>().detail.map((d: Json) => d.loc)).toEqual(
      expect.arrayContaining([
        ['body', 'latitude'],
        ['body', 'name'],
      ]),
    );
  });

  test.each([
    ['1799-12-31', 422],
    ['2400-01-01', 422],
    ['0001-01-01', 422],
    ['1800-01-01', 201],
    ['2399-12-31', 201],
  ])('vault birth date %s: %i', async (date, status) => {
    const auth = await signIn();
    const saved = await call({
      method: 'POST',
      url: '/api/v2/vault/charts',
      headers: auth,
      payload: { label: 'x', ...BIRTH, date },
    });
    expect(saved.statusCode).toBe(status);
    const profile = await call({
      method: 'POST',
      url: '/api/v2/auth/profile',
      headers: auth,
      payload: { birth: { ...BIRTH, date } },
    });
    expect(profile.statusCode).toBe(status === 201 ? 200 : 422);
    if (status === 422) {
      expect(saved.json<Json>().detail[0]).toMatchObject({ loc: ['body', 'date'], type: 'date_out_of_range' });
      expect(saved.json<Json>().detail[0].msg).toMatch(/1800-01-01.*2399-12-31/);
      expect(profile.json<Json>().detail[0]).toMatchObject({
        loc: ['body', 'birth', 'date'],
        type: 'date_out_of_range',
      });
      expect((await call({ method: 'GET', url: '/api/v2/vault/charts', headers: auth })).json<Json>().charts).toEqual(
        [],
      );
      expect(
        (await call({ method: 'GET', url: '/api/v2/auth/me', headers: auth })).json<Json>().account.birth,
      ).toBeNull();
    }
  });
});

describe('a date that conflicts with birth_date', () => {
  let service: Service;
  beforeAll(async () => {
    service = await testService({ rateLimitKeyless: 1e9, rateLimitHeavyKeyless: 1e9 });
  });
  afterAll(() => service.close());
  const PREFIXED = { birth_date: '1990-11-20', birth_time: '16:00', birth_latitude: 26.85, birth_longitude: 80.95 };

  test.each([
    ['/api/v2/sadesati', {}],
    ['/api/v2/mangal-dosha', {}],
    ['/api/v2/kalasarpa', {}],
    ['/api/v2/doshas', {}],
    ['/api/v2/gochar', {}],
    ['/api/v2/varshaphal', { year: 2026 }],
  ])('%s: 422 at date when they differ, 200 when they agree', async (url, extra) => {
    const conflict = await service.app.inject({
      method: 'POST',
      url,
      payload: { ...PREFIXED, ...extra, date: '1991-01-01' },
    });
    expect(conflict.statusCode).toBe(422);
    expect(conflict.json<Json>().detail[0]).toMatchObject({ loc: ['body', 'date'], type: 'value_conflict' });
    expect(conflict.json<Json>().detail[0].msg).toMatch(/conflicts with birth_date "1990-11-20"/);
    const conflictingPlace = await service.app.inject({
      method: 'POST',
      url,
      payload: { ...PREFIXED, ...extra, latitude: 10 },
    });
    expect(conflictingPlace.json<Json>().detail[0]).toMatchObject({
      loc: ['body', 'latitude'],
      type: 'value_conflict',
    });
    const agree = await service.app.inject({
      method: 'POST',
      url,
      payload: { ...PREFIXED, ...extra, date: '1990-11-20' },
    });
    expect(agree.statusCode).toBe(200);
  });
});
