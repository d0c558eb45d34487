/**
 * The Postman v2.1 collection from the OpenAPI document (openapi-to-postmanv2), made to run as shipped and
 * deterministic:
 * - every query and path parameter carries a real value and every body the route's example (the converter writes
 *   `<string>`, `<number>` placeholders wherever an example is not where it looks for one);
 * - variables: `base_url` (a local service by default), `api_key` (sent as X-API-Key when set: the service refuses an
 *   empty key, so a collection-level script drops the header while the variable is empty), `session_token` for the
 *   account and vault routes (Bearer) and `cron_secret` for the two cron routes;
 * - each request keeps one saved example response: the real answer recorded from the test suite that the OpenAPI
 *   document carries (the converter's own examples are left out: invented from the schemas, ten times larger);
 * - the converter gives every item a fresh random id, so ids are derived from the item's place in the collection.
 */
import { createHash } from 'node:crypto';
import converter from 'openapi-to-postmanv2';

type Node = Record<string, unknown>;

interface Schema {
  type?: string;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: Schema;
}
interface Media {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
  security?: Record<string, unknown>[];
}
type Paths = Record<string, Record<string, Operation>>;

interface PostmanParam {
  key: string;
  value?: unknown;
  disabled?: boolean;
  description?: string;
}
interface PostmanRequest {
  method?: string;
  url?: { path?: string[]; host?: string[]; query?: PostmanParam[]; variable?: PostmanParam[] };
  header?: PostmanParam[];
  body?: { mode?: string; raw?: string };
  auth?: { type: string; [scheme: string]: unknown } | null;
}

/** The variables a user sets; all but base_url start empty. */
const VARIABLES = [
  { key: 'base_url', value: 'http://localhost:8000', description: 'Address of the service.' },
  {
    key: 'api_key',
    value: '',
    description: 'Optional key from POST /api/v2/keys/register, sent as X-API-Key: 4x the rate-limit headroom.',
  },
  {
    key: 'session_token',
    value: '',
    description: 'Session token from POST /api/v2/auth/verify-otp, for the account and vault routes (Bearer).',
  },
  { key: 'cron_secret', value: '', description: "The operator's CRON_SECRET, for the two cron routes." },
].map((v) => ({ ...v, type: 'string' }));

/** Postman's API-key auth sends its header even when the value is empty, which the service answers with 401. */
const DROP_EMPTY_KEY = [
  '// The service refuses an empty X-API-Key (401): requests that inherit the key auth send it only when api_key is',
  '// set; keyless calls are welcome.',
  "if (!pm.variables.get('api_key') && !pm.request.auth) pm.request.authorizeUsing('noauth');",
];

/**
 * Values for the few parameters that no operation of the document gives an example for (its own, its schema's, a
 * same-named parameter's, a default or a choice), by name or by "METHOD /path name"; each is a value the service
 * accepts. A name that gains an example in the document no longer reaches this table.
 */
const FALLBACK: Record<string, string | number> = {
  q: 'Lucknow',
  'GET /ask q': 'When will I marry?',
  place: 'Lucknow',
  name: 'Asha',
  groom_name: 'Ravi',
  state: 'Kerala',
  age: 30,
  sign: 'Aries',
  timezone: 'Asia/Kolkata',
  utc_offset: '+05:30',
  nakshatra: 3,
  nakshatra_name: 'Rohini',
  pada: 1,
  days: 7,
  karma: 'griha_pravesh',
  practice: 'north_indian_almanac',
  good: '1',
  monthly: '1',
};

function stableIds(value: unknown, trail: string): unknown {
  if (Array.isArray(value)) return value.map((v, i) => stableIds(v, `${trail}/${i}`));
  if (value === null || typeof value !== 'object') return value;
  const out: Node = {};
  for (const [k, v] of Object.entries(value as Node)) {
    if (k === 'response' && Array.isArray(v)) continue;
    const where = `${trail}/${k}`;
    out[k] = (k === 'id' || k === '_postman_id') && typeof v === 'string' ? stableId(where) : stableIds(v, where);
  }
  return out;
}

function stableId(where: string): string {
  return createHash('sha256')
    .update(where)
    .digest('hex')
    .slice(0, 32)
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
}

const firstOf = (examples: Record<string, { value?: unknown }> | undefined): unknown =>
  Object.values(examples ?? {})[0]?.value;

/** The example a parameter carries itself or through its schema. */
const ownExample = (p: Parameter): unknown =>
  p.example ?? firstOf(p.examples) ?? p.schema?.example ?? p.schema?.examples?.[0];

/** A value the schema names: its default, else its first allowed value. */
function schemaChoice(s: Schema | undefined): unknown {
  if (s === undefined) return undefined;
  return s.default ?? s.enum?.[0] ?? s.const ?? s.anyOf?.map(schemaChoice).find((v) => v !== undefined);
}

/** A parameter documented as another one's alias: sending both is refused, so the alias is left disabled. */
const isAlias = (p: Parameter): boolean => /^Alias of /.test(p.description ?? '');

