// The engine's dependency direction: reports -> jyotish -> astro, tables -> vocabulary, never
// upward. Read from the import lines of every engine file, so a new upward import fails here, not in review.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const ENGINE = import.meta.dirname;

/** What each layer may import, besides itself and engine/errors.ts. */
const ALLOWED: Record<string, string[]> = {
  vocabulary: [],
  // The eclipse sutak rule cites its sources through the tables' registry (tables/sources.ts), nothing else.
  astro: ['vocabulary', 'tables/sources.ts'],
  tables: ['vocabulary', 'astro'],
  numerology: ['vocabulary', 'tables'],
  jyotish: ['vocabulary', 'astro', 'tables', 'numerology'],
  reports: ['vocabulary', 'astro', 'tables', 'numerology', 'jyotish'],
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(path.join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [path.join(dir, e.name)]
        : [],
  );
}

test('engine layers import only downward', () => {
  const upward: string[] = [];
  for (const [layer, allowed] of Object.entries(ALLOWED)) {
    for (const file of files(path.join(ENGINE, layer))) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const target = path.relative(ENGINE, path.resolve(path.dirname(file), spec ?? ''));
        if (target.startsWith('..')) upward.push(`${path.relative(ENGINE, file)} -> ${target} (outside the engine)`);
        else if (target === 'errors.ts' || target.startsWith(`${layer}/`)) continue;
        else if (!allowed.some((a) => target === a || target.startsWith(`${a}/`)))
          upward.push(`${path.relative(ENGINE, file)} -> ${target}`);
      }
    }
  }
  expect(upward).toEqual([]);
});
