/**
 * The error answers stated once in the OpenAPI document. Every route declares the contract's error bodies in its own
 * schema (schemas/responses.ts), so Fastify validates and serializes them; left as they are, the document would
 * carry some 1,200 copies of them and a generated client one anonymous type per copy. Here:
 * - the bodies become components.schemas ErrorDetail, HTTPValidationError and ValidationError, and every error
 *   answer refers to them;
 * - the answers every route gives the same way (401 unknown key, 422, 429, other 4xx, 5xx, 503) become
 *   components.responses, referred to by each route. An answer of the route's own (a 401 that asks for a session,
 *   a 404, a 409) stays inline, with its body referred to.
 */
import type { TSchema } from '@sinclair/typebox';
import { ErrorDetail, HTTPValidationError, ValidationErrorItem } from '../../schemas/errors.ts';
import {
  ClientError,
  DatabaseUnavailable,
  InvalidInput,
  RateLimited,
  ServerError,
  UnknownApiKey,
} from '../../schemas/responses.ts';

type Media = { schema?: { title?: string; $ref?: string } };
type Response = {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, Media>;
  $ref?: string;
};
type Doc = {
  paths?: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, Response> };
};

/** The shared answers by component name: the schema each route declares, matched by its description. */
const SHARED: Record<string, TSchema> = {
  UnknownApiKey,
  InvalidInput,
  RateLimited,
  ClientError,
  ServerError,
  DatabaseUnavailable,
};

/** A TypeBox schema as plain JSON (its Kind symbols dropped). */
const plain = (schema: TSchema): Record<string, unknown> =>
  JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;

const BODY_SCHEMAS: Record<string, Record<string, unknown>> = {
  ErrorDetail: plain(ErrorDetail),
  ValidationError: plain(ValidationErrorItem),
  HTTPValidationError: {
    ...plain(HTTPValidationError),
    properties: { detail: { type: 'array', items: { $ref: '#/components/schemas/ValidationError' } } },
  },
};

export function shareErrorResponses(doc: Doc): void {
  const components = (doc.components ??= {});
  components.schemas = { ...components.schemas, ...BODY_SCHEMAS };
  const shared: Record<string, Response> = {};
  const nameOf = new Map(Object.entries(SHARED).map(([name, schema]) => [schema.description, name]));
  for (const methods of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(methods)) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (status.startsWith('2')) continue;
        referBody(response);
        const name = nameOf.get(response.description);
        if (name === undefined) continue;
        // Shared only where the answer is the same to the byte (a bearer route's 401 adds WWW-Authenticate).
        const first = (shared[name] ??= response);
        if (first === response || JSON.stringify(first) === JSON.stringify(response)) {
          (op.responses ?? {})[status] = { $ref: `#/components/responses/${name}` };
        }
      }
    }
  }
  components.responses = { ...components.responses, ...shared };
}

/** The body of an error answer as a reference to its component (by the title the route schema gives it). */
function referBody(response: Response): void {
  const media = response.content?.['application/json'];
  const title = media?.schema?.title;
  if (media !== undefined && title !== undefined && title in BODY_SCHEMAS && title !== 'ValidationError') {
    media.schema = { $ref: `#/components/schemas/${title}` };
  }
}
