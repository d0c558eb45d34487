/**
 * The one mapping from failures to the contract's shapes: 422 `{"detail":[{loc,msg,type}]}` for
 * invalid input, `{"detail": ...}` for every other non-2xx, never a stack trace. Failures carry a code from one of
 * two registries of one shape, ENGINE_ERRORS (src/engine/errors.ts) and SERVICE_ERRORS (src/services/errors.ts);
 * this file reads status, type and headers from them. Routes never catch. An error without a code is a bug: 500
 * with a generic body, logged with the request id. The edges Fastify and Node answer before any route (405 for a
 * known path with another method, 400/414/431 from the parser and router) are given the same `{detail}` body here.
 */
import type { Socket } from 'node:net';
import type { ErrorObject } from 'ajv';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import { ENGINE_ERRORS, EngineError } from '../../engine/errors.ts';
import { ServiceError } from '../../services/errors.ts';
import { locationOf } from '../../compute/input-error.ts';
import type { ValidationErrorItem } from '../../schemas/errors.ts';
import {
  CONTROL_CHARACTER_KEYWORD,
  CONTROL_CHARACTER_TYPE,
  TOO_DEEP_KEYWORD,
  TOO_DEEP_TYPE,
} from './control-characters.ts';
import { isDatabaseUnavailable } from '../../storage/unavailable.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { renderErrorPage } from '../../../web/pages/error-page.ts';
import { EXPECTS, FORM_WORDS, mustBe, oneOf, shown, TYPE_WORDS } from '../../schemas/readable.ts';

