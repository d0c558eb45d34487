/**
 * The annual and transit engines accept the birth_ body (interface, body shape 2) and, for convenience, the
 * canonical one. Both field sets are optional in the schema; `chartFromEitherBody` picks the shape by the date
 * field present and answers a 422 listing the birth_ fields when neither is there. A body carrying both spellings
 * of one field with different values (`date` beside another `birth_date`) is a 422 at the canonical field: which
 * one the client meant cannot be known, and silently computing the other chart would answer a different person.
 */
import { Type, type TProperties } from '@sinclair/typebox';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import type { RequestItem } from '../../services/errors.ts';
import { InputError } from '../input-error.ts';
import { CanonicalBirth, PrefixedBirth } from '../../schemas/bodies.ts';
import { ConventionOptions, TimeString } from '../../schemas/common.ts';
import { LangField } from '../../schemas/lang.ts';
import { chartFromBody } from './request.ts';

const optional = (props: TProperties) =>
  Object.fromEntries(Object.entries(props).map(([k, v]) => [k, Type.Optional(v)]));

export function eitherBirthBody(extra: TProperties, title: string, example: object) {
  return Type.Object(
    {
      ...optional({ ...PrefixedBirth.properties, birth_time: TimeString }),
      ...optional({ ...CanonicalBirth.properties, time: TimeString }),
      ...ConventionOptions,
      ...LangField,
      ...extra,
    },
    {
      additionalProperties: false,
      title,
      description:
        'birth_ body (birth_date, birth_time, birth_latitude, birth_longitude); the canonical ' +
        'date/time/latitude/longitude is accepted too.',
      examples: [example],
    },
  );
}

const PREFIXED = ['birth_date', 'birth_time', 'birth_latitude', 'birth_longitude'] as const;
const CANONICAL = ['date', 'time', 'latitude', 'longitude'] as const;

/** Fields given in both spellings with different values: 422 items at the canonical spelling. */
function conflicts(body: Record<string, unknown>): RequestItem[] {
  return CANONICAL.flatMap((field, i) => {
    const prefixed = PREFIXED[i] ?? field;
    const [a, b] = [body[field], body[prefixed]];
    if (a === undefined || b === undefined || a === b) return [];
    return [
      {
        loc: ['body', field],
        msg:
          `${field} ${JSON.stringify(a)} conflicts with ${prefixed} ${JSON.stringify(b)}: send one of them, or ` +
          `the same value in both`,
        type: 'value_conflict',
      },
    ];
  });
}

export function chartFromEitherBody(body: Record<string, unknown>): Chart {
  const conflicting = conflicts(body);
  if (conflicting.length > 0) throw new InputError(conflicting);
  const prefixed = body.birth_date !== undefined || body.date === undefined;
  const needed = prefixed ? PREFIXED : CANONICAL;
  const missing = needed.filter((f) => body[f] === undefined);
  if (missing.length > 0)
    throw new InputError(missing.map((f) => ({ loc: ['body', f], msg: 'Field required', type: 'missing' })));
  return chartFromBody(body, prefixed ? { kind: 'birth_' } : { kind: 'canonical' });
}
