// The saved-charts limit per account holds under concurrent saves (issue 18, Security): an account with 490 charts
// sends 40 saves at once; exactly enough to reach the limit are saved (201), the rest answer 409 with the documented
// detail, and the account keeps exactly the limit. On SQLite always, on PostgreSQL when DATABASE_URL is set.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { LIMITS } from '../../src/limits.ts';
import { hashToken } from '../../src/services/accounts/auth-service.ts';
import { dropSchema, freshSchemaName } from '../../src/storage/testing/targets.ts';
import { testService } from '../support/service.ts';

const MAX = LIMITS.vault.chartsPerAccountMax;
const ALREADY = MAX - 10;
const PARALLEL = 40;
const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };

const url = process.env.DATABASE_URL?.trim();
const targets = [{ name: 'sqlite', databaseUrl: undefined as string | undefined }, ...(url ? [{ name: 'postgres', databaseUrl: url }] : [])];

describe.each(targets)('saved-charts limit under concurrent saves ($name)', ({ databaseUrl }) => {
  let service: Service;
  const pgSchema = databaseUrl === undefined ? undefined : freshSchemaName();

  beforeAll(async () => {
    service = await testService({ databaseUrl }, pgSchema === undefined ? {} : { pgSchema });
  });
  afterAll(async () => {
    await service?.close();
    if (databaseUrl !== undefined && pgSchema !== undefined) await dropSchema(databaseUrl, pgSchema);
  });

  /** An account with a live session, made through the stores (the sign-in flow has its own tests). */
  async function signedIn(): Promise<{ accountId: string; authorization: string }> {
    const now = new Date().toISOString();
    const { account } = await service.storage.accounts.ensure(`cap-${randomUUID()}@example.org`, null, now);
    const token = `vs_${randomBytes(32).toString('base64url')}`;
    await service.storage.sessions.create({ tokenHash: hashToken(token), accountId: account.id, createdAt: now, expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    return { accountId: account.id, authorization: `Bearer ${token}` };
  }

  test(`${PARALLEL} parallel saves at ${ALREADY}: exactly ${MAX} kept, the rest 409`, async () => {
    const { accountId, authorization } = await signedIn();
    for (let i = 0; i < ALREADY; i++) {
      await service.storage.charts.save(accountId, { id: randomUUID(), label: `seed ${i}`, birth: BIRTH, createdAt: new Date().toISOString() }, MAX);
    }
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) =>
      service.app.inject({ method: 'POST', url: '/api/v2/vault/charts', headers: { authorization }, payload: { label: `parallel ${i}`, ...BIRTH } })));
    const byStatus = answers.reduce<Record<number, number>>((m, r) => ({ ...m, [r.statusCode]: (m[r.statusCode] ?? 0) + 1 }), {});
    expect(byStatus).toEqual({ 201: MAX - ALREADY, 409: PARALLEL - (MAX - ALREADY) });
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json()).toEqual({ detail: `at most ${MAX} saved charts per account` });
    const list = await service.app.inject({ method: 'GET', url: '/api/v2/vault/charts', headers: { authorization } });
    expect(list.json<any>().charts).toHaveLength(MAX);
  }, 60_000);
});