/** A restarted PostgreSQL is back within seconds, and the service reconnects on the next request. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The 422 item of an engine input error: the request's own field name, the registry's type, the error's message. */
export function engineItem(error: EngineError, method: string): ValidationErrorItem {
  const where = method === 'GET' || method === 'HEAD' ? 'query' : 'body';
  const loc = locationOf(error) ?? (error.field === null ? [where] : [where, error.field]);
  return { loc, msg: error.message, type: ENGINE_ERRORS[error.code].type };
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

/** The field a message names: the last name in its location (an index reads as "item N"). */
function fieldOf(loc: (string | number)[]): string {
  const last = loc[loc.length - 1];
  return typeof last === 'number' ? `item ${last}` : String(last ?? 'value');
}

/**
 * Ajv's error -> FastAPI's item: `loc` and `type` as FastAPI gives them (pydantic's type names where one exists),
 * `msg` in words a person reads (schemas/readable.ts): the field, what it must be, and what was sent.
 */
export function toValidationItem(error: ErrorObject, where: string): ValidationErrorItem {
  const loc = [where, ...pathOf(error.instancePath)];
  const p = error.params as Record<string, unknown>;
  const field = fieldOf(loc);
  const got = (error as { data?: unknown }).data;
  const schema = (error.parentSchema ?? {}) as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { loc: [...loc, String(p.missingProperty)], msg: 'Field required', type: 'missing' };
    case 'type': {
      const t = String(p.type).split(',')[0] ?? 'value';
      return { loc, msg: mustBe(field, TYPE_WORDS[t] ?? t, got), type: TYPE_NAMES[t] ?? 'type_error' };
    }
    case 'minimum':
      return { loc, msg: mustBe(field, `at least ${String(p.limit)}`, got), type: 'greater_than_equal' };
    case 'maximum':
      return { loc, msg: mustBe(field, `at most ${String(p.limit)}`, got), type: 'less_than_equal' };
    case 'exclusiveMinimum':
      return { loc, msg: mustBe(field, `more than ${String(p.limit)}`, got), type: 'greater_than' };
    case 'exclusiveMaximum':
      return { loc, msg: mustBe(field, `less than ${String(p.limit)}`, got), type: 'less_than' };
    case 'minLength':
      return {
        loc,
        msg: `${field} must have at least ${String(p.limit)} character${p.limit === 1 ? '' : 's'}`,
        type: 'string_too_short',
      };
    case 'maxLength':
      return { loc, msg: `${field} must have at most ${String(p.limit)} characters`, type: 'string_too_long' };
    case 'minItems':
      return { loc, msg: `${field} must list at least ${String(p.limit)} items`, type: 'too_short' };
    case 'maxItems':
      return { loc, msg: `${field} must list at most ${String(p.limit)} items`, type: 'too_long' };
    case 'pattern': {
      // What the pattern accepts, in words: the schema's own words, else its description; never the pattern.
      const expects = schema[EXPECTS] ?? schema.description;
      return {
        loc,
        msg:
          typeof expects === 'string'
            ? mustBe(field, expects.replace(/\.$/, ''), got)
            : `${field} is not in the form it takes, got ${shown(got)}`,
        type: 'string_pattern_mismatch',
      };
    }
    case 'format': {
      const format = String(p.format);
      const words = FORM_WORDS[format as keyof typeof FORM_WORDS] ?? `a valid ${format}`;
      return { loc, msg: mustBe(field, words, got), type: `${format.replace(/-/g, '_')}_parsing` };
    }
    case 'enum':
      return {
        loc,
        msg: mustBe(field, `one of ${oneOf(p.allowedValues as unknown[])}`, got),
        type: 'enum',
      };
    case 'const':
      return { loc, msg: mustBe(field, JSON.stringify(p.allowedValue), got), type: 'literal_error' };
    case TOO_DEEP_KEYWORD:
      return { loc, msg: error.message ?? 'Input is nested too deeply', type: TOO_DEEP_TYPE };
    case CONTROL_CHARACTER_KEYWORD:
      return {
        loc,
        msg: `${field} ${error.message ?? 'must not contain control characters'}`,
        type: CONTROL_CHARACTER_TYPE,
      };
    case 'additionalProperties':
      return {
        loc: [...loc, String(p.additionalProperty)],
        msg: `${String(p.additionalProperty)} is not a field of this request`,
        type: 'extra_forbidden',
      };
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
  const unions = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  for (const e of errors) {
    // A literal inside a union is reported once with its siblings (below); a lone literal (confirm: "DELETE") alone.
    if (e.keyword === 'const' && unions.has(e.instancePath)) continue;
    if (e.keyword === 'anyOf' && literalsAt.has(e.instancePath)) {
      const allowed = literalsAt.get(e.instancePath) ?? [];
      const loc = [where, ...pathOf(e.instancePath)];
      items.push({
        loc,
        msg: mustBe(fieldOf(loc), allowed.length === 1 ? oneOf(allowed) : `one of ${oneOf(allowed)}`, e.data),
        type: 'literal_error',
      });
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

/**
 * A browser navigating (its Accept names HTML before JSON, or JSON not at all) gets the 404 and 500 as a page;
 * everyone else, and every other status, the JSON `detail`.
 */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const page = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return page >= 0 && (json < 0 || page < json);
}

/** The page's language from the request's `lang` query: Hindi when asked, English otherwise (the rest fall back). */
function pageLang(reply: FastifyReply): 'en' | 'hi' {
  const lang = new URLSearchParams(reply.request.url.split('?')[1] ?? '').get('lang');
  return lang === 'hi' ? 'hi' : 'en';
}

function sendPage(reply: FastifyReply, status: 404 | 500, path: string): FastifyReply {
  const page = renderErrorPage({ status, path, requestId: reply.request.id, lang: pageLang(reply) });
  return reply.status(status).type('text/html; charset=utf-8').send(page);
}

/** A bug or an internal fault: logged with the request id, answered with a body that tells nothing of it. */
function internal(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  request.log.error({ err: error, reqId: request.id }, 'internal error');
  if (wantsPage(request)) return sendPage(reply, 500, request.url.split('?')[0] ?? '/');
  return send(reply, 500, { detail: `Internal server error (request ${request.id})` });
}

/**
 * The status and body of a coded failure, read from its registry entry; null for an engine fault (a 5xx), which is
 * answered as an internal error.
 */
export function codedAnswer(
  error: EngineError | ServiceError,
  method: string,
): { status: number; body: { detail: unknown } } | null {
  if (error instanceof ServiceError) {
    if (error.code === 'REQUEST_INVALID')
      return { status: 422, body: { detail: (error as ServiceError<'REQUEST_INVALID'>).params.items } };
    return { status: error.status, body: { detail: error.message } };
  }
  const { status } = ENGINE_ERRORS[error.code];
  if (status >= 500) return null;
  if (status === 422) return { status, body: { detail: [engineItem(error, method)] } };
  return { status, body: { detail: error.message } };
}

/** The answer to a coded failure, read from its registry entry. */
function answerCoded(error: EngineError | ServiceError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ServiceError) for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
  const coded = codedAnswer(error, request.method);
  return coded === null ? internal(request, reply, error) : send(reply, coded.status, coded.body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  // Bodies are JSON only. Fastify also parses text/plain by default, which made a text body a puzzling 422 ("should
  // be an object"); without that parser it is a 415 naming the type to send.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(
    (error: FastifyError & { validationContext?: string }, request: FastifyRequest, reply: FastifyReply) => {
      if (error.validation) {
        const where = LOCATION[error.validationContext ?? 'body'] ?? 'body';
        return send(reply, 422, { detail: validationItems(error.validation as ErrorObject[], where) });
      }
      if (error instanceof EngineError || error instanceof ServiceError) return answerCoded(error, request, reply);
      // A lost database is an outage, not a bug: 503 with Retry-After, logged once per state change by the connector.
      if (isDatabaseUnavailable(error))
        return answerCoded(
          new ServiceError('DATABASE_UNAVAILABLE', { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS }),
          request,
          reply,
        );
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return send(reply, 422, {
            detail: [{ loc: ['body'], msg: `JSON decode error: ${error.message}`, type: 'json_invalid' }],
          });
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return send(reply, 413, {
            detail: `Request body is larger than the limit of ${String(app.initialConfig.bodyLimit)} bytes`,
          });
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return send(reply, 415, {
            detail:
              `Unsupported media type: ${String(request.headers['content-type'] ?? '(none)')}; send ` +
              `application/json`,
          });
        default:
          break;
      }
      // A framework's coded 4xx (Fastify's FST_ERR_*, e.g. a bad Content-Length) keeps its status; an error without a
      // code, or a coded 5xx, is a bug.
      const status = error.statusCode ?? 500;
      if (typeof error.code === 'string' && status >= 400 && status < 500)
        return send(reply, status, { detail: error.message });
      return internal(request, reply, error);
    },
  );

  const methodsOf = knownMethods(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = methodsOf(path);
    // A path a route of this method matches but finds nothing at (a file the static files do not have) is a 404.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return send(reply, 405, {
        detail: `Method Not Allowed: ${request.method} ${path}; this path answers ${allowed.join(', ')}`,
      });
    }
    if (request.method === 'GET' && wantsPage(request)) return sendPage(reply, 404, path);
    return send(reply, 404, { detail: `Not Found: ${request.method} ${path}` });
  });
}

