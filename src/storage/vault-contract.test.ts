/**
 * The account and vault storage contract, on every database the service runs on (SQLite always, PostgreSQL when
 * DATABASE_URL is set). Each test works on its own fresh e-mail addresses, so tests sharing a database never meet.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Storage } from './sql/database.ts';
import { allTargets, type Target } from './testing/targets.ts';
import type { BirthDetails } from './vault-ports.ts';

const T0 = '2026-01-01T00:00:00.000Z';
const at = (days: number) => new Date(Date.parse(T0) + days * 86_400_000).toISOString();
const email = () => `${randomUUID()}@example.org`;
const BIRTH: BirthDetails = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
/** A small per-account chart limit for these tests (the service's own is LIMITS.vault.chartsPerAccountMax). */
const CAP = 10;
const event = (date: string, extra: object = {}) => ({
  id: randomUUID(),
  date,
  category: 'career',
  note: null,
  chartId: null,
  createdAt: T0,
  updatedAt: T0,
  ...extra,
});

describe.each(allTargets())('vault storage on $name', (target: Target) => {
  let s: Storage;
  beforeAll(async () => {
    s = await target.open();
  });
  afterAll(async () => {
    await s?.close();
    await target.dispose();
  });
  const account = async () => (await s.accounts.ensure(email(), 'Asha', T0)).account;

  test('ensure: concurrent calls for one address make one account and report created once', async () => {
    const e = email();
    const results = await Promise.all(Array.from({ length: 6 }, () => s.accounts.ensure(e, null, T0)));
    expect(new Set(results.map((r) => r.account.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect((await s.accounts.findByEmail(e))?.id).toBe(results[0]!.account.id);
  });

  test('profile: fields round-trip (birth and place as JSON); a deleted account cannot be changed', async () => {
    const a = await account();
    const p = await s.accounts.updateProfile(
      a.id,
      { gender: 'Female', birth: BIRTH, place: { name: 'Lucknow', latitude: 26.85, longitude: 80.95 } },
      at(1),
    );
    expect(p).toMatchObject({
      name: 'Asha',
      gender: 'Female',
      birth: BIRTH,
      place: { name: 'Lucknow' },
      updatedAt: at(1),
    });
    await s.accounts.softDelete(a.id, at(2));
    expect(await s.accounts.updateProfile(a.id, { name: 'X' }, at(3))).toBeUndefined();
    expect((await s.accounts.findById(a.id))?.deletedAt).toBe(at(2));
  });

  test('sessions: live until expiry; a delete revokes them and hides the account', async () => {
    const a = await account();
    const tokenHash = randomUUID();
    await s.sessions.create({ tokenHash, accountId: a.id, createdAt: T0, expiresAt: at(30) });
    expect(await s.sessions.findLive(tokenHash, at(29))).toEqual({ accountId: a.id });
    expect(await s.sessions.findLive(tokenHash, at(30))).toBeUndefined();
    expect(await s.sessions.findLive('unknown', at(1))).toBeUndefined();
    await s.accounts.softDelete(a.id, at(1));
    expect(await s.sessions.findLive(tokenHash, at(2))).toBeUndefined();
  });

  test('one-time codes: all live until expiry, newest first; one use spends them all, once', async () => {
    const e = email();
    const firstId = 'a' + randomUUID();
    await s.otpCodes.issue({
      id: firstId,
      email: e,
      purpose: 'sign_in',
      codeHmac: 'h1',
      createdAt: T0,
      expiresAt: at(0.007),
    });
    const secondId = randomUUID();
    await s.otpCodes.issue({
      id: secondId,
      email: e,
      purpose: 'sign_in',
      codeHmac: 'h2',
      createdAt: at(0.001),
      expiresAt: at(0.008),
    });
    expect(await s.otpCodes.findLive(e, 'sign_in', at(0.002))).toEqual([
      { id: secondId, codeHmac: 'h2', expiresAt: at(0.008) },
      { id: firstId, codeHmac: 'h1', expiresAt: at(0.007) },
    ]);
    expect(await s.otpCodes.findLive(e, 'sign_in', at(0.0075))).toEqual([
      { id: secondId, codeHmac: 'h2', expiresAt: at(0.008) },
    ]);
    expect(await s.otpCodes.findLive(e, 'sign_in', at(0.009))).toEqual([]); // expired
    const consumed = await Promise.all(Array.from({ length: 5 }, () => s.otpCodes.consume(firstId, at(0.002))));
    expect(consumed.filter(Boolean)).toHaveLength(1);
    expect(await s.otpCodes.findLive(e, 'sign_in', at(0.002))).toEqual([]);
    expect(await s.otpCodes.consume(secondId, at(0.002))).toBe(false);
    expect(await s.otpCodes.findLive(email(), 'sign_in', at(0.002))).toEqual([]);
  });

  test('one-time codes of one purpose are neither found nor spent under the other', async () => {
    const e = email();
    const signIn = randomUUID();
    const keys = randomUUID();
    await s.otpCodes.issue({
      id: signIn,
      email: e,
      purpose: 'sign_in',
      codeHmac: 'h1',
      createdAt: T0,
      expiresAt: at(1),
    });
    await s.otpCodes.issue({ id: keys, email: e, purpose: 'api_key', codeHmac: 'h2', createdAt: T0, expiresAt: at(1) });
    expect((await s.otpCodes.findLive(e, 'api_key', T0)).map((c) => c.id)).toEqual([keys]);
    expect(await s.otpCodes.consume(keys, T0)).toBe(true);
    expect((await s.otpCodes.findLive(e, 'sign_in', T0)).map((c) => c.id)).toEqual([signIn]);
  });

  test('charts: saved, listed newest first, invisible to another account; deleting unlinks its events', async () => {
    const a = await account();
    const b = await account();
    const c1 = { id: randomUUID(), label: 'me', birth: BIRTH, createdAt: at(1) };
    const c2 = { id: randomUUID(), label: 'mother', birth: { ...BIRTH, date: '1965-02-03' }, createdAt: at(2) };
    expect(await s.charts.save(a.id, c1, CAP)).toBe(true);
    expect(await s.charts.save(a.id, c2, CAP)).toBe(true);
    expect((await s.charts.list(a.id)).map((c) => c.label)).toEqual(['mother', 'me']);
    expect(await s.charts.get(a.id, c1.id)).toEqual(c1);
    expect(await s.charts.get(b.id, c1.id)).toBeUndefined();
    expect(await s.charts.remove(b.id, c1.id)).toBe(false);
    const e = event('2020-05-01', { chartId: c1.id });
    await s.events.create(a.id, e);
    expect(await s.charts.remove(a.id, c1.id)).toBe(true);
    expect((await s.events.get(a.id, e.id))?.chartId).toBeNull();
    expect((await s.charts.list(a.id)).map((c) => c.id)).toEqual([c2.id]);
  });

  test('events: newest date first with a limit; update and delete only within the account', async () => {
    const a = await account();
    const b = await account();
    for (const d of ['2019-01-01', '2021-06-15', '2020-03-03']) await s.events.create(a.id, event(d));
    expect((await s.events.list(a.id, 2)).map((e) => e.date)).toEqual(['2021-06-15', '2020-03-03']);
    const [first] = await s.events.list(a.id, 1);
    expect(await s.events.update(b.id, first!.id, { note: 'x' }, at(1))).toBeUndefined();
    expect(await s.events.update(a.id, first!.id, { note: 'promotion', category: 'work' }, at(1))).toMatchObject({
      note: 'promotion',
      category: 'work',
      date: '2021-06-15',
      updatedAt: at(1),
    });
    expect(await s.events.remove(b.id, first!.id)).toBe(false);
    expect(await s.events.remove(a.id, first!.id)).toBe(true);
    expect(await s.events.list(a.id, 100)).toHaveLength(2);
  });

  test("prefs: default off; upsert; opted-in pages list live accounts only, with the digest's place", async () => {
    const a = await account();
    const d = await account();
    const p = await account();
    expect(await s.prefs.get(a.id)).toEqual({ dailyGates: false, place: null, updatedAt: null });
    await s.prefs.put(a.id, { dailyGates: true, place: { latitude: 1, longitude: 2 } }, at(1));
    await s.prefs.put(a.id, { dailyGates: true, place: { latitude: 3, longitude: 4 } }, at(2));
    expect(await s.prefs.get(a.id)).toEqual({
      dailyGates: true,
      place: { latitude: 3, longitude: 4 },
      updatedAt: at(2),
    });
    await s.prefs.put(d.id, { dailyGates: true, place: null }, at(1));
    await s.accounts.softDelete(d.id, at(2));
    await s.accounts.updateProfile(p.id, { place: { name: 'Pune', latitude: 18.52, longitude: 73.86 } }, at(1));
    await s.prefs.put(p.id, { dailyGates: true, place: null }, at(1));
    // Walk every page (other tests' accounts share the database): each account once, in id order.
    const seen: { accountId: string; place: unknown }[] = [];
    for (let after: string | null = null; ;) {
      const page = await s.prefs.optedInPage(after, 2);
      if (page.length === 0) break;
      seen.push(...page);
      after = page.at(-1)!.accountId;
    }
    const ids = seen.map((o) => o.accountId);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
    expect(seen.find((o) => o.accountId === a.id)?.place).toEqual({ latitude: 3, longitude: 4 });
    expect(seen.find((o) => o.accountId === p.id)?.place).toEqual({ name: 'Pune', latitude: 18.52, longitude: 73.86 });
    expect(ids).not.toContain(d.id);
  });

  test('digest outbox: one claim wins; a live lease is busy, a lapsed or released one is taken over; sent is final', async () => {
    const a = await account();
    const key = { accountId: a.id, day: '2026-01-02' };
    const claim = (nowIso: string, leaseUntilIso: string) =>
      s.digestOutbox.claim({ ...key, messageId: 'm', nowIso, leaseUntilIso });
    const first = await Promise.all([1, 2, 3, 4].map(() => claim(at(0), at(1))));
    expect(first.filter((r) => r === 'claimed')).toHaveLength(1);
    expect(first.filter((r) => r === 'busy')).toHaveLength(3);
    expect(await claim(at(2), at(3))).toBe('claimed'); // the first attempt's lease lapsed (it died)
    await s.digestOutbox.release(key);
    expect(await claim(at(2), at(3))).toBe('claimed'); // released after a failed send: the retry goes at once
    expect(await s.digestOutbox.sentAmong([key])).toEqual([]);
    await s.digestOutbox.markSent(key, at(2), 'host:1');
    expect(await claim(at(9), at(10))).toBe('sent');
    expect(await s.digestOutbox.sentAmong([key, { accountId: a.id, day: '2026-01-03' }])).toEqual([key]);
    const row = (await s.accounts.exportRows(a.id)).digest_outbox;
    expect(row).toMatchObject([{ status: 'sent', attempts: 3, sent_by: 'host:1', message_id: 'm' }]);
    // Pruning removes the days before the given one only.
    const later = { accountId: a.id, day: '2026-01-03' };
    expect(await s.digestOutbox.claim({ ...later, messageId: 'm2', nowIso: at(0), leaseUntilIso: at(1) })).toBe(
      'claimed',
    );
    expect(await s.digestOutbox.pruneBefore('2026-01-03')).toBe(1);
    expect((await s.accounts.exportRows(a.id)).digest_outbox).toMatchObject([{ day: '2026-01-03' }]);
  });

  test('charts: the per-account limit holds under concurrent saves (count and insert in one transaction)', async () => {
    const a = await account();
    for (let i = 0; i < CAP - 2; i++)
      expect(await s.charts.save(a.id, { id: randomUUID(), label: `c${i}`, birth: BIRTH, createdAt: T0 }, CAP)).toBe(
        true,
      );
    const saved = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        s.charts.save(a.id, { id: randomUUID(), label: `p${i}`, birth: BIRTH, createdAt: T0 }, CAP),
      ),
    );
    expect(saved.filter(Boolean)).toHaveLength(2);
    expect(await s.charts.list(a.id)).toHaveLength(CAP);
  });

  test(
    'erase: accounts deleted before the cutoff go with every row naming them; others stay; a second run erases ' +
      'nothing',
    async () => {
      const old = await account();
      const recent = await account();
      const live = await account();
      for (const a of [old, recent, live]) {
        await s.charts.save(a.id, { id: randomUUID(), label: 'x', birth: BIRTH, createdAt: T0 }, CAP);
        await s.events.create(a.id, event('2020-01-01'));
        await s.sessions.create({ tokenHash: randomUUID(), accountId: a.id, createdAt: T0, expiresAt: at(30) });
        await s.prefs.put(a.id, { dailyGates: true, place: null }, T0);
        await s.otpCodes.issue({
          id: randomUUID(),
          email: a.email,
          purpose: 'sign_in',
          codeHmac: 'h',
          createdAt: T0,
          expiresAt: at(1),
        });
      }
      await s.accounts.softDelete(old.id, at(0));
      await s.accounts.softDelete(recent.id, at(10));
      const r = await s.accounts.eraseDeletedBefore(at(5));
      expect(r.accounts).toBeGreaterThanOrEqual(1); // other tests' deleted accounts may be swept too
      expect(await s.accounts.findById(old.id)).toBeUndefined();
      expect(await s.charts.list(old.id)).toEqual([]);
      expect(await s.events.list(old.id, 10)).toEqual([]);
      expect((await s.accounts.exportRows(old.id)).sessions).toEqual([]);
      expect(await s.otpCodes.findLive(old.email, 'sign_in', T0)).toEqual([]);
      expect(await s.accounts.findById(recent.id)).toBeDefined();
      expect(await s.charts.list(live.id)).toHaveLength(1);
      expect((await s.accounts.eraseDeletedBefore(at(5))).accounts).toBe(0);
    },
  );

  test('export: every table of the account, session hashes left out', async () => {
    const a = await account();
    await s.charts.save(a.id, { id: randomUUID(), label: 'x', birth: BIRTH, createdAt: T0 }, CAP);
    await s.events.create(a.id, event('2020-01-01'));
    await s.sessions.create({ tokenHash: 'secret-' + randomUUID(), accountId: a.id, createdAt: T0, expiresAt: at(30) });
    const rows = await s.accounts.exportRows(a.id);
    expect(Object.keys(rows).sort()).toEqual([
      'accounts',
      'digest_outbox',
      'memory_events',
      'notification_prefs',
      'sessions',
      'vault_charts',
    ]);
    expect(rows.vault_charts).toHaveLength(1);
    expect(rows.memory_events).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('secret-');
  });
});
