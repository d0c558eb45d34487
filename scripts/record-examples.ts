/**
 * Records the OpenAPI document's response examples from real responses: runs the HTTP tests with RECORD_EXAMPLES
 * set (test/support/service.ts keeps the first successful answer of each route) and writes them, keyed by
 * "METHOD /path", to src/http/openapi-examples.json (lists cut to 12 items), which plugins/openapi.ts attaches to
 * each 200 response.
 * The OpenAPI lint test checks every example against its schema, so a stale one fails `npm test`.
 *
 *   npm run examples                              (all of test/http)
 *   npm run examples -- test/http/vault.test.ts   (these files; the other routes keep their examples)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toSpecPath } from '../src/http/route-table.ts';

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'vedic-examples-'));
const files = process.argv.slice(2);
const run = spawnSync(
  path.join(root, 'node_modules/.bin/vitest'),
  ['run', ...(files.length > 0 ? files : ['test/http'])],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, RECORD_EXAMPLES: dir },
  },
);
if (run.status !== 0)
  console.warn(`record-examples: the tests exited with ${String(run.status)}; recording what was answered`);

/** Long lists are cut to their first items so the document stays readable (no schema asks for more than 12). */
const MAX_ITEMS = 12;
function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map(shortened);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shortened(v)]));
  return value;
}

/** The document itself is not its own example. */
const SKIPPED = new Set(['GET /openapi.json']);

const out = path.join(root, 'src/http/openapi-examples.json');
const examples: Record<string, unknown> =
  files.length > 0 && existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>) : {};
for (const file of readdirSync(dir).sort()) {
  const { route, body } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { route: string; body: string };
  const [method = '', url = ''] = route.split(' ');
  const key = `${method} ${toSpecPath(url)}`;
  if (!SKIPPED.has(key)) examples[key] = shortened(JSON.parse(body));
}
rmSync(dir, { recursive: true, force: true });

// One route per line: a re-recording shows in a diff as the routes whose answers changed.
const lines = Object.entries(examples)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`);
writeFileSync(out, `{\n${lines.join(',\n')}\n}\n`);
console.log(`record-examples: ${lines.length} routes written to ${path.relative(root, out)}`);
