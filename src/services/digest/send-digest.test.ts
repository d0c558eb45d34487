// The digest job on a real (in-memory SQLite) database: sends once, skips what changed since it was queued, gives
// the claim back when the e-mail fails, and stops when another live attempt holds the row.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Storage } from '../../storage/sql/database.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { DigestBusyError, sendDigest, type DigestJobDeps } from './send-digest.ts';

const NOW = Date.parse('2026-06-16T03:00:00Z');
let s: Storage;
const sent: MailMessage[] = [];
let failNext = false;

beforeAll(async () => {
  s = await openDatabase({ sqlitePath: ':memory:' });
});
afterAll(async () => s.close());

const deps = (over: Partial<DigestJobDeps> = {}): DigestJobDeps => ({
  accounts: s.accounts,
  prefs: s.prefs,
  outbox: s.digestOutbox,
  mailer: {
    kind: 'smtp',
    send: async (m) => {
      if (failNext) {
        failNext = false;
        throw new Error('mail server down');
      }
      sent.push(m);
    },
  },
  render: async (i) => ({ subject: `digest ${i.date}`, text: 'text' }),
  now: () => NOW,
  leaseMs: 30_000,
  workerName: 'test:1',
  ...over,
});

async function subscriber(email: string, on = true) {
  const { account } = await s.accounts.ensure(email, null, new Date(NOW).toISOString());
  await s.prefs.put(
    account.id,
    { dailyGates: on, place: { latitude: 26.85, longitude: 80.95 } },
    new Date(NOW).toISOString(),
  );
  return { accountId: account.id, day: '2026-06-16' };
}

describe('sendDigest', () => {
  test('sends once with a stable Message-ID key; a second run of the job finds the outbox row', async () => {
    const job = await subscriber('once@example.org');
    expect(await sendDigest(job, deps())).toBe('sent');
    expect(await sendDigest(job, deps())).toBe('already_sent');
    const mine = sent.filter((m) => m.to === 'once@example.org');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.idempotencyKey).toBe(`digest.2026-06-16.${job.accountId}`);
    expect((await s.accounts.exportRows(job.accountId)).digest_outbox).toMatchObject([
      { status: 'sent', sent_by: 'test:1', attempts: 1 },
    ]);
  });

  test('opted out or deleted since it was queued: skipped, nothing recorded', async () => {
    const off = await subscriber('off@example.org', false);
    expect(await sendDigest(off, deps())).toBe('skipped');
    const gone = await subscriber('gone@example.org');
    await s.accounts.softDelete(gone.accountId, new Date(NOW).toISOString());
    expect(await sendDigest(gone, deps())).toBe('skipped');
    expect(sent.filter((m) => m.to === 'off@example.org' || m.to === 'gone@example.org')).toEqual([]);
  });

  test('a failed e-mail gives the claim back: the retry sends at once', async () => {
    const job = await subscriber('retry@example.org');
    failNext = true;
    await expect(sendDigest(job, deps())).rejects.toThrow('mail server down');
    expect(await sendDigest(job, deps())).toBe('sent');
    expect(sent.filter((m) => m.to === 'retry@example.org')).toHaveLength(1);
    expect((await s.accounts.exportRows(job.accountId)).digest_outbox).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  test('while another attempt holds the row the job is busy (the queue retries it later)', async () => {
    const job = await subscriber('busy@example.org');
    await s.digestOutbox.claim({
      ...job,
      messageId: 'm',
      nowIso: new Date(NOW).toISOString(),
      leaseUntilIso: new Date(NOW + 60_000).toISOString(),
    });
    await expect(sendDigest(job, deps())).rejects.toBeInstanceOf(DigestBusyError);
    // The other attempt died: its lease lapses and this one takes over.
    expect(await sendDigest(job, deps({ now: () => NOW + 61_000 }))).toBe('sent');
  });
});