/** Recorded 2xx answers of the document by "METHOD /path": status and body. */
function recordedAnswers(paths: Paths): Map<string, { code: number; body: unknown }> {
  const answers = new Map<string, { code: number; body: unknown }>();
  for (const [url, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const body = firstOf(response.content?.['application/json']?.examples);
        if (/^2\d\d$/.test(status) && body !== undefined) {
          answers.set(`${method.toUpperCase()} ${url}`, { code: Number(status), body });
          break;
        }
      }
    }
  }
  return answers;
}

/** Everything the request-filling steps read from the document, gathered once. */
interface Sources {
  paths: Paths;
  answers: Map<string, { code: number; body: unknown }>;
  /** The first example found for each parameter name, over every operation in document order. */
  byName: Map<string, unknown>;
  /** Else the first default or allowed value of a same-named parameter. */
  choiceByName: Map<string, unknown>;
}

function sources(doc: Node): Sources {
  const paths = (doc.paths ?? {}) as Paths;
  const byName = new Map<string, unknown>();
  const choiceByName = new Map<string, unknown>();
  for (const methods of Object.values(paths))
    for (const op of Object.values(methods))
      for (const p of op.parameters ?? []) {
        const example = ownExample(p);
        const choice = schemaChoice(p.schema);
        if (example !== undefined && !byName.has(p.name)) byName.set(p.name, example);
        if (choice !== undefined && !choiceByName.has(p.name)) choiceByName.set(p.name, choice);
      }
  return { paths, answers: recordedAnswers(paths), byName, choiceByName };
}

/**
 * A path parameter's value: the field of that name in the route's own recorded answer (the code of a divisional
 * chart, the chapter of a text), else in any recorded answer (the id a save answered with).
 */
function recordedField(name: string, key: string, answers: Sources['answers']): string | number | undefined {
  const field = (answer: { body: unknown } | undefined): string | number | undefined => {
    const value =
      answer !== undefined && answer.body !== null && typeof answer.body === 'object'
        ? (answer.body as Node)[name]
        : undefined;
    return typeof value === 'string' || typeof value === 'number' ? value : undefined;
  };
  return field(answers.get(key)) ?? [...answers.values()].map(field).find((v) => v !== undefined);
}

/**
 * In order: the parameter's own example; for a path parameter, a recorded answer's field; a same-named parameter's
 * example; the schema's default or first choice, or a same-named parameter's; the fallback table. A page's
 * `groom_date` or `bride_lat` is looked up as `date` or `lat`.
 */
