/**
 * The two jobs of the daily-digest queue. A digest job is one account and the local day at its place: its id
 * carries both, so a queue holds at most one job per account and day however often the cron route runs (the outbox
 * row has the same key). A fan-out job is one page of one cron run: it queues the page's digest jobs and then the
 * next page's fan-out job, so no request and no job ever walks all the subscribers.
 */
import type { DigestKey } from '../../storage/digest-ports.ts';

export type DigestJob = DigestKey;

/** What a cron run has found so far; the last page's job logs the run's totals. */
export interface FanoutTotals {
  considered: number;
  queued: number;
  alreadySent: number;
  noPlace: number;
}

export interface FanoutJob {
  /** The cron call's instant (ms): each account's day is its local date at this instant, for the whole run. */
  at: number;
  /** The last account id of the previous page; null for the first page. */
  after: string | null;
  totals: FanoutTotals;
}

/** The queue's job id (BullMQ forbids ':' in ids; UUIDs and dates contain none). */
export const digestJobId = (j: DigestJob): string => `digest.${j.day}.${j.accountId}`;

/** One id per run and page: a retried page queues the same next page, not a second one. */
export const fanoutJobId = (j: FanoutJob): string => `fanout.${j.at}.${j.after ?? 'first'}`;

/** The run's id, answered by the cron route and named in the run's log line. */
export const fanoutRunId = (at: number): string => `fanout.${at}`;

export const NO_TOTALS: FanoutTotals = { considered: 0, queued: 0, alreadySent: 0, noPlace: 0 };
