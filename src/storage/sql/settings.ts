/** Installation-wide values in SQL (see SettingStore). */
import type { Kysely } from 'kysely';
import type { SettingStore } from '../ports.ts';
import type { DatabaseSchema } from './schema.ts';

export function createSettingStore(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): SettingStore {
  const read = async (name: string) =>
    (await db.selectFrom('installation_settings').select('value').where('name', '=', name).executeTakeFirst())?.value;

  return {
    async getOrCreate(name, create) {
      const stored = await read(name);
      if (stored !== undefined) return stored;
      // Whoever inserts first wins; everyone, the winner included, then reads the one stored value.
      await db
        .insertInto('installation_settings')
        .values({ name, value: create(), created_at: now().toISOString() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const value = await read(name);
      if (value === undefined) throw new Error(`setting "${name}" vanished right after it was stored`);
      return value;
    },
  };
}
