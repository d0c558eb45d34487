import { expect, test } from 'vitest';
import type { DigestKey } from '../../storage/digest-ports.ts';
import type { PrefsStore } from '../../storage/vault-ports.ts';
import { runFanoutPage } from './fanout.ts';
import { NO_TOTALS, type DigestJob, type FanoutJob, type FanoutTotals } from './job.ts';

// 7 subscribers in id order; one has no place; two already had today's digest. Pages of 3: pages of 3, 3 and 1.
const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const place = { name: 'Delhi', latitude: 28.61, longitude: 77.21 };
const prefs = {
  optedInPage: (after: string | null, limit: number) =>
    Promise.resolve(
      ids
        .filter((id) => after === null || id > after)
        .slice(0, limit)
        .map((accountId) => ({ accountId, place: accountId === 'd' ? null : place })),
    ),
} as unknown as PrefsStore;
const AT = Date.UTC(2026, 5, 16, 0, 30); // 06:00 in Delhi: 2026-06-16 there
const sentDays = new Set(['b', 'f']);
const pruned: string[] = [];
const outbox = {
  sentAmong: (keys: DigestKey[]) => Promise.resolve(keys.filter((k) => sentDays.has(k.accountId))),
  pruneBefore: (day: string) => Promise.resolve(void pruned.push(day)),
} as never;

test('a run walks the subscribers a page per job, queues each due digest once and reports its totals once', async () => {
  const queued: DigestJob[] = [];
  const pages: FanoutJob[] = [];
  const finished: [string, FanoutTotals][] = [];
  const deps = {
    prefs,
    outbox,
    pageSize: 3,
    queue: {
      add: (jobs: DigestJob[]) => Promise.resolve(void queued.push(...jobs)),
      fanout: (j: FanoutJob) => Promise.resolve(void pages.push(j)),
    },
    finished: (id: string, t: FanoutTotals) => void finished.push([id, t]),
  };
  let job: FanoutJob | null = { at: AT, after: null, totals: NO_TOTALS };
  let jobs = 0;
  while (job !== null) {
    job = await runFanoutPage(job, deps);
    jobs++;
  }
  expect(jobs).toBe(3);
  expect(pages.map((p) => p.after)).toEqual(['c', 'f']); // each page queued the next one, and the last none
  expect(queued.map((j) => j.accountId)).toEqual(['a', 'c', 'e', 'g']);
  expect(new Set(queued.map((j) => j.day))).toEqual(new Set(['2026-06-16']));
  expect(finished).toEqual([[`fanout.${AT}`, { considered: 7, queued: 4, alreadySent: 2, noPlace: 1 }]]);
  expect(pruned).toEqual(['2026-05-12']); // once per run, 35 days before the run's UTC date
});

test('a page retried after a failure queues the same next page (the job id is the same, so the queue keeps one)', async () => {
  const next: FanoutJob[] = [];
  const deps = {
    prefs,
    outbox,
    pageSize: 3,
    queue: { add: () => Promise.resolve(), fanout: (j: FanoutJob) => Promise.resolve(void next.push(j)) },
  };
  const first: FanoutJob = { at: AT, after: null, totals: NO_TOTALS };
  await runFanoutPage(first, deps);
  await runFanoutPage(first, deps);
  expect(next[0]).toEqual(next[1]);
});
