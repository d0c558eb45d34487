/**
 * POST /api/v2/panchanga and GET /api/v2/panchang/glance: the daily panchanga at a place (interface, "Daily
 * panchanga result" and "Panchang glance result"). Instants are LocalTime ({jd_ut, iso, time}) except the muhurta
 * windows and the lagna table, which give local ISO 8601 strings.
 */
import { Type, type TObject, type TProperties } from '@sinclair/typebox';
import { Labels, LabelsField } from './labels.ts';
import {
  Closed,
  Conventions,
  envelopeFields,
  GrahaName,
  LocalTime,
  NakshatraName,
  Nullable,
  ProveRefs,
  SignName,
  StringEnum,
} from './components.ts';
import {
  Coordinates,
  DayDivisionBasis,
  Hms,
  KaranaName,
  KaranaValue,
  LocalIso,
  LocalIsoSpan,
  LunarMonthName,
  LunarMonthValue,
  NakshatraValue,
  NityaYogaName,
  NityaYogaValue,
  OneOf,
  Paksha,
  RiseSetTime,
  SiderealBody,
  TithiName,
  TithiValue,
  VaraValue,
  Warnings,
  WeekdayName,
} from './calendar-values.ts';

const DayRule = OneOf(['sunrise_to_sunrise', 'civil_midnight_fallback'], {
  $id: 'PanchangaDayRule',
  description:
    "sunrise_to_sunrise: the Vedic day from this date's sunrise to the next. civil_midnight_fallback: no sunrise " +
    '(polar day or night), the local civil day is used.',
});

/** A limb prevailing at sunrise, with its own start and end (which may lie outside the day). */
const spanned = <P extends TProperties>(value: TObject<P>) =>
  Closed({ ...value.properties, start: Type.Ref(LocalTime), end: Type.Ref(LocalTime) });

const PanchangaLimbs = Closed(
  {
    tithi: spanned(TithiValue),
    nakshatra: spanned(NakshatraValue),
    yoga: spanned(NityaYogaValue),
    karana: spanned(KaranaValue),
    vara: spanned(VaraValue),
  },
  {
    $id: 'PanchangaLimbs',
    description:
      'The five limbs prevailing at sunrise, each with its start and end; vara runs from sunrise to the next ' +
      'sunrise (or midnight to midnight in the polar fallback).',
  },
);

const at = Type.Ref(LocalTime, { description: 'When the new value begins' });
const Transition = Type.Union(
  [
    Closed({
      limb: Type.Literal('tithi'),
      at,
      value: Type.Ref(TithiValue),
      kshaya: Type.Boolean({ description: 'This tithi ends before the next sunrise (no sunrise sees it)' }),
    }),
    Closed({ limb: Type.Literal('nakshatra'), at, value: Type.Ref(NakshatraValue) }),
    Closed({ limb: Type.Literal('yoga'), at, value: Type.Ref(NityaYogaValue) }),
    Closed({ limb: Type.Literal('karana'), at, value: Type.Ref(KaranaValue) }),
  ],
  {
    $id: 'PanchangaTransition',
    description: 'A limb changing value between sunrise and the next sunrise; `value` is the one entered at `at`.',
  },
);

const NewMoon = Closed({
  ...LocalTime.properties,
  sun_sign: Type.Ref(SignName, { description: "The Sun's sidereal sign at that new moon" }),
});

const Muhurtas = Closed(
  {
    rahu_kalam: Nullable(Type.Ref(LocalIsoSpan)),
    yamaganda: Nullable(Type.Ref(LocalIsoSpan)),
    gulika_kalam: Nullable(Type.Ref(LocalIsoSpan)),
    abhijit: Nullable(
      Closed({
        start: LocalIso(),
        end: LocalIso(),
        auspicious: Type.Boolean({ description: 'False on the weekday whose durmuhurta it is in many almanacs' }),
        caution: Nullable(Type.String()),
      }),
    ),
    durmuhurta: Type.Array(Type.Ref(LocalIsoSpan)),
    varjyam: Type.Array(Type.Ref(LocalIsoSpan), {
      description: 'Varjyam windows of the nakshatras touching the day, clipped to it',
    }),
    amrit_kalam: Type.Array(Type.Ref(LocalIsoSpan)),
    basis: Type.Ref(DayDivisionBasis),
    note: Nullable(Type.String({ description: 'How the day was divided when it was not from the Sun' })),
  },
  { description: 'Kalams and muhurtas of the Vedic day; a window is null when the day cannot be divided.' },
);

