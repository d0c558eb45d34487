// The house's dependency direction, read from the source: the compute threads load the engine, the task table and
// the response schemas but never the web framework or a route; compute never reaches into http; the pages never
// reach into the service's http layer. A new import against that direction fails here, not in review.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../../src/config.ts';

const rel = (file: string) => path.relative(PROJECT_ROOT, file);

/**
 * The modules a file loads when it runs: static imports and re-exports (an `import type` is erased and loads nothing;
 * `import { type A }` still loads its module), dynamic imports, and a worker's entry named by `new URL(...)`.
 */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specs: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier !== undefined) {
      specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg !== undefined && ts.isStringLiteral(arg)) specs.push(arg.text);
    } else if (ts.isNewExpression(node) && node.expression.getText(source) === 'URL') {
      const [arg] = node.arguments ?? [];
      if (arg !== undefined && ts.isStringLiteral(arg) && arg.text.endsWith('.ts')) specs.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs;
}

const resolve = (from: string, spec: string): string =>
  spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : `package:${spec}`;

/** Every module the entry loads, directly or through others, with the chain that first reached it. */
function graph(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [rel(entry)]]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const spec of runtimeImports(file)) {
      const target = resolve(file, spec);
      if (reached.has(target)) continue;
      const chain = [...(reached.get(file) ?? []), target.startsWith('package:') ? target : rel(target)];
      reached.set(target, chain);
      if (!target.startsWith('package:') && existsSync(target)) queue.push(target);
    }
  }
  return reached;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(path.join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [path.join(dir, e.name)]
        : [],
  );
}

/** Imports from files under `from` to files under any of `into`, as "file -> target". */
function crossings(from: string, into: string[]): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(path.join(PROJECT_ROOT, from))) {
    for (const spec of runtimeImports(file).concat(typeImports(file))) {
      const target = rel(resolve(file, spec));
      if (into.some((dir) => target.startsWith(`${dir}/`))) found.push(`${rel(file)} -> ${target}`);
    }
  }
  return found;
}

/** Type-only imports too: a page that types itself by an http schema still depends on it. */
function typeImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^import type [^;]*? from '([^']+)'/gms)].map((m) => m[1] ?? '');
}

describe('import graph', () => {
  test('the compute thread loads no web framework and no route module', () => {
    const reached = graph(path.join(PROJECT_ROOT, 'src', 'compute', 'worker.ts'));
    const files = [...reached.keys()];
    const framework = files.filter((f) => /^package:(fastify|@fastify\/)/.test(f));
    const http = files.filter((f) => !f.startsWith('package:') && rel(f).startsWith('src/http/'));
    const chains = [...framework, ...http].map((f) => (reached.get(f) ?? []).join(' -> '));
    expect(chains).toEqual([]);
    // The thread does load the engine and the response schemas: the walk saw them, so it walked for real.
    expect(files.some((f) => rel(f).startsWith('src/engine/'))).toBe(true);
    expect(files.some((f) => rel(f).startsWith('src/schemas/'))).toBe(true);
    console.log(`compute thread: ${files.filter((f) => !f.startsWith('package:')).length} project modules`);
  });

  test('compute and schemas never import from http or web; web never imports from http, compute or schemas', () => {
    expect(crossings('src/compute', ['src/http', 'web'])).toEqual([]);
    expect(crossings('src/schemas', ['src/http', 'src/compute', 'web'])).toEqual([]);
    expect(crossings('web', ['src/http', 'src/compute', 'src/schemas', 'src/services', 'src/storage'])).toEqual([]);
  });
});
