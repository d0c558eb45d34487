/**
 * Every failure the engine reports, by code (Fastify's `FST_ERR_*` registry is the model). The engine knows no HTTP:
 * `status` is data the HTTP layer reads (src/http/plugins/errors.ts maps codes, never classes, to responses), and
 * `type` is the machine-readable kind of a 422 item. `field` on an error is the engine's name of the input at fault
 * (snake_case, as requests spell it); the HTTP layer says where that field sits in the request.
 *
 * This file is the engine's lowest layer: it imports nothing, and every engine folder may use it.
 */

/** One registry entry: how the failure is answered, when it happens, and its message from the error's params. */
export interface ErrorSpec<P> {
  /** HTTP status the service answers with. 500 and above: an internal fault, logged, never shown to the caller. */
  readonly status: number;
  /** Machine-readable kind (the `type` of a 422 item). */
  readonly type: string;
  /** When it happens (the registry test requires it). */
  readonly doc: string;
  /** The message, from the error's params and the field at fault. */
  readonly message: (params: P, field: string | null) => string;
}

const spec = <P>(s: ErrorSpec<P>): ErrorSpec<P> => s;

/** `got` as a message shows it: text quoted, anything else as JavaScript writes it. */
const shown = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : String(v));
const named = (field: string | null): string => field ?? 'the value';

export const ENGINE_ERRORS = {
  DATE_OUT_OF_RANGE: spec<{ what: string; range: string; note?: string }>({
    status: 422,
    type: 'date_out_of_range',
    doc:
      'An instant the computation needs lies outside the bundled ephemeris files (1800-01-01..2399-12-31): the ' +
      'date asked, its local midnight (a day starts from it), a limb that began before the files start, or the next ' +
      'eclipse searched for. Never computed with a silent fallback.',
    message: (p) => `${p.what} is outside the supported range ${p.range}${p.note === undefined ? '' : `: ${p.note}`}`,
  }),
  INVALID_VALUE: spec<{ expected: string; got: unknown }>({
    status: 422,
    type: 'value_error',
    doc:
      'An input the engine cannot read in the form given: a date, time or UTC offset that does not parse, a name ' +
      'that is blank, a required choice not made. Most of these are refused by the route schema first; the engine ' +
      'checks again because it is also called directly.',
    message: (p, field) => `${named(field)} must be ${p.expected}, got ${shown(p.got)}`,
  }),
  VALUE_OUT_OF_RANGE: spec<{ range: string; got: unknown; note?: string }>({
    status: 422,
    type: 'out_of_range',
    doc:
      'A number or span outside what the computation accepts: a day that is not in its month (30 February), a ' +
      'date range longer than a scan covers, a coordinate or UTC offset beyond its bound, a latitude where the ' +
      'ascendant does not pass through every sign.',
    message: (p, field) =>
      `${named(field)} must be within ${p.range}, got ${shown(p.got)}${p.note === undefined ? '' : ` (${p.note})`}`,
  }),
  UNKNOWN_NAME: spec<{ value: string; known: string }>({
    status: 422,
    type: 'unknown_name',
    doc:
      'A name that is not in the vocabulary the field takes: an IANA time zone, a nakshatra, a sign (English, ' +
      'rashi or alias), a horoscope period, a vrata tradition.',
    message: (p, field) => `${named(field)} "${p.value}" is not ${p.known}`,
  }),
  FIELDS_DISAGREE: spec<{ value: unknown; relation: string; other: string; because?: string }>({
    status: 422,
    type: 'fields_disagree',
    doc:
      'Two inputs each valid alone that contradict each other: a nakshatra name that is not the nakshatra index ' +
      'given, an end date before the start date, an annual chart for a year before the birth.',
    message: (p, field) =>
      `${named(field)} ${shown(p.value)} ${p.relation} ${p.other}${p.because === undefined ? '' : `: ${p.because}`}`,
  }),
  EPHEMERIS_UNAVAILABLE: spec<{ call: string; problem: string; flag?: number | null }>({
    status: 500,
    type: 'internal',
    doc:
      'The Swiss Ephemeris could not answer from its files: not initialised, files missing, an error string, or ' +
      'a result computed with the Moshier fallback. An internal fault (the health route reports the files); where ' +
      'it means "outside the files" for a valid request, the engine reports DATE_OUT_OF_RANGE instead.',
    message: (p) => `${p.call} ${p.problem}`,
  }),
  ROOT_NOT_FOUND: spec<{ problem: string }>({
    status: 500,
    type: 'internal',
    doc:
      'An event search (Newton with bisection) was given an empty bracket or did not converge: the caller ' +
      'asserted a sign change that is not there. An internal fault.',
    message: (p) => `event search failed: ${p.problem}`,
  }),
  INTERNAL_INVARIANT: spec<{ what: string; key: unknown; known: string }>({
    status: 500,
    type: 'internal',
    doc:
      'A computed index into a fixed list or table (signs, nakshatras, lords, periods) is not one it holds, e.g. ' +
      'the sign of a NaN longitude. A bug, never a default: the request answers 500 and the fault is logged.',
    message: (p) => `internal invariant broken: no ${p.what} at ${String(p.key)} (known: ${p.known})`,
  }),
} as const;

