/**
 * Records the OpenAPI document's response examples from real responses: runs the HTTP tests with RECORD_EXAMPLES
 * set (test/support/service.ts keeps the first successful answer of each route) and writes them, keyed by
 * "METHOD /path", to src/http/openapi-examples.json, which plugins/openapi.ts attaches to each 200 response.
 * The OpenAPI lint test checks every example against its schema, so a stale one fails `npm test`.
 *
 *   npm run examples
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toSpecPath } from '../src/http/route-table.ts';

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'vedic-examples-'));
const run = spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', 'test/http'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, RECORD_EXAMPLES: dir },
});
if (run.status !== 0) console.warn(`record-examples: the tests exited with ${String(run.status)}; recording what was answered`);

const examples: Record<string, unknown> = {};
for (const file of readdirSync(dir).sort()) {
  const { route, body } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { route: string; body: string };
  const [method = '', url = ''] = route.split(' ');
  examples[`${method} ${toSpecPath(url)}`] = JSON.parse(body);
}
rmSync(dir, { recursive: true, force: true });

const sorted = Object.fromEntries(Object.entries(examples).sort(([a], [b]) => a.localeCompare(b)));
const out = path.join(root, 'src/http/openapi-examples.json');
writeFileSync(out, `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`record-examples: ${Object.keys(sorted).length} routes written to ${path.relative(root, out)}`);
