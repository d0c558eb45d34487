/**
 * One place maps every failure to the contract's shapes: 422 `{"detail":[{loc,msg,type}]}` for invalid input,
 * `{"detail": ...}` for every other non-2xx, and never a stack trace.
 */
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ValidationErrorItem } from '../schemas/errors.ts';

/** Thrown by handlers and services for input that passes the schema but not a rule (e.g. a date outside 1800-2399). */
export class InputError extends Error {
  readonly items: ValidationErrorItem[];
  constructor(items: ValidationErrorItem[]) {
    super(items.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; '));
    this.items = items;
  }
  static at(loc: (string | number)[], msg: string, type = 'value_error'): InputError {
    return new InputError([{ loc, msg, type }]);
  }
}

/** A non-validation failure with a status and a detail, e.g. 401 unknown key, 404 not found. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail: string | Record<string, unknown>;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, detail: string | Record<string, unknown>, headers: Record<string, string> = {}) {
    super(typeof detail === 'string' ? detail : JSON.stringify(detail));
    this.statusCode = statusCode;
    this.detail = detail;
    this.headers = headers;
  }
}

const LOCATION: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

function pathOf(instancePath: string): (string | number)[] {
  if (instancePath === '') return [];
  return instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

const TYPE_NAMES: Record<string, string> = {
  number: 'float_type',
  integer: 'int_type',
  string: 'string_type',
  boolean: 'bool_type',
  object: 'dict_type',
  array: 'list_type',
  null: 'none_type',
};

/** Ajv's error -> FastAPI's item. The `type` strings follow pydantic's names where one exists. */
export function toValidationItem(error: ErrorObject, where: string): ValidationErrorItem {
  const loc = [where, ...pathOf(error.instancePath)];
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { loc: [...loc, String(p.missingProperty)], msg: 'Field required', type: 'missing' };
    case 'type': {
      const t = String(p.type).split(',')[0] ?? 'value';
      return { loc, msg: `Input should be a valid ${t === 'object' ? 'object' : t}`, type: TYPE_NAMES[t] ?? 'type_error' };
    }
    case 'minimum':
      return { loc, msg: `Input should be greater than or equal to ${String(p.limit)}`, type: 'greater_than_equal' };
    case 'maximum':
      return { loc, msg: `Input should be less than or equal to ${String(p.limit)}`, type: 'less_than_equal' };
    case 'exclusiveMinimum':
      return { loc, msg: `Input should be greater than ${String(p.limit)}`, type: 'greater_than' };
    case 'exclusiveMaximum':
      return { loc, msg: `Input should be less than ${String(p.limit)}`, type: 'less_than' };
    case 'minLength':
      return { loc, msg: `String should have at least ${String(p.limit)} character${p.limit === 1 ? '' : 's'}`, type: 'string_too_short' };
    case 'maxLength':
      return { loc, msg: `String should have at most ${String(p.limit)} characters`, type: 'string_too_long' };
    case 'minItems':
      return { loc, msg: `List should have at least ${String(p.limit)} items`, type: 'too_short' };
    case 'maxItems':
      return { loc, msg: `List should have at most ${String(p.limit)} items`, type: 'too_long' };
    case 'pattern':
      return { loc, msg: `String should match pattern '${String(p.pattern)}'`, type: 'string_pattern_mismatch' };
    case 'format':
      return { loc, msg: `Input should be a valid ${String(p.format)}`, type: `${String(p.format).replace(/-/g, '_')}_parsing` };
    case 'enum':
      return { loc, msg: `Input should be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`, type: 'enum' };
    case 'const':
      return { loc, msg: `Input should be ${JSON.stringify(p.allowedValue)}`, type: 'literal_error' };
    case 'additionalProperties':
      return { loc: [...loc, String(p.additionalProperty)], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' };
    default:
      return { loc, msg: error.message ?? 'Invalid value', type: error.keyword };
  }
}

/**
 * A union of literals fails as one `const` error per member plus an `anyOf`; users want one line saying which
 * values are allowed. Collapse those, and drop the `anyOf` summary whose members were already reported.
 */
export function validationItems(errors: ErrorObject[], where: string): ValidationErrorItem[] {
  const items: ValidationErrorItem[] = [];
  const literalsAt = new Map<string, unknown[]>();
  for (const e of errors) {
    if (e.keyword === 'const') {
      const list = literalsAt.get(e.instancePath) ?? [];
      list.push((e.params as { allowedValue: unknown }).allowedValue);
      literalsAt.set(e.instancePath, list);
    }
  }
  for (const e of errors) {
    if (e.keyword === 'const') continue;
    if (e.keyword === 'anyOf' && literalsAt.has(e.instancePath)) {
      const allowed = literalsAt.get(e.instancePath) ?? [];
      items.push({ loc: [where, ...pathOf(e.instancePath)], msg: `Input should be ${allowed.map((v) => JSON.stringify(v)).join(', ').replace(/, ([^,]*)$/, ' or $1')}`, type: 'literal_error' });
      continue;
    }
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf') {
      if (errors.some((o) => o !== e && o.instancePath.startsWith(e.instancePath) && o.keyword !== 'anyOf')) continue;
    }
    items.push(toValidationItem(e, where));
  }
  // The same field may fail two members of a union the same way; report it once.
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = JSON.stringify([i.loc, i.type, i.msg]);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation) {
      const where = LOCATION[error.validationContext ?? 'body'] ?? 'body';
      return send(reply, 422, { detail: validationItems(error.validation as ErrorObject[], where) });
    }
    if (error instanceof InputError) return send(reply, 422, { detail: error.items });
    if (error instanceof HttpError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      return send(reply, error.statusCode, { detail: error.detail });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 422, { detail: [{ loc: ['body'], msg: `JSON decode error: ${error.message}`, type: 'json_invalid' }] });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, { detail: `Request body is larger than the limit of ${String(app.initialConfig.bodyLimit)} bytes` });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, { detail: `Unsupported media type: ${String(request.headers['content-type'])}; send application/json` });
      default:
        break;
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, { detail: 'Internal server error' });
    }
    return send(reply, status, { detail: error.message });
  });

  app.setNotFoundHandler((request, reply) => send(reply, 404, { detail: `Not Found: ${request.method} ${request.url.split('?')[0] ?? ''}` }));
}
