/**
 * Generates what app developers take from the service, from its OpenAPI document:
 *   clients/typescript/schema.d.ts   types of every path, body and response (openapi-typescript)
 *   clients/postman/collection.json  a Postman v2.1 request collection (openapi-to-postmanv2, finished by
 *                                    scripts/postman.ts), also served by the service at /api/v2/collection.json
 * Both are committed; test/contract/clients.test.ts fails when either is stale. The rest of clients/typescript
 * (index.ts, package.json, tsconfig.json) is written by hand and does not change with the document; the package is
 * built from it by its own `npm run build` (test/contract/client-package.test.ts).
 *
 *   node scripts/generate-clients.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { openApiDocument } from './openapi-document.ts';
import { postmanCollection } from './postman.ts';

const root = path.resolve(import.meta.dirname, '..');
export const SCHEMA_FILE = path.join(root, 'clients', 'typescript', 'schema.d.ts');
export const COLLECTION_FILE = path.join(root, 'clients', 'postman', 'collection.json');

const HEADER =
  "// Generated from the service's /openapi.json by scripts/generate-clients.ts (openapi-typescript). Do not edit.\n";

/** The line width the repository keeps (the formatter's). */
const WIDTH = 120;

/** Words of `text` in lines of at most `width` characters (a longer single word keeps its own line). */
function fill(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line];
}

/**
 * The descriptions openapi-typescript writes as doc comments on one line, wrapped to the width: a one-line
 * comment becomes a block, a long line of a block continues on the next lines of the same block.
 */
function wrapComments(source: string): string {
  return source
    .split('\n')
    .flatMap((line) => {
      if (line.length <= WIDTH) return [line];
      const single = /^(\s*)\/\*\* (.*) \*\/$/.exec(line);
      if (single !== null) {
        const indent = single[1] ?? '';
        const body = fill(single[2] ?? '', WIDTH - indent.length - 3).map((l) => `${indent} * ${l}`);
        return [`${indent}/**`, ...body, `${indent} */`];
      }
      const inner = /^(\s*) \* (.*)$/.exec(line);
      if (inner === null) return [line];
      const indent = inner[1] ?? '';
      return fill(inner[2] ?? '', WIDTH - indent.length - 3).map((l) => `${indent} * ${l}`);
    })
    .join('\n');
}

export async function typescriptSchema(doc: Record<string, unknown>): Promise<string> {
  const source = HEADER + astToString(await openapiTS(doc as never, { alphabetize: true }));
  // The repository's line width; the generator's own indent and quotes, so a regeneration changes only what changed.
  const options = (await resolveConfig(SCHEMA_FILE)) ?? {};
  return wrapComments(
    await format(source, { ...options, parser: 'typescript', tabWidth: 4, singleQuote: false, trailingComma: 'all' }),
  );
}

if (import.meta.main) {
  const doc = await openApiDocument();
  writeFileSync(SCHEMA_FILE, await typescriptSchema(doc));
  writeFileSync(COLLECTION_FILE, `${JSON.stringify(await postmanCollection(doc), null, 1)}\n`);
  console.info(`generate-clients: ${path.relative(root, SCHEMA_FILE)}, ${path.relative(root, COLLECTION_FILE)}`);
}
