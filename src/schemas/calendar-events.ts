/**
 * GET /api/v2/eclipses and POST /api/v2/vrata/ekadashi: dated events at a place. Every instant is a local ISO 8601
 * string with the offset in force then (the engine's {jdUt, utc|epochMs} instants, formatted by the route), except
 * `max_utc`, which is UTC.
 */
import { Type } from '@sinclair/typebox';
import { Closed, computedFields, envelopeFields, NakshatraName, Nullable, SignName } from './components.ts';
import {
  Coordinates,
  DateText,
  LocalIso,
  LunarMonthValue,
  OneOf,
  Paksha,
  TithiName,
  Warnings,
} from './calendar-values.ts';
import { LabelsField } from './labels.ts';

// ---- Eclipses -------------------------------------------------------------------------------------------------

const Contact = (description: string) => Nullable(LocalIso(`${description}; null when there is none`));

/** The part of the eclipse above the horizon at the place. */
export const EclipseVisibleSpan = Closed(
  {
    start: LocalIso(),
    end: LocalIso(),
    starts_with: OneOf(['contact', 'rise'], {
      description: "Opens with the phase's own start, or with the body rising into view",
    }),
    ends_with: OneOf(['contact', 'set'], { description: "Closes with the phase's end, or with the body setting" }),
  },
  {
    $id: 'EclipseVisibleSpan',
    description: "Part of the counted phase with the body's centre above the true horizon.",
  },
);

export const SolarEclipseLocal = Closed(
  {
    type: Nullable(
      OneOf(['total', 'annular', 'partial'], {
        description: 'The eclipse seen at the place; null when it is not seen there (not_seen says why)',
      }),
    ),
    not_seen: Nullable(
      OneOf(['outside_penumbra', 'sun_below_horizon'], {
        description:
          "Why the place sees nothing: outside the Moon's penumbra, or inside it with the Sun below the horizon " +
          'from first to last contact (then no contacts are given); null when the eclipse is seen',
      }),
    ),
    first_contact: Contact('First contact at the place'),
    second_contact: Contact('Second contact (total or annular at the place only)'),
    third_contact: Contact('Third contact (total or annular at the place only)'),
    last_contact: Contact('Last contact at the place'),
    maximum: Contact('Local maximum'),
    sun_altitude_at_maximum: Nullable(
      Type.Number({
        description: "True altitude of the Sun's centre at the local maximum, degrees; negative: not seen",
      }),
    ),
    visible: Nullable(Type.Ref(EclipseVisibleSpan)),
    greatest_visible: Contact(
      'Greatest phase seen: the local maximum, or sunrise or sunset when the maximum is below the horizon',
    ),
    magnitude: Nullable(Type.Number({ description: "Fraction of the Sun's diameter covered at greatest_visible" })),
    obscuration: Nullable(Type.Number({ description: "Fraction of the Sun's disc covered at greatest_visible" })),
  },
  { $id: 'SolarEclipseLocal', description: 'A solar eclipse as seen from the place.' },
);

export const LunarEclipseLocal = Closed(
  {
    penumbral_start: Contact('Penumbral start'),
    partial_start: Contact('First umbral contact (sparsha)'),
    total_start: Contact('Totality begins'),
    total_end: Contact('Totality ends'),
    partial_end: Contact('Last umbral contact (moksha)'),
    penumbral_end: Contact('Penumbral end'),
    type: Nullable(
      OneOf(['total', 'partial', 'penumbral'], {
        description:
          'The eclipse as the place sees it: its type when some of the observed phase is above the horizon, null ' +
          'when the Moon is below the horizon for all of it (the contacts above are global and still given)',
      }),
    ),
    not_seen: Nullable(
      OneOf(['moon_below_horizon'], {
        description: 'Why the place sees nothing of the observed phase; null when some of it is seen',
      }),
    ),
    observed_phase: OneOf(['umbral', 'penumbral'], { description: 'Which phase `visible` and the sutak count' }),
    moon_above_horizon_at_maximum: Type.Boolean(),
    visible: Nullable(Type.Ref(EclipseVisibleSpan)),
  },
  {
    $id: 'LunarEclipseLocal',
    description: "A lunar eclipse's contacts (the same everywhere) and what the place sees of it.",
  },
);

const sutakCountFields = {
  praharas: Type.Integer({ minimum: 3, maximum: 4, description: '4 before a solar eclipse, 3 before a lunar one' }),
  hours: Type.Integer({ minimum: 9, maximum: 12, description: 'A prahara taken as 3 hours' }),
  counted_from: OneOf(['first_contact', 'first_umbral_contact'], {
    description: 'The contact the praharas are counted back from',
  }),
  ends_with: OneOf(['last_contact', 'last_umbral_contact'], { description: 'The contact the sutak ends with' }),
};

