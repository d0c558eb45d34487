/**
 * Sign-in by e-mail one-time code, and sessions (DESIGN section 7). Numbers from LIMITS.auth.
 *
 * The answer to a code request is the same whether or not the address has an account: the throttles count every
 * address, and the e-mail is sent in the background, so neither the reply nor its timing tells them apart. Wrong
 * tries and send throttles are counted in the shared counter (Redis when configured), so limits hold across
 * processes; the code itself (its HMAC) and its single use live in the database.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { LIMITS } from '../../limits.ts';
import type { Account, AccountStore, OtpStore, SessionStore } from '../../storage/vault-ports.ts';
import type { WindowCounter } from '../counters/port.ts';
import { ServiceError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { codeHmac, newCode, sameDigest } from './one-time-code.ts';

const A = LIMITS.auth;
const DAY_MS = 86_400_000;

const throttled = (retryAfterSeconds: number) => new ServiceError('CODE_THROTTLED', { retryAfterSeconds });

export interface AuthDeps {
  accounts: AccountStore;
  sessions: SessionStore;
  otpCodes: OtpStore;
  counter: WindowCounter;
  mailer: Mailer;
  /** The installation secret; throws (503) while it cannot be read yet (database not reached since start). */
  secret: () => string;
  now: () => number;
  /** Where a failed background send is reported. */
  onMailError?: (error: unknown) => void;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createAuthService(deps: AuthDeps) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const pending = new Set<Promise<void>>();

  async function throttle(email: string): Promise<void> {
    if ((await deps.counter.hit(`otp:gap:${email}`, A.secondsBetweenSends * 1000)) > 1) throw throttled(A.secondsBetweenSends);
    if ((await deps.counter.hit(`otp:hour:${email}`, 3_600_000)) > A.sendsPerAddressPerHour) throw throttled(3600);
  }

  /** Issues a code to a live account and mails it in the background; for any other address does nothing more. */
  async function issueTo(account: Account | undefined): Promise<void> {
    if (account === undefined || account.deletedAt !== null) return;
    const code = newCode();
    const t = deps.now();
    await deps.otpCodes.issue({ id: randomUUID(), email: account.email, codeHmac: codeHmac(deps.secret(), account.email, code), createdAt: iso(t), expiresAt: iso(t + A.codeLifetimeSeconds * 1000) });
    const sending = deps.mailer
      .send({ to: account.email, subject: `Your sign-in code: ${code}`, text: `Your sign-in code is ${code}.\nIt works once, for ${A.codeLifetimeSeconds / 60} minutes.\nIf you did not ask for it, ignore this message.\n` })
      .catch((e: unknown) => deps.onMailError?.(e))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  }

  return {
    /** Creates the account (if new) and sends a code. */
    async register(rawEmail: string, name: string | null): Promise<void> {
      const email = normalizeEmail(rawEmail);
      await throttle(email);
      const { account } = await deps.accounts.ensure(email, name, iso(deps.now()));
      await issueTo(account);
    },

    /** Sends a code when the address has a live account (login and request-otp). */
    async requestCode(rawEmail: string): Promise<void> {
      const email = normalizeEmail(rawEmail);
      await throttle(email);
      await issueTo(await deps.accounts.findByEmail(email));
    },

    /** A session for a right code, or null (wrong, expired, used, killed, or no live account). */
    async verify(rawEmail: string, code: string): Promise<{ token: string; account: Account } | null> {
      const email = normalizeEmail(rawEmail);
      const t = deps.now();
      const presented = codeHmac(deps.secret(), email, code);
      const active = await deps.otpCodes.findActive(email, iso(t));
      if (active === undefined) return null;
      if (!sameDigest(active.codeHmac, presented)) {
        const wrong = await deps.counter.hit(`otp:wrong:${active.id}`, A.codeLifetimeSeconds * 1000);
        if (wrong >= A.wrongTriesPerCode) await deps.otpCodes.kill(active.id, iso(t));
        return null;
      }
      const account = await deps.accounts.findByEmail(email);
      if (account === undefined || account.deletedAt !== null) return null;
      if (!(await deps.otpCodes.consume(active.id, iso(t)))) return null;
      const token = `vs_${randomBytes(32).toString('base64url')}`;
      await deps.sessions.create({ tokenHash: hashToken(token), accountId: account.id, createdAt: iso(t), expiresAt: iso(t + A.sessionLifetimeDays * DAY_MS) });
      return { token, account };
    },

    /** The live account behind a bearer token, or undefined. */
    async authenticate(token: string): Promise<Account | undefined> {
      if (!token.startsWith('vs_') || token.length > 100) return undefined;
      const live = await deps.sessions.findLive(hashToken(token), iso(deps.now()));
      return live === undefined ? undefined : deps.accounts.findById(live.accountId);
    },

    async softDelete(accountId: string): Promise<void> {
      await deps.accounts.softDelete(accountId, iso(deps.now()));
    },

    /** Erases accounts soft-deleted more than the grace period ago; counts only. */
    async eraseSweep() {
      return deps.accounts.eraseDeletedBefore(iso(deps.now() - LIMITS.erasureGraceDays * DAY_MS));
    },

    /** Waits for background e-mails (tests, shutdown). */
    async flush(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
