/**
 * How long a connection may stay open doing nothing, and how many may be open: without bounds, 20,000 idle TCP
 * connections made the health route unreachable for as long as they were held, and a body announced at 60,000
 * bytes and sent a byte every 5 s was never closed.
 *
 * - idle: a socket with no traffic for this long is closed (the request being computed sends nothing, so this also
 *   bounds a request's whole life);
 * - headers: a request's line and headers must arrive within this;
 * - request: the whole request, body included, must arrive within this, else 408;
 * - keep-alive: an idle kept-alive socket is closed after this;
 * - per process and per client address: connections beyond the caps are closed at once, so one address holding
 *   sockets open cannot take the others' places. Behind a proxy (TRUST_PROXY) every connection comes from the proxy,
 *   so the per-address connection cap is not applied there: requests in flight are capped per forwarded address
 *   instead (plugins/in-flight.ts).
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionLimits } from '../limits.ts';

/** The Fastify options that carry the timeouts (Fastify passes `http` to node:http's createServer). */
export function timeoutOptions(l: ConnectionLimits): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    connectionTimeout: l.idleSeconds * 1000,
    keepAliveTimeout: l.keepAliveSeconds * 1000,
    requestTimeout: l.requestSeconds * 1000,
    // Node checks the header and request deadlines on this interval (30 s by default): once a second keeps a
    // trickling request from outliving its deadline by half a minute.
    http: { headersTimeout: l.headersSeconds * 1000, connectionsCheckingInterval: 1000 },
  };
}

/** Caps the open connections of the process and of each client address; the excess is closed on arrival. */
export function capConnections(server: Server, l: ConnectionLimits, perAddress: boolean): void {
  server.maxConnections = l.maxConnections;
  if (!perAddress) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const n = (open.get(address) ?? 0) + 1;
    if (n > l.maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, n);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
