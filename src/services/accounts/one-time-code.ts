/**
 * One-time codes: six digits from the CSPRNG, stored only as an HMAC bound to the e-mail, and
 * compared in constant time.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '../../limits.ts';
import { OTP_LIVE_MAX, type OtpCode, type OtpPurpose } from '../../storage/vault-ports.ts';

const DIGITS = LIMITS.auth.codeDigits;

export function newCode(): string {
  return String(randomInt(0, 10 ** DIGITS)).padStart(DIGITS, '0');
}

/**
 * HMAC-SHA-256 of the code, keyed by the installation secret and bound to the normalised e-mail and to what the code
 * is for, so a code sent to confirm API keys cannot sign in, nor a sign-in code confirm keys.
 */
export function codeHmac(secret: string, email: string, code: string, purpose: OtpPurpose): string {
  const domain = purpose === 'sign_in' ? 'otp:v1' : `otp:${purpose}:v1`;
  return createHmac('sha256', secret).update(`${domain}:${email}\n${code}`).digest('hex');
}

/** Constant-time comparison of two hex digests (a wrong length is simply unequal). */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

// Compared against when an address has fewer live codes than the most it can have: a digest no HMAC will
// equal (one chance in 2^256).
const NO_CODE = '00'.repeat(32);

/**
 * The live code the presented HMAC matches, if any. Always OTP_LIVE_MAX constant-time comparisons, whatever the
 * number of live codes (none for an address without an account), and no early exit on a match.
 */
export function matchingCode<C extends OtpCode>(live: readonly C[], presented: string): C | undefined {
  let found: C | undefined;
  for (let i = 0; i < OTP_LIVE_MAX; i++) {
    const candidate = live[i];
    const same = sameDigest(candidate?.codeHmac ?? NO_CODE, presented);
    if (same && candidate !== undefined && found === undefined) found = candidate;
  }
  return found;
}

export const CODE_PATTERN = new RegExp(`^[0-9]{${DIGITS}}$`);
