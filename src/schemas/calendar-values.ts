/**
 * Values the calendar routes share (panchanga, glance, choghadiya, hora, eclipses, vrata): names of the limbs, the
 * limbs' values, a sidereal body, a sunrise that may not happen, and local spans. Engine names (names.md) come from
 * the engine's own tables, so a schema cannot drift from what the engine spells.
 */
import { Type, type TLiteral, type TUnion } from '@sinclair/typebox';
import { LUNAR_MONTH_NAMES } from '../engine/jyotish/panchanga/lunar-months.ts';
import { FIXED_KARANAS, MOVABLE_KARANAS, tithiName, WEEKDAYS, YOGAS } from '../engine/vocabulary/names.ts';
import { Closed, GrahaName, LocalIso, NakshatraName, RashiName, SignName } from './components.ts';

/** A union of fixed strings. */
export const OneOf = <const T extends readonly string[]>(
  values: T,
  options: { $id?: string; description?: string } = {},
): TUnion<TLiteral<T[number]>[]> =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  );

export { LocalIso } from './components.ts';

/** Local HH:MM:SS. */
export const Hms = (description = 'Local HH:MM:SS') => Type.String({ description, examples: ['06:49:08'] });

/** YYYY-MM-DD. */
export const DateText = (description = 'YYYY-MM-DD') => Type.String({ description, examples: ['2026-11-22'] });

/** Warnings a route always sends (possibly empty). */
export const Warnings = Type.Array(Type.String(), {
  description: 'What the result could not do as asked (polar day, a zone guess, a date edge); empty when none.',
});

const TITHI_NAMES = [...new Set(Array.from({ length: 30 }, (_, i) => tithiName(i)))];

export const Paksha = OneOf(['Shukla', 'Krishna'], {
  $id: 'Paksha',
  description: 'Shukla (waxing) or Krishna (waning) fortnight.',
});
export const TithiName = OneOf(TITHI_NAMES, {
  $id: 'TithiName',
  description: 'Tithi name alone (names.md): Pratipada .. Chaturdashi, Purnima, Amavasya.',
});
export const NityaYogaName = OneOf(YOGAS, {
  $id: 'NityaYogaName',
  description: 'One of the 27 panchanga (nitya) yogas (names.md).',
});
export const KaranaName = OneOf([...MOVABLE_KARANAS, ...FIXED_KARANAS], {
  $id: 'KaranaName',
  description: 'One of the 11 karanas (names.md).',
});
export const WeekdayName = OneOf(
  WEEKDAYS.map((w) => w.name),
  { $id: 'WeekdayName', description: 'Weekday in English (names.md).' },
);
export const LunarMonthName = OneOf(LUNAR_MONTH_NAMES, {
  $id: 'LunarMonthName',
  description: 'Lunar month, Chaitra .. Phalguna.',
});

export const DayDivisionBasis = OneOf(['sun', 'fallback', 'none'], {
  $id: 'DayDivisionBasis',
  description:
    'sun: divided from the actual sunrise, sunset and next sunrise. fallback: no sunrise (polar day or night), ' +
    'the civil day was divided instead (see note). none: nothing could be divided.',
});

export const TithiValue = Closed(
  {
    index: Type.Integer({
      minimum: 0,
      maximum: 29,
      description: '0-29: Shukla Pratipada (0) .. Purnima (14), Krishna Pratipada (15) .. Amavasya (29)',
    }),
    name: Type.Ref(TithiName),
    paksha: Type.Ref(Paksha),
    number: Type.Integer({ minimum: 1, maximum: 15, description: '1-15 within the paksha' }),
  },
  { $id: 'TithiValue' },
);

export const NakshatraValue = Closed(
  {
    index: Type.Integer({ minimum: 0, maximum: 26, description: '0 = Ashwini' }),
    name: Type.Ref(NakshatraName),
    pada: Type.Integer({
      minimum: 1,
      maximum: 4,
      description: 'Quarter of the nakshatra; 1 for a nakshatra entered at a boundary',
    }),
    lord: Type.Ref(GrahaName),
  },
  { $id: 'NakshatraValue', description: 'Nakshatra with its pada and Vimshottari lord.' },
);

