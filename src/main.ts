/**
 * `npm start`: parse the environment, compose the service, listen, and shut down cleanly on SIGTERM/SIGINT.
 * WORKERS > 1 (or auto) runs that many processes on one port (node:cluster): each has its own compute thread, so
 * cores are used by processes, never by two threads calling the Swiss Ephemeris in one process.
 */
// First: refuse an old Node in one line before anything else loads.
import './node-version.ts';
import cluster from 'node:cluster';
import { composeService } from './compose.ts';
import { loadConfig, type Config } from './config.ts';
import { warmGazetteer } from './services/places/index.ts';

const config = loadConfig();

if (config.workers > 1 && cluster.isPrimary) {
  runPrimary(config.workers);
} else {
  await serve(config);
}

/** Forks the serving processes, replaces one that dies unasked, and passes a stop signal on to all of them. */
function runPrimary(count: number): void {
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      const left = () => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined && !w.isDead()).length;
      const check = setInterval(() => {
        if (left() === 0) {
          clearInterval(check);
          process.exit(0);
        }
      }, 50);
    });
  }
}

async function serve(c: Config): Promise<void> {
  // A PostgreSQL that is unreachable at start does not stop it (the service starts degraded and retries, see
  // connectDatabase); what does (a bad migration, a port in use) is said in one line, not a stack.
  let service: Awaited<ReturnType<typeof composeService>>;
  try {
    service = await composeService(c);
    await service.app.listen({ port: c.port, host: c.host });
  } catch (e) {
    console.error(`the service could not start: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }

  // Load the place index after listening, so health answers at once. `npm install` prebuilt its cache; without one
  // a child process builds it while this process serves.
  const warmStart = performance.now();
  warmGazetteer().then(
    (g) =>
      service.app.log.info(`place index ready: ${g.size} places in ${Math.round(performance.now() - warmStart)} ms`),
    (e: unknown) => service.app.log.error({ err: e }, 'place index could not be loaded'),
  );

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      service.app.log.info(`${signal}: closing`);
      service.close().then(
        () => process.exit(0),
        (e: unknown) => {
          service.app.log.error({ err: e }, 'error while closing');
          process.exit(1);
        },
      );
    });
  }
}