export type EngineErrorCode = keyof typeof ENGINE_ERRORS;
export type EngineErrorParams<C extends EngineErrorCode> =
  (typeof ENGINE_ERRORS)[C] extends ErrorSpec<infer P> ? P : never;

/** A failure with a registry code, the engine field at fault (or null) and the params its message was made from. */
export class EngineError<C extends EngineErrorCode = EngineErrorCode> extends Error {
  override readonly name = 'EngineError';
  readonly code: C;
  readonly field: string | null;
  readonly params: EngineErrorParams<C>;

  constructor(code: C, field: string | null, params: EngineErrorParams<C>) {
    super((ENGINE_ERRORS[code].message as (p: EngineErrorParams<C>, f: string | null) => string)(params, field));
    this.code = code;
    this.field = field;
    this.params = params;
  }
}

/** True when `e` is an EngineError, of `code` when one is given (narrows the params). */
export function isEngineError<C extends EngineErrorCode>(e: unknown, code?: C): e is EngineError<C> {
  return e instanceof EngineError && (code === undefined || e.code === code);
}

/** The same failure said of another field (an end date checked with the start date's code, say). */
export function withField<C extends EngineErrorCode>(e: EngineError<C>, field: string): EngineError<C> {
  return new EngineError(e.code, field, e.params);
}

/**
 * `list[index]`, or an INTERNAL_INVARIANT error when `index` is not an integer in range. For indices the engine
 * computes (a sign from a longitude, a lord from a position in a cycle): a NaN longitude is a bug, not Aries.
 */
export function at<T>(list: readonly T[], index: number, what: string): T {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new EngineError('INTERNAL_INVARIANT', null, { what, key: index, known: `indices 0..${list.length - 1}` });
  }
  return list[index] as T;
}

/**
 * A value the engine always computes (a graha's sign, a lagna it was asked for), or INTERNAL_INVARIANT when it is
 * missing: a gap there is a bug to report, never a default such as Aries, house 1 or zero.
 */
export function required<T>(value: T | null | undefined, what: string, key: unknown): T {
  if (value === null || value === undefined)
    throw new EngineError('INTERNAL_INVARIANT', null, { what, key, known: 'a computed value' });
  return value;
}

/** `table[key]` for a table keyed by computed numbers (degrees, scores), or INTERNAL_INVARIANT when it has no entry. */
export function lookup<V>(table: Readonly<Record<number, V>>, key: number, what: string): V {
  const v = Object.hasOwn(table, key) ? table[key] : undefined;
  if (v === undefined)
    throw new EngineError('INTERNAL_INVARIANT', null, { what, key, known: Object.keys(table).join(', ') });
  return v;
}
