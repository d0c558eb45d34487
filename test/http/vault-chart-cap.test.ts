// The saved-charts limit per account holds under concurrent saves: an account with 490 charts
// sends 40 saves at once; exactly enough to reach the limit are saved (201), the rest answer 409 with the documented
// detail, and the account keeps exactly the limit. On SQLite always, on PostgreSQL when DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { LIMITS } from '../../src/limits.ts';
import { serviceDatabases, type ServiceDatabase } from '../support/databases.ts';
import { testService } from '../support/service.ts';
import { signedIn } from '../support/session.ts';

const MAX = LIMITS.vault.chartsPerAccountMax;
const ALREADY = MAX - 10;
const PARALLEL = 40;
const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };

describe.each(serviceDatabases())('saved-charts limit under concurrent saves ($name)', (database: ServiceDatabase) => {
  const { databaseUrl, pgSchema } = database;
  let service: Service;

  beforeAll(async () => {
    service = await testService({ databaseUrl }, pgSchema === undefined ? {} : { pgSchema });
  });
  afterAll(async () => {
    await service?.close();
    await database.dispose();
  });

  test(`${PARALLEL} parallel saves at ${ALREADY}: exactly ${MAX} kept, the rest 409`, async () => {
    const { accountId, authorization } = await signedIn(service);
    for (let i = 0; i < ALREADY; i++) {
      await service.storage.charts.save(
        accountId,
        { id: randomUUID(), label: `seed ${i}`, birth: BIRTH, createdAt: new Date().toISOString() },
        MAX,
      );
    }
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        service.app.inject({
          method: 'POST',
          url: '/api/v2/vault/charts',
          headers: { authorization },
          payload: { label: `parallel ${i}`, ...BIRTH },
        }),
      ),
    );
    const byStatus = answers.reduce<Record<number, number>>(
      (m, r) => ({ ...m, [r.statusCode]: (m[r.statusCode] ?? 0) + 1 }),
      {},
    );
    expect(byStatus).toEqual({ 201: MAX - ALREADY, 409: PARALLEL - (MAX - ALREADY) });
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json()).toEqual({ detail: `at most ${MAX} saved charts per account` });
    const list = await service.app.inject({ method: 'GET', url: '/api/v2/vault/charts', headers: { authorization } });
    expect(list.json<any>().charts).toHaveLength(MAX);
  }, 60_000);
});
