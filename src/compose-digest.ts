/** What a digest job needs, from the concrete parts: the service (compose.ts) and `npm run worker` share it. */
import type { Compute } from './compute/port.ts';
import type { JobDeps } from './services/digest/runtime.ts';
import type { Mailer } from './services/mail/mailer.ts';
import type { Storage } from './storage/sql/database.ts';

export function digestJobDeps(storage: Storage, mailer: Mailer, compute: Compute, now: () => number): JobDeps {
  return {
    accounts: storage.accounts,
    prefs: storage.prefs,
    outbox: storage.digestOutbox,
    mailer,
    // Through the compute port: with COMPUTE=worker only the compute thread may call the Swiss Ephemeris.
    render: async (input) => JSON.parse(await compute.run('dailyDigest', input)) as { subject: string; text: string },
    now,
  };
}
