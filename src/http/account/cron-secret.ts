/**
 * The cron routes' guard: header `X-Cron-Secret` compared in constant time with CRON_SECRET.
 * Fails closed: with no secret configured every call is refused, as is an absent or wrong one.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../../services/errors.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

export function requireCronSecret(configured: string | undefined, req: FastifyRequest): void {
  const given = req.headers['x-cron-secret'];
  if (configured === undefined)
    throw new ServiceError('CRON_REFUSED', { reason: 'cron routes are disabled: no CRON_SECRET is configured' });
  if (typeof given !== 'string' || given === '')
    throw new ServiceError('CRON_REFUSED', { reason: 'X-Cron-Secret header required' });
  // Equal-length digests, so the comparison takes the same time whatever the lengths.
  if (!timingSafeEqual(digest(given), digest(configured)))
    throw new ServiceError('CRON_REFUSED', { reason: 'wrong X-Cron-Secret' });
}