export const SutakCount = Closed(sutakCountFields, {
  $id: 'SutakCount',
  description: 'How long sutak runs before an eclipse of one kind.',
});

export const Sutak = Closed(
  {
    applies: Type.Boolean({
      description: 'Sutak is kept at this place (the eclipse is seen there and is not penumbral)',
    }),
    reason: OneOf(['visible', 'not_visible', 'penumbral'], { description: 'Why it applies or not' }),
    start: Nullable(LocalIso('Start of sutak; null when it does not apply')),
    end: Nullable(LocalIso('End of sutak; null when it does not apply')),
    ...sutakCountFields,
  },
  { $id: 'Sutak', description: 'Sutak (grahana vedha) for this eclipse at the place.' },
);

const eclipseFields = {
  date: DateText('Local date of the global maximum, YYYY-MM-DD'),
  label: Type.String({ examples: ['total solar'] }),
  max_utc: Type.String({
    description: 'Global maximum, UTC ISO 8601 with milliseconds',
    examples: ['2026-08-12T17:45:59.221Z'],
  }),
  max_local: LocalIso('Global maximum, local ISO 8601 with offset'),
  saros: Nullable(Closed({ series: Type.Integer(), member: Type.Integer() })),
  sidereal_longitude: Type.Number({
    description: 'Eclipsed body (Sun or Moon) at the maximum: apparent sidereal longitude, Lahiri, degrees 0-360',
  }),
  sign: Type.Ref(SignName),
  sign_degree: Type.Number({ description: 'Degrees within the sign' }),
  nakshatra: Type.Ref(NakshatraName),
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
  locally_visible: Type.Boolean({ description: 'Some of the eclipse is seen from the place' }),
  sutak: Type.Ref(Sutak),
};

export const SolarEclipse = Closed(
  {
    ...eclipseFields,
    kind: Type.Literal('solar'),
    type: OneOf(['total', 'annular', 'hybrid', 'partial'], { description: 'Global type; hybrid is annular-total' }),
    magnitude: Type.Number({ description: 'NASA magnitude at greatest eclipse' }),
    local: Type.Ref(SolarEclipseLocal),
  },
  { $id: 'SolarEclipse' },
);

export const LunarEclipse = Closed(
  {
    ...eclipseFields,
    kind: Type.Literal('lunar'),
    type: OneOf(['total', 'partial', 'penumbral'], { description: 'Global type' }),
    magnitude: Type.Number({ description: 'Umbral magnitude at the maximum (negative for a penumbral eclipse)' }),
    local: Type.Ref(LunarEclipseLocal),
  },
  { $id: 'LunarEclipse' },
);

export const Eclipse = Type.Union([Type.Ref(SolarEclipse), Type.Ref(LunarEclipse)], {
  $id: 'Eclipse',
  description: 'A solar or a lunar eclipse (by `kind`) with its local circumstances and sutak.',
});

export const EclipsesResult = Closed(
  {
    ...envelopeFields,
    place: Closed({
      latitude: Type.Number(),
      longitude: Type.Number(),
      timezone: Type.String({ description: 'IANA zone found from the coordinates' }),
    }),
    next: Nullable(Type.Ref(Eclipse, { description: 'The first of `eclipses`' })),
    eclipses: Type.Array(Type.Ref(Eclipse), {
      description: 'The next `count` eclipses, solar and lunar, in time order',
    }),
    sutak_rule: Closed(
      {
        solar: Type.Ref(SutakCount),
        lunar: Type.Ref(SutakCount),
        only_when_visible: Type.Boolean({ description: 'Sutak is kept only where the eclipse is seen' }),
        penumbral_lunar_observed: Type.Boolean({ description: 'Whether a penumbral lunar eclipse has sutak' }),
        exceptions: Type.Array(
          Closed({
            who: Type.Array(Type.String()),
            observance: Type.String(),
            computed: Type.Boolean({ description: "Whether the service computes the exception's times" }),
          }),
        ),
      },
      { description: 'The sutak rule applied, as cited data.' },
    ),
    conventions: computedFields.conventions,
    ...LabelsField,
  },
  {
    $id: 'EclipsesResult',
    description:
      'The next solar and lunar eclipses: type, global maximum, local contacts and visibility, sidereal sign and ' +
      'nakshatra, and sutak where the eclipse is seen.',
  },
);

// ---- Ekadashi vrata -------------------------------------------------------------------------------------------

const VrataTithi = Closed(
  {
    index: Type.Integer({ minimum: 0, maximum: 29 }),
    name: Type.Ref(TithiName),
    start: LocalIso(),
    end: LocalIso(),
  },
  { $id: 'VrataTithi', description: 'A tithi with its local start and end.' },
);

