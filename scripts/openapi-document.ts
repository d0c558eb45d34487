/**
 * The service's OpenAPI document as the running service answers it at /openapi.json, built in process with the
 * embedded defaults (in-memory SQLite, inline compute): what the client and collection generators start from.
 */
import { composeService } from '../src/compose.ts';
import { loadConfig } from '../src/config.ts';

export async function openApiDocument(): Promise<Record<string, unknown>> {
  const service = await composeService(
    {
      ...loadConfig({}),
      sqlitePath: ':memory:',
      databaseUrl: undefined,
      redisUrl: undefined,
      hmacSecret: 'generator',
      compute: 'inline',
    },
    { log: false },
  );
  try {
    const r = await service.app.inject({ method: 'GET', url: '/openapi.json' });
    return r.json<Record<string, unknown>>();
  } finally {
    await service.close();
  }
}
