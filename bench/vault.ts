/**
 * Accounts and the vault, in process through the real app (inject, no sockets) on an SQLite file, as a single
 * installation runs: the register-to-session round trip, a saved-chart write and a list of 50, and the export of
 * an account holding 1,000 events. The mailer captures messages instead of sending them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { composeService } from '../src/compose.ts';
import { loadConfig } from '../src/config.ts';
import type { Mailer } from '../src/services/mail/mailer.ts';
import { timeAsync, type BenchRow } from './harness.ts';

export async function benchVault(): Promise<BenchRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vedic-bench-vault-'));
  let lastCode = '';
  const mailer: Mailer = {
    kind: 'outbox',
    send: async (m) => void (lastCode = /code is (\d{6})/.exec(m.text)?.[1] ?? ''),
  };
  const config = {
    ...loadConfig({}),
    sqlitePath: path.join(dir, 'vault.db'),
    databaseUrl: undefined,
    redisUrl: undefined,
    rateLimitKeyless: 1e9,
    rateLimitHeavyKeyless: 1e9,
    signInPerClient: { sendsPerHour: 1e9, triesPerHour: 1e9 },
  };
  const s = await composeService(config, { log: false, mailer });
  const inject = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
    s.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  const signIn = async (email: string) => {
    await inject('POST', '/api/v2/auth/register', { email });
    await s.auth.flush();
    return (await inject('POST', '/api/v2/auth/verify-otp', { email, code: lastCode })).json<{ token: string }>().token;
  };
  try {
    const rows: BenchRow[] = [];
    rows.push(
      await timeAsync('register -> e-mailed code -> verify-otp -> session', 200, (i) =>
        signIn(`bench${i}@example.org`),
      ),
    );
    const token = await signIn('charts@example.org');
    const birth = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
    rows.push(
      await timeAsync('saved chart: write', 300, (i) =>
        inject('POST', '/api/v2/vault/charts', { label: `c${i}`, ...birth }, token),
      ),
    );
    const lister = await signIn('lister@example.org');
    for (let i = 0; i < 50; i++) await inject('POST', '/api/v2/vault/charts', { label: `c${i}`, ...birth }, lister);
    rows.push(
      await timeAsync('saved charts: list of 50', 300, () => inject('GET', '/api/v2/vault/charts', undefined, lister)),
    );
    const heavy = await signIn('export@example.org');
    for (let i = 0; i < 1000; i++)
      await inject(
        'POST',
        '/api/v2/memory/events',
        { date: '2001-01-01', category: 'career', note: `event ${i}` },
        heavy,
      );
    const exportRow = await timeAsync('export of an account with 1,000 events', 30, () =>
      inject('GET', '/api/v2/auth/export', undefined, heavy),
    );
    const size = (await inject('GET', '/api/v2/auth/export', undefined, heavy)).body.length;
    exportRow.note = `${(size / 1024).toFixed(0)} KB of JSON`;
    rows.push(exportRow);
    return rows;
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
