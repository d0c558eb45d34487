/**
 * Confirming an API key's e-mail address with a one-time code, as sign-in does: the same six-digit codes (bound to
 * this purpose, so they cannot sign in), the same throttles (a send counts against the address's and the client's
 * budgets, shared with sign-in), the same mailer, the code's write and e-mail after the answer.
 */
import { randomUUID } from 'node:crypto';
import { LIMITS } from '../../limits.ts';
import type { ApiKeyStore } from '../../storage/ports.ts';
import type { OtpStore } from '../../storage/vault-ports.ts';
import { codeHmac, matchingCode, newCode } from '../accounts/one-time-code.ts';
import type { SignInThrottles } from '../accounts/sign-in-throttles.ts';
import { createAfterAnswer } from '../after-answer.ts';
import { ServiceError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';

const A = LIMITS.auth;

/** What became of the offer of a code: sent, or held back by a throttle (with when to ask again). */
export type Offer = { sent: true } | { sent: false; reason: string; retryAfterSeconds: number };

export interface KeyConfirmationDeps {
  store: ApiKeyStore;
  otpCodes: OtpStore;
  throttles: SignInThrottles;
  mailer: Mailer;
  secret: () => string;
  now: () => number;
  onDeliveryError?: (error: unknown) => void;
}

export function createKeyConfirmation(deps: KeyConfirmationDeps) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const background = createAfterAnswer((e) => deps.onDeliveryError?.(e));

  return {
    /** Sends a code to the (normalised) address unless a throttle holds it back. */
    async offer(email: string, requester: string): Promise<Offer> {
      try {
        await deps.throttles.send(email, requester);
      } catch (e) {
        if (e instanceof ServiceError && e.code === 'CODE_THROTTLED') {
          const p = e.params as { what: string; retryAfterSeconds: number };
          return { sent: false, reason: `too many ${p.what}`, retryAfterSeconds: p.retryAfterSeconds };
        }
        throw e;
      }
      const code = newCode();
      const hmac = codeHmac(deps.secret(), email, code, 'api_key');
      const issuedAt = deps.now();
      background.run(async () => {
        await deps.otpCodes.issue({
          id: randomUUID(),
          email,
          purpose: 'api_key',
          codeHmac: hmac,
          createdAt: iso(issuedAt),
          expiresAt: iso(issuedAt + A.codeLifetimeSeconds * 1000),
        });
        await deps.mailer.send({
          to: email,
          subject: `Confirm your API key: ${code}`,
          text:
            `Your code to confirm your API key is ${code}.\nSend it to POST /api/v2/keys/confirm within ` +
            `${A.codeLifetimeSeconds / 60} minutes to get the key's larger rate budget.\nIf you did not ` +
            `register a key, ignore this message.\n`,
        });
      });
      return { sent: true };
    },

    /** True when the code is right: the address is confirmed for all its keys. */
    async confirm(email: string, code: string, requester: string): Promise<boolean> {
      const t = deps.now();
      const presented = codeHmac(deps.secret(), email, code, 'api_key');
      const admission = await deps.throttles.admitTry(email, requester);
      const match = matchingCode(await deps.otpCodes.findLive(email, 'api_key', iso(t)), presented);
      if (match === undefined) {
        await deps.throttles.failedTry(email, admission);
        return false;
      }
      if (!(await deps.otpCodes.consume(match.id, iso(t)))) return false;
      await deps.store.confirmEmail(email, iso(t));
      return true;
    },

    flush: () => background.flush(),
  };
}

export type KeyConfirmation = ReturnType<typeof createKeyConfirmation>;