export const NityaYogaValue = Closed(
  { index: Type.Integer({ minimum: 0, maximum: 26, description: '0 = Vishkambha' }), name: Type.Ref(NityaYogaName) },
  { $id: 'NityaYogaValue' },
);

export const KaranaValue = Closed(
  {
    index: Type.Integer({
      minimum: 0,
      maximum: 59,
      description: 'Half-tithi of the lunar month, 0-59 (0 = Kimstughna)',
    }),
    name: Type.Ref(KaranaName),
  },
  { $id: 'KaranaValue' },
);

export const VaraValue = Closed(
  {
    index: Type.Integer({ minimum: 0, maximum: 6, description: '0 = Sunday' }),
    name: Type.Ref(WeekdayName),
    vara: OneOf(
      WEEKDAYS.map((w) => w.vara),
      { description: 'Sanskrit name of the weekday' },
    ),
    lord: Type.Ref(GrahaName),
  },
  { description: 'Weekday of the Vedic day (sunrise to sunrise).' },
);

export const LunarMonthValue = Closed(
  {
    index: Type.Integer({ minimum: 0, maximum: 11, description: '0 = Chaitra' }),
    name: Type.Ref(LunarMonthName),
    adhika: Type.Boolean({ description: 'An intercalary (adhika) month, named as the month that follows' }),
  },
  { $id: 'LunarMonthValue' },
);

/** The Sun or the Moon at an instant (panchanga: at sunrise, or at the asked time). */
export const SiderealBody = Closed(
  {
    longitude: Type.Number({ description: 'Sidereal longitude, degrees 0-360' }),
    speed: Type.Number({ description: 'Degrees per day' }),
    sign: Type.Ref(SignName),
    rashi: Type.Ref(RashiName),
    degree: Type.Number({ description: 'Degrees within the sign, 0-30' }),
    nakshatra: Type.Ref(NakshatraName),
    pada: Type.Integer({ minimum: 1, maximum: 4 }),
  },
  { $id: 'SiderealBody', description: 'Apparent geocentric sidereal position of the Sun or the Moon.' },
);

/** A rise or set: the local instant, or all three time fields null with the reason. */
export const RiseSetTime = Type.Union(
  [
    Closed({
      jd_ut: Type.Number({ description: 'Julian day, Universal Time' }),
      iso: LocalIso(),
      time: Hms(),
      reason: Type.Null(),
      detail: Type.Null(),
    }),
    Closed({
      jd_ut: Type.Null(),
      iso: Type.Null(),
      time: Type.Null(),
      reason: OneOf(['always_above', 'always_below', 'not_this_day'], {
        description:
          'Why there is no such event: polar day, polar night (circumpolar for the Moon), or none on this civil date',
      }),
      detail: Type.String({ description: 'The reason in words' }),
    }),
  ],
  {
    $id: 'RiseSetTime',
    description:
      'A rise or set as the place reads it ({jd_ut, iso, time}), or null times with the reason there is none.',
  },
);

/** A window between two local instants, given as text. */
export const LocalIsoSpan = Closed(
  { start: LocalIso(), end: LocalIso() },
  { $id: 'LocalIsoSpan', description: 'A window: local start and end, ISO 8601 with offset.' },
);

/** Where a result was computed (a place that was defaulted is echoed). */
export const Coordinates = Closed(
  {
    latitude: Type.Number({ description: 'Degrees, north positive' }),
    longitude: Type.Number({ description: 'Degrees, east positive' }),
  },
  { $id: 'Coordinates' },
);

export const CALENDAR_VALUE_COMPONENTS = [
  Paksha,
  TithiName,
  NityaYogaName,
  KaranaName,
  WeekdayName,
  LunarMonthName,
  DayDivisionBasis,
  TithiValue,
  NakshatraValue,
  NityaYogaValue,
  KaranaValue,
  LunarMonthValue,
  SiderealBody,
  RiseSetTime,
  LocalIsoSpan,
  Coordinates,
];