const LagnaTable = Closed(
  {
    spans: Nullable(
      Type.Array(
        Closed({
          sign: Type.Ref(SignName),
          start: LocalIso(),
          end: LocalIso(),
          complete: Type.Boolean({ description: "False for the first and last span, cut by the day's start or end" }),
        }),
      ),
    ),
    reason: Nullable(
      Type.String({
        description: 'Why there is no table: beyond 65 degrees latitude, or a day ending past the ephemeris range',
      }),
    ),
  },
  { description: 'Rising signs from sunrise to the next sunrise (only with lagna_table: true).' },
);

export const PanchangaResult = Closed(
  {
    ...envelopeFields,
    date: Type.String({ description: 'The civil date asked, YYYY-MM-DD' }),
    panchanga: Closed(
      {
        tithi: Type.Ref(TithiName),
        paksha: Type.Ref(Paksha),
        vara: Type.Ref(WeekdayName),
        nakshatra: Type.Ref(NakshatraName),
        yoga: Type.Ref(NityaYogaName),
        karana: Type.Ref(KaranaName),
        sunrise: Nullable(Hms('Local HH:MM:SS; null when the Sun does not rise that day')),
        sunset: Nullable(Hms('Local HH:MM:SS; null when the Sun does not set that day')),
        moonrise: Nullable(Hms('Local HH:MM:SS; null when the Moon does not rise on this civil date')),
        moonset: Nullable(Hms('Local HH:MM:SS; null when the Moon does not set on this civil date')),
      },
      { description: "The limbs at sunrise by name, and the day's rise and set times." },
    ),
    day: Closed(
      {
        rule: Type.Ref(DayRule),
        detail: Nullable(Type.String({ description: 'Why the fallback was used' })),
        start: Type.Ref(LocalTime),
        end: Type.Ref(LocalTime),
      },
      { description: 'The Vedic day the limbs are read for.' },
    ),
    sunrise: Type.Ref(RiseSetTime),
    sunset: Type.Ref(RiseSetTime),
    next_sunrise: Nullable(Type.Ref(RiseSetTime)),
    moonrise: Type.Ref(RiseSetTime),
    moonset: Type.Ref(RiseSetTime),
    limbs: Type.Ref(PanchangaLimbs),
    transitions: Type.Array(Type.Ref(Transition), {
      description: 'Every limb change after sunrise up to the next sunrise, in time order',
    }),
    tithi_flags: Closed({
      kshaya: Type.Array(spanned(TithiValue), {
        description: 'Tithis that begin and end between this sunrise and the next',
      }),
      vriddhi_with_next: Type.Boolean({ description: 'The sunrise tithi still prevails at the next sunrise' }),
      vriddhi_with_previous: Type.Boolean({
        description: 'The sunrise tithi already prevailed at the previous sunrise',
      }),
    }),
    at_time: Closed(
      {
        time: Type.String({ description: 'The local time asked (HH:MM as given; default 06:00)' }),
        iso: LocalIso(),
        jd_ut: Type.Number({ description: 'Julian day, Universal Time' }),
        tithi: Type.Ref(TithiValue),
        nakshatra: Type.Ref(NakshatraValue),
        yoga: Type.Ref(NityaYogaValue),
        karana: Type.Ref(KaranaValue),
        sun: Type.Ref(SiderealBody),
        moon: Type.Ref(SiderealBody),
      },
      { description: 'The limbs and the Sun and Moon at the asked time.' },
    ),
    sun: Type.Ref(SiderealBody, { description: 'At sunrise' }),
    moon: Type.Ref(SiderealBody, { description: 'At sunrise' }),
    lunar_month: Nullable(
      Closed(
        {
          amanta: Type.Ref(LunarMonthValue),
          purnimanta: Type.Ref(LunarMonthValue),
          kshaya_dropped: Nullable(
            Type.Ref(LunarMonthName, { description: 'The month name dropped when this month holds two sankrantis' }),
          ),
          new_moon_before: NewMoon,
          new_moon_after: NewMoon,
          rule: Type.String(),
        },
        {
          description:
            'The lunar month running at sunrise; null (with a warning) when a bounding new moon lies outside the ' +
            'ephemeris files.',
        },
      ),
    ),
    solar_months: Type.Array(
      Closed(
        {
          calendar: StringEnum(['tamil', 'malayalam'], { description: 'The regional calendar counting the month' }),
          sign: Type.Ref(SignName, {
            description: 'The sign the Sun entered to open the month; `labels.solar_month` names it (Chithirai, Medam)',
          }),
          day: Type.Integer({ minimum: 1, maximum: 32, description: 'Day of the solar month, 1 on its first day' }),
          began: Type.String({ description: 'The civil date the month began, YYYY-MM-DD' }),
          rule: Type.String({ description: 'The rule that chose that day for the sankranti' }),
          fact: Type.String({ description: 'The sankranti time the rule read' }),
        },
        { description: 'A solar month as one regional calendar keeps it' },
      ),
      {
        description:
          'The solar month and day as Tamil almanacs (sankranti before sunset opens the month that day) and Kerala ' +
          'almanacs (before three fifths of the daytime) keep them; empty past the ephemeris files.',
      },
    ),
    samvat: Nullable(
      Closed(
        {
          vikram: Type.Integer({ description: 'Vikram Samvat, Chaitradi' }),
          vikram_kartikadi: Type.Integer({ description: 'Vikram Samvat, Kartikadi (Gujarat)' }),
          shaka: Type.Integer({ description: 'Shaka (Shalivahana) year' }),
          new_year: Type.String({ description: 'When the year begins' }),
        },
        { description: 'Year numbers; null when the lunar month is.' },
      ),
    ),
    muhurtas: Muhurtas,
    lagnas: Type.Optional(LagnaTable),
    conventions: Closed(
      {
        ...Conventions.properties,
        day_rule: Type.Ref(DayRule),
        boundaries: Type.String({ description: 'How limb boundaries were found' }),
      },
      { description: 'The shared conventions, plus the day rule and how limb boundaries were found.' },
    ),
    warnings: Warnings,
    labels: Type.Optional(Type.Ref(Labels)),
  },
  {
    $id: 'PanchangaResult',
    description:
      'Daily panchanga: the five limbs at sunrise with start and end, every change to the next sunrise, sun and ' +
      'moon, lunar month, samvat, kalams and muhurtas.',
  },
);

