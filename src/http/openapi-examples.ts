/**
 * Response examples for the OpenAPI document: real 2xx answers recorded from the test suite (npm run examples,
 * scripts/record-examples.ts), keyed by "METHOD /path". The OpenAPI lint test validates each one against its
 * schema, so an example can go stale only by failing `npm test`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const FILE = path.join(import.meta.dirname, 'openapi-examples.json');

type Media = { schema?: unknown; examples?: Record<string, unknown> };
type Operation = { responses?: Record<string, { content?: Record<string, Media> } | undefined> };

export function loadResponseExamples(): Record<string, unknown> {
  return existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>) : {};
}

/** Puts each recorded answer under its operation's first 2xx JSON response. */
export function attachResponseExamples(
  doc: { paths?: Record<string, Record<string, Operation>> },
  examples: Record<string, unknown>,
): void {
  for (const [url, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const value = examples[`${method.toUpperCase()} ${url}`];
      const success = Object.keys(op.responses ?? {}).find(
        (status) => /^2\d\d$/.test(status) && op.responses?.[status]?.content?.['application/json'] !== undefined,
      );
      const media = success === undefined ? undefined : op.responses?.[success]?.content?.['application/json'];
      if (value === undefined || media === undefined) continue;
      media.examples = { recorded: { summary: 'A real response, recorded from the test suite', value } };
    }
  }
}
