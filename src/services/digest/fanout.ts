/**
 * One page of a cron run: reads the next page of opted-in subscribers, queues one digest job per account and local
 * day (those the outbox records as sent are skipped), then queues the next page. A job does a bounded amount of
 * work (one page, two queries and two queue calls), so a million subscribers are a few thousand short jobs that
 * any worker may take, not one long request. No e-mail is sent here: digest jobs do that (send-digest.ts). The last
 * page also prunes the outbox of days long past.
 */
import type { DigestOutboxStore } from '../../storage/digest-ports.ts';
import type { PrefsStore } from '../../storage/vault-ports.ts';
import { fanoutRunId, type DigestJob, type FanoutJob, type FanoutTotals } from './job.ts';
import { localDate } from './local-date.ts';
import type { DigestQueue } from './queue-port.ts';

export const FANOUT_PAGE = 500;
/** Outbox rows kept: a digest is only ever queued for the local date at the cron instant, so a few days would do. */
export const OUTBOX_KEEP_DAYS = 35;

export interface FanoutDeps {
  prefs: PrefsStore;
  outbox: DigestOutboxStore;
  queue: Pick<DigestQueue, 'add' | 'fanout'>;
  pageSize?: number;
  /** Called once per run, by its last page. */
  finished?(runId: string, totals: FanoutTotals): void;
}

/** Runs one page; returns the next page's job, or null when this page was the last. */
export async function runFanoutPage(job: FanoutJob, deps: FanoutDeps): Promise<FanoutJob | null> {
  const pageSize = deps.pageSize ?? FANOUT_PAGE;
  const page = await deps.prefs.optedInPage(job.after, pageSize);
  const jobs: DigestJob[] = [];
  let noPlace = 0;
  for (const { accountId, place } of page) {
    if (place === null) noPlace++;
    else jobs.push({ accountId, day: localDate(job.at, place.latitude, place.longitude) });
  }
  const sent = new Set((await deps.outbox.sentAmong(jobs)).map((k) => `${k.accountId}|${k.day}`));
  const due = jobs.filter((j) => !sent.has(`${j.accountId}|${j.day}`));
  await deps.queue.add(due);
  const t = job.totals;
  const totals: FanoutTotals = {
    considered: t.considered + page.length,
    queued: t.queued + due.length,
    alreadySent: t.alreadySent + jobs.length - due.length,
    noPlace: t.noPlace + noPlace,
  };
  if (page.length < pageSize) {
    await deps.outbox.pruneBefore(new Date(job.at - OUTBOX_KEEP_DAYS * 86_400_000).toISOString().slice(0, 10));
    deps.finished?.(fanoutRunId(job.at), totals);
    return null;
  }
  const next: FanoutJob = { at: job.at, after: page.at(-1)!.accountId, totals };
  await deps.queue.fanout(next);
  return next;
}
