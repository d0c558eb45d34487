/**
 * A PostgreSQL server of the test's own: a fresh cluster (initdb) in a temp folder on a free loopback port, which
 * the test may kill -9, stop and start again, never touching the machine's shared server. PostgreSQL refuses to run
 * as root, so under root its processes run as the `postgres` user.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './child-service.ts';

const BIN_DIRS = [
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
  '/usr/lib/postgresql/14/bin',
];

/** The folder holding initdb and postgres, or undefined when this machine has none. */
export function postgresBinaries(): string | undefined {
  const fromPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  const candidates = [...BIN_DIRS, ...(fromPath === '' ? [] : [path.dirname(fromPath)])];
  return candidates.find((d) => existsSync(path.join(d, 'initdb')) && existsSync(path.join(d, 'postgres')));
}

/** Under root: the uid and gid of the `postgres` user (undefined when not root, or when there is none). */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  return Number.isInteger(uid) && uid > 0 && Number.isInteger(gid) ? { uid, gid } : undefined;
}

/** True when a private cluster can be started here: binaries present, and a non-root user to run them. */
export function canRunOwnPostgres(): boolean {
  return postgresBinaries() !== undefined && (process.getuid?.() !== 0 || runAs() !== undefined);
}

export interface OwnPostgres {
  url: string;
  port: number;
  /** Starts the server on the same cluster and port; resolves once it accepts queries. */
  start(): Promise<void>;
  /** SIGKILL of the postmaster: a crash, queries in flight and all. */
  kill(): Promise<void>;
  /** A fast shutdown (what `pg_ctl restart -m fast` does first): sessions are ended, then the server exits. */
  stopFast(): Promise<void>;
  /** Stops whatever runs and removes the cluster. */
  dispose(): Promise<void>;
}

export async function createOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinaries();
  if (bin === undefined) throw new Error('no PostgreSQL binaries on this machine');
  const user = runAs();
  const owner = user ?? { uid: userInfo().uid, gid: userInfo().gid };
  const dir = mkdtempSync(path.join(tmpdir(), 'vedic-own-pg-'));
  chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'],
    {
      encoding: 'utf8',
      ...(user ?? {}),
    },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const spawnServer = () => {
    const child = spawn(
      path.join(bin, 'postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=50',
        '-c',
        'logging_collector=off',
        '-c',
        'log_min_messages=fatal',
      ],
      { stdio: 'ignore', ...(user ?? {}) },
    );
    exited = new Promise((resolve) => child.once('exit', () => resolve()));
    return child;
  };

  const accepts = async (): Promise<boolean> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    c.on('error', () => undefined);
    try {
      await c.connect();
      await c.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await c.end().catch(() => undefined);
    }
  };

  const stopWith = async (signal: NodeJS.Signals) => {
    if (server === undefined || server.exitCode !== null || server.signalCode !== null) return;
    server.kill(signal);
    await exited;
    server = undefined;
  };

  const own: OwnPostgres = {
    url,
    port,
    async start() {
      const deadline = Date.now() + 30_000;
      // After a kill -9 the old backends take a moment to notice and exit; until then a new postmaster refuses the
      // still-attached shared memory and exits. Start again until one stays up and accepts queries.
      for (;;) {
        if (server === undefined || server.exitCode !== null || server.signalCode !== null) server = spawnServer();
        if (await accepts()) return;
        if (Date.now() > deadline) throw new Error('own PostgreSQL did not start within 30 s');
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    kill: () => stopWith('SIGKILL'),
    stopFast: () => stopWith('SIGINT'),
    async dispose() {
      await stopWith('SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return own;
}
