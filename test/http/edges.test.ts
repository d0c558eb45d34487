// The HTTP edges answered before or beside the routes, each with the contract's JSON `{detail}`: 405 with Allow for a
// known path and a wrong method, 415 for a body that is not JSON, 400/414/431 from Fastify's router and Node's parser
// (the parser's over a raw socket to a listening app), a wrong delete confirmation, blank query numbers, and the one
// mapping's 500: generic body, logged with the request id.
import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from '../../src/http/plugins/security-headers.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { ephemerisError } from '../../src/engine/astro/sweph/errors.ts';
import { at, EngineError } from '../../src/engine/errors.ts';
import { registerErrorHandling } from '../../src/http/plugins/errors.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
let port = 0;
beforeAll(async () => {
  service = await testService({ rateLimitKeyless: 1_000_000, rateLimitHeavyKeyless: 1_000_000 });
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  port = (service.app.server.address() as { port: number }).port;
});
afterAll(() => service.close());

/** Sends raw bytes to the listening app and returns everything it answers before closing. */
function raw(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let out = '';
    socket.on('data', (d: Buffer) => (out += d.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = out.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head.toLowerCase(), body });
    });
  });
}

describe('405 for a known path with a wrong method', () => {
  test("Allow lists the path's methods; the body says which", async () => {
    const cases: [string, string, string[]][] = [
      ['DELETE', '/api/v2/keys/register', ['POST', 'OPTIONS']],
      ['GET', '/api/v2/keys/register', ['POST', 'OPTIONS']],
      ['POST', '/api/cities?q=delhi', ['GET', 'HEAD', 'OPTIONS']],
      ['PUT', '/api/v2/vault/charts/1234', ['GET', 'HEAD', 'DELETE', 'OPTIONS']],
      ['DELETE', '/api/kundli/', ['POST', 'OPTIONS']],
    ];
    for (const [method, url, allowed] of cases) {
      const r = await service.app.inject({ method: method as 'GET', url });
      expect(r.statusCode, `${method} ${url}`).toBe(405);
      expect(String(r.headers.allow).split(', ').sort()).toEqual([...allowed].sort());
      expect(r.json<{ detail: string }>().detail).toMatch(new RegExp(`^Method Not Allowed: ${method} `));
      expectCors(r.headers);
    }
  });

  test('an unknown path is still 404', async () => {
    const r = await service.app.inject({ method: 'DELETE', url: '/api/v2/nothing-here' });
    expect(r.statusCode).toBe(404);
    expect(r.headers.allow).toBeUndefined();
    expect(r.json()).toEqual({ detail: 'Not Found: DELETE /api/v2/nothing-here' });
  });
});

describe('415 for a body that is not JSON', () => {
  test('text, XML, form data and a body without a type', async () => {
    for (const type of [
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      undefined,
    ]) {
      const r = await service.app.inject({
        method: 'POST',
        url: '/api/numerology',
        payload: 'first_name=Ravi',
        headers: type === undefined ? {} : { 'content-type': type },
      });
      expect(r.statusCode, String(type)).toBe(415);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(r.json<{ detail: string }>().detail).toMatch(/send application\/json/);
      expectCors(r.headers);
    }
  });
});

