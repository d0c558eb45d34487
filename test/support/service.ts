/** A whole service for tests: the real composition with in-memory SQLite and in-process counters by default. */
import { composeService, type ComposeOptions, type Service } from '../../src/compose.ts';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/config.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    sqlitePath: ':memory:',
    databaseUrl: undefined,
    redisUrl: undefined,
    hmacSecret: 'test-secret',
    smtpUrl: undefined,
    compute: 'inline',
    outboxDir: path.join(tmpdir(), 'vedic-test-outbox'),
    ...overrides,
  };
}

/**
 * Every app a test builds checks each response against its route's declared schema (the contract test): a
 * mismatch fails that request with a 500 and is printed here with the route and the fields that differ.
 */
export async function testService(overrides: Partial<Config> = {}, options: ComposeOptions = {}): Promise<Service> {
  return composeService(testConfig(overrides), {
    log: false,
    healthFreshMs: 0,
    contractCheck: (v) => console.error(`contract: ${v.message}`),
    ...recording(process.env.RECORD_EXAMPLES),
    ...options,
  });
}

/** Every response of the service must carry the open CORS header, errors included. */
export function expectCors(headers: Record<string, unknown>): void {
  if (headers['access-control-allow-origin'] !== '*') {
    throw new Error(`missing Access-Control-Allow-Origin: * (got ${String(headers['access-control-allow-origin'])})`);
  }
}

/**
 * With RECORD_EXAMPLES=<dir> (scripts/record-examples.ts), the first successful answer of each route in the run is
 * kept there, one file per route; the script turns them into the OpenAPI document's response examples.
 */
function recording(dir: string | undefined): Pick<ComposeOptions, 'recordResponse'> {
  if (dir === undefined || dir === '') return {};
  return {
    recordResponse: (route, body) => {
      try {
        writeFileSync(path.join(dir, `${route.replace(/[^A-Za-z0-9]+/g, '_')}.json`), JSON.stringify({ route, body }), {
          flag: 'wx',
        });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
    },
  };
}
