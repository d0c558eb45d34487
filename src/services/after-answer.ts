/**
 * Work that runs after the answer has been sent (setImmediate comes after the reply's write), tracked so tests and
 * shutdown can wait for it. Used where doing the work before the answer would show in its timing (a code's write
 * and e-mail happen only for some addresses).
 */
export function createAfterAnswer(onError: (error: unknown) => void) {
  const pending = new Set<Promise<void>>();
  return {
    run(work: () => Promise<void>): void {
      const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch(onError)
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}
