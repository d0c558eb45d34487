/**
 * Response schemas of the readings that take no birth chart: numerology (a name and a date), the sign horoscope
 * (a sign and a period) and the life context (an age and a place). Registered through READING_COMPONENTS
 * (readings.ts).
 */
import { Type } from '@sinclair/typebox';
import { LIFE_AREAS_ORDER } from '../engine/tables/horoscope/life-areas.ts';
import { HOROSCOPE_PERIODS } from '../engine/tables/horoscope/weights.ts';
import { LIFE_CONTEXT_AREAS } from '../engine/tables/life-context/area-bands.ts';
import { ASHRAMAS, MODERN_STAGES, NAISARGIKA_DASHA } from '../engine/tables/life-context/life-stages.ts';
import { LOSHU_PLANE_IDS } from '../engine/tables/numerology/loshu.ts';
import {
  Closed,
  GrahaName,
  LocalIso,
  Nullable,
  RashiName,
  SignName,
  computedFields,
  envelopeFields,
} from './components.ts';
import { LabelsField } from './labels.ts';

const literals = <T extends readonly (string | number)[]>(values: T, options: { description?: string } = {}) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  );

const Method = Type.String({ description: 'How the result was computed, in words.' });

// ---- numerology --------------------------------------------------------------------------------------------------

/** A single digit 1-9 (reducing a positive number never gives 0). */
const RootNumber = Type.Integer({ minimum: 1, maximum: 9 });
const MasterNumber = literals([11, 22, 33] as const);
const LifePathNumber = Type.Integer({
  minimum: 1,
  maximum: 33,
  description: '1-9, or a master number 11, 22 or 33 kept unreduced',
});

const LoShuCell = Closed({
  num: RootNumber,
  count: Type.Integer({ minimum: 0, description: 'How many times the digit occurs' }),
});

const NameValue = Closed({
  letters: Type.String({ description: 'The letters counted, A-Z after transliteration' }),
  compound: Type.Integer({ description: 'Sum of the letter values' }),
  reduced: RootNumber,
});
const PythagoreanNameValue = Closed({
  ...NameValue.properties,
  master: Nullable(MasterNumber),
});
const nameParts = <T extends typeof NameValue | typeof PythagoreanNameValue>(value: T) =>
  Closed(
    {
      full_name: value,
      first_name: value,
      last_name: Nullable(value),
    },
    { description: 'last_name is null when none was given or it has no letter A-Z' },
  );

export const NumerologyResult = Closed(
  {
    success: envelopeFields.success,
    engine_status: envelopeFields.engine_status,
    method: Method,
    birth_date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'The date read, YYYY-MM-DD' }),
    moolank: RootNumber,
    bhagyank: RootNumber,
    date_digit_sum: Type.Integer({ description: 'The eight digits of DD MM YYYY summed, before reduction' }),
    life_path: LifePathNumber,
    life_path_steps: Closed(
      {
        day: LifePathNumber,
        month: LifePathNumber,
        year: LifePathNumber,
        total: Type.Integer({ description: 'day + month + year before the final reduction' }),
      },
      { description: 'Day, month and year each reduced (masters kept), and their sum' },
    ),
    life_path_equals_bhagyank: Type.Boolean({ description: 'False only when the life path is a master number' }),
    lucky_things: Closed({
      numbers: Type.Array(RootNumber, {
        description: 'The moolank first, then its friendly numbers in ascending order',
      }),
      color: Type.String(),
      colors_also_given: Type.Array(Type.String(), { description: 'Other colours practice gives for the same graha' }),
      ruler: Type.Ref(GrahaName),
      friendly_numbers_missing: Nullable(
        Type.String({ description: 'Why numbers holds the moolank alone, when it does' }),
      ),
    }),
    loshu_grid: Type.Array(Type.Array(LoShuCell, { minItems: 3, maxItems: 3 }), {
      minItems: 3,
      maxItems: 3,
      description: 'Rows of the Lo Shu square, top to bottom (4 9 2 / 3 5 7 / 8 1 6)',
    }),
    loshu: Closed({
      digits: Type.Array(RootNumber, {
        description: "The digits placed, in the order counted: the date's non-zero digits, then any added numbers",
      }),
      added: Nullable(
        Closed(
          { moolank: RootNumber, bhagyank: RootNumber },
          { description: "Numbers added to the date's digits (option loshu_add_moolank_bhagyank); null by default" },
        ),
      ),
      missing_numbers: Type.Array(RootNumber),
      repeated: Type.Array(LoShuCell, { description: 'The numbers occurring more than once, with their counts' }),
      planes: Type.Array(
        Closed({
          id: literals(LOSHU_PLANE_IDS),
          name: Nullable(
            Type.String({ description: "Practice's name; null where practitioners disagree (the diagonals)" }),
          ),
          nums: Type.Array(RootNumber),
          status: literals(['complete', 'partial', 'empty'] as const),
        }),
      ),
      complete_planes: Type.Array(literals(LOSHU_PLANE_IDS)),
    }),
    name_number: Nullable(
      Closed(
        {
          chaldean: nameParts(NameValue),
          pythagorean: nameParts(PythagoreanNameValue),
          transliterated: Type.Array(Closed({ from: Type.String(), to: Type.String() }), {
            description: 'Letters transliterated to A-Z',
          }),
          ignored: Type.Array(Type.String(), { description: 'Characters ignored (not a letter A-Z)' }),
        },
        {
          description:
            'Chaldean and Pythagorean name numbers; null when the first name has no letter A-Z (see missing)',
        },
      ),
    ),
    missing: Type.Array(
      Closed({ item: Type.String({ description: 'The field not computed' }), reason: Type.String() }),
      { description: 'Parts not computed, with the reason; empty when everything was' },
    ),
    notes: Type.Array(Type.String()),
    prove_refs: envelopeFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'NumerologyResult',
    description:
      'Numerology of a name and a date of birth: moolank, bhagyank, life path, name numbers, Lo Shu grid, lucky ' +
      'things. No chart.',
  },
);