const Ends = LocalIso('When it ends, local ISO 8601 with offset');

export const PanchangGlanceResult = Closed(
  {
    success: envelopeFields.success,
    engine_status: envelopeFields.engine_status,
    date: Type.String({ description: 'YYYY-MM-DD (today at the place when not given)' }),
    verdict: Closed({
      day_band: OneOf(['favourable', 'mixed', 'challenging'], {
        description: 'For new beginnings, by the stated rule',
      }),
      headline: Type.String(),
      rule: Type.String({ description: 'The rule that gave the band' }),
    }),
    evidence: Closed({
      glance: Closed(
        {
          tithi: Closed({
            label: Type.Ref(TithiName),
            paksha: Type.Ref(Paksha),
            class: OneOf(['Nanda', 'Bhadra', 'Jaya', 'Rikta', 'Purna'], { description: 'Tithi group' }),
            ends: Ends,
            ends_time: Hms('Local HH:MM:SS of the end'),
          }),
          nakshatra: Closed({
            label: Type.Ref(NakshatraName),
            pada: Type.Integer({ minimum: 1, maximum: 4 }),
            lord: Type.Ref(GrahaName),
            ends: Ends,
          }),
          yoga: Closed({ label: Type.Ref(NityaYogaName), ends: Ends }),
          karana: Closed({ label: Type.Ref(KaranaName), ends: Ends }),
          vara: Closed({ label: Type.Ref(WeekdayName) }),
          sunrise: Nullable(Hms('Local HH:MM:SS; null when the Sun does not rise that day')),
          sunset: Nullable(Hms('Local HH:MM:SS; null when the Sun does not set that day')),
        },
        { description: 'The limbs at sunrise.' },
      ),
      doshas: Type.Array(Type.String(), { description: 'The sunrise doshas the rule counted' }),
      prove_refs: ProveRefs,
    }),
    conventions: Closed(
      { ...Conventions.properties, place: Type.Ref(Coordinates) },
      { description: 'The shared conventions, plus the place used (New Delhi when not given).' },
    ),
    warnings: Warnings,
    ...LabelsField,
  },
  {
    $id: 'PanchangGlanceResult',
    description:
      'The day at a glance: a band for new beginnings from the sunrise limbs by a stated, cited rule, with the ' +
      'limbs as evidence.',
  },
);

export const PANCHANGA_COMPONENTS = [DayRule, PanchangaLimbs, Transition, PanchangaResult, PanchangGlanceResult];
