import { describe, expect, test } from 'vitest';
import type { ApiKeyStore } from '../../storage/ports.ts';
import { createKeyService } from './service.ts';

/** A store that counts its lookups and knows the keys registered through it. */
function countingStore(): ApiKeyStore & { lookups: number } {
  const rows = new Map<string, { id: string; appName: string }>();
  const store = {
    lookups: 0,
    register: async (r: { email: string; appName: string; keyHash: string }) => {
      const created = !rows.has(r.keyHash);
      rows.set(r.keyHash, { id: `id-${rows.size}`, appName: r.appName });
      return { created };
    },
    findByKeyHash: async (hash: string) => {
      store.lookups++;
      return rows.get(hash);
    },
  };
  return store as unknown as ApiKeyStore & { lookups: number };
}

describe('key identification', () => {
  test('a key looked up and not found is remembered: repeating it costs no further lookup', async () => {
    const store = countingStore();
    const keys = createKeyService(store, () => 'secret');
    const madeUp = 'vk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    for (let i = 0; i < 1000; i++) expect(await keys.identify(madeUp)).toBeUndefined();
    expect(store.lookups).toBe(1);
    expect(await keys.identify('not a key')).toBeUndefined();
    expect(store.lookups).toBe(1);
  });

  test('a key registered after a miss is known at once in this process', async () => {
    // The key the e-mail and app name derive to (keys are derived, so another store gives the same one).
    const { apiKey } = await createKeyService(countingStore(), () => 'secret').register('dev@example.org', 'app');
    const store = countingStore();
    const keys = createKeyService(store, () => 'secret');
    expect(await keys.identify(apiKey)).toBeUndefined();
    await keys.register('dev@example.org', 'app');
    expect(await keys.identify(apiKey)).toMatchObject({ appName: 'app' });
    expect(store.lookups).toBe(2);
  });
});
