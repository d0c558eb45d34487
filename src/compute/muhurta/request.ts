/** Request pieces shared by the muhurta routes: the place fields, a birth Moon read from birth_ fields, dates. */
import { Type } from '@sinclair/typebox';
import type { Ayanamsa } from '../../engine/astro/bodies.ts';
import { resolveMoment, type MomentInput } from '../../engine/astro/moment.ts';
import type { SunriseRule } from '../../engine/astro/riseset.ts';
import { siderealPosition } from '../../engine/astro/positions.ts';
import { EngineError } from '../../engine/errors.ts';
import type { Person } from '../../engine/jyotish/muhurta/personal.ts';
import type { ScanPlace } from '../../engine/jyotish/muhurta/timeline.ts';
import { DEFAULT_PRACTICE, type Practice } from '../../engine/tables/muhurta/practices.ts';
import { nakshatraOf, signOf } from '../../engine/vocabulary/names.ts';
import { withInputErrors } from '../birth-moment.ts';
import {
  AyanamsaOption,
  DateString,
  Latitude,
  Longitude,
  PracticeOption,
  SunriseRuleOption,
  TimeString,
  TimezoneOverride,
  UtcOffsetOverride,
} from '../../schemas/common.ts';

export const placeFields = {
  latitude: Latitude,
  longitude: Longitude,
  timezone: Type.Optional(TimezoneOverride),
  utc_offset: Type.Optional(UtcOffsetOverride),
  ayanamsa: Type.Optional(AyanamsaOption),
  sunrise_rule: Type.Optional(SunriseRuleOption),
  practice: Type.Optional(PracticeOption),
};

export interface PlaceBody {
  latitude: number;
  longitude: number;
  timezone?: string;
  utc_offset?: string;
  ayanamsa?: Ayanamsa;
  sunrise_rule?: SunriseRule;
  practice?: Practice;
}

export const scanPlace = (b: PlaceBody): ScanPlace => ({
  latitude: b.latitude,
  longitude: b.longitude,
  timezone: b.timezone,
  utcOffset: b.utc_offset,
  sunriseRule: b.sunrise_rule ?? 'upper_limb',
  ayanamsa: b.ayanamsa ?? 'lahiri',
  practice: b.practice ?? DEFAULT_PRACTICE,
});

/** The birth_ fields of body shape 2, as one object (a user, a member, a partner). */
export const birthFields = {
  name: Type.Optional(Type.String({ maxLength: 200 })),
  birth_date: DateString,
  birth_time: TimeString,
  birth_latitude: Latitude,
  birth_longitude: Longitude,
  timezone: Type.Optional(TimezoneOverride),
  utc_offset: Type.Optional(UtcOffsetOverride),
};
export const BirthPerson = Type.Object(birthFields, {
  additionalProperties: false,
  title: 'MuhurtaBirthPerson',
  description: "A person's birth: birth_date, birth_time, birth_latitude, birth_longitude.",
});
export interface BirthBody {
  name?: string;
  birth_date: string;
  birth_time: string;
  birth_latitude: number;
  birth_longitude: number;
  timezone?: string;
  utc_offset?: string;
}

export interface BirthMoon {
  person: Person;
  nakshatra: ReturnType<typeof nakshatraOf>;
  sign: ReturnType<typeof signOf>;
  longitude: number;
  localIso: string;
  timezone: string;
}

/** The birth Moon of one person; a bad field answers 422 at `loc` (e.g. ['body', 'users', 1]). */
export function birthMoon(
  b: BirthBody,
  label: string,
  loc: (string | number)[],
  ayanamsa: Ayanamsa,
  prefix = 'birth_',
): BirthMoon {
  const input: MomentInput = {
    date: b.birth_date,
    time: b.birth_time,
    latitude: b.birth_latitude,
    longitude: b.birth_longitude,
    timezone: b.timezone,
    utcOffset: b.utc_offset,
  };
  const field = (f: string) => [
    ...loc,
    f === 'date' || f === 'time' || f === 'latitude' || f === 'longitude' ? `${prefix}${f}` : f,
  ];
  const m = withInputErrors(field, () => resolveMoment(input));
  const lon = siderealPosition(m.jdUt, 'Moon', { ayanamsa }).longitude;
  const n = nakshatraOf(lon);
  const s = signOf(lon);
  return {
    person: { label, nakshatra: n.index, sign: s.index },
    nakshatra: n,
    sign: s,
    longitude: lon,
    localIso: m.localIso,
    timezone: m.timezone,
  };
}

export const presentBirthMoon = (m: BirthMoon) => ({
  label: m.person.label,
  nakshatra: m.nakshatra.name,
  rashi: m.sign.name,
  birth: m.localIso,
  timezone: m.timezone,
});

export const addDays = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Inclusive day count of [start, end]; end before start or a span over `max` days is a 422 at end_date. */
export function spanDays(start: string, end: string, max: number, field = 'end_date'): number {
  const n = daysBetween(start, end) + 1;
  if (!Number.isFinite(n)) throw new EngineError('INVALID_VALUE', field, { expected: 'a date YYYY-MM-DD', got: end });
  if (n < 1)
    throw new EngineError('FIELDS_DISAGREE', field, { value: end, relation: 'is before', other: 'start_date' });
  if (n > max)
    throw new EngineError('VALUE_OUT_OF_RANGE', field, { range: `at most ${max} days from start_date`, got: end });
  return n;
}

/** A partner in body shape 4 (nested bride / groom: date, time, latitude, longitude). */
export const NestedPartner = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    date: DateString,
    time: TimeString,
    latitude: Latitude,
    longitude: Longitude,
    timezone: Type.Optional(TimezoneOverride),
    utc_offset: Type.Optional(UtcOffsetOverride),
  },
  {
    additionalProperties: false,
    title: 'MuhurtaPartner',
    description: "A partner's birth: date, time (HH:MM), latitude, longitude.",
  },
);
export interface NestedPartnerBody {
  name?: string;
  date: string;
  time: string;
  latitude: number;
  longitude: number;
  timezone?: string;
  utc_offset?: string;
}

export function partnerMoon(p: NestedPartnerBody, role: 'bride' | 'groom', ayanamsa: Ayanamsa): BirthMoon {
  const birth: BirthBody = {
    birth_date: p.date,
    birth_time: p.time,
    birth_latitude: p.latitude,
    birth_longitude: p.longitude,
    timezone: p.timezone,
    utc_offset: p.utc_offset,
  };
  const label = p.name === undefined ? role : `${role} (${p.name})`;
  return birthMoon(birth, label, ['body', role], ayanamsa, '');
}
