/**
 * `npm run worker`: a process that only sends queued daily digests (REDIS_URL required), beside service processes
 * started with DIGEST_WORKER=off. Use it to keep digest work off the processes that answer HTTP, or to scale the
 * two apart. SIGTERM lets running jobs finish; SIGKILL is safe too (other workers take the jobs over).
 */
import { digestJobDeps } from './compose-digest.ts';
import { loadConfig } from './config.ts';
import { createInlineCompute } from './compute/inline.ts';
import { createDigestRuntime } from './services/digest/runtime.ts';
import { createMailer } from './services/mail/mailer.ts';
import { openDatabase } from './storage/sql/database.ts';

const config = loadConfig();
if (config.redisUrl === undefined) {
  console.error('npm run worker needs REDIS_URL: without Redis each service process sends its own digests.');
  process.exit(2);
}

const storage = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
// This process answers no HTTP, so computing in its own thread costs nothing anyone waits for.
const compute = createInlineCompute(config.ephemerisPath);
const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir });
const digests = await createDigestRuntime(
  { redisUrl: config.redisUrl, runWorker: true, concurrency: config.digestConcurrency, lockMs: config.digestLockMs },
  digestJobDeps(storage, mailer, compute, Date.now),
  {
    error: (e, msg) => console.error(`${msg}:`, e instanceof Error ? e.message : e),
    info: (msg) => console.error(msg),
  },
);
console.error(`digest worker ${digests.worker ?? ''} ready (concurrency ${config.digestConcurrency})`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    digests
      .close()
      .then(() => compute.close())
      .then(() => storage.close())
      .then(
        () => process.exit(0),
        (e: unknown) => {
          console.error('error while closing:', e);
          process.exit(1);
        },
      );
  });
}
