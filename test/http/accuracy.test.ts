// GET /api/v2/accuracy and the /accuracy page: REFERENCE, one record per measured
// quantity, each with its reference, its cases and a largest error within its tolerance; the page shows the same
// records, one table row each, with a caption and header scopes.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { readAccuracy } from '../../src/http/accuracy-data.ts';
import type { AccuracyRecord } from '../../src/schemas/accuracy.ts';
import { testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

describe('GET /api/v2/accuracy', () => {
  test('REFERENCE; every record names its reference, has cases and a largest error within its tolerance', async () => {
    const r = await service.app.inject({ method: 'GET', url: '/api/v2/accuracy' });
    expect(r.statusCode).toBe(200);
    const body = r.json<{ success: boolean; engine_status: string; quantities: AccuracyRecord[] }>();
    expect(body.success).toBe(true);
    expect(body.engine_status).toBe('REFERENCE');
    expect(body.quantities.length).toBeGreaterThanOrEqual(40);
    for (const q of body.quantities) {
      expect(q.reference.length, q.id).toBeGreaterThan(10);
      expect(q.cases, q.id).toBeGreaterThan(0);
      expect(q.max_error, q.id).toBeLessThanOrEqual(q.tolerance);
    }
    expect(body.quantities).toEqual(readAccuracy().quantities);
  });

  test('the quantities the issue names are there', async () => {
    const ids = (await service.app.inject({ method: 'GET', url: '/api/v2/accuracy' }))
      .json<{ quantities: AccuracyRecord[] }>()
      .quantities.map((q) => q.id);
    for (const prefix of [
      'astro.longitude.',
      'astro.ayanamsa.',
      'chart.lagna.',
      'chart.placidus-cusps.',
      'astro.riseset.',
      'panchanga.limb-ends.',
      'eclipse.',
      'dasha.',
    ]) {
      expect(
        ids.some((id) => id.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  test('static: an ETag, and 304 when it matches', async () => {
    const first = await service.app.inject({ method: 'GET', url: '/api/v2/accuracy' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await service.app.inject({
      method: 'GET',
      url: '/api/v2/accuracy',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  test('takes no parameters: an unknown one is a 422 with a detail, as on the other reference routes', async () => {
    const r = await service.app.inject({ method: 'GET', url: '/api/v2/accuracy?quantity=astro' });
    expect(r.statusCode).toBe(422);
    expect(JSON.stringify(r.json())).toContain('quantity');
  });
});

describe('/accuracy', () => {
  test('one row per quantity, with a caption and scoped headers; linked from the site navigation', async () => {
    const r = await service.app.inject({ method: 'GET', url: '/accuracy' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    const quantities = readAccuracy().quantities;
    expect(r.body.match(/<tr id="[^"]+"><th scope="row">/g)).toHaveLength(quantities.length);
    expect(r.body).toContain('<caption id="accuracy-caption">');
    expect(r.body.match(/<th scope="col">/g)).toHaveLength(6);
    expect(r.body).toContain('<a href="/accuracy" aria-current="page">Accuracy</a>');
    const home = await service.app.inject({ method: 'GET', url: '/match' });
    expect(home.body).toContain('<a href="/accuracy">Accuracy</a>');
  });
});
