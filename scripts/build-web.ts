/**
 * Turns the pages' browser modules (web/scripts/*.ts) into the JavaScript the service serves (web/assets/*.js),
 * with the TypeScript compiler (types removed, nothing else changed). The output is committed, so the running
 * service needs no compiler; test/http/pages.test.ts fails when it is stale.
 *
 *   node scripts/build-web.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
export const SCRIPTS_DIR = path.join(root, 'web', 'scripts');
export const ASSETS_DIR = path.join(root, 'web', 'assets');

const HEADER =
  '// Generated from web/scripts by scripts/build-web.ts: edit the .ts file, then run `node scripts/build-web.ts`.\n';

export function transpiled(file: string): string {
  const source = readFileSync(path.join(SCRIPTS_DIR, file), 'utf8');
  const out = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: false },
  });
  return HEADER + out.outputText;
}

export const browserModules = (): string[] =>
  readdirSync(SCRIPTS_DIR)
    .filter((f) => f.endsWith('.ts'))
    .sort();

if (import.meta.main) {
  for (const file of browserModules()) {
    const target = path.join(ASSETS_DIR, file.replace(/\.ts$/, '.js'));
    writeFileSync(target, transpiled(file));
    console.info(`build-web: ${path.relative(root, target)}`);
  }
}
