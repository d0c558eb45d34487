// Our additions to the account and vault, on SQLite and on PostgreSQL when DATABASE_URL is set:
// sign-out ends this session or, with {"all": true}, every session of the account; one saved chart is read by id
// (another account's answers 404 like an unknown id); saved birth details keep their time zone, so the saved fields
// sent to a chart route give the moment that was meant.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { serviceDatabases, type ServiceDatabase } from '../support/databases.ts';
import { expectCors, testService } from '../support/service.ts';
import { sessionFor, signedIn } from '../support/session.ts';

const LUCKNOW = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };

describe.each(serviceDatabases())('sessions and saved charts ($name)', (database: ServiceDatabase) => {
  let service: Service;

  beforeAll(async () => {
    service = await testService(
      { databaseUrl: database.databaseUrl },
      database.pgSchema === undefined ? {} : { pgSchema: database.pgSchema },
    );
  });
  afterAll(async () => {
    await service?.close();
    await database.dispose();
  });

  const call = (method: 'GET' | 'POST', url: string, authorization?: string, payload?: object) =>
    service.app.inject({
      method,
      url,
      headers: authorization === undefined ? {} : { authorization },
      ...(payload === undefined ? {} : { payload }),
    });
  const me = async (authorization: string) => (await call('GET', '/api/v2/auth/me', authorization)).statusCode;

  describe('sign-out', () => {
    test(
      'ends this session only (no body needed); the token ' + "then answers 401, the account's other sessions go on",
      async () => {
        const { accountId, authorization } = await signedIn(service);
        const other = `Bearer ${await sessionFor(service, accountId)}`;
        const r = await call('POST', '/api/v2/auth/logout', authorization);
        expect(r.statusCode).toBe(200);
        expect(r.json()).toEqual({
          success: true,
          revoked_sessions: 1,
          detail: 'Signed out: this session token no longer works.',
        });
        expect(r.headers['cache-control']).toBe('no-store');
        expectCors(r.headers);
        expect(await me(authorization)).toBe(401);
        expect(await me(other)).toBe(200);
        expect((await call('POST', '/api/v2/auth/logout', authorization)).statusCode).toBe(401);
      },
    );

    test('{"all": true} ends every session of the account and no other account\'s', async () => {
      const { accountId, authorization } = await signedIn(service);
      const others = [
        `Bearer ${await sessionFor(service, accountId)}`,
        `Bearer ${await sessionFor(service, accountId)}`,
      ];
      const stranger = await signedIn(service);
      const r = await call('POST', '/api/v2/auth/logout', authorization, { all: true });
      expect(r.json()).toEqual({
        success: true,
        revoked_sessions: 3,
        detail: 'Signed out everywhere: 3 session(s) ended.',
      });
      for (const a of [authorization, ...others]) expect(await me(a)).toBe(401);
      expect(await me(stranger.authorization)).toBe(200);
    });

    test('{"all": false} and {} end this session; a bad body is 422 and ends nothing; no token is 401', async () => {
      for (const body of [{}, { all: false }]) {
        const { authorization } = await signedIn(service);
        expect((await call('POST', '/api/v2/auth/logout', authorization, body)).json<any>().revoked_sessions).toBe(1);
      }
      const { authorization } = await signedIn(service);
      const bad = await call('POST', '/api/v2/auth/logout', authorization, { all: 'yes', every: true });
      expect(bad.statusCode).toBe(422);
      expect(bad.json<any>().detail.map((d: any) => d.loc)).toEqual(
        expect.arrayContaining([
          ['body', 'all'],
          ['body', 'every'],
        ]),
      );
      expect(await me(authorization)).toBe(200);
      const none = await call('POST', '/api/v2/auth/logout');
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer');
    });
  });

  describe('one saved chart', () => {
    test('the owner reads it as the list shows it; another account and an unknown id get the same 404', async () => {
      const owner = await signedIn(service);
      const stranger = await signedIn(service);
      const saved = await call('POST', '/api/v2/vault/charts', owner.authorization, {
        label: 'me',
        name: 'Asha',
        ...LUCKNOW,
      });
      const id = saved.json<any>().chart_id;
      const one = await call('GET', `/api/v2/vault/charts/${id}`, owner.authorization);
      expect(one.statusCode).toBe(200);
      expect(one.headers['cache-control']).toBe('no-store');
      const listed = (await call('GET', '/api/v2/vault/charts', owner.authorization)).json<any>().charts[0];
      expect(one.json()).toEqual({ success: true, chart: listed });
      expect(one.json<any>().chart).toEqual(saved.json<any>().chart);
      const theirs = await call('GET', `/api/v2/vault/charts/${id}`, stranger.authorization);
      const unknown = await call('GET', `/api/v2/vault/charts/${randomUUID()}`, owner.authorization);
      expect([theirs.statusCode, unknown.statusCode]).toEqual([404, 404]);
      expect(theirs.body).toBe(unknown.body);
      expect((await call('GET', `/api/v2/vault/charts/${id}`)).statusCode).toBe(401);
    });
  });

  describe('saved charts keep their time zone', () => {
    const save = async (authorization: string, body: object) =>
      call('POST', '/api/v2/vault/charts', authorization, { label: 'z', ...LUCKNOW, ...body });

    test(
      'found from the coordinates when none is given, kept ' + 'when given; an offset given alone is kept alone',
      async () => {
        const { authorization } = await signedIn(service);
        const found = await save(authorization, {});
        const given = await save(authorization, { timezone: 'America/New_York' });
        const offset = await save(authorization, { utc_offset: '+05:30' });
        expect([found.statusCode, given.statusCode, offset.statusCode]).toEqual([201, 201, 201]);
        expect(found.json<any>().chart).toMatchObject({ timezone: 'Asia/Kolkata' });
        expect(given.json<any>().chart).toMatchObject({ timezone: 'America/New_York' });
        expect(offset.json<any>().chart).toMatchObject({ utc_offset: '+05:30' });
        expect(offset.json<any>().chart).not.toHaveProperty('timezone');
        // As stored, not only as answered: read back by id.
        const back = await call('GET', `/api/v2/vault/charts/${given.json<any>().chart_id}`, authorization);
        expect(back.json<any>().chart.timezone).toBe('America/New_York');
      },
    );

    test('an unknown zone or a bad offset is 422 at its field and nothing is saved', async () => {
      const { authorization } = await signedIn(service);
      const zone = await save(authorization, { timezone: 'Mars/Olympus_Mons' });
      const offset = await save(authorization, { utc_offset: '+5:30' });
      expect([zone.statusCode, offset.statusCode]).toEqual([422, 422]);
      expect(zone.json<any>().detail[0].loc).toEqual(['body', 'timezone']);
      expect(offset.json<any>().detail[0].loc).toEqual(['body', 'utc_offset']);
      expect((await call('GET', '/api/v2/vault/charts', authorization)).json<any>().charts).toEqual([]);
    });

    test('the saved fields sent to a chart route give the moment that was meant', async () => {
      const { authorization } = await signedIn(service);
      const chart = (await save(authorization, { timezone: 'America/New_York' })).json<any>().chart;
      const { chart_id: _id, label: _label, created_at: _at, ...birth } = chart;
      const kundli = await call('POST', '/api/v2/kundli', undefined, birth);
      expect(kundli.statusCode).toBe(200);
      // 16:00 in New York on 20 Nov 1990 (EST, -05:00) is 21:00 UTC, not Lucknow's 10:30.
      expect(kundli.json<any>().conventions).toMatchObject({
        timezone: 'America/New_York',
        utc_offset: '-05:00',
        utc: '1990-11-20T21:00:00Z',
      });
    });

    test('a chart saved before zones were kept answers the zone found from its coordinates', async () => {
      const { accountId, authorization } = await signedIn(service);
      const id = randomUUID();
      await service.storage.charts.save(
        accountId,
        { id, label: 'old', birth: LUCKNOW, createdAt: new Date().toISOString() },
        500,
      );
      expect((await call('GET', `/api/v2/vault/charts/${id}`, authorization)).json<any>().chart.timezone).toBe(
        'Asia/Kolkata',
      );
    });

    test("the profile's birth keeps its zone too", async () => {
      const { authorization } = await signedIn(service);
      const r = await call('POST', '/api/v2/auth/profile', authorization, { birth: LUCKNOW });
      expect(r.statusCode).toBe(200);
      expect(r.json<any>().account.birth).toEqual({ ...LUCKNOW, timezone: 'Asia/Kolkata' });
    });
  });
});
