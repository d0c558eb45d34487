/**
 * fast-check arbitraries for requests, read from the service's own OpenAPI document. Two modes: `fits` gives values
 * the schema accepts (so requests reach the handlers, the engine and the database, not only the validator), with
 * the awkward ones it still allows (dates at the edges of 1800-2399, latitudes at the poles, any printable text);
 * `fuzz` mixes in, at every level, something it does not (a wrong type, null, a control character, a number out
 * of bounds, an extra field, a missing required one). Strings lean on what breaks services: control characters,
 * lone surrogates, percent signs, slashes, very long and empty text.
 */
import fc from 'fast-check';

/** The parts of a JSON schema the generator reads. */
export interface JsonSchema {
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  type?: string | string[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
export type Components = Record<string, JsonSchema>;

/** How often a generated value is replaced by a wrong one, at each level (1 in MUTATE_ONE_IN). */
const MUTATE_ONE_IN = 8;

const awkwardChars = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u00a0',
  '\u2028',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\uffff',
  '%',
  '%00',
  '/',
  '\\',
  '"',
  "'",
  '..',
  '?',
  '#',
  '&',
  '=',
  ' ',
  '😀',
  'ß',
  'İ',
);

/** Text a client might send: ordinary words, awkward characters, or both. */
export const awkwardString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.array(fc.oneof(awkwardChars, fc.string({ maxLength: 3 })), { maxLength: 6 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom('', ' ', 'null', 'undefined', 'NaN', '-1', '1e308', '0x1A', 'DELETE', 'Aries', 'Mesha', 'q01', 'D9'),
  fc.string({ minLength: 150, maxLength: 300 }),
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  awkwardString,
  fc.array(fc.oneof(fc.integer(), awkwardString), { maxLength: 3 }),
  fc.dictionary(awkwardString, fc.oneof(fc.integer(), awkwardString), { maxKeys: 3 }),
);

export type Mode = 'fits' | 'fuzz';

/** A date: mostly inside 1800-2399, sometimes at its edges or outside; when fuzzing, sometimes not a date at all. */
const dateText = (mode: Mode) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2399-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '1800-01-01',
        '1800-01-02',
        '2399-12-31',
        '2399-12-30',
        '1799-12-31',
        '2400-01-01',
        '0001-01-01',
        '9999-12-31',
        '2024-02-29',
      ),
    },
    { weight: mode === 'fuzz' ? 1 : 0, arbitrary: awkwardString },
  );

function resolve(schema: JsonSchema, components: Components, depth = 0): JsonSchema {
  if (typeof schema.$ref === 'string' && depth < 20) {
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve(components[name] ?? {}, components, depth + 1);
  }
  return schema;
}

function numberFor(s: JsonSchema, integer: boolean, mode: Mode): fc.Arbitrary<number> {
  const min =
    typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const max =
    typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
  const beyond =
    mode === 'fuzz' ? [min === undefined ? undefined : min - 1, max === undefined ? undefined : max + 1, -1] : [];
  const edges = [min, max, 0, ...beyond].filter(
    (v): v is number => v !== undefined && (mode === 'fuzz' || ((min ?? v) <= v && v <= (max ?? v))),
  );
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min ?? -1000), max: Math.floor(max ?? 1000) })
    : fc.double({ min: min ?? -1000, max: max ?? 1000, noNaN: true });
  return fc.oneof(
    { weight: 6, arbitrary: inRange },
    { weight: 2, arbitrary: fc.constantFrom(...edges) },
    { weight: mode === 'fuzz' ? 1 : 0, arbitrary: integer ? fc.integer() : fc.double({ noNaN: true }) },
  );
}

/**
 * Values that mean something for a few free-text fields, by name, so fitting cases also pass the handlers' own
 * checks (an IANA zone, a sign name) and reach the engine. Mixed with any printable text.
 */
const MEANINGFUL: Record<string, readonly string[]> = {
  timezone: [
    'Asia/Kolkata',
    'America/New_York',
    'UTC',
    'Pacific/Kiritimati',
    'Etc/GMT+12',
    'America/Anchorage',
    'Europe/London',
  ],
  sign: ['Aries', 'karka', 'Mesha', 'PISCES', 'Vrishchika', 'Leo'],
  nakshatra_name: ['Ashwini', 'Rohini', 'revati', 'Moola', 'Purva Ashadha'],
  period: ['daily', 'weekly', 'monthly', 'yearly'],
  state: ['Kerala', 'Maharashtra', 'Delhi', 'Tamil Nadu'],
  code: ['D1', 'D2', 'D9', 'D10', 'D60', 'navamsha', 'd30'],
  q: ['del', 'Mumbai', 'bomb', 'San', 'x'],
  area_id: ['career', 'marriage', 'education', 'wealth'],
};

