/**
 * Sign-in timing for addresses with and without an account: what an attacker measuring answers could learn. Each
 * of request-otp, register and a wrong verify-otp is sent 200 times for known addresses and 200 times for unknown
 * ones, interleaved in random order so the machine's load falls on both alike, through the real app (inject) on an
 * SQLite file and, when DATABASE_URL is set, on PostgreSQL. Background work (the code's write, its e-mail) is let
 * finish between tries: what is timed is the answer, all a caller sees. One row per route and kind; the note on the
 * unknown row gives the gap between the medians. The equal work behind it is tested in
 * src/services/accounts/auth-service.test.ts (same store calls, counter writes and hashes for both).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { composeService, type Service } from '../src/compose.ts';
import { loadConfig } from '../src/config.ts';
import type { Mailer } from '../src/services/mail/mailer.ts';
import { serviceDatabases } from '../test/support/databases.ts';
import { percentile, type BenchRow } from './harness.ts';

const TRIES = 200;
const WARM_UP = 20;
type Kind = 'known' | 'unknown';

async function compare(service: Service, label: string, clock: { t: number }): Promise<BenchRow[]> {
  const known: string[] = [];
  for (let i = 0; i < TRIES + WARM_UP; i++) {
    const email = `known-${i}-${randomUUID()}@example.org`;
    await service.storage.accounts.ensure(email, null, new Date(clock.t).toISOString());
    known.push(email);
  }
  const rows: BenchRow[] = [];
  const routes: [string, (email: string) => object][] = [
    ['/api/v2/auth/request-otp', (email) => ({ email })],
    ['/api/v2/auth/register', (email) => ({ email })],
    ['/api/v2/auth/verify-otp', (email) => ({ email, code: '000000' })],
  ];
  for (const [route, payload] of routes) {
    clock.t += 2 * 86_400_000; // clear of the previous route's throttles and codes for the same addresses
    // A wrong try at a known address meets a live code, as an attacker's would after the owner asked for one.
    if (route.endsWith('verify-otp')) for (const email of known) await service.auth.requestCode(email, '192.0.2.1');
    await service.auth.flush();
    const times: Record<Kind, number[]> = { known: [], unknown: [] };
    for (let i = 0; i < TRIES + WARM_UP; i++) {
      const pair: [Kind, string][] = [
        ['known', known[i]!],
        ['unknown', `unknown-${i}-${randomUUID()}@example.org`],
      ];
      if (Math.random() < 0.5) pair.reverse();
      for (const [kind, email] of pair) {
        const t0 = process.hrtime.bigint();
        await service.app.inject({ method: 'POST', url: route, payload: payload(email) });
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        await service.auth.flush();
        if (i >= WARM_UP) times[kind].push(ms);
      }
    }
    const medians = { known: 0, unknown: 0 };
    for (const kind of ['known', 'unknown'] as const) {
      const sorted = times[kind].sort((a, b) => a - b);
      medians[kind] = percentile(sorted, 50);
      rows.push({
        name: `${label} ${route.replace('/api/v2/auth/', '')}: ${kind} address`,
        unit: 'ms',
        median: medians[kind],
        p99: percentile(sorted, 99),
        n: TRIES,
      });
    }
    rows[rows.length - 1]!.note = `median gap ${(medians.known - medians.unknown).toFixed(3)} ms`;
  }
  return rows;
}

export async function benchSignIn(): Promise<BenchRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vedic-bench-sign-in-'));
  const mailer: Mailer = { kind: 'outbox', send: async () => undefined };
  const rows: BenchRow[] = [];
  const databases = serviceDatabases();
  try {
    for (const database of databases) {
      const clock = { t: Date.UTC(2026, 5, 16, 6, 0, 0) };
      const service = await composeService(
        {
          ...loadConfig({}),
          sqlitePath: path.join(dir, 'sign-in.db'),
          databaseUrl: database.databaseUrl,
          redisUrl: undefined,
          rateLimitKeyless: 1e9,
          rateLimitHeavyKeyless: 1e9,
          signInPerClient: { sendsPerHour: 1e9, triesPerHour: 1e9 },
        },
        {
          log: false,
          mailer,
          now: () => clock.t,
          ...(database.pgSchema === undefined ? {} : { pgSchema: database.pgSchema }),
        },
      );
      try {
        rows.push(...(await compare(service, database.name, clock)));
      } finally {
        await service.close();
        await database.dispose();
      }
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
