/**
 * Starts several Node processes that each open the same database at the same instant and register the same API
 * key: what happens when several service instances boot together on a fresh database.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { OpenDatabaseOptions } from '../sql/database.ts';

const run = promisify(execFile);
const DATABASE_MODULE = new URL('../sql/database.ts', import.meta.url).href;

// Each child loads everything first, then waits for the shared start instant, so the opens really overlap.
const CHILD = `
  const { openDatabase } = await import(process.env.DATABASE_MODULE);
  const options = JSON.parse(process.env.OPEN_OPTIONS);
  await new Promise((r) => setTimeout(r, Math.max(0, Number(process.env.START_AT) - Date.now())));
  const storage = await openDatabase(options);
  try {
    const { created } = await storage.apiKeys.register({ email: 'boot@example.org', appName: 'boot', keyHash: 'boot-hash' });
    console.log(JSON.stringify({ created }));
  } finally {
    await storage.close();
  }
`;

export async function startProcessesAtOnce(
  count: number,
  options: OpenDatabaseOptions,
): Promise<Array<{ created: boolean }>> {
  const env = {
    ...process.env,
    DATABASE_MODULE,
    OPEN_OPTIONS: JSON.stringify(options),
    START_AT: String(Date.now() + 1500), // time enough for every child to boot
  };
  const children = Array.from({ length: count }, () =>
    run(process.execPath, ['--no-warnings', '--input-type=module', '-e', CHILD], { env, timeout: 20_000 }),
  );
  const outputs = await Promise.all(children);
  return outputs.map(({ stdout }) => JSON.parse(stdout) as { created: boolean });
}
