/**
 * One helper turns any of the interface's birth bodies into a resolved moment (UTC instant, IANA zone, offset):
 * canonical, birth_, flat boy_/girl_ and nested bride/groom. Input the engine cannot read is answered by the error
 * plugin as a 422 at the request's own field (the `loc` said here), so every route reports a bad date or zone alike.
 */
import { resolveMoment, type Moment, type MomentInput } from '../engine/astro/moment.ts';
import { InputError, withInputErrors } from './input-error.ts';

export { withInputErrors };

/** Where the birth fields sit in the body. */
export type BirthShape =
  | { kind: 'canonical' }
  /** The canonical fields in a GET query (loc `query`). */
  | { kind: 'query' }
  | { kind: 'birth_' }
  | { kind: 'flat'; person: 'boy' | 'girl' }
  | { kind: 'nested'; person: 'bride' | 'groom' | 'partner' | 'proband' }
  /** Canonical fields in an object deeper in the body, e.g. ['candidates', 3] of a batch. */
  | { kind: 'at'; path: (string | number)[] };

interface Fields {
  date: string;
  time?: string | undefined;
  latitude: number;
  longitude: number;
  timezone?: string | undefined;
  utc_offset?: string | undefined;
}

/** The request's field names for each engine field, and where they sit (for the 422 `loc`). */
function locate(
  body: Record<string, unknown>,
  shape: BirthShape,
): { fields: Fields; loc: (field: string) => (string | number)[] } {
  switch (shape.kind) {
    case 'canonical':
      return { fields: body as unknown as Fields, loc: (f) => ['body', f] };
    case 'query':
      return { fields: body as unknown as Fields, loc: (f) => ['query', f] };
    case 'nested': {
      const inner = (body[shape.person] ?? {}) as Fields;
      return { fields: inner, loc: (f) => ['body', shape.person, f] };
    }
    case 'at': {
      let inner: unknown = body;
      for (const key of shape.path) inner = (inner as Record<string | number, unknown> | undefined)?.[key];
      return { fields: (inner ?? {}) as Fields, loc: (f) => ['body', ...shape.path, f] };
    }
    case 'birth_':
    case 'flat': {
      const prefix = shape.kind === 'birth_' ? 'birth_' : `${shape.person}_`;
      const get = (f: string) => body[`${prefix}${f}`];
      const fields = {
        date: get('date'),
        time: get('time'),
        latitude: get('latitude'),
        longitude: get('longitude'),
        // Overrides are not prefixed: one zone override applies to the whole body.
        timezone: body.timezone,
        utc_offset: body.utc_offset,
      } as Fields;
      return { fields, loc: (f) => ['body', f === 'timezone' || f === 'utc_offset' ? f : `${prefix}${f}`] };
    }
  }
}

export interface BirthOptions {
  /** Time used when the body has none (the interface states 06:00 where a default applies). */
  defaultTime?: string;
}

/** The engine's moment input read from any body shape, and where each field sits for a 422 `loc`. */
export function birthInput(
  body: Record<string, unknown>,
  shape: BirthShape,
  options: BirthOptions = {},
): { input: MomentInput; loc: (field: string) => (string | number)[] } {
  const { fields, loc } = locate(body, shape);
  const time = fields.time ?? options.defaultTime;
  if (time === undefined) throw InputError.at(loc('time'), 'Field required', 'missing');
  return {
    input: {
      date: fields.date,
      time,
      latitude: fields.latitude,
      longitude: fields.longitude,
      timezone: fields.timezone,
      utcOffset: fields.utc_offset,
    },
    loc,
  };
}

export function resolveBirth(body: Record<string, unknown>, shape: BirthShape, options: BirthOptions = {}): Moment {
  const { input, loc } = birthInput(body, shape, options);
  return withInputErrors(loc, () => resolveMoment(input));
}

/** The GET query form names the engine's latitude and longitude `lat` and `lon` (interface, body shape 5). */
export const queryLoc = (field: string): string[] => [
  'query',
  field === 'latitude' ? 'lat' : field === 'longitude' ? 'lon' : field,
];
