/**
 * Generates what app developers take from the service, from its OpenAPI document:
 *   clients/typescript/schema.d.ts   types of every path, body and response (openapi-typescript)
 *   clients/postman/collection.json  a Postman v2.1 request collection (openapi-to-postmanv2), also served by the
 *                                    service at /api/v2/collection.json
 * Both are committed; test/contract/clients.test.ts fails when either is stale.
 *
 *   node scripts/generate-clients.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from './openapi-document.ts';
import { postmanCollection } from './postman.ts';

const root = path.resolve(import.meta.dirname, '..');
export const SCHEMA_FILE = path.join(root, 'clients', 'typescript', 'schema.d.ts');
export const COLLECTION_FILE = path.join(root, 'clients', 'postman', 'collection.json');

const HEADER =
  "// Generated from the service's /openapi.json by scripts/generate-clients.ts (openapi-typescript). Do not edit.\n";

export async function typescriptSchema(doc: Record<string, unknown>): Promise<string> {
  return HEADER + astToString(await openapiTS(doc as never, { alphabetize: true }));
}

if (import.meta.main) {
  const doc = await openApiDocument();
  writeFileSync(SCHEMA_FILE, await typescriptSchema(doc));
  writeFileSync(COLLECTION_FILE, `${JSON.stringify(await postmanCollection(doc), null, 1)}\n`);
  console.info(`generate-clients: ${path.relative(root, SCHEMA_FILE)}, ${path.relative(root, COLLECTION_FILE)}`);
}
