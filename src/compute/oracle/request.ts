/**
 * The oracle's request: a question (id or free text), the birth when the question reads a chart, a partner for
 * compatibility, and the date asked about. Shared by the oracle route and the jyotishi routes (the chart part).
 */
import { Type } from '@sinclair/typebox';
import type { Ayanamsa } from '../../engine/astro/bodies.ts';
import { julianDayUT } from '../../engine/astro/time.ts';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import { matchMoon } from '../../engine/jyotish/matching/moon.ts';
import { matchNative } from '../../engine/jyotish/matching/native.ts';
import type { Couple } from '../../engine/reports/oracle/context.ts';
import { birthInput, withInputErrors } from '../birth-moment.ts';
import { dateAtBirthPlace } from '../chart/date-at-birth-place.ts';
import { chartFromBody } from '../chart/request.ts';
import { InputError } from '../input-error.ts';
import { CanonicalBirth } from '../../schemas/bodies.ts';
import {
  ConventionOptions,
  DateString,
  Latitude,
  Longitude,
  TimeString,
  TimezoneOverride,
  UtcOffsetOverride,
} from '../../schemas/common.ts';

const optional = <T extends Record<string, import('@sinclair/typebox').TSchema>>(props: T) =>
  Object.fromEntries(Object.entries(props).map(([k, v]) => [k, Type.Optional(v)])) as {
    [K in keyof T]: import('@sinclair/typebox').TOptional<T[K]>;
  };

export const PartnerBirth = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    date: DateString,
    time: TimeString,
    latitude: Latitude,
    longitude: Longitude,
    timezone: Type.Optional(TimezoneOverride),
    utc_offset: Type.Optional(UtcOffsetOverride),
  },
  { additionalProperties: false, title: 'OraclePartner', description: "The partner's birth, for compatibility (q36)." },
);

/** Birth fields, all optional in the schema: which are required depends on the question (checked in birthOf). */
export const birthFields = {
  ...optional({ ...CanonicalBirth.properties, time: TimeString }),
  ...ConventionOptions,
  as_of: Type.Optional({
    ...DateString,
    description: 'Date the transits and running dashas are read at (noon at the birth place); default now.',
  }),
};

export type BirthBody = Record<string, unknown> & {
  ayanamsa?: Ayanamsa;
  node_type?: 'mean' | 'true';
  gender?: string;
  as_of?: string;
  partner?: Record<string, unknown>;
};

const REQUIRED = ['date', 'time', 'latitude', 'longitude'] as const;

/** The chart from the body's birth fields; each one missing is a 422 item (`why` says which question needs it). */
export function chartOf(body: BirthBody, why: string): Chart {
  const missing = REQUIRED.filter((f) => body[f] === undefined);
  if (missing.length > 0)
    throw new InputError(missing.map((f) => ({ loc: ['body', f], msg: `Field required: ${why}`, type: 'missing' })));
  return chartFromBody(body);
}

export function atOf(body: BirthBody, chart: Chart, now: number): number {
  return body.as_of === undefined ? julianDayUT(now) : dateAtBirthPlace(chart, body.as_of, 'as_of');
}

export function sexOf(body: BirthBody): 'male' | 'female' | undefined {
  const s = body.gender?.toLowerCase();
  return s === 'male' || s === 'female' ? s : undefined;
}

/** Bride and groom for compatibility: the native by `gender`, the partner from `partner`. */
export function coupleOf(body: BirthBody, chart: Chart, why: string): Couple {
  const sex = sexOf(body);
  const items = [
    ...(body.partner === undefined
      ? [{ loc: ['body', 'partner'], msg: `Field required: ${why}`, type: 'missing' }]
      : []),
    ...(sex === undefined
      ? [
          {
            loc: ['body', 'gender'],
            msg: `Field required: ${why} (Male or Female, to read the native as groom or bride)`,
            type: 'missing',
          },
        ]
      : []),
  ];
  if (items.length > 0) throw new InputError(items);
  const { input, loc } = birthInput(body, { kind: 'nested', person: 'partner' });
  const partner = withInputErrors(loc, () =>
    matchNative(input, { ayanamsa: body.ayanamsa ?? chart.ayanamsa, nodeType: body.node_type }),
  );
  const native = matchMoon(chart.grahas.Moon.longitude);
  return sex === 'female'
    ? { bride: native, groom: partner.moon, native: 'bride' }
    : { bride: partner.moon, groom: native, native: 'groom' };
}
