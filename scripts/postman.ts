/**
 * The Postman v2.1 collection from the OpenAPI document (openapi-to-postmanv2), made deterministic: the converter
 * gives every item a fresh random id, so ids are replaced by ones derived from the item's place in the collection,
 * `{{baseUrl}}` defaults to a local service, and the saved example responses are left out (the OpenAPI document
 * carries them; with them the collection is ten times larger).
 */
import { createHash } from 'node:crypto';
import converter from 'openapi-to-postmanv2';

type Node = Record<string, unknown>;

function stableIds(value: unknown, trail: string): unknown {
  if (Array.isArray(value)) return value.map((v, i) => stableIds(v, `${trail}/${i}`));
  if (value === null || typeof value !== 'object') return value;
  const out: Node = {};
  for (const [k, v] of Object.entries(value as Node)) {
    if (k === 'response' && Array.isArray(v)) continue;
    const where = `${trail}/${k}`;
    out[k] =
      (k === 'id' || k === '_postman_id') && typeof v === 'string'
        ? createHash('sha256')
            .update(where)
            .digest('hex')
            .slice(0, 32)
            .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')
        : stableIds(v, where);
  }
  return out;
}

type Operation = {
  requestBody?: { content?: Record<string, { example?: unknown; schema?: { examples?: unknown[] } }> };
};

/**
 * The converter writes `<string>` placeholders into JSON bodies (it reads neither the media type's `example` nor the
 * schema's `examples`): each body becomes the route's body example, the same one /docs shows.
 */
function withBodyExamples(value: unknown, doc: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => withBodyExamples(v, doc));
  if (value === null || typeof value !== 'object') return value;
  const node = value as Node;
  const request = node.request as
    { method?: string; url?: { path?: string[] }; body?: { mode?: string; raw?: string } } | undefined;
  if (request?.body?.mode === 'raw' && request.method !== undefined && request.url?.path !== undefined) {
    const url = `/${request.url.path.map((p) => p.replace(/^:(.+)$/, '{$1}')).join('/')}`;
    const op = (doc.paths as Record<string, Record<string, Operation>> | undefined)?.[url]?.[
      request.method.toLowerCase()
    ];
    const media = op?.requestBody?.content?.['application/json'];
    const example = media?.example ?? media?.schema?.examples?.[0];
    if (example !== undefined) request.body.raw = JSON.stringify(example, null, 2);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withBodyExamples(v, doc)]));
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
    return await convert(doc);
  } finally {
    Math.random = random;
  }
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
        const collection = stableIds(withBodyExamples(data, doc), '') as Node;
        collection.variable = [{ key: 'baseUrl', value: 'http://localhost:8000', type: 'string' }];
        resolve(collection);
      },
    );
  });
}