// ---- sign horoscope ----------------------------------------------------------------------------------------------

const LifeArea = literals(LIFE_AREAS_ORDER);
const Score = Type.Integer({ minimum: 0, maximum: 100 });

export const HoroscopeResult = Closed(
  {
    success: envelopeFields.success,
    engine_status: envelopeFields.engine_status,
    sign: Type.Ref(SignName),
    rashi: Type.Ref(RashiName),
    sign_lord: Type.Ref(GrahaName),
    period: literals(HOROSCOPE_PERIODS),
    sampling: Closed(
      { count: Type.Integer({ minimum: 1 }), step_days: Type.Number({ description: 'Days between samples' }) },
      { description: 'How the period was sampled from its start' },
    ),
    total_score: Type.Integer({ minimum: 0, maximum: 100, description: 'Mean of the eleven area scores, 0-100' }),
    category_scores: Closed(
      Object.fromEntries(LIFE_AREAS_ORDER.map((a) => [a, Score])) as Record<
        (typeof LIFE_AREAS_ORDER)[number],
        typeof Score
      >,
      { description: 'Life area -> score 0-100 (50 neutral)' },
    ),
    active_planet: Type.Ref(GrahaName, {
      description: 'The graha whose transits pull the area scores furthest from neutral',
    }),
    lucky_color: Closed({
      name: Type.String(),
      hex: Type.String({ pattern: '^#[0-9A-F]{6}$', examples: ['#FFFF00'] }),
    }),
    lucky_numbers: Type.Array(RootNumber),
    prediction: Type.String({ description: 'The most influential statements, joined' }),
    statements: Type.Array(
      Closed({
        graha: Type.Ref(GrahaName),
        house: Type.Integer({ minimum: 1, maximum: 12, description: 'House from the sign (janma rashi)' }),
        quality: literals(['favourable', 'unfavourable', 'obstructed'] as const, { description: 'Gochar quality' }),
        samples: Type.Integer({ description: 'Samples with the graha in that house' }),
        of_samples: Type.Integer({ description: 'Samples in the period' }),
        area: Nullable(LifeArea),
        aspected_areas: Type.Array(LifeArea),
        obstructed_by: Type.Array(Type.Ref(GrahaName)),
        tables: Type.Array(Type.String(), { description: 'Ids of the tables the sentence reads' }),
        text: Type.String(),
      }),
      { description: 'One statement per weighted graha, most influential first; the area is null for the 12th house' },
    ),
    grahas: Type.Array(
      Closed({
        graha: Type.Ref(GrahaName),
        weight: Type.Number({ description: "Weight of its transit in this period (the service's own)" }),
        stays: Type.Array(
          Closed({
            house: Type.Integer({ minimum: 1, maximum: 12 }),
            samples: Type.Integer(),
            favourable: Type.Integer(),
            obstructed: Type.Integer(),
            unfavourable: Type.Integer(),
            obstructed_by: Type.Array(Type.Ref(GrahaName), {
              description: 'Grahas in the vedha house at any obstructed sample',
            }),
          }),
          { description: 'Houses in order of first occurrence, with the samples in each by gochar quality' },
        ),
        influence: Type.Number({ description: 'Sum of weight x |value - 1/2| over its contributions to the areas' }),
      }),
    ),
    method: Method,
    date: Type.String({
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
      description: 'First day of the period, YYYY-MM-DD (from 00:00 IST)',
    }),
    start: LocalIso('Start of the period, ISO 8601 with the +05:30 offset'),
    last_sample: LocalIso('Last sample instant, ISO 8601 with the +05:30 offset'),
    conventions: computedFields.conventions,
    prove_refs: envelopeFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'HoroscopeResult',
    description: "A sign's horoscope for a day, week, month or year, scored from the grahas' transits over the period.",
  },
);

