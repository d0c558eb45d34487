import { describe, expect, test } from 'vitest';
import type { ApiKeyStore } from '../../storage/ports.ts';
import type { KeyConfirmation } from './confirmation.ts';
import { createKeyService } from './service.ts';

/** A store that counts its lookups and knows the keys registered through it. */
function countingStore(): ApiKeyStore & { lookups: number } {
  const rows = new Map<string, { id: string; email: string; appName: string }>();
  const confirmed = new Set<string>();
  const store = {
    lookups: 0,
    register: async (r: { email: string; appName: string; keyHash: string }) => {
      const created = !rows.has(r.keyHash);
      rows.set(r.keyHash, { id: `id-${rows.size}`, email: r.email, appName: r.appName });
      return { created };
    },
    findByKeyHash: async (hash: string) => {
      store.lookups++;
      const row = rows.get(hash);
      return row === undefined ? undefined : { ...row, confirmed: confirmed.has(row.email) };
    },
    isConfirmed: async (email: string) => confirmed.has(email),
    confirmEmail: async (email: string) => void confirmed.add(email),
  };
  return store as unknown as ApiKeyStore & { lookups: number };
}

/** Confirmation without mail: any code "123456" is right. */
function confirmation(store: ApiKeyStore): KeyConfirmation {
  return {
    offer: async () => ({ sent: true }),
    confirm: async (email: string, code: string) => {
      if (code !== '123456') return false;
      await store.confirmEmail(email, '2026-01-01T00:00:00.000Z');
      return true;
    },
    flush: async () => undefined,
  };
}

const service = (store: ApiKeyStore) =>
  createKeyService({ store, secret: () => 'secret', confirmation: confirmation(store) });

describe('key identification', () => {
  test('a key looked up and not found is remembered: repeating it costs no further lookup', async () => {
    const store = countingStore();
    const keys = service(store);
    const madeUp = 'vk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    for (let i = 0; i < 1000; i++) expect(await keys.identify(madeUp)).toBeUndefined();
    expect(store.lookups).toBe(1);
    expect(await keys.identify('not a key')).toBeUndefined();
    expect(store.lookups).toBe(1);
  });

  test('a key registered after a miss is known at once in this process', async () => {
    // The key the e-mail and app name derive to (keys are derived, so another store gives the same one).
    const { apiKey } = await service(countingStore()).register('dev@example.org', 'app', '192.0.2.1');
    const store = countingStore();
    const keys = service(store);
    expect(await keys.identify(apiKey)).toBeUndefined();
    await keys.register('dev@example.org', 'app', '192.0.2.1');
    expect(await keys.identify(apiKey)).toMatchObject({ appName: 'app', confirmed: false });
    expect(store.lookups).toBe(2);
  });

  test('a confirmation in this process is seen at once by the cached identity', async () => {
    const store = countingStore();
    const keys = service(store);
    const { apiKey, confirmed } = await keys.register('dev@example.org', 'app', '192.0.2.1');
    expect(confirmed).toBe(false);
    expect(await keys.identify(apiKey)).toMatchObject({ confirmed: false });
    expect(await keys.confirm('dev@example.org', '000000', '192.0.2.1')).toBe(false);
    expect(await keys.confirm('Dev@Example.org', '123456', '192.0.2.1')).toBe(true);
    expect(await keys.identify(apiKey)).toMatchObject({ confirmed: true });
    expect((await keys.register('dev@example.org', 'second app', '192.0.2.1')).confirmed).toBe(true);
  });
});
