/**
 * The five request body shapes of the interface (interface.md, "Request body shapes"). Routes compose these;
 * `birth-moment.ts` turns any of them into a resolved moment.
 */
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { DateString, Gender, Latitude, Longitude, TimeString, TimezoneOverride, UtcOffsetOverride } from './common.ts';

/** Optional convention overrides accepted beside any birth moment. */
const momentOverrides = {
  timezone: Type.Optional(TimezoneOverride),
  utc_offset: Type.Optional(UtcOffsetOverride),
};

/** 1. Canonical body: the six-field birth record most chart engines take. */
export const CanonicalBirth = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    gender: Type.Optional(Gender),
    date: DateString,
    time: Type.Optional(TimeString),
    latitude: Latitude,
    longitude: Longitude,
    ...momentOverrides,
  },
  {
    title: 'CanonicalBirth',
    description: 'Canonical birth body: date, time (HH:MM, default 06:00 where stated), latitude, longitude.',
  },
);
export type CanonicalBirth = Static<typeof CanonicalBirth>;

/** 2. birth_ variant (sadesati, gochar, dosha and annual engines). */
export const PrefixedBirth = Type.Object(
  {
    birth_date: DateString,
    birth_time: Type.Optional(TimeString),
    birth_latitude: Latitude,
    birth_longitude: Longitude,
    ...momentOverrides,
  },
  { title: 'PrefixedBirth', description: 'birth_ body: birth_date, birth_time, birth_latitude, birth_longitude.' },
);
export type PrefixedBirth = Static<typeof PrefixedBirth>;

function personWithPrefix<P extends 'boy' | 'girl'>(p: P) {
  return {
    [`${p}_name`]: Type.Optional(Type.String({ maxLength: 200 })),
    [`${p}_date`]: DateString,
    [`${p}_time`]: Type.Optional(TimeString),
    [`${p}_latitude`]: Latitude,
    [`${p}_longitude`]: Longitude,
  } as TProperties;
}

/** 3. Flat matchmaking body: boy_ and girl_ keys side by side. */
export const FlatCouple = Type.Object(
  { ...personWithPrefix('boy'), ...personWithPrefix('girl') },
  {
    title: 'FlatCouple',
    description:
      'Flat matchmaking body: boy_name, boy_date, boy_time, boy_latitude, boy_longitude and the same with girl_.',
  },
);

/** One partner of the nested marriage suite. */
export const Partner = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    date: DateString,
    time: Type.Optional(TimeString),
    latitude: Latitude,
    longitude: Longitude,
    ...momentOverrides,
  },
  { title: 'Partner' },
);

/** 4. Nested marriage suite: bride and groom objects, optional ceremony date. */
export const NestedCouple = Type.Object(
  {
    bride: Partner,
    groom: Partner,
    muhurta_date: Type.Optional(DateString),
  },
  {
    title: 'NestedCouple',
    description: 'Nested marriage body: bride and groom, each with date, time, latitude, longitude.',
  },
);

/** 5. GET query form: lat, lon, date. Each route states which are required. */
export const GeoDateQuery = Type.Object(
  {
    lat: Latitude,
    lon: Longitude,
    date: DateString,
  },
  { description: 'GET query form: lat, lon, date (YYYY-MM-DD).' },
);
