/**
 * The job: send one account its digest for one day, at most once. The outbox row is claimed before sending and
 * marked sent after, so a retry or a second worker finds it and stops. A worker killed between the mail server's
 * acceptance and the mark leaves the row pending; the retry sends again with the same Message-ID, which lets a
 * receiving server drop the repeat (no sender can know what a server accepted before it crashed).
 */
import { julianDayUT } from '../../engine/astro/time.ts';
import type { DigestInput } from '../../engine/reports/digest/daily-digest.ts';
import type { DigestOutboxStore } from '../../storage/digest-ports.ts';
import type { AccountStore, PrefsStore } from '../../storage/vault-ports.ts';
import type { Mailer } from '../mail/mailer.ts';
import { digestJobId, type DigestJob } from './job.ts';

export interface DigestJobDeps {
  accounts: AccountStore;
  prefs: PrefsStore;
  outbox: DigestOutboxStore;
  mailer: Mailer;
  /** Composes the e-mail (through the compute port: only the compute thread calls the ephemeris). */
  render(input: DigestInput): Promise<{ subject: string; text: string }>;
  now(): number;
  /** How long one attempt holds the outbox row (the queue's job lock: a dead worker's claim lapses with it). */
  leaseMs: number;
  /** Recorded with the send: which worker sent it (host:pid). */
  workerName: string;
}

/** sent; already_sent (the outbox says so); skipped (opted out, deleted or no place since it was queued). */
export type DigestOutcome = 'sent' | 'already_sent' | 'skipped';

/** Another attempt holds the row right now: the queue retries this job later, when it has finished or lapsed. */
export class DigestBusyError extends Error {
  constructor(job: DigestJob) {
    super(`digest ${digestJobId(job)} is being sent by another attempt`);
    this.name = 'DigestBusyError';
  }
}

export async function sendDigest(job: DigestJob, deps: DigestJobDeps): Promise<DigestOutcome> {
  const account = await deps.accounts.findById(job.accountId);
  if (account === undefined || account.deletedAt !== null) return 'skipped';
  const prefs = await deps.prefs.get(account.id);
  const place = prefs.place ?? account.place;
  if (!prefs.dailyGates || place === null) return 'skipped';

  const t = deps.now();
  const messageId = digestJobId(job);
  const claim = await deps.outbox.claim({
    ...job,
    messageId,
    nowIso: new Date(t).toISOString(),
    leaseUntilIso: new Date(t + deps.leaseMs).toISOString(),
  });
  if (claim === 'sent') return 'already_sent';
  if (claim === 'busy') throw new DigestBusyError(job);
  try {
    const d = await deps.render({
      date: job.day,
      place,
      birth: account.birth,
      nowJdUt: julianDayUT(t),
      name: account.name,
    });
    await deps.mailer.send({ to: account.email, subject: d.subject, text: d.text, idempotencyKey: messageId });
  } catch (e) {
    await deps.outbox.release(job);
    throw e;
  }
  await deps.outbox.markSent(job, new Date(deps.now()).toISOString(), deps.workerName);
  return 'sent';
}
