/**
 * Security headers on every answer, made by helmet: nosniff, no framing, and a Content-Security-Policy that the
 * service's pages pass: /docs (Swagger UI loads its scripts and styles as files from this origin) and /status (one
 * inline style, allowed by its hash). No inline script runs unless its hash is listed (web/inline-blocks.ts).
 *
 * Why helmet itself and not the @fastify/helmet plugin: @fastify/helmet 13.2.0
 * builds helmet's middleware anew on every request: 11-45 us a request measured here, against 0.5-1.1 us for the
 * built middleware, on a route (/api/health) whose whole cost is tens of microseconds. The headers are constants
 * (no nonces), so they are computed once from helmet at start and set in the service's single request hook, beside
 * the CORS headers (as cors.ts does, for the same reason).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { INLINE_SCRIPTS, INLINE_STYLES } from '../../../web/inline-blocks.ts';

const sha256 = (block: string) => `'sha256-${createHash('sha256').update(block, 'utf8').digest('base64')}'`;

/** The policy, directive by directive (exported for the test that checks the pages against it). */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'script-src': ["'self'", ...INLINE_SCRIPTS.map(sha256)],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", ...INLINE_STYLES.map(sha256)],
  // Swagger UI's stylesheet draws its icons from data: URLs.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
};

const OPTIONS: HelmetOptions = {
  // Only the directives above: helmet's defaults add upgrade-insecure-requests, which breaks /docs for a
  // self-hosted installation reached over plain HTTP on a local network (every asset would be asked over HTTPS).
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  // Legacy twin of frame-ancestors 'none' for browsers without CSP level 2.
  xFrameOptions: { action: 'deny' },
  // The API is open to every origin (CORS *): its answers may be loaded from any site.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/** Runs helmet's middleware once against a recording response and keeps what it set. */
function recordHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let finished = false;
  // helmet 8 throws a bad option at once rather than passing it to this callback.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    finished = true;
  });
  // helmet's middleware is synchronous; if a version ever is not, fail at start rather than send no headers.
  if (!finished || !headers.has('content-security-policy'))
    throw new Error('helmet did not produce its headers synchronously');
  return Object.fromEntries(headers);
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(recordHeaders(OPTIONS));

export function setSecurityHeaders(reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
}
