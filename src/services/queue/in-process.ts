/**
 * A small job queue inside one process, for installations without Redis: the same contract as the Redis queue
 * where it matters to the jobs (one job per id while it waits or runs, bounded concurrency, retries with
 * exponential backoff), nothing more. Jobs are lost if the process stops; the outbox makes the next run send them.
 */
export interface InProcessQueueOptions<T> {
  run(data: T): Promise<unknown>;
  concurrency: number;
  /** Tries per job, the first included. */
  attempts: number;
  /** Wait before the first retry; doubled for each further one. */
  backoffMs: number;
  /** Jobs waiting above which add() waits for room, so a huge run cannot fill the memory. */
  highWater: number;
  onFailed?(id: string, error: unknown): void;
}

export interface InProcessQueue<T> {
  add(jobs: { id: string; data: T }[]): Promise<void>;
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createInProcessQueue<T>(o: InProcessQueueOptions<T>): InProcessQueue<T> {
  const waiting: { id: string; data: T; attempt: number }[] = [];
  const known = new Set<string>(); // waiting, running or between tries
  let running = 0;
  let closed = false;
  let wake: (() => void)[] = [];
  const notify = () => {
    const w = wake;
    wake = [];
    for (const f of w) f();
  };
  const changed = () => new Promise<void>((resolve) => wake.push(resolve));

  const retries = new Set<NodeJS.Timeout>();
  const pump = () => {
    while (!closed && running < o.concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      running++;
      void o
        .run(job.data)
        .then(
          () => known.delete(job.id),
          (e: unknown) => {
            if (job.attempt + 1 >= o.attempts || closed) {
              known.delete(job.id);
              o.onFailed?.(job.id, e);
              return;
            }
            // Still known while it waits for its next try: the id stays taken and idle() keeps waiting.
            const timer = setTimeout(
              () => {
                retries.delete(timer);
                waiting.push({ ...job, attempt: job.attempt + 1 });
                pump();
              },
              o.backoffMs * 2 ** job.attempt,
            );
            timer.unref();
            retries.add(timer);
          },
        )
        .finally(() => {
          running--;
          notify();
          pump();
        });
    }
  };

  return {
    async add(jobs) {
      for (const j of jobs) {
        if (closed) throw new Error('queue closed');
        if (known.has(j.id)) continue;
        while (waiting.length >= o.highWater && !closed) await changed();
        known.add(j.id);
        waiting.push({ ...j, attempt: 0 });
        pump();
      }
    },
    async idle() {
      while (known.size > 0 && !closed) await changed();
    },
    async close() {
      closed = true;
      waiting.length = 0;
      for (const t of retries) clearTimeout(t);
      retries.clear();
      notify();
      while (running > 0) await changed();
    },
  };
}