// ---- life context ------------------------------------------------------------------------------------------------

const ids = <T extends { id: string }>(rows: readonly T[]) => rows.map((r) => r.id);
const ageBand = (id: ReturnType<typeof literals>) => ({
  id,
  from: Type.Integer({ minimum: 0, description: 'First year of age in the band (completed years)' }),
  to: Type.Integer({ description: 'First year of age past the band' }),
});

export const LifeContextResult = Closed(
  {
    success: envelopeFields.success,
    engine_status: envelopeFields.engine_status,
    age: Type.Number({ description: 'The age asked, years' }),
    gender: literals(['female', 'male'] as const),
    stages: Closed(
      {
        modern: Closed(ageBand(literals(ids(MODERN_STAGES.data)))),
        ashrama: Closed(ageBand(literals(ids(ASHRAMAS.data)))),
        naisargika_dasha: Closed({ ...ageBand(literals(ids(NAISARGIKA_DASHA.data))), graha: Type.Ref(GrahaName) }),
      },
      { description: 'The stage of life at the age, named three ways' },
    ),
    areas: Type.Array(
      Closed({
        area: literals(LIFE_CONTEXT_AREAS),
        relevance: literals(['not_applicable', 'formative', 'primary', 'continuing', 'late'] as const),
        why: Type.String(),
        band: Closed(
          { from: Type.Integer({ minimum: 0 }), to: Nullable(Type.Integer()) },
          { description: "The band's ages: from (inclusive) and to (exclusive; null when open-ended)" },
        ),
        basis: Type.Union(
          [
            Closed({
              kind: Type.Literal('law'),
              rule: Type.String({ description: "The legal rule fixing the band's lower edge" }),
            }),
            Closed({ kind: Type.Literal('convention') }),
            Closed({ kind: Type.Literal('birth') }),
          ],
          { description: "Where the band's lower edge comes from: a law, the service's convention, or birth" },
        ),
      }),
      { description: "Each life area's relevance band at the age (all areas, or the one asked by area_id)" },
    ),
    missing: Type.Array(Type.String(), { description: 'What the bands do not yet take into account' }),
    method: Method,
    jurisdiction: Closed(
      {
        country: Nullable(Type.Literal('India')),
        state: Nullable(Type.String({ description: 'Indian state or union territory' })),
        kind: Nullable(literals(['state', 'union_territory'] as const)),
        source: Nullable(
          literals(['state', 'lat_lon'] as const, {
            description: 'From the state parameter, or from the place nearest lat/lon',
          }),
        ),
        nearest_place: Type.Optional(
          Closed(
            {
              name: Type.String(),
              admin1: Type.String(),
              country: Type.String(),
              distance_km: Type.Number({ description: 'Distance from lat/lon, km, one decimal' }),
            },
            { description: 'Only when lat/lon found a listed place within 100 km' },
          ),
        ),
      },
      { description: 'The jurisdiction whose laws place the band edges; nulls when unknown or outside India' },
    ),
    prove_refs: envelopeFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'LifeContextResult',
    description:
      "Life-stage calibration in bands, never percentages: the stage of life at an age and each life area's " +
      'relevance band.',
  },
);

export const NO_CHART_COMPONENTS = [NumerologyResult, HoroscopeResult, LifeContextResult];
