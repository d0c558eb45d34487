/**
 * The vault routes' common ground: the account behind `authorization: Bearer <token>` (401 otherwise), and
 * `Cache-Control: no-store` on every answer of the scope, errors included.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthService } from '../../services/accounts/auth-service.ts';
import type { Account } from '../../storage/vault-ports.ts';
import { ServiceError } from '../../services/errors.ts';

const UNAUTHORIZED = () => new ServiceError('UNAUTHENTICATED', {});

/** The live session behind the request's bearer token: its account and the token itself (sign-out ends it). */
export async function requireSession(
  auth: AuthService,
  req: FastifyRequest,
): Promise<{ account: Account; token: string }> {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (match === null) throw UNAUTHORIZED();
  const token = match[1] ?? '';
  const account = await auth.authenticate(token);
  if (account === undefined) throw UNAUTHORIZED();
  return { account, token };
}

export async function requireAccount(auth: AuthService, req: FastifyRequest): Promise<Account> {
  return (await requireSession(auth, req)).account;
}

/** Adds `Cache-Control: no-store` to every reply of this plugin scope. */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
