/** A signed-in account made through the stores, for tests of routes behind a session (sign-in has its own tests). */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Service } from '../../src/compose.ts';
import { hashToken } from '../../src/services/accounts/auth-service.ts';

/** A new session token for the account, live for a day from now. */
export async function sessionFor(service: Service, accountId: string): Promise<string> {
  const token = `vs_${randomBytes(32).toString('base64url')}`;
  const now = Date.now();
  await service.storage.sessions.create({
    tokenHash: hashToken(token),
    accountId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 86_400_000).toISOString(),
  });
  return token;
}

/** A new account with one live session: its id and the authorization header to send. */
export async function signedIn(service: Service): Promise<{ accountId: string; authorization: string }> {
  const { account } = await service.storage.accounts.ensure(
    `user-${randomUUID()}@example.org`,
    null,
    new Date().toISOString(),
  );
  return { accountId: account.id, authorization: `Bearer ${await sessionFor(service, account.id)}` };
}
