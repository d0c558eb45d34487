/**
 * Response schemas of the calendar routes: choghadiya, hora, rashifal and naming syllables here; the panchanga and
 * glance in calendar-panchanga.ts; eclipses and ekadashi vrata in calendar-events.ts; shared values in
 * calendar-values.ts. CALENDAR_COMPONENTS lists all of them in dependency order.
 */
import { Type } from '@sinclair/typebox';
import { CHOGHADIYAS } from '../engine/vocabulary/names.ts';
import {
  Closed,
  computedFields,
  envelopeFields,
  GrahaName,
  NakshatraName,
  Nullable,
  RashiName,
  SignName,
} from './components.ts';
import { CALENDAR_EVENT_COMPONENTS } from './calendar-events.ts';
import { PANCHANGA_COMPONENTS } from './calendar-panchanga.ts';
import {
  CALENDAR_VALUE_COMPONENTS,
  DateText,
  DayDivisionBasis,
  Hms,
  LocalIso,
  OneOf,
  Warnings,
  WeekdayName,
} from './calendar-values.ts';
import { LabelsField } from './labels.ts';

const Half = OneOf(['day', 'night'], { description: 'day: sunrise to sunset; night: sunset to the next sunrise' });
const divisionFields = {
  date: DateText('The date asked, YYYY-MM-DD'),
  weekday: Type.Ref(WeekdayName, { description: "Weekday of the Vedic day that begins at this date's sunrise" }),
  basis: Type.Ref(DayDivisionBasis),
  note: Nullable(Type.String({ description: 'How the day was divided when it was not from the Sun' })),
};

export const ChoghadiyaPeriod = Closed(
  {
    name: OneOf(
      CHOGHADIYAS.map((c) => c.name),
      { description: 'Choghadiya name (names.md)' },
    ),
    lord: Type.Ref(GrahaName),
    start: Type.String({ description: 'Local 12-hour clock', examples: ['5:23 AM'] }),
    end: Type.String({ description: 'Local 12-hour clock', examples: ['7:07 AM'] }),
    start_iso: LocalIso(),
    end_iso: LocalIso(),
    status: OneOf(['good', 'neutral', 'bad']),
    karma: Type.String({ description: 'The work almanacs recommend in it' }),
  },
  { $id: 'ChoghadiyaPeriod', description: 'One eighth of the day or of the night.' },
);

const eightPeriods = (half: string) =>
  Type.Array(Type.Ref(ChoghadiyaPeriod), {
    maxItems: 8,
    description: `The 8 ${half} choghadiyas in order; empty when the ${half} cannot be divided (see note)`,
  });

export const ChoghadiyaResult = Closed(
  {
    ...computedFields,
    ...divisionFields,
    day_choghadiya: eightPeriods('day'),
    night_choghadiya: eightPeriods('night'),
    warnings: Warnings,
    ...LabelsField,
  },
  {
    $id: 'ChoghadiyaResult',
    description:
      'Choghadiya: 8 day and 8 night periods rotated by weekday, from the actual sunrise, sunset and next sunrise.',
  },
);

export const HoraPeriod = Closed(
  {
    index: Type.Integer({ minimum: 1, maximum: 24, description: '1-12 by day, 13-24 by night' }),
    half: Half,
    lord: Type.Ref(GrahaName),
    start: Hms(),
    end: Hms(),
    start_iso: LocalIso(),
    end_iso: LocalIso(),
    current: Type.Boolean({ description: 'Running at current_at' }),
  },
  { $id: 'HoraPeriod', description: 'One planetary hour.' },
);

export const HoraResult = Closed(
  {
    ...computedFields,
    ...divisionFields,
    day_lord: Type.Ref(GrahaName),
    current: Nullable(
      Type.Ref(HoraPeriod, { description: 'The hora running at current_at; null when it falls outside this day' }),
    ),
    current_at: LocalIso('The instant the current hora is flagged for: the time given, else now'),
    horas: Type.Array(Type.Ref(HoraPeriod), {
      maxItems: 24,
      description: '12 day then 12 night horas; a half that cannot be divided is left out',
    }),
    warnings: Warnings,
    ...LabelsField,
  },
  {
    $id: 'HoraResult',
    description: 'Hora: the day lord and 24 planetary hours (12 by day, 12 by night), the current one flagged.',
  },
);

