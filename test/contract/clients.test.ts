// The typed client and the request collection. Both are generated from the service's own OpenAPI
// document and committed: here they must equal a fresh generation (run `node scripts/generate-clients.ts`). The
// client then calls ten routes of the running service (listening on loopback); the field reads below are type-
// checked by `tsc` against the generated types, so a response schema change breaks the type check, not users.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createVedicClient } from '../../clients/typescript/index.ts';
import { COLLECTION_FILE, SCHEMA_FILE, typescriptSchema } from '../../scripts/generate-clients.ts';
import { openApiDocument } from '../../scripts/openapi-document.ts';
import { postmanCollection } from '../../scripts/postman.ts';
import type { Service } from '../../src/compose.ts';
import { testService } from '../support/service.ts';

describe('generated files are current', () => {
  test('clients/typescript/schema.d.ts and clients/postman/collection.json equal a fresh generation', async () => {
    const doc = await openApiDocument();
    expect(
      readFileSync(SCHEMA_FILE, 'utf8') === (await typescriptSchema(doc)),
      'schema.d.ts is stale: run node scripts/generate-clients.ts',
    ).toBe(true);
    expect(
      readFileSync(COLLECTION_FILE, 'utf8') === `${JSON.stringify(await postmanCollection(doc), null, 1)}\n`,
      'collection.json is stale: run node scripts/generate-clients.ts',
    ).toBe(true);
  }, 120_000);
});

describe('the typed client against the running service', () => {
  let service: Service;
  let api: ReturnType<typeof createVedicClient>;
  beforeAll(async () => {
    service = await testService();
    api = createVedicClient(await service.app.listen({ host: '127.0.0.1', port: 0 }));
  });
  afterAll(() => service.close());

  const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };

  test('ten routes (eleven calls), typed answers', async () => {
    const health = await api.GET('/api/health');
    expect(health.data?.status).toBeDefined();

    const cities = await api.GET('/api/cities', { params: { query: { q: 'Lucknow' } } });
    expect(cities.data?.some((c) => c.name === 'Lucknow')).toBe(true);

    const panchanga = await api.POST('/api/v2/panchanga', {
      body: { date: '2025-10-01', latitude: 12.9716, longitude: 77.5946 },
    });
    expect(panchanga.data?.panchanga.tithi).toBe('Navami'); // Drik Panchang, Bangalore 2025-10-01 (reference/published.md)

    const chogha = await api.GET('/api/choghadiya', {
      params: { query: { lat: 28.61, lon: 77.21, date: '2026-06-16' } },
    });
    expect(chogha.data?.day_choghadiya.map((c) => c.name)).toEqual([
      'Rog',
      'Udveg',
      'Chal',
      'Labh',
      'Amrit',
      'Kaal',
      'Shubh',
      'Rog',
    ]); // Drik Panchang

    const kundli = await api.POST('/api/v2/kundli', { body: { ...BIRTH, lang: 'hi' } });
    expect(kundli.data?.chart.lagna.sign).toBe('Aries');
    expect(kundli.data?.labels?.graha?.Sun).toBe('सूर्य');

    const d9 = await api.POST('/api/divisional/{code}', { params: { path: { code: 'D9' } }, body: BIRTH });
    expect(d9.data?.code).toBe('D9');

    const dasha = await api.POST('/api/dasha/current', { body: BIRTH });
    expect(dasha.data?.current_levels[0]?.level).toBe('Mahadasha');

    const eclipses = await api.GET('/api/v2/eclipses', { params: { query: { count: 1 } } });
    expect(eclipses.data?.engine_status).toBe('LIVE');

    const limits = await api.GET('/api/v2/limits');
    expect(limits.data?.success).toBe(true);

    const numerology = await api.POST('/api/numerology', {
      body: { first_name: 'Asha', day: 20, month: 11, year: 1990 },
    });
    expect(numerology.data?.moolank).toBe(2); // day 20 -> 2 + 0

    const bad = await api.POST('/api/v2/kundli', { body: { ...BIRTH, latitude: 123 } });
    expect(bad.response.status).toBe(422);
    expect(bad.error).toBeDefined();
  });
});