/**
 * The methods each registered path answers, for a 405's Allow header. Collected as routes are registered; a path
 * is known when a route other than the preflight catch-all (OPTIONS *) matches it. OPTIONS is listed too: the
 * preflight answers it on every path.
 */
function knownMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url === '*' || route.url === '/*') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const source = route.url
      .split(/(:[A-Za-z_][A-Za-z0-9_]*|\*)/)
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    routes.push({ pattern: new RegExp(`^${source}/?$`), methods });
  });
  return (path) => {
    const found = new Set<string>();
    for (const r of routes) if (r.pattern.test(path)) for (const m of r.methods) found.add(m);
    if (found.size === 0) return [];
    found.add('OPTIONS');
    return [...found];
  };
}

/**
 * Fastify's router refusals before any route runs: a path that is not valid percent-encoding (400) and a path
 * parameter over maxParamLength (414). Passed as the `frameworkErrors` option (app.ts).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void send(reply, 414, { detail: 'URI Too Long: a path segment is longer than the service accepts' });
    return;
  }
  void send(reply, 400, { detail: `Bad Request: ${error.message}` });
}

/** Longest request line (method, target, version) answered 414 rather than 431 when the parser's limit is hit. */
const REQUEST_LINE_SHARE = 0.5;

/**
 * Node's HTTP parser refusals, answered on the raw socket before Fastify sees a request (the `clientErrorHandler`
 * option, app.ts): headers over the size limit are 431, unless the request line alone is most of it (414 URI Too
 * Long); a request that does not parse is 400; a request too slow to arrive is 408. Each with a JSON `{detail}`.
 */
export function clientErrorHandler(maxHeaderBytes: number): (error: ConnectionError, socket: Socket) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    let status: number;
    let detail: string;
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      [status, detail] = [408, 'Request Timeout: the request did not arrive in time'];
    } else if (error.code === 'HPE_HEADER_OVERFLOW') {
      // Node hands the bytes it had buffered; typed by Fastify as their JSON form.
      const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : Buffer.from(error.rawPacket?.data ?? []);
      const lineEnd = raw.indexOf('\r\n');
      const lineLength = lineEnd === -1 ? raw.length : lineEnd;
      if (lineLength >= maxHeaderBytes * REQUEST_LINE_SHARE) {
        [status, detail] = [
          414,
          `URI Too Long: the request line is ${lineEnd === -1 ? 'over ' : ''}${lineLength} bytes; request line ` +
            `and headers together may hold at most ${maxHeaderBytes} bytes`,
        ];
      } else {
        [status, detail] = [
          431,
          `Request Header Fields Too Large: request line and headers together may hold at most ${maxHeaderBytes} bytes`,
        ];
      }
    } else {
      [status, detail] = [400, `Bad Request: the request could not be parsed (${error.code ?? 'client error'})`];
    }
    if (socket.writable) {
      const body = JSON.stringify({ detail });
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nAccess-Control-Allow-Origin: *\r\n${RAW_SECURITY_HEADERS}` +
          `Connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}

/** The headers every other answer carries (security-headers.ts), as raw header lines for the socket answers. */
const RAW_SECURITY_HEADERS = Object.entries(SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};
