// The typed client as a package someone installs: built by its own script, packed by npm into a temporary folder,
// unpacked into a fresh project whose tsconfig is the one `tsc --init` writes (no allowImportingTsExtensions, no
// Node types), where a small program calls a GET and a POST route with typed requests and answers. That program
// must compile as written, and a wrong field type must not; its compiled JavaScript then runs against the service
// listening on loopback. Nothing is fetched from a registry: the runtime dependency is linked from this repository.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../../src/config.ts';
import type { Service } from '../../src/compose.ts';
import { API_VERSION } from '../../src/http/plugins/openapi.ts';
import { testService } from '../support/service.ts';

const run = promisify(execFile);
const PACKAGE_DIR = path.join(PROJECT_ROOT, 'clients', 'typescript');
const TSC = path.join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

interface ClientPackage {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  files: string[];
}
const manifest = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as ClientPackage;

/**
 * npm and the scripts it starts run on this Node (24) and find the repository's tsc; the update check and the audit
 * are off and npm is told it is offline, so no step can reach a registry.
 */
const env = {
  ...process.env,
  PATH: [path.dirname(process.execPath), path.join(PROJECT_ROOT, 'node_modules', '.bin'), process.env.PATH].join(
    path.delimiter,
  ),
  npm_config_offline: 'true',
  npm_config_update_notifier: 'false',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
};

/** Runs a command without blocking this process's event loop (the service under test answers from it). */
async function sh(file: string, args: string[], cwd: string): Promise<string> {
  try {
    return (await run(file, args, { cwd, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (e) {
    const failed = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${file} ${args.join(' ')} failed in ${cwd}:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
  }
}

/** What the consumer writes: one GET with a query and one POST with a body, each answer read through its type. */
const CONSUMER = `import { createVedicClient } from '${manifest.name}';
import type { operations } from '${manifest.name}';

type Kundli = operations['kundliV2']['requestBody']['content']['application/json'];

export async function consume(baseUrl: string) {
  const api = createVedicClient(baseUrl);
  const cities = await api.GET('/api/cities', { params: { query: { q: 'Lucknow' } } });
  const city: string | undefined = cities.data?.[0]?.name;
  const body: Kundli = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
  const kundli = await api.POST('/api/v2/kundli', { body });
  const lagna: string | undefined = kundli.data?.chart.lagna.sign;
  const moon: number | undefined = kundli.data?.chart.planets.Moon.house;
  return { city, lagna, moon, statuses: [cities.response.status, kundli.response.status] };
}

export async function refused(baseUrl: string) {
  const api = createVedicClient(baseUrl);
  const wrong = { date: '1990-11-20', time: '16:00', latitude: '26.85', longitude: 80.95 };
  // @ts-expect-error latitude is a number in the request schema, so the compiler must refuse a string
  await api.POST('/api/v2/kundli', { body: wrong });
  // @ts-expect-error an unknown path is not a route of the service
  await api.GET('/api/no-such-route');
}
`;

let work: string;
let consumer: string;
let service: Service;
let baseUrl: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'vedic-client-package-'));
  consumer = path.join(work, 'consumer');
  service = await testService();
  baseUrl = await service.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await service.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the client package', () => {
  test('its manifest: an exact runtime dependency (the one tested here), built entry points, the API version', () => {
    expect(manifest.version).toBe(API_VERSION);
    const fetchVersion = manifest.dependencies['openapi-fetch'];
    expect(fetchVersion).toMatch(/^\d+\.\d+\.\d+$/);
    const installed = JSON.parse(
      readFileSync(path.join(PROJECT_ROOT, 'node_modules', 'openapi-fetch', 'package.json'), 'utf8'),
    ) as { version: string };
    expect(installed.version).toBe(fetchVersion);
  });

  test('builds, packs, installs into a default TypeScript project, compiles there and calls the service', async () => {
    await sh('npm', ['run', 'build'], PACKAGE_DIR);
    const packed = JSON.parse(
      await sh('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], PACKAGE_DIR),
    ) as { filename: string; files: { path: string }[] }[];
    const tarball = packed[0];
    if (tarball === undefined) throw new Error('npm pack wrote no tarball');
    expect(tarball.files.map((f) => f.path).sort()).toEqual([...manifest.files, 'package.json'].sort());

    // Installed as npm would lay it out, without asking a registry: the tarball unpacked under node_modules, the
    // runtime dependency linked to the copy this repository installed (its own dependencies resolve from there).
    const installed = path.join(consumer, 'node_modules', manifest.name);
    mkdirSync(installed, { recursive: true });
    await sh('tar', ['-xzf', path.join(work, tarball.filename), '-C', installed, '--strip-components=1'], work);
    symlinkSync(
      path.join(PROJECT_ROOT, 'node_modules', 'openapi-fetch'),
      path.join(consumer, 'node_modules', 'openapi-fetch'),
      'dir',
    );
    writeFileSync(
      path.join(consumer, 'package.json'),
      `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`,
    );
    await sh(process.execPath, [TSC, '--init'], consumer);
    const tsconfig = readFileSync(path.join(consumer, 'tsconfig.json'), 'utf8');
    expect(tsconfig).not.toContain('allowImportingTsExtensions');
    writeFileSync(path.join(consumer, 'consumer.ts'), CONSUMER);
    await sh(process.execPath, [TSC, '-p', consumer], consumer);

    const script =
      `const m = await import(${JSON.stringify(pathToFileURL(path.join(consumer, 'consumer.js')).href)});` +
      `console.log(JSON.stringify(await m.consume(${JSON.stringify(baseUrl)})));`;
    const answer = JSON.parse(await sh(process.execPath, ['--input-type=module', '-e', script], consumer)) as unknown;
    expect(answer).toEqual({ city: 'Lucknow', lagna: 'Aries', moon: expect.any(Number), statuses: [200, 200] });
  }, 180_000);
});
