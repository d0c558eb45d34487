/**
 * Sign-in by e-mail one-time code, and sessions. Numbers from LIMITS.auth; the throttles in sign-in-throttles.ts.
 *
 * The answer to a code request is the same whether or not the address has an account, and so is the work done
 * before it: for every address the throttles are counted, the account is looked up once and a code is drawn and
 * hashed. Only then, after the answer, does a background delivery create the account (register), store the code
 * and send the e-mail, for the addresses that get one. Before this split the code's write (on PostgreSQL, its
 * commit) came before the answer for known addresses only: 9.4 ms against 5.1 ms over HTTP.
 *
 * A try of a code takes one path too, up to a right code: the throttles, one hash of the presented code, one query
 * for the address's live codes (none for an address without an account), the same number of constant-time
 * comparisons, and for a wrong code the same counter write. Before, an address without codes returned at once and
 * a known one wrote a wrong-try counter: 1.67 against 2.69 ms, enough to tell them apart nine times in ten.
 * Counters live in the shared counter (Redis when configured), so limits hold across processes; the code itself
 * (its HMAC) and its single use live in the database.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { LIMITS } from '../../limits.ts';
import type { Account, AccountStore, OtpStore, SessionStore } from '../../storage/vault-ports.ts';
import type { WindowCounter } from '../counters/port.ts';
import { createAfterAnswer } from '../after-answer.ts';
import type { Mailer } from '../mail/mailer.ts';
import { codeHmac, matchingCode, newCode } from './one-time-code.ts';
import { createSignInThrottles, type PerClientLimits } from './sign-in-throttles.ts';

const A = LIMITS.auth;
const DAY_MS = 86_400_000;

export interface AuthDeps {
  accounts: AccountStore;
  sessions: SessionStore;
  otpCodes: OtpStore;
  counter: WindowCounter;
  mailer: Mailer;
  /** The installation secret; throws (503) while it cannot be read yet (database not reached since start). */
  secret: () => string;
  now: () => number;
  /** Where a failed background delivery (the code's write or its e-mail) is reported. */
  onDeliveryError?: (error: unknown) => void;
  /** The operator's per-client sign-in limits; LIMITS.auth's when absent. */
  perClient?: PerClientLimits;
  /** The code's HMAC (one-time-code.ts by default); given by a test that counts the hashing each path does. */
  codeHmac?: typeof codeHmac;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createAuthService(deps: AuthDeps) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const background = createAfterAnswer((e) => deps.onDeliveryError?.(e));
  const throttles = createSignInThrottles(deps.counter, deps.perClient);
  const hmacOf = deps.codeHmac ?? codeHmac;

  /** Stores the code for a live account and mails it; for any other address does nothing. */
  async function deliver(account: Account | undefined, code: string, hmac: string, issuedAt: number): Promise<void> {
    if (account === undefined || account.deletedAt !== null) return;
    await deps.otpCodes.issue({
      id: randomUUID(),
      email: account.email,
      purpose: 'sign_in',
      codeHmac: hmac,
      createdAt: iso(issuedAt),
      expiresAt: iso(issuedAt + A.codeLifetimeSeconds * 1000),
    });
    await deps.mailer.send({
      to: account.email,
      subject: `Your sign-in code: ${code}`,
      text:
        `Your sign-in code is ${code}.\nIt works once, for ${A.codeLifetimeSeconds / 60} minutes.\nIf you did not ` +
        `ask for it, ignore this message.\n`,
    });
  }

  /**
   * The part of a code request every address goes through alike: one account look-up (for register an
   * insert-if-absent and a read, the same two statements whether the address is new or known), throttles, a code
   * drawn and hashed. The account is stored before the answer, so a sign-up answered 2xx is never lost; only the code's
   * write and the e-mail run after it.
   */
  async function codeRequest(
    rawEmail: string,
    requester: string,
    lookup: (email: string) => Promise<Account | undefined>,
  ): Promise<void> {
    const email = normalizeEmail(rawEmail);
    // The database parts first: a request that fails on them (503) has sent nothing and must not use up a send.
    const account = await lookup(email);
    const secret = deps.secret();
    await throttles.send(email, requester);
    const code = newCode();
    const hmac = hmacOf(secret, email, code, 'sign_in');
    const issuedAt = deps.now();
    background.run(async () => deliver(account, code, hmac, issuedAt));
  }

  return {
    /** Creates the account (if new) and sends a code. `requester` is the asking client's address. */
    async register(rawEmail: string, name: string | null, requester: string): Promise<void> {
      await codeRequest(
        rawEmail,
        requester,
        async (email) => (await deps.accounts.ensure(email, name, iso(deps.now()))).account,
      );
    },

    /** Sends a code when the address has a live account (login and request-otp). */
    async requestCode(rawEmail: string, requester: string): Promise<void> {
      await codeRequest(rawEmail, requester, (email) => deps.accounts.findByEmail(email));
    },

    /** A session for a right code, or null (wrong, expired, used, or no live account). */
    async verify(
      rawEmail: string,
      code: string,
      requester: string,
    ): Promise<{ token: string; account: Account } | null> {
      const email = normalizeEmail(rawEmail);
      const t = deps.now();
      const presented = hmacOf(deps.secret(), email, code, 'sign_in');
      const admission = await throttles.admitTry(email, requester);
      const match = matchingCode(await deps.otpCodes.findLive(email, 'sign_in', iso(t)), presented);
      if (match === undefined) {
        await throttles.failedTry(email, admission);
        return null;
      }
      const account = await deps.accounts.findByEmail(email);
      if (account === undefined || account.deletedAt !== null) return null;
      if (!(await deps.otpCodes.consume(match.id, iso(t)))) return null;
      await throttles.signedIn(email, requester);
      const token = `vs_${randomBytes(32).toString('base64url')}`;
      await deps.sessions.create({
        tokenHash: hashToken(token),
        accountId: account.id,
        createdAt: iso(t),
        expiresAt: iso(t + A.sessionLifetimeDays * DAY_MS),
      });
      return { token, account };
    },

    /** The live account behind a bearer token, or undefined. */
    async authenticate(token: string): Promise<Account | undefined> {
      if (!token.startsWith('vs_') || token.length > 100) return undefined;
      const live = await deps.sessions.findLive(hashToken(token), iso(deps.now()));
      return live === undefined ? undefined : deps.accounts.findById(live.accountId);
    },

    /** Signs out: ends the token's session, or with `all` every session of its account. The number ended. */
    async logout(token: string, accountId: string, all: boolean): Promise<number> {
      const t = iso(deps.now());
      return all ? deps.sessions.revokeAll(accountId, t) : deps.sessions.revoke(hashToken(token), t);
    },

    async softDelete(accountId: string): Promise<void> {
      await deps.accounts.softDelete(accountId, iso(deps.now()));
    },

    /** Erases accounts soft-deleted more than the grace period ago; counts only. */
    async eraseSweep() {
      return deps.accounts.eraseDeletedBefore(iso(deps.now() - LIMITS.erasureGraceDays * DAY_MS));
    },

    /** Waits for background deliveries (tests, shutdown). */
    flush: () => background.flush(),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