function parameterValue(p: Parameter, key: string, src: Sources): unknown {
  const names = [p.name, p.name.replace(/^(groom|bride)_/, '')];
  const found =
    ownExample(p) ??
    (p.in === 'path' ? recordedField(p.name, key, src.answers) : undefined) ??
    names.map((n) => src.byName.get(n)).find((v) => v !== undefined) ??
    schemaChoice(p.schema) ??
    names.map((n) => src.choiceByName.get(n)).find((v) => v !== undefined);
  return found ?? [`${key} ${p.name}`, ...names].map((n) => FALLBACK[n]).find((v) => v !== undefined);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The operation a converted request stands for, and its "METHOD /path" key. */
function operationOf(request: PostmanRequest, paths: Paths): { key: string; op: Operation } | undefined {
  if (request.method === undefined || request.url?.path === undefined) return undefined;
  const url = `/${request.url.path.map((p) => p.replace(/^:(.+)$/, '{$1}')).join('/')}`;
  const op = paths[url]?.[request.method.toLowerCase()];
  return op === undefined ? undefined : { key: `${request.method} ${url}`, op };
}

/**
 * Query parameters: required ones, and optional ones with an example of their own, are sent; the others (the
 * service's defaults apply) and aliases are listed disabled, each with a value to switch it on with.
 */
function fillParameters(request: PostmanRequest, key: string, op: Operation, src: Sources): void {
  const documented = (where: string, name: string) => op.parameters?.find((p) => p.in === where && p.name === name);
  for (const q of request.url?.query ?? []) {
    const p = documented('query', q.key);
    if (p === undefined) continue;
    const value = parameterValue(p, key, src);
    if (value !== undefined) q.value = text(value);
    q.disabled = !(p.required === true || (ownExample(p) !== undefined && !isAlias(p)));
  }
  for (const v of request.url?.variable ?? []) {
    const p = documented('path', v.key);
    const value = p === undefined ? undefined : parameterValue(p, key, src);
    if (value !== undefined) v.value = text(value);
  }
}

/** Each JSON body becomes the route's body example, the same one /docs shows. */
function fillBody(request: PostmanRequest, op: Operation): void {
  if (request.body?.mode !== 'raw') return;
  const media = op.requestBody?.content?.['application/json'];
  const example = media?.example ?? firstOf(media?.examples) ?? media?.schema?.examples?.[0];
  if (example !== undefined) request.body.raw = JSON.stringify(example, null, 2);
}

/**
 * The session routes authenticate with the session token, the cron routes with the cron secret; every other route
 * inherits the collection's API-key auth (the converter marks the routes where a session is optional as no auth).
 */
function fillAuth(request: PostmanRequest, op: Operation): void {
  const schemes = new Set((op.security ?? []).flatMap((s) => Object.keys(s)));
  const keyless = (op.security ?? []).some((s) => Object.keys(s).length === 0);
  if (schemes.has('cronSecret'))
    request.auth = {
      type: 'apikey',
      apikey: [
        { key: 'key', value: 'X-Cron-Secret', type: 'string' },
        { key: 'value', value: '{{cron_secret}}', type: 'string' },
        { key: 'in', value: 'header', type: 'string' },
      ],
    };
  else if (schemes.has('bearerSession') && !keyless)
    request.auth = { type: 'bearer', bearer: [{ key: 'token', value: '{{session_token}}', type: 'string' }] };
  else delete request.auth;
}

/**
 * Accept headers other than the converter's (the media types of the documented answers): a streamable-HTTP MCP
 * endpoint refuses (406) a client that does not accept both JSON and an event stream, even when it answers JSON.
 */
const ACCEPT: Record<string, string> = { 'POST /mcp': 'application/json, text/event-stream' };

function fillAccept(request: PostmanRequest, key: string): void {
  const accept = ACCEPT[key];
  const header = request.header?.find((h) => h.key.toLowerCase() === 'accept');
  if (accept !== undefined && header !== undefined) header.value = accept;
}

function fillRequests(value: unknown, src: Sources): void {
  if (Array.isArray(value)) return value.forEach((v) => fillRequests(v, src));
  if (value === null || typeof value !== 'object') return;
  const node = value as Node;
  if (Array.isArray(node.item)) return fillRequests(node.item, src);
  const request = node.request as PostmanRequest | undefined;
  if (request?.url !== undefined) request.url.host = ['{{base_url}}'];
  const found = request === undefined ? undefined : operationOf(request, src.paths);
  if (request === undefined || found === undefined) return;
  fillParameters(request, found.key, found.op, src);
  fillBody(request, found.op);
  fillAuth(request, found.op);
  fillAccept(request, found.key);
}

const REASONS: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content' };

/** One saved response per request that has a recorded answer, shown by Postman beside the request. */
function addRecordedResponses(value: unknown, src: Sources, trail: string): void {
  if (Array.isArray(value)) return value.forEach((v, i) => addRecordedResponses(v, src, `${trail}/${i}`));
  if (value === null || typeof value !== 'object') return;
  const node = value as Node;
  if (Array.isArray(node.item)) return addRecordedResponses(node.item, src, `${trail}/item`);
  const request = node.request as PostmanRequest | undefined;
  const found = request === undefined ? undefined : operationOf(request, src.paths);
  const answer = found === undefined ? undefined : src.answers.get(found.key);
  if (request === undefined || answer === undefined) return;
  const { auth: _auth, ...original } = request;
  node.response = [
    {
      id: stableId(`${trail}/response/0`),
      name: 'Recorded answer (from the test suite)',
      originalRequest: original,
      status: REASONS[answer.code] ?? 'OK',
      code: answer.code,
      _postman_previewlanguage: 'json',
      header: [{ key: 'Content-Type', value: 'application/json; charset=utf-8' }],
      body: JSON.stringify(answer.body),
    },
  ];
}

/**
 * The converter fills parameters without an example with random values (json-schema-faker, on Math.random): for
 * the length of one conversion Math.random is a fixed-seed generator, so the same document gives the same bytes.
 */
export async function postmanCollection(doc: Record<string, unknown>): Promise<Node> {
  const random = Math.random;
  let seed = 19;
  Math.random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  try {
    return finish(await convert(doc), doc);
  } finally {
    Math.random = random;
  }
}

function finish(data: Node, doc: Node): Node {
  const src = sources(doc);
  fillRequests(data.item, src);
  const collection = stableIds(data, '') as Node;
  addRecordedResponses(collection.item, src, '/item');
  collection.auth = {
    type: 'apikey',
    apikey: [
      { key: 'key', value: 'X-API-Key', type: 'string' },
      { key: 'value', value: '{{api_key}}', type: 'string' },
      { key: 'in', value: 'header', type: 'string' },
    ],
  };
  collection.event = [
    { listen: 'prerequest', script: { id: stableId('/event/0'), type: 'text/javascript', exec: DROP_EMPTY_KEY } },
  ];
  collection.variable = VARIABLES;
  return collection;
}

function convert(doc: Record<string, unknown>): Promise<Node> {
  return new Promise((resolve, reject) => {
    converter.convert(
      { type: 'json', data: structuredClone(doc) },
      { folderStrategy: 'Tags', parametersResolution: 'Example', includeAuthInfoInExample: false },
      (err, result) => {
        if (err !== null) return reject(new Error(err.message));
        const data = result?.output?.[0]?.data as Node | undefined;
        if (result?.result !== true || data === undefined)
          return reject(new Error(`openapi-to-postmanv2: ${result?.reason ?? 'no collection'}`));
        resolve(data);
      },
    );
  });
}