describe('400, 414 and 431 with a JSON detail', () => {
  test("400: a path that is not valid percent-encoding (Fastify's router)", async () => {
    const r = await service.app.inject({ method: 'GET', url: '/api/divisional/%zz' });
    expect(r.statusCode).toBe(400);
    expect(r.json<{ detail: string }>().detail).toMatch(/^Bad Request: .*not a valid url component/);
    expectCors(r.headers);
  });

  test('400: a request Node cannot parse', async () => {
    const r = await raw('NOT AN HTTP REQUEST\r\n\r\n');
    expect(r.status).toBe(400);
    expect(r.headers).toContain('content-type: application/json');
    expect(JSON.parse(r.body)).toEqual({
      detail: expect.stringMatching(/^Bad Request: the request could not be parsed/),
    });
  });

  test("414: a path parameter over the router's limit", async () => {
    const r = await service.app.inject({ method: 'POST', url: `/api/divisional/${'D'.repeat(200)}`, payload: {} });
    expect(r.statusCode).toBe(414);
    expect(r.json<{ detail: string }>().detail).toMatch(/^URI Too Long/);
  });

  test("414: a request line over Node's header limit", async () => {
    const r = await raw(`GET /api/cities?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(r.status).toBe(414);
    expect(JSON.parse(r.body)).toEqual({ detail: expect.stringMatching(/^URI Too Long: .*16384 bytes/) });
    expect(r.headers).toContain('access-control-allow-origin: *');
  });

  test("431: headers over Node's limit", async () => {
    const r = await raw(
      `GET /api/cities?q=delhi HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(r.status).toBe(431);
    expect(JSON.parse(r.body)).toEqual({ detail: expect.stringMatching(/^Request Header Fields Too Large/) });
  });

  test("the parser's own answers carry the security headers every other answer carries", async () => {
    for (const request of [
      'NOT AN HTTP REQUEST\r\n\r\n',
      `GET /api/cities?q=delhi HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]) {
      const r = await raw(request);
      expect([400, 431]).toContain(r.status);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(r.headers).toContain(`${name}: ${value}`.toLowerCase());
    }
  });

  test('a long but acceptable query still reaches its route (a 422 from the schema, not 414)', async () => {
    const r = await raw(
      `GET /api/cities?q=${'a'.repeat(5_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(r.status).toBe(422);
  });
});

describe('input answered at its own field', () => {
  test('POST /api/v2/auth/delete with a wrong confirmation: a 422 item at body.confirm saying to type DELETE', async () => {
    for (const confirm of ['delete', 'yes', '']) {
      const r = await service.app.inject({ method: 'POST', url: '/api/v2/auth/delete', payload: { confirm } });
      expect(r.statusCode).toBe(422);
      expect(r.json()).toEqual({
        detail: [
          { loc: ['body', 'confirm'], msg: `confirm must be "DELETE", got '${confirm}'`, type: 'literal_error' },
        ],
      });
    }
  });

  test('named cases: a blank lat is 422 at query.lat, a blank latitude at query.latitude', async () => {
    const c = await service.app.inject({ method: 'GET', url: '/api/choghadiya?lat=&lon=77&date=2025-10-01' });
    expect(c.statusCode).toBe(422);
    expect(c.json<any>().detail).toEqual([
      { loc: ['query', 'lat'], msg: "lat must be a number, got ''", type: 'float_type' },
    ]);
    const e = await service.app.inject({ method: 'GET', url: '/api/v2/eclipses?latitude=' });
    expect(e.statusCode).toBe(422);
    expect(e.json<any>().detail).toEqual([
      { loc: ['query', 'latitude'], msg: "latitude must be a number, got ''", type: 'float_type' },
    ]);
  });

  test('every number in every GET query: blank, whitespace or hexadecimal text is a 422 at that field, never 0', async () => {
    const doc = service.app.swagger() as {
      paths: Record<string, { get?: { parameters?: { in: string; name: string; schema?: unknown }[] } }>;
    };
    const checked: string[] = [];
    const failures: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const p of ops.get?.parameters ?? []) {
        if (p.in !== 'query' || !/"type":"(number|integer)"/.test(JSON.stringify(p.schema))) continue;
        checked.push(`${path} ${p.name}`);
        for (const value of ['', '%20', '+', '0x1A', 'Infinity']) {
          const r = await service.app.inject({
            method: 'GET',
            url: `${path.replace(/\{[^}]+\}/g, 'x')}?${p.name}=${value}`,
          });
          const items = r.statusCode === 422 ? r.json<{ detail: { loc: unknown[] }[] }>().detail : [];
          if (!items.some((i) => i.loc[0] === 'query' && i.loc[1] === p.name))
            failures.push(`${path}?${p.name}=${value}: ${r.statusCode} ${r.body.slice(0, 120)}`);
        }
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(15);
    expect(failures).toEqual([]);
  });

  test('numbers written normally still read (with spaces around, an exponent, a sign)', async () => {
    for (const lat of ['28.6', '%2028.6%20', '2.86e1', '+28.6']) {
      const r = await service.app.inject({ method: 'GET', url: `/api/choghadiya?lat=${lat}&lon=77.2&date=2025-10-01` });
      expect(r.statusCode, lat).toBe(200);
    }
  });
});

describe('the one mapping: coded errors by their registry, anything else a logged 500', () => {
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    app = Fastify({
      logger: {
        level: 'error',
        stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      },
    });
    registerErrorHandling(app);
    app.get('/bug', () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    app.get('/invariant', () => at(['a'], Number.NaN, 'sign'));
    app.get('/ephemeris', () => {
      throw ephemerisError('calc_ut(body 4, JD 2341972.5)', 'did not use the Swiss files');
    });
    app.get('/input', () => {
      throw new EngineError('UNKNOWN_NAME', 'sign', { value: 'Ophiuchus', known: 'a sign name' });
    });
    app.get('/uncoded-4xx', () => {
      throw Object.assign(new Error('looks like a 400'), { statusCode: 400 });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  test('an error without a code: 500, a generic body with the request id, logged with the request id', async () => {
    for (const url of ['/bug', '/uncoded-4xx']) {
      lines.length = 0;
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(500);
      const { detail } = r.json<{ detail: string }>();
      expect(detail).toMatch(/^Internal server error \(request req-\w+\)$/);
      expect(r.body).not.toMatch(/secret|srv|looks like/);
      const logged = lines.find((l) => l.msg === 'internal error');
      expect(logged?.reqId, url).toBe(/request (req-\w+)\)/.exec(detail)?.[1]);
      expect(JSON.stringify(logged?.err)).toMatch(url === '/bug' ? /secret internals/ : /looks like a 400/);
    }
  });

  test('a browser gets the 500 as a page with the request id; JSON for everyone else', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/bug',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(page.statusCode).toBe(500);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(/<html lang="en">/);
    expect(page.body).toMatch(/Something went wrong/);
    expect(page.body).toMatch(/quote request <code>req-\w+<\/code>/);
    expect(page.body).not.toMatch(/secret internals/);
    const json = await app.inject({ method: 'GET', url: '/bug', headers: { accept: 'application/json, text/html' } });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
  });

  test('internal-fault codes (invariant, ephemeris) are 500 with the generic body too, and logged', async () => {
    for (const url of ['/invariant', '/ephemeris']) {
      lines.length = 0;
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(500);
      expect(r.json<{ detail: string }>().detail).toMatch(/^Internal server error/);
      expect(
        lines.some(
          (l) =>
            l.msg === 'internal error' &&
            JSON.stringify(l.err).includes(url === '/invariant' ? 'INTERNAL_INVARIANT' : 'EPHEMERIS_UNAVAILABLE'),
        ),
      ).toBe(true);
    }
  });

  test('an engine input code: 422 at the engine field, in the query for a GET', async () => {
    const r = await app.inject({ method: 'GET', url: '/input' });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      detail: [{ loc: ['query', 'sign'], msg: 'sign "Ophiuchus" is not a sign name', type: 'unknown_name' }],
    });
  });
});
