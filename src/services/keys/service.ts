/**
 * Free API keys. A key is identity for rate accounting, never a permission to data.
 *
 * The contract says the same e-mail and app name get the same key back, yet keys are stored only as hashes. So a
 * key is derived, not drawn: HMAC-SHA256(installation secret, e-mail + app name), 256 bits, and the database keeps
 * only its SHA-256 for lookup. Registering again recomputes the same key; a leaked table reveals no key.
 */
import { LRUCache } from 'lru-cache';
import { createHash, createHmac } from 'node:crypto';
import type { ApiKeyStore } from '../../storage/ports.ts';

export interface ApiKeyIdentity {
  id: string;
  appName: string;
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
  register(email: string, appName: string): Promise<{ apiKey: string; created: boolean }>;
  /** The identity behind a presented key, or undefined for an unknown one. Cached: every keyed request asks. */
  identify(apiKey: string): Promise<ApiKeyIdentity | undefined>;
}

const CACHE_LIMIT = 10_000;
/**
 * Keys looked up and not found, remembered for a minute (at most 10,000, least recently used dropped), so a client
 * repeating made-up keys costs no database query per request. A key registered in this process is forgotten here at
 * once; one registered by another process is known within the minute.
 */
const MISSES = { max: 10_000, ttlMs: 60_000 };

/** `secret` gives the installation secret, or throws (503) while it cannot be read yet. */
export function createKeyService(store: ApiKeyStore, secret: () => string): KeyService {
  const known = new Map<string, ApiKeyIdentity>();
  const misses = new LRUCache<string, true>({ max: MISSES.max, ttl: MISSES.ttlMs });

  return {
    async register(email, appName) {
      const apiKey = deriveApiKey(secret(), email, appName);
      const { created } = await store.register({
        email: normalizeEmail(email),
        appName: normalizeAppName(appName),
        keyHash: hashApiKey(apiKey),
      });
      misses.delete(hashApiKey(apiKey));
      return { apiKey, created };
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
      const identity = { id: row.id, appName: row.appName };
      if (known.size >= CACHE_LIMIT) known.clear();
      known.set(hash, identity);
      return identity;
    },
  };
}