export const ParanaWindow = Closed(
  {
    date: DateText('Civil date of the sunrise that opens the day after the fast'),
    start: LocalIso('When parana may begin'),
    end: Nullable(LocalIso('When dvadashi ends; null when it has ended by that sunrise')),
    starts_at: OneOf(['sunrise', 'hari_vasara_end'], { description: 'What opens the window' }),
    sunrise: LocalIso(),
    hari_vasara_end: LocalIso('End of hari vasara (the first quarter of dvadashi)'),
    note: Type.String(),
  },
  { $id: 'ParanaWindow', description: 'When the fast is broken.' },
);

const Tradition = OneOf(['smarta', 'vaishnava'], { $id: 'VrataTradition' });

export const VrataObservance = Closed(
  {
    tradition: Type.Ref(Tradition),
    date: DateText('Civil date whose sunrise opens the fast day'),
    sunrise: LocalIso(),
    tithi_at_sunrise: Type.Ref(TithiName),
    why_this_date: Type.Array(
      Closed({
        rule: OneOf(
          ['smarta_sunrise', 'vaishnava_arunodaya', 'kshaya_ekadashi', 'unmilani', 'vyanjuli', 'trisprisha', 'parana'],
          { description: 'Rule id' },
        ),
        statement: Type.String({ description: 'The rule as stated in the table' }),
        fact: Type.String({ description: 'The computed fact the rule was applied to' }),
        outcome: Type.String(),
      }),
      { description: 'The step-by-step predicate trace that chose the date' },
    ),
    parana: Type.Ref(ParanaWindow),
  },
  { $id: 'VrataObservance', description: "One tradition's fast day, why, and its parana." },
);

export const EkadashiObservance = Closed(
  {
    paksha: Type.Ref(Paksha),
    lunar_month: Nullable(
      Closed(
        { amanta: Type.Ref(LunarMonthValue), purnimanta: Type.Ref(LunarMonthValue) },
        {
          description:
            'Null when a new moon bounding the month lies outside the ephemeris files (January 1800); a warning ' +
            'says so',
        },
      ),
    ),
    tithis: Closed({ dashami: Type.Ref(VrataTithi), ekadashi: Type.Ref(VrataTithi), dvadashi: Type.Ref(VrataTithi) }),
    arunodaya: Nullable(
      LocalIso(
        'Arunodaya (96 minutes before sunrise) of the first sunrise inside ekadashi; null when ekadashi touches ' +
          'no sunrise',
      ),
    ),
    mahadvadashi: Type.Array(
      Closed({
        case: OneOf(['trisprisha', 'unmilani', 'vyanjuli']),
        date: DateText('Civil date of the day the case marks'),
        fact: Type.String(),
      }),
    ),
    smarta: Nullable(Type.Ref(VrataObservance, { description: 'Null when the Smarta tradition was not asked' })),
    vaishnava: Nullable(Type.Ref(VrataObservance, { description: 'Null when the Vaishnava tradition was not asked' })),
  },
  {
    $id: 'EkadashiObservance',
    description: "One ekadashi: its tithis, lunar month, mahadvadashi cases and each tradition's observance.",
  },
);

export const EkadashiVrataResult = Closed(
  {
    ...envelopeFields,
    from: DateText('First date of the span'),
    to: Nullable(DateText('Last date of the span; null without end_date (only the next ekadashi)')),
    traditions: Type.Array(Type.Ref(Tradition)),
    arunodaya_minutes: Type.Number({ description: 'Minutes before sunrise taken as arunodaya' }),
    place: Type.Ref(Coordinates),
    ekadashis: Type.Array(Type.Ref(EkadashiObservance), {
      description: 'Ekadashis whose Smarta date falls in the span, in order',
    }),
    skipped: Type.Array(
      Closed({
        ekadashi_start: LocalIso('When that ekadashi began'),
        reason: Type.String(),
      }),
      { description: 'Ekadashis that could not be placed (no sunrise: polar day or night)' },
    ),
    conventions: computedFields.conventions,
    warnings: Warnings,
    ...LabelsField,
  },
  {
    $id: 'EkadashiVrataResult',
    description:
      'Ekadashi dates by the Smarta and Vaishnava rules, each with the trace why_this_date, mahadvadashi cases ' +
      'and the parana window.',
  },
);

export const CALENDAR_EVENT_COMPONENTS = [
  EclipseVisibleSpan,
  SolarEclipseLocal,
  LunarEclipseLocal,
  SutakCount,
  Sutak,
  SolarEclipse,
  LunarEclipse,
  Eclipse,
  EclipsesResult,
  VrataTithi,
  ParanaWindow,
  Tradition,
  VrataObservance,
  EkadashiObservance,
  EkadashiVrataResult,
];
