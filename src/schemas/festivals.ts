/**
 * GET /api/v2/festivals and GET /api/v2/festivals/{id}: festival dates at a place with the rule that decided each,
 * the window it decided on, and other schools' dates. Instants are local ISO 8601 with the offset in force then.
 */
import { Type } from '@sinclair/typebox';
import { KAALAS, REGIONS } from '../engine/tables/festivals/index.ts';
import { Closed, envelopeFields, Nullable, ProveRefs } from './components.ts';
import { Conventions } from './components.ts';
import { DateText, LocalIso, LunarMonthName, OneOf, Paksha, TithiName, Warnings } from './calendar-values.ts';
import { LabelsField } from './labels.ts';

export const FESTIVAL_CATEGORIES = ['festival', 'vrata', 'jayanti', 'sankranti', 'ekadashi', 'monthly'] as const;
const DECIDED_BY = [
  'only_day',
  'both_days',
  'neither_day',
  'nakshatra',
  'fallback_kaala',
  'sankranti',
  'solar_month_star',
  'relative',
  'ekadashi_rules',
] as const;

export const RegionName = OneOf(REGIONS, {
  $id: 'FestivalRegion',
  description:
    "The region whose list is shown: the pan_indian festivals plus the region's own, with its almanacs' rules " +
    'where they differ (Vijaya Dashami at sunrise in Bengal and the South; Makar Sankranti the next day when the ' +
    'sankranti falls after three fifths of the daytime in Karnataka and Andhra).',
});

const CandidateDay = Closed(
  {
    date: DateText('A civil date the tithi (or star) touches'),
    kaala_start: Nullable(LocalIso('The kaala that day; null when the day has none (no sunrise or moonrise)')),
    kaala_end: Nullable(LocalIso()),
    held_from: Nullable(LocalIso('Where the tithi holds the kaala (bhadra cut out where the rule says)')),
    held_to: Nullable(LocalIso()),
    minutes: Type.Integer({ minimum: 0, description: 'Minutes of the kaala held (0 for an instant)' }),
    share: Type.Number({ minimum: 0, maximum: 1, description: 'Share of the kaala held (1: an instant inside)' }),
  },
  { $id: 'FestivalCandidateDay', description: 'How the deciding tithi or star held its kaala on one civil day.' },
);

const WhyThisDate = Closed(
  {
    rule: Type.String({ description: 'The rule in words, as the record states it' }),
    kaala: Nullable(OneOf(KAALAS, { description: 'The part of the day that decided; null for solar and relative' })),
    decided_by: OneOf(DECIDED_BY, {
      description:
        'only_day: the tithi held the kaala on one day; both_days and neither_day: the tie rule decided; ' +
        'nakshatra: a preferred star decided; fallback_kaala: a second kaala decided; sankranti, ' +
        'solar_month_star, relative, ekadashi_rules: the other kinds of record',
    }),
    statement: Type.String({ description: 'What happened this year at this place, in one sentence' }),
    span: Nullable(
      Closed({ name: Type.String(), start: LocalIso(), end: LocalIso() }, { description: 'The tithi or star read' }),
    ),
    days: Type.Array(Type.Ref(CandidateDay)),
    steps: Type.Array(Closed({ rule: Type.String(), fact: Type.String(), outcome: Type.String() }), {
      description: "The ekadashi engine's rule trace (ekadashis only)",
    }),
    notes: Type.Array(Type.String(), { description: 'Adhika or kshaya month, bhadra, fallback kaala' }),
  },
  { $id: 'FestivalWhy', description: 'Why this date: the rule, the spans it read and how each candidate day held.' },
);

export const Festival = Closed(
  {
    id: Type.String({ description: 'Stable snake_case id', examples: ['diwali'] }),
    name: Type.String({ description: 'English name' }),
    category: OneOf(FESTIVAL_CATEGORIES),
    kind: OneOf(['lunar', 'solar', 'nakshatra', 'relative', 'ekadashi', 'monthly'], {
      description: 'What decides the date: a tithi, a sankranti, a star in a solar month, another festival',
    }),
    regions: Type.Array(Type.Ref(RegionName)),
    date: DateText('The civil date at the place'),
    observance: Nullable(
      Closed(
        { kaala: Type.String(), start: LocalIso(), end: LocalIso() },
        { description: 'The deciding window on that date (start = end for an instant such as a sankranti)' },
      ),
    ),
    lunar: Nullable(
      Closed(
        {
          month: Type.Ref(LunarMonthName, { description: 'In the month system asked' }),
          month_system: OneOf(['amanta', 'purnimanta']),
          amanta_month: Type.Ref(LunarMonthName),
          purnimanta_month: Type.Ref(LunarMonthName),
          adhika: Type.Boolean(),
          paksha: Type.Ref(Paksha),
          tithi: Type.Integer({ minimum: 1, maximum: 15, description: '1-15 within the paksha' }),
          tithi_name: Type.Ref(TithiName),
        },
        { description: 'The lunar date (null for solar and relative festivals)' },
      ),
    ),
    sankranti: Nullable(LocalIso('The sankranti instant (solar festivals and solar-month stars)')),
    parana: Nullable(
      Closed(
        { date: DateText(), start: LocalIso(), end: Nullable(LocalIso()) },
        { description: 'Breaking the fast (ekadashis)' },
      ),
    ),
    why_this_date: Type.Ref(WhyThisDate),
    alternatives: Type.Array(
      Closed({
        date: DateText(),
        school: Type.String({ description: 'Who keeps this date' }),
        rule: Type.String(),
        prove_refs: ProveRefs,
      }),
      { description: "Other schools' or regions' dates, where they differ" },
    ),
    prove_refs: ProveRefs,
  },
  { $id: 'Festival', description: 'One festival placed at a place: date, deciding window, why, and alternatives.' },
);

const Place = Closed({
  latitude: Type.Number(),
  longitude: Type.Number(),
  timezone: Type.String({ description: 'IANA zone found from the coordinates, or the override' }),
});

const common = {
  ...envelopeFields,
  place: Place,
  region: Type.Ref(RegionName),
  tradition: OneOf(['smarta', 'vaishnava']),
  month_system: OneOf(['amanta', 'purnimanta']),
  conventions: Type.Ref(Conventions),
  warnings: Warnings,
  ...LabelsField,
};

export const FestivalsResult = Closed(
  {
    ...common,
    year: Type.Integer(),
    adhika_months: Type.Array(Closed({ name: Type.Ref(LunarMonthName), start: LocalIso(), end: LocalIso() }), {
      description: 'Adhika (intercalary) months touching the year: festivals fall in the nija month after',
    }),
    festivals: Type.Array(Type.Ref(Festival), { description: 'In date order' }),
  },
  { $id: 'FestivalsResult', description: "A place's festival and vrata calendar for a year." },
);

export const FestivalYearsResult = Closed(
  {
    ...common,
    id: Type.String(),
    name: Type.String(),
    years: Type.Array(Type.Integer()),
    festivals: Type.Array(Type.Ref(Festival), { description: 'Each year in order (monthly vratas: every month)' }),
  },
  { $id: 'FestivalYearsResult', description: 'One festival over a year or a range of years at a place.' },
);

export const FESTIVAL_COMPONENTS = [
  RegionName,
  CandidateDay,
  WhyThisDate,
  Festival,
  FestivalsResult,
  FestivalYearsResult,
];