export const RashifalResult = Closed(
  {
    ...envelopeFields,
    conventions: computedFields.conventions,
    period: OneOf(['daily', 'weekly', 'monthly', 'yearly']),
    date: DateText('The anchor date (today in India when not given)'),
    start: DateText('First day sampled'),
    end: DateText('Last day sampled'),
    days: Type.Integer({ minimum: 1, description: 'Days sampled' }),
    sampled_at: Type.String({ description: 'When each day is sampled' }),
    rule: Type.String(),
    signs: Type.Array(
      Closed({
        sign: Type.Ref(SignName, { description: 'The janma (Moon) sign the forecast is for' }),
        rashi: Type.Ref(RashiName),
        favourable_days: Type.Integer({ minimum: 0 }),
        challenging_days: Type.Integer({ minimum: 0 }),
        score: Type.Number({ minimum: 0, maximum: 1, description: 'Share of favourable days, to 3 decimals' }),
        outlook: OneOf(['favourable', 'mixed', 'challenging']),
        moon_houses: Type.Optional(
          Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), {
            description: "The Moon's house from this sign on each day (periods of at most 31 days)",
          }),
        ),
      }),
      { minItems: 12, maxItems: 12, description: 'The 12 signs, Aries first' },
    ),
    moon_signs: Type.Optional(
      Type.Array(Type.Ref(SignName), {
        description: "The Moon's sidereal sign on each day (periods of at most 31 days)",
      }),
    ),
    ...LabelsField,
  },
  {
    $id: 'RashifalResult',
    description:
      "Moon-transit (chandra gochara) forecast per janma sign: the Moon's house from each sign sampled daily at " +
      '12:00 IST, favourable and challenging days tallied over the period.',
  },
);

export const NamkaranSyllablesResult = Closed(
  {
    ...envelopeFields,
    nakshatra_index: Type.Integer({ minimum: 0, maximum: 26, description: '0 = Ashwini' }),
    nakshatra: Type.Ref(NakshatraName),
    lord: Type.Ref(GrahaName),
    pada: Nullable(
      Type.Integer({
        minimum: 1,
        maximum: 4,
        description: 'The pada asked for or found; null when all four are listed',
      }),
    ),
    syllables: Type.Array(
      Closed({
        pada: Type.Integer({ minimum: 1, maximum: 4 }),
        syllable: Type.String({ description: 'Transliterated', examples: ['Va'] }),
        hi: Type.String({ description: 'Devanagari', examples: ['वा'] }),
      }),
      { minItems: 1, maxItems: 4, description: 'One entry for a pada, else all four in pada order' },
    ),
    variants: Nullable(Type.String({ description: "Regional differences for this nakshatra's syllables, when any" })),
    moon_longitude: Type.Optional(
      Type.Number({ description: "From a birth moment only: the Moon's sidereal longitude, degrees 0-360" }),
    ),
    conventions: Type.Optional(computedFields.conventions),
    warnings: Type.Optional(Warnings),
    ...LabelsField,
  },
  {
    $id: 'NamkaranSyllablesResult',
    description:
      'Naming syllables (avakahada chakra) of a nakshatra pada: LIVE from a birth moment (with moon_longitude, ' +
      'conventions, warnings), REFERENCE from a nakshatra.',
  },
);

export const CALENDAR_COMPONENTS = [
  ...CALENDAR_VALUE_COMPONENTS,
  ...PANCHANGA_COMPONENTS,
  ChoghadiyaPeriod,
  ChoghadiyaResult,
  HoraPeriod,
  HoraResult,
  RashifalResult,
  NamkaranSyllablesResult,
  ...CALENDAR_EVENT_COMPONENTS,
];
