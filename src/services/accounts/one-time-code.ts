/**
 * One-time codes: six digits from the CSPRNG, stored only as an HMAC bound to the e-mail, and
 * compared in constant time.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '../../limits.ts';

const DIGITS = LIMITS.auth.codeDigits;

export function newCode(): string {
  return String(randomInt(0, 10 ** DIGITS)).padStart(DIGITS, '0');
}

/** HMAC-SHA-256 of the code, keyed by the installation secret and bound to the normalised e-mail. */
export function codeHmac(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:v1:${email}\n${code}`).digest('hex');
}

/** Constant-time comparison of two hex digests (a wrong length is simply unequal). */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

export const CODE_PATTERN = new RegExp(`^[0-9]{${DIGITS}}$`);
