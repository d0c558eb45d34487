/**
 * The sign-in throttles, kept apart by whom they hold back. Limits on the address a code goes to (the target) have
 * windows of minutes, so a stranger asking for codes delays the owner briefly at most; limits on the client asking
 * (the requester, its network address) are longer and hold back that client alone. A wrong try voids no code.
 *
 * Every address, with or without an account, goes through the same counters in the same order: whether an address
 * has an account must not show in which limits apply or in how long they take.
 */
import { createHash } from 'node:crypto';
import { LIMITS } from '../../limits.ts';
import type { WindowCounter } from '../counters/port.ts';
import { ServiceError } from '../errors.ts';

const A = LIMITS.auth;
const DAY_S = 86_400;

const throttled = (what: string, retryAfterSeconds: number) =>
  new ServiceError('CODE_THROTTLED', { what, retryAfterSeconds });

/** Whether the requester may try a code, and whether it signed in to this address before. */
export interface TryAdmission {
  knownRequester: boolean;
}

/** What an operator may set: how many codes one client address may ask for, and try, in an hour. */
export interface PerClientLimits {
  sendsPerHour: number;
  triesPerHour: number;
}

export function createSignInThrottles(
  counter: WindowCounter,
  perClient: PerClientLimits = { sendsPerHour: A.sendsPerRequester.count, triesPerHour: A.triesPerRequester.count },
) {
  const sendsFromRequester = { count: perClient.sendsPerHour, windowSeconds: A.sendsPerRequester.windowSeconds };
  const triesFromRequester = { count: perClient.triesPerHour, windowSeconds: A.triesPerRequester.windowSeconds };
  const over = async (key: string, limit: { count: number; windowSeconds: number }) =>
    (await counter.hit(key, limit.windowSeconds * 1000)) > limit.count;
  // Which clients signed in to which address is kept only as a hash of the pair.
  const knownKey = (email: string, requester: string) =>
    `otp:known:${createHash('sha256').update(`${email}\n${requester}`).digest('hex')}`;

  return {
    /** Before a code is drawn: the requester's own budget first, so its refused requests cost the target nothing. */
    async send(email: string, requester: string): Promise<void> {
      if (await over(`otp:send-from:${requester}`, sendsFromRequester))
        throw throttled('code requests from this client', sendsFromRequester.windowSeconds);
      if (await over(`otp:gap:${email}`, { count: 1, windowSeconds: A.secondsBetweenSends }))
        throw throttled('code requests for this address', A.secondsBetweenSends);
      const toAddress = A.sendsPerAddress;
      if (await over(`otp:send-to:${email}`, toAddress))
        throw throttled('code requests for this address', toAddress.windowSeconds);
    },

    /**
     * Before a code is compared. The requester's budgets at this address and overall; then, unless it signed in to
     * the address before, the account's cap on failed tries (peeked, not counted: only a failure counts).
     */
    async admitTry(email: string, requester: string): Promise<TryAdmission> {
      for (const limit of A.triesPerRequesterAtAddress)
        if (await over(`otp:try:${limit.windowSeconds}:${requester}:${email}`, limit))
          throw throttled('tries at this address from this client', limit.windowSeconds);
      if (await over(`otp:try-from:${requester}`, triesFromRequester))
        throw throttled('tries from this client', triesFromRequester.windowSeconds);
      const knownRequester = (await counter.peek(knownKey(email, requester))) > 0;
      const failed = await counter.peek(`otp:failed:${email}`);
      if (!knownRequester && failed >= A.failedTriesPerAccount.count)
        throw throttled('failed tries at this address today', A.failedTriesPerAccount.windowSeconds);
      return { knownRequester };
    },

    /** A wrong try: counted against the account's cap unless it came from a client that signed in there before. */
    async failedTry(email: string, admission: TryAdmission): Promise<void> {
      if (!admission.knownRequester)
        await counter.hit(`otp:failed:${email}`, A.failedTriesPerAccount.windowSeconds * 1000);
    },

    /** A sign-in: the requester is remembered for the address, so the failed-try cap will not hold it back. */
    async signedIn(email: string, requester: string): Promise<void> {
      await counter.hit(knownKey(email, requester), A.knownRequesterDays * DAY_S * 1000);
    },
  };
}

export type SignInThrottles = ReturnType<typeof createSignInThrottles>;
