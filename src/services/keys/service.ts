/**
 * Free API keys. A key is identity for rate accounting, never a permission to data.
 *
 * The contract says the same e-mail and app name get the same key back, yet keys are stored only as hashes. So a
 * key is derived, not drawn: HMAC-SHA256(installation secret, e-mail + app name), 256 bits, and the database keeps
 * only its SHA-256 for lookup. Registering again recomputes the same key; a leaked table reveals no key.
 *
 * A key's 4x headroom waits until its e-mail address is confirmed with a one-time code (confirmation.ts); until
 * then it counts as keyless. Without that, anyone could mint keys for made-up addresses and multiply their budget.
 */
import { LRUCache } from 'lru-cache';
import { createHash, createHmac } from 'node:crypto';
import type { ApiKeyStore } from '../../storage/ports.ts';
import type { KeyConfirmation, Offer } from './confirmation.ts';

export interface ApiKeyIdentity {
  id: string;
  appName: string;
  /** Whether the key's e-mail is confirmed: only then does it get the keyed headroom. */
  confirmed: boolean;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** App names match case-insensitively with runs of space collapsed: "My App" and " my  app" are one app. */
export function normalizeAppName(appName: string): string {
  return appName.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function deriveApiKey(secret: string, email: string, appName: string): string {
  const mac = createHmac('sha256', secret)
    .update(`api-key:v1:${normalizeEmail(email)}\n${normalizeAppName(appName)}`)
    .digest('base64url');
  return `vk_${mac}`;
}

export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex');
}

export interface KeyService {
  /** The key of the pair; when its e-mail is not confirmed yet, a code is offered to it (`offer` says how it went). */
  register(
    email: string,
    appName: string,
    requester: string,
  ): Promise<{ apiKey: string; created: boolean; confirmed: boolean; offer: Offer | null }>;
  /** Confirms the e-mail with the code sent to it: every key of the address gets its headroom. */
  confirm(email: string, code: string, requester: string): Promise<boolean>;
  /** The identity behind a presented key, or undefined for an unknown one. Cached: every keyed request asks. */
  identify(apiKey: string): Promise<ApiKeyIdentity | undefined>;
  /** Waits for codes being stored and mailed after their answers (tests, shutdown). */
  flush(): Promise<void>;
}

/**
 * Keys found, at most 10,000 (least recently used dropped). A confirmed key is kept until dropped; an unconfirmed
 * one for a minute, so a confirmation made through another process is seen within the minute (this process's own
 * confirmations clear the cache at once).
 */
const KNOWN = { max: 10_000, unconfirmedTtlMs: 60_000 };
/**
 * Keys looked up and not found, remembered for a minute (at most 10,000, least recently used dropped), so a client
 * repeating made-up keys costs no database query per request. A key registered in this process is forgotten here at
 * once; one registered by another process is known within the minute.
 */
const MISSES = { max: 10_000, ttlMs: 60_000 };

export interface KeyServiceDeps {
  store: ApiKeyStore;
  /** Gives the installation secret, or throws (503) while it cannot be read yet. */
  secret: () => string;
  confirmation: KeyConfirmation;
}

export function createKeyService(deps: KeyServiceDeps): KeyService {
  const { store, secret, confirmation } = deps;
  const known = new LRUCache<string, ApiKeyIdentity>({ max: KNOWN.max });
  const misses = new LRUCache<string, true>({ max: MISSES.max, ttl: MISSES.ttlMs });

  return {
    async register(email, appName, requester) {
      const apiKey = deriveApiKey(secret(), email, appName);
      const address = normalizeEmail(email);
      const { created } = await store.register({
        email: address,
        appName: normalizeAppName(appName),
        keyHash: hashApiKey(apiKey),
      });
      misses.delete(hashApiKey(apiKey));
      const confirmed = await store.isConfirmed(address);
      const offer = confirmed ? null : await confirmation.offer(address, requester);
      return { apiKey, created, confirmed, offer };
    },
    async confirm(email, code, requester) {
      const confirmed = await confirmation.confirm(normalizeEmail(email), code, requester);
      if (confirmed) known.clear();
      return confirmed;
    },
    async identify(apiKey) {
      if (!apiKey.startsWith('vk_') || apiKey.length > 100) return undefined;
      const hash = hashApiKey(apiKey);
      const cached = known.get(hash);
      if (cached !== undefined) return cached;
      if (misses.has(hash)) return undefined;
      const row = await store.findByKeyHash(hash);
      if (row === undefined) {
        misses.set(hash, true);
        return undefined;
      }
      const identity = { id: row.id, appName: row.appName, confirmed: row.confirmed };
      known.set(hash, identity, identity.confirmed ? {} : { ttl: KNOWN.unconfirmedTtlMs });
      return identity;
    },
    flush: () => confirmation.flush(),
  };
}
