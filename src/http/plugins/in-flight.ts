/**
 * Behind a proxy (TRUST_PROXY) every connection comes from the proxy, so the per-address connection cap cannot tell
 * clients apart. What one client can still hold there is requests in flight: this caps them per client address as
 * the proxy reports it, so one address sending slow work in parallel cannot take every compute thread. Health and
 * readiness stay outside the cap, as they stay outside the rate budget. A request over the cap is answered at once
 * (429 TOO_MANY_IN_FLIGHT, Retry-After 1) and never reaches its handler.
 */
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../../services/errors.ts';

export function capInFlight(app: FastifyInstance, maxPerAddress: number): void {
  const inFlight = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.rateLimit === false) return;
    const address = request.ip;
    const n = (inFlight.get(address) ?? 0) + 1;
    if (n > maxPerAddress) throw new ServiceError('TOO_MANY_IN_FLIGHT', { max: maxPerAddress });
    inFlight.set(address, n);
    // 'close' comes once whether the answer was sent or the client went away, so the count never leaks.
    reply.raw.once('close', () => {
      const left = (inFlight.get(address) ?? 1) - 1;
      if (left <= 0) inFlight.delete(address);
      else inFlight.set(address, left);
    });
  });
}
