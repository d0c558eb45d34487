/**
 * The service as `npm start` runs it (`node src/main.ts`) in a child process, for tests that must kill it or run
 * two of it. Its e-mail goes to an outbox folder the test reads the codes from.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChildService {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** Every line the process wrote (stdout and stderr), for tests that check what it logged. */
  output: string[];
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startChildService(env: Record<string, string>): Promise<ChildService> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-semi-space-size=16', 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      RATE_LIMIT_PER_WINDOW: '100000000',
      RATE_LIMIT_HEAVY_PER_WINDOW: '100000000',
      SIGN_IN_SENDS_PER_CLIENT_HOUR: '100000000',
      SIGN_IN_TRIES_PER_CLIENT_HOUR: '100000000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      output.push(...lines);
    });
  }
  // What a test did not ask about still shows when something goes wrong.
  child.stderr?.on('data', (chunk: string) => process.stderr.write(chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000; // start-up is slow on a loaded two-core machine
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode} before answering`);
    if (Date.now() > deadline) throw new Error('service did not answer /api/health in 60 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  return { url, child, exited, output };
}

/** The code in the newest .eml of the outbox addressed to `email` (waits up to 5 s for it). */
export async function outboxCode(outboxDir: string, email: string, after: Set<string> = new Set()): Promise<string> {
  for (let i = 0; i < 250; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(outboxDir)
        .filter((f) => f.endsWith('.eml') && !after.has(f))
        .sort();
    } catch {
      // not created yet
    }
    for (const f of files.reverse()) {
      const text = readFileSync(path.join(outboxDir, f), 'utf8');
      const code = text.includes(`To: ${email}`) ? /code is (\d{6})/.exec(text)?.[1] : undefined;
      if (code !== undefined) return code;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no code for ${email} in ${outboxDir}`);
}

export async function postJson(
  url: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: r.status, json: (await r.json().catch(() => null)) as Record<string, unknown> | null };
}

/** Registers and signs in; the session token. */
export async function signInVia(register: string, verify: string, outboxDir: string, email: string): Promise<string> {
  const r = await postJson(`${register}/api/v2/auth/register`, { email });
  if (r.status !== 200) throw new Error(`register answered ${r.status}`);
  const code = await outboxCode(outboxDir, email);
  const v = await postJson(`${verify}/api/v2/auth/verify-otp`, { email, code });
  if (v.status !== 200) throw new Error(`verify answered ${v.status}`);
  return String(v.json?.token);
}
