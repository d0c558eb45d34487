/**
 * What the plugins that widen a route's body (place for coordinates, both spellings of a birth) share: the body
 * fields that hold a birth, a walk over them that lets a plugin rewrite each birth's schema, and how a plugin puts
 * its hook ahead of the route's own.
 */

/** The body fields that hold a birth, or a list of births. */
export const NESTED_BIRTHS = [
  'native',
  'partner',
  'bride',
  'groom',
  'husband',
  'wife',
  'members',
  'users',
  'candidates',
] as const;

/** The part of a JSON schema these plugins read and rewrite. */
export interface ObjectSchema {
  type?: unknown;
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
  items?: ObjectSchema;
  description?: string;
  [key: string]: unknown;
}

/**
 * Each nested birth of `properties` (an object, or the items of a list) given to `rewrite`, which answers the birth's
 * new schema, or undefined to leave it; the properties with the rewritten births.
 */
export function rewriteNestedBirths(
  properties: Record<string, Record<string, unknown>>,
  rewrite: (field: string, person: ObjectSchema, list: boolean) => ObjectSchema | undefined,
): Record<string, Record<string, unknown>> {
  const out = { ...properties };
  for (const field of NESTED_BIRTHS) {
    const schema: ObjectSchema | undefined = out[field];
    if (schema === undefined) continue;
    const list = schema.type === 'array';
    const person = list ? schema.items : schema;
    if (person?.properties === undefined) continue;
    const next = rewrite(field, person, list);
    if (next !== undefined) out[field] = list ? { ...schema, items: next } : next;
  }
  return out;
}

/** The hook first, then the route's own (one hook, a list, or none). */
export const hookFirst = <H>(hook: H, existing: H | H[] | undefined): H[] =>
  existing === undefined ? [hook] : [hook, ...(Array.isArray(existing) ? existing : [existing])];
