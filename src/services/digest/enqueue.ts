/**
 * The cron run: streams the subscribers page by page and queues one job per account and local day, a page at a
 * time, so memory and each queue call stay bounded however many subscribers there are. No e-mail is sent here:
 * workers do that (send-digest.ts). Digests the outbox already records as sent are not queued again.
 */
import type { DigestOutboxStore } from '../../storage/digest-ports.ts';
import type { PrefsStore } from '../../storage/vault-ports.ts';
import type { DigestJob } from './job.ts';
import { localDate } from './local-date.ts';
import type { DigestQueue } from './queue-port.ts';

export interface DigestRun {
  queue: DigestQueue['kind'];
  considered: number;
  queued: number;
  alreadySent: number;
  noPlace: number;
}

export const ENQUEUE_PAGE = 500;

export async function enqueueDailyDigests(deps: { prefs: PrefsStore; outbox: DigestOutboxStore; queue: DigestQueue; now: () => number; pageSize?: number }): Promise<DigestRun> {
  const run: DigestRun = { queue: deps.queue.kind, considered: 0, queued: 0, alreadySent: 0, noPlace: 0 };
  const pageSize = deps.pageSize ?? ENQUEUE_PAGE;
  const t = deps.now(); // one instant for the whole run: each account's day is its local date at the cron call
  for (let after: string | null = null; ;) {
    const page = await deps.prefs.optedInPage(after, pageSize);
    if (page.length === 0) break;
    after = page.at(-1)!.accountId;
    run.considered += page.length;
    const jobs: DigestJob[] = [];
    for (const { accountId, place } of page) {
      if (place === null) run.noPlace++;
      else jobs.push({ accountId, day: localDate(t, place.latitude, place.longitude) });
    }
    const sent = new Set((await deps.outbox.sentAmong(jobs)).map((k) => `${k.accountId}|${k.day}`));
    const due = jobs.filter((j) => !sent.has(`${j.accountId}|${j.day}`));
    run.alreadySent += jobs.length - due.length;
    await deps.queue.add(due);
    run.queued += due.length;
    if (page.length < pageSize) break;
  }
  return run;
}
