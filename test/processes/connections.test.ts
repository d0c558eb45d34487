// Connections an attacker holds open: idle sockets beyond the per-address cap are closed on arrival and do not stop
// another client's health check, and a body trickled a byte at a time is answered 408 at the request deadline.
// A real service on loopback: 127.0.0.4 holds the sockets, 127.0.0.2 and 127.0.0.3 are the other clients.
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startChildService, type ChildService } from '../support/child-service.ts';

const PER_ADDRESS = 50;
const HELD = 400;
let service: ChildService;
let port: number;

beforeAll(async () => {
  service = await startChildService({
    MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
    REQUEST_TIMEOUT_SECONDS: '2',
    HEADERS_TIMEOUT_SECONDS: '2',
  });
  port = Number(new URL(service.url).port);
}, 90_000);
afterAll(async () => {
  service.child.kill('SIGTERM');
  await service.exited;
});

function open(localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect({ host: '127.0.0.1', port, localAddress }, () => resolve(s));
    s.once('error', reject);
  });
}

/** GET /api/health from another address; fails if no answer comes within a second. */
function health(localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', localAddress, timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 1 s')));
    req.on('error', reject);
    req.end();
  });
}

describe('connection limits', () => {
  test(`${HELD} idle sockets from one address: all but ${PER_ADDRESS} closed, health answers others`, async () => {
    const sockets: Socket[] = [];
    let closed = 0;
    for (let i = 0; i < HELD; i++) {
      const s = await open('127.0.0.4');
      s.on('error', () => undefined);
      s.on('close', () => closed++);
      sockets.push(s);
    }
    for (let i = 0; i < 50 && closed < HELD - PER_ADDRESS; i++) await new Promise((r) => setTimeout(r, 100));
    expect(closed).toBe(HELD - PER_ADDRESS);
    expect(await health('127.0.0.2')).toBe(200);
    for (const s of sockets) s.destroy();
  }, 60_000);

  test(
    'a body announced at 60,000 bytes and sent a byte a ' + 'second is answered 408 at the request deadline',
    async () => {
      const s = await open('127.0.0.3');
      let answer = '';
      s.setEncoding('utf8');
      s.on('data', (chunk: string) => (answer += chunk));
      s.on('error', () => undefined);
      const ended = new Promise<void>((resolve) => s.once('close', () => resolve()));
      s.write(
        'POST /api/v2/kundli HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 60000\r\n\r\n{',
      );
      const trickle = setInterval(() => s.writable && s.write(' '), 1000);
      // The deadline is 2 s; the service checks deadlines every second. Fail only if it never closes the request.
      await Promise.race([ended, new Promise((r) => setTimeout(r, 20_000))]);
      clearInterval(trickle);
      s.destroy();
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"detail":"Request Timeout');
    },
    60_000,
  );
});
