/**
 * GET and HEAD /api/health answered below Fastify, in the server's request listener. Load balancers and monitors
 * poll this route hardest; through Fastify it ran at half the throughput of a bare Fastify route (routing,
 * the request hook, reply decoration, header merging), short of the 80% target (DESIGN section 10). Here it does
 * only what the route's contract needs: the same rate limit (same counter, same key, same headers), the open CORS
 * headers and the cached health JSON, byte for byte what the Fastify route sends (tested side by side).
 *
 * Anything else falls through to Fastify: other paths and methods, requests with an X-API-Key (key lookup lives
 * in the hook), a report that is not fresh (the route awaits a new check), proxies (TRUST_PROXY hops are read by
 * Fastify) and request logging (so logs stay complete).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EffectiveLimits } from '../../limits.ts';
import type { WindowCounter } from '../../services/counters/port.ts';
import type { HealthReport, HealthService } from '../../services/health/service.ts';
import type { HealthJson } from '../health-json.ts';
import { CORS_HEADERS } from '../plugins/cors.ts';
import { rateKey, rateVerdict } from '../plugins/rate-limit.ts';

export interface HealthEdgeDeps {
  health: HealthService;
  healthJson: HealthJson;
  counter: WindowCounter;
  limits: EffectiveLimits;
  now: () => number;
  onStoreError: (error: Error) => void;
}

/** Returns true when it has taken the request (it then answers it, possibly after an await). */
export type Edge = (req: IncomingMessage, res: ServerResponse) => boolean;

const JSON_TYPE = 'application/json; charset=utf-8';

function isHealthUrl(url: string | undefined): boolean {
  if (url === undefined || !url.startsWith('/api/health')) return false;
  const rest = url.slice('/api/health'.length);
  return rest === '' || rest === '/' || rest.startsWith('?') || rest.startsWith('/?');
}

export function createHealthEdge(deps: HealthEdgeDeps): Edge {
  const windowMs = deps.limits.rate.windowSeconds * 1000;
  const FIXED = [
    'access-control-allow-origin', CORS_HEADERS['access-control-allow-origin'],
    'access-control-expose-headers', CORS_HEADERS['access-control-expose-headers'],
    'content-type', JSON_TYPE,
  ];
  // The JSON changes once a second at most; its byte length is measured once per change.
  let lastJson = '';
  let lastLength = 0;
  const lengthOf = (json: string): number => {
    if (json !== lastJson) {
      lastJson = json;
      lastLength = Buffer.byteLength(json);
    }
    return lastLength;
  };

  const answer = (req: IncomingMessage, res: ServerResponse, report: HealthReport, n: number | null, now: number): void => {
    let body: string;
    let status = 200;
    // Flat [name, value, ...] headers: node writes them without building an object.
    const headers: (string | number)[] = [...FIXED];
    if (n === null) {
      body = deps.healthJson(report); // counter store down: let the request through, as the Fastify hook does
    } else {
      const v = rateVerdict(deps.limits, 'default', false, n, now);
      headers.push('ratelimit-policy', v.headers['ratelimit-policy'], 'ratelimit', v.headers.ratelimit);
      if (v.exceeded === null) body = deps.healthJson(report);
      else {
        status = v.exceeded.status;
        for (const [k, value] of Object.entries(v.exceeded.headers)) headers.push(k, value);
        body = JSON.stringify({ detail: v.exceeded.message });
      }
    }
    headers.push('content-length', status === 200 ? lengthOf(body) : Buffer.byteLength(body));
    res.writeHead(status, headers as unknown as Record<string, string>);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isHealthUrl(req.url)) return false;
    if (req.headers['x-api-key'] !== undefined) return false;
    const report = deps.health.fresh();
    if (report === undefined) return false;

    const now = deps.now();
    const failOpen = (e: unknown): void => {
      deps.onStoreError(e as Error);
      answer(req, res, report, null, now);
    };
    let n: number | Promise<number>;
    try {
      n = deps.counter.hit(rateKey('default', `addr:${req.socket.remoteAddress ?? ''}`, Math.floor(now / windowMs)), windowMs);
    } catch (e) {
      failOpen(e);
      return true;
    }
    if (typeof n === 'number') answer(req, res, report, n, now);
    else n.then((count) => answer(req, res, report, count, now), failOpen);
    return true;
  };
}
