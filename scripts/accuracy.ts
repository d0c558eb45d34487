/**
 * `npm run accuracy`: runs every test that reports a largest error through test/support/accuracy.ts with
 * ACCURACY_OUT set, and writes what they measured to data/accuracy.json (sorted by id, errors rounded as published),
 * which GET /api/v2/accuracy and the /accuracy page serve. Without ACCURACY_OUT the same tests compare their
 * measurements with that file and fail while it is stale.
 *
 *   npm run accuracy
 *
 * Nothing is written when a test fails, or when two reports share an id.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCURACY_FILE } from '../src/http/accuracy-data.ts';
import { ACCURACY_DIGITS, type AccuracyFile, type AccuracyRecord } from '../src/schemas/accuracy.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Test files that import `report` from the shared helper. */
const IMPORTS_REPORT = /import \{[^}]*\breport\b[^}]*\} from '[^']*support\/accuracy\.ts'/;

export function reportingTests(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(rel);
      else if (entry.name.endsWith('.test.ts') && IMPORTS_REPORT.test(readFileSync(path.join(root, rel), 'utf8')))
        found.push(rel);
    }
  };
  walk('src');
  walk('test');
  return found.sort();
}

/** The committed file's text: one record per line, so a diff shows the quantities whose numbers moved. */
export function renderAccuracy(records: AccuracyRecord[]): string {
  const file: AccuracyFile = {
    generated_by:
      "npm run accuracy: the reference tests' own measurements (test/support/accuracy.ts), collected from one run " +
      'of the tests that report them',
    rounding: `max_error to ${ACCURACY_DIGITS} significant digits`,
    quantities: records.toSorted((a, b) => a.id.localeCompare(b.id)),
  };
  const lines = file.quantities.map((r) => `  ${JSON.stringify(r)}`);
  return (
    `{\n "generated_by": ${JSON.stringify(file.generated_by)},\n "rounding": ${JSON.stringify(file.rounding)},\n ` +
    `"quantities": [\n${lines.join(',\n')}\n ]\n}\n`
  );
}

function main(): void {
  const files = reportingTests();
  const dir = mkdtempSync(path.join(tmpdir(), 'vedic-accuracy-'));
  const out = path.join(dir, 'records.jsonl');
  writeFileSync(out, '');
  const run = spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ACCURACY_OUT: out },
  });
  const lines = readFileSync(out, 'utf8')
    .split('\n')
    .filter((l) => l !== '');
  rmSync(dir, { recursive: true, force: true });
  if (run.status !== 0) {
    console.error(
      `accuracy: the tests exited with ${String(run.status)}; ${path.relative(root, ACCURACY_FILE)} left as it was`,
    );
    process.exit(1);
  }
  const records = lines.map((l) => JSON.parse(l) as AccuracyRecord);
  const seen = new Map<string, string>();
  for (const r of records) {
    const before = seen.get(r.id);
    if (before !== undefined) {
      console.error(`accuracy: id ${r.id} reported twice (${before} and ${r.test}); nothing written`);
      process.exit(1);
    }
    seen.set(r.id, r.test);
  }
  writeFileSync(ACCURACY_FILE, renderAccuracy(records));
  console.log(
    `accuracy: ${records.length} quantities from ${files.length} test files written to ` +
      `${path.relative(root, ACCURACY_FILE)}`,
  );
}

if (import.meta.main) main();