/** Printable text of a length the schema allows (names, labels, notes, query words). */
export function fittingText(s: JsonSchema, name?: string): fc.Arbitrary<string> {
  const meaningful = name === undefined ? undefined : MEANINGFUL[name];
  if (meaningful !== undefined)
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...meaningful) }, { weight: 1, arbitrary: fittingText(s) });
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, 40);
  // The words are chosen before sampling: a filter no word passes (maxLength 1) would make fast-check retry forever.
  const words = ['Asha', 'Mumbai', 'del', 'Aries', 'Karka', 'Kerala', 'D9', 'career'].filter(
    (t) => t.length >= minLength && t.length <= (s.maxLength ?? 99),
  );
  return fc
    .oneof(
      fc.string({ minLength, maxLength }),
      fc.string({ unit: 'grapheme', minLength, maxLength }).filter((t) => !/[\u0000-\u001f\u007f-\u009f]/u.test(t)),
      ...(words.length === 0 ? [] : [fc.constantFrom(...words)]),
    )
    .filter((t) => s.pattern === undefined || new RegExp(s.pattern, 'u').test(t));
}

function stringFor(s: JsonSchema, mode: Mode, name: string | undefined): fc.Arbitrary<string> {
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as string[]));
  const wrong = { weight: mode === 'fuzz' ? 1 : 0, arbitrary: awkwardString };
  if (s.format === 'date') return dateText(mode);
  if (s.format === 'email')
    return fc.oneof(
      { weight: 4, arbitrary: fc.oneof(fc.emailAddress(), fc.constantFrom('a@b.org', 'A@Example.ORG')) },
      wrong,
    );
  if (typeof s.pattern === 'string' && s.pattern !== '\\S') {
    return fc.oneof(
      { weight: 4, arbitrary: fc.stringMatching(new RegExp(s.pattern)).map((t) => t.slice(0, 80)) },
      wrong,
    );
  }
  return mode === 'fuzz' ? fc.oneof(awkwardString, fittingText(s, name)) : fittingText(s, name);
}

/** A value for a schema: one it accepts ('fits'), or, when fuzzing, with wrong values mixed in at every level. */
export function valueFor(
  schema: JsonSchema,
  components: Components,
  mode: Mode,
  depth = 0,
  name?: string,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  const valid = validFor(s, components, mode, depth, name);
  return mode === 'fits'
    ? valid
    : fc.oneof({ weight: MUTATE_ONE_IN - 1, arbitrary: valid }, { weight: 1, arbitrary: anyJson });
}

function validFor(
  s: JsonSchema,
  components: Components,
  mode: Mode,
  depth: number,
  name: string | undefined,
): fc.Arbitrary<unknown> {
  if (depth > 6) return anyJson;
  const branches = s.anyOf ?? s.oneOf;
  if (branches !== undefined) return fc.oneof(...branches.map((b) => valueFor(b, components, mode, depth + 1, name)));
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringFor(s, mode, name);
    case 'integer':
      return numberFor(s, true, mode);
    case 'number':
      return numberFor(s, false, mode);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const max = Math.min(typeof s.maxItems === 'number' ? s.maxItems + (mode === 'fuzz' ? 1 : 0) : 4, 6);
      return fc.array(valueFor(s.items ?? {}, components, mode, depth + 1), { maxLength: max });
    }
    case 'object':
      return objectFor(s, components, mode, depth);
    default:
      return s.properties === undefined ? anyJson : objectFor(s, components, mode, depth);
  }
}

function objectFor(s: JsonSchema, components: Components, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(props).map(([k, v]) => [k, valueFor(v, components, mode, depth + 1, k)]),
  );
  const record = fc.record(fields, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
  if (mode === 'fits') return oneSpelling(fields, props, required) ?? record;
  const extra = fc.dictionary(awkwardString, anyJson, { maxKeys: 2 });
  return fc.oneof(
    { weight: 6, arbitrary: record },
    // A required field dropped, or a field the schema does not know added.
    {
      weight: 1,
      arbitrary: record.chain((r) =>
        fc
          .constantFrom(...Object.keys(r as object), '')
          .map((k) => Object.fromEntries(Object.entries(r as object).filter(([key]) => key !== k))),
      ),
    },
    { weight: 1, arbitrary: fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...(r as object) })) },
  );
}

/**
 * Bodies that take a field in two spellings (`date` and `birth_date`) refuse two different values, and need one
 * spelling complete: a fitting body keeps one spelling, chosen per case, with its fields present.
 */
function oneSpelling(
  fields: Record<string, fc.Arbitrary<unknown>>,
  props: Record<string, JsonSchema>,
  required: ReadonlySet<string>,
): fc.Arbitrary<unknown> | undefined {
  const twins = Object.keys(props).filter((k) => props[`birth_${k}`] !== undefined);
  if (twins.length === 0) return undefined;
  const side = (prefixed: boolean) => {
    const dropped = new Set(twins.map((t) => (prefixed ? t : `birth_${t}`)));
    const chosen = new Set(twins.map((t) => (prefixed ? `birth_${t}` : t)));
    const keep = Object.keys(props).filter((k) => !dropped.has(k));
    return fc.record(Object.fromEntries(keep.map((k) => [k, fields[k] ?? fc.constant(null)])), {
      requiredKeys: keep.filter((k) => required.has(k) || chosen.has(k)),
    });
  };
  return fc.oneof(side(true), side(false));
}
