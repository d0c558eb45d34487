// Large bodies are compressed as the client asks (br or gzip, above 1 KiB) and decompress to the same JSON;
// static results carry an ETag and answer 304 to a matching If-None-Match; computed results carry none.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService({}, { now: () => Date.UTC(2026, 5, 16, 6, 0, 0) });
});
afterAll(() => service.close());

const kundli = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const post = (headers: Record<string, string>) =>
  service.app.inject({ method: 'POST', url: '/api/v2/kundli', payload: kundli, headers });

describe('compression', () => {
  test('br and gzip decompress to the uncompressed body; none without Accept-Encoding', async () => {
    const plain = await post({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await post({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await post({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    console.info(`kundli: ${plain.rawPayload.length} bytes, br ${br.rawPayload.length}, gzip ${gz.rawPayload.length}`);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  test('small bodies stay uncompressed', async () => {
    const r = await service.app.inject({
      method: 'GET',
      url: '/api/cities?q=delhi',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(r.rawPayload.length).toBeLessThan(1024);
    expect(r.headers['content-encoding']).toBeUndefined();
  });
});

describe('static results', () => {
  test.each(['/api/v2/limits', '/api/catalog', '/openapi.json'])(
    '%s: ETag, Cache-Control, 304 when unchanged',
    async (url) => {
      const first = await service.app.inject({ method: 'GET', url });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=3600');
      const again = await service.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await service.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    },
  );

  test('computed results carry no ETag', async () => {
    expect((await post({})).headers.etag).toBeUndefined();
  });
});
