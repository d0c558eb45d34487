/**
 * The contract check: before a response is serialized, validate the handler's object against the schema the route
 * declares for that status (Ajv, every error, closed objects), and fail the request when it does not match. The
 * serializer would silently drop an undeclared field; this makes it loud. Tests turn it on for every app they
 * build (test/support/service.ts), so every response the suite produces is checked; production leaves it off.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import * as addFormatsModule from 'ajv-formats';
import { EXPECTS } from '../../schemas/readable.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const addFormats = addFormatsModule.default as unknown as (ajv: Ajv, formats: string[]) => Ajv;

export class ContractViolation extends Error {
  readonly route: string;
  constructor(route: string, status: number, errors: string[]) {
    super(`response of ${route} (${status}) does not match its declared schema: ${errors.join('; ')}`);
    this.route = route;
  }
}

type ResponseSchemas = Record<string, unknown>;

/**
 * The schema declared for a status: the exact code first, then 2xx/4xx/5xx, then default. A status declared by
 * media type (JSON, or an event stream or calendar) is checked against its JSON schema: only JSON is serialized.
 */
export function declaredSchema(response: ResponseSchemas | undefined, status: number): unknown {
  if (response === undefined) return undefined;
  const declared = response[String(status)] ?? response[`${String(status)[0] ?? ''}xx`] ?? response.default;
  const byType = (declared as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  return byType === undefined ? declared : byType['application/json']?.schema;
}

/** Checks a value against a schema (shared components resolved by $id); answers the mismatches, empty when none. */
export type ResponseValidator = (schema: object, value: unknown) => string[];

export function createResponseValidator(components: readonly object[]): ResponseValidator {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictTypes: false,
    strictTuples: false,
    keywords: ['example', 'x-alias-of', EXPECTS],
  });
  addFormats(ajv, ['date', 'time', 'date-time', 'email', 'uri']);
  for (const c of components) ajv.addSchema(c);
  const compiled = new WeakMap<object, ValidateFunction>();
  return (schema, value) => {
    let validate = compiled.get(schema);
    if (validate === undefined) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).slice(0, 12).map((e) => {
      const extra = (e.params as { additionalProperty?: string }).additionalProperty;
      const field = e.keyword === 'additionalProperties' ? ` (${String(extra)})` : '';
      return `${e.instancePath || '/'} ${e.message ?? e.keyword}${field}`;
    });
  };
}

export function registerContractCheck(app: FastifyInstance, onViolation: (v: ContractViolation) => void): void {
  let validate: ResponseValidator | undefined;

  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    validate ??= createResponseValidator(Object.values(app.getSchemas()) as object[]);
    // Unknown paths (the not-found handler) and Swagger UI's own files have no route schema to check against.
    if (request.is404 || request.routeOptions.url?.startsWith('/docs') === true) return payload;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const schema = declaredSchema(
      request.routeOptions.schema?.response as ResponseSchemas | undefined,
      reply.statusCode,
    );
    if (schema === undefined || typeof schema !== 'object' || schema === null) {
      const v = new ContractViolation(route, reply.statusCode, ['no response schema declared for this status']);
      onViolation(v);
      throw v;
    }
    const errors = validate(schema, payload);
    if (errors.length > 0) {
      const v = new ContractViolation(route, reply.statusCode, errors);
      onViolation(v);
      throw v;
    }
    return payload;
  });
}
