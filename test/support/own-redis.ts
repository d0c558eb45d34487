/**
 * A redis-server of the test's own on a free loopback port (no persistence), which the test may kill -9 and start
 * again on the same port, never touching the machine's shared Redis.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './child-service.ts';

export function hasRedisServer(): boolean {
  return spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim() !== '';
}

export interface OwnRedis {
  url: string;
  start(): Promise<void>;
  /** SIGKILL: connections drop at once. */
  kill(): Promise<void>;
  dispose(): Promise<void>;
}

/** True once the server answers PING with PONG. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

export async function createOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let server: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const running = () => server !== undefined && server.exitCode === null && server.signalCode === null;

  const stop = async (signal: NodeJS.Signals) => {
    if (!running()) return;
    server?.kill(signal);
    await exited;
    server = undefined;
  };

  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (!running()) {
        const child = spawn(
          'redis-server',
          ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
          { stdio: 'ignore' },
        );
        exited = new Promise((resolve) => child.once('exit', () => resolve()));
        server = child;
      }
      const deadline = Date.now() + 10_000;
      while (!(await answers(port))) {
        if (Date.now() > deadline) throw new Error('own redis-server did not answer within 10 s');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    kill: () => stop('SIGKILL'),
    dispose: () => stop('SIGKILL'),
  };
}
