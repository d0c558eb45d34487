/**
 * Response schemas of the chart readings: stri jataka and putra bhava (rule by rule), the Phaladeepika narrative,
 * Lal Kitab and birth-time rectification. The routes without a chart (numerology, horoscope, life context) are in
 * readings-no-chart.ts; READING_COMPONENTS lists both files' components in dependency order.
 */
import { Type } from '@sinclair/typebox';
import { EVENT_KINDS } from '../engine/tables/rectification/event-houses.ts';
import {
  Closed,
  GrahaName,
  LocalIso,
  Nullable,
  ProveRefs,
  SignName,
  computedFields,
  envelopeFields,
} from './components.ts';
import { NO_CHART_COMPONENTS } from './readings-no-chart.ts';
import { LabelsField } from './labels.ts';

const literals = <T extends readonly (string | number)[]>(values: T, options: { description?: string } = {}) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  );

/** A house counted from the lagna, 1-12 (whole signs). */
const HouseNumber = Type.Integer({ minimum: 1, maximum: 12 });

/** The service's method statement: how the result was computed, in words. */
const Method = Type.String({
  description: 'How the result was computed: conventions, groupings and what is declined, in words.',
});

/** What a PARTIAL result does not give yet, one sentence each. */
const Missing = Type.Array(Type.String(), {
  description: 'What the result does not give yet (the reason engine_status is PARTIAL), one sentence each.',
});

// ---- stri jataka and putra bhava -------------------------------------------------------------------------------

/** One computed rule of a classical reading: the placement, the classical rule (cited) and an editorial reading. */
export const ReadingFinding = Closed(
  {
    id: Type.String({ description: 'Rule id, stable across releases', examples: ['putra-fifth-sign'] }),
    topic: Type.String(),
    placement: Closed(
      {
        text: Type.String({ description: 'The computed fact, in words' }),
        grahas: Type.Array(Type.Ref(GrahaName)),
        houses: Type.Array(HouseNumber, { description: 'Houses from the lagna (1-12) the placement names' }),
        signs: Type.Array(Type.Ref(SignName)),
      },
      { description: 'The computed placement the finding rests on, and the grahas, houses and signs it names.' },
    ),
    verdict: literals(['supportive', 'mixed', 'challenging', 'neutral'] as const),
    attributed: Closed(
      {
        text: Type.String({ description: 'A paraphrase of the classical rule (written for the project, not quoted)' }),
        prove_refs: ProveRefs,
      },
      { description: 'What the classical texts say of the placement, with citations.' },
    ),
    editorial: Type.String({
      description: "A modern, non-fatalistic reading of the same placement (the service's words, not the texts')",
    }),
  },
  {
    $id: 'ReadingFinding',
    description: 'One rule of a classical reading: computed placement, attributed (cited) rule, editorial reading.',
  },
);

/** A classical rule not computed: declined by policy, or with no exact statement located. */
export const ReadingOmittedRule = Closed(
  {
    id: Type.String(),
    topic: Type.String(),
    reason: Type.String({ description: 'Why the rule is not computed' }),
    prove_refs: ProveRefs,
  },
  {
    $id: 'ReadingOmittedRule',
    description: 'A classical rule the service does not compute, with the reason and where the texts state it.',
  },
);

const findings = Type.Array(Type.Ref(ReadingFinding));
const omittedByPolicy = Type.Array(Type.Ref(ReadingOmittedRule), {
  description:
    "Rules declined by policy and never computed (judgements of character, chastity or widowhood; a child's sex).",
});

export const StriJatakaResult = Closed(
  {
    success: envelopeFields.success,
    engine_status: envelopeFields.engine_status,
    findings,
    omitted_by_policy: omittedByPolicy,
    method: Method,
    conventions: computedFields.conventions,
    prove_refs: envelopeFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'StriJatakaResult',
    description:
      'Stri jataka rule by rule: computed placement, attributed classical rule (cited) and editorial reading for ' +
      'each; declined rules in omitted_by_policy.',
  },
);

export const PutraBhavaResult = Closed(
  {
    success: envelopeFields.success,
    engine_status: envelopeFields.engine_status,
    findings,
    summary: Closed({
      counts: Closed(
        {
          supportive: Type.Integer({ minimum: 0 }),
          mixed: Type.Integer({ minimum: 0 }),
          challenging: Type.Integer({ minimum: 0 }),
          neutral: Type.Integer({ minimum: 0 }),
        },
        { description: 'Findings by verdict' },
      ),
      text: Type.String(),
    }),
    omitted_by_policy: omittedByPolicy,
    omitted: Type.Array(Type.Ref(ReadingOmittedRule), {
      description:
        'Rules not computed because no exact statement of them was located (not a policy matter); non-empty makes ' +
        'the result PARTIAL.',
    }),
    method: Method,
    conventions: computedFields.conventions,
    prove_refs: envelopeFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'PutraBhavaResult',
    description:
      'Children (putra bhava) rule by rule with citations, a count of verdicts, rules declined by policy and ' +
      'rules not computed.',
  },
);

// ---- Phaladeepika narrative -------------------------------------------------------------------------------------

const NarrativeSentence = Closed({
  text: Type.String(),
  facts: Closed(
    {
      grahas: Type.Optional(Type.Array(Type.Ref(GrahaName))),
      houses: Type.Optional(Type.Array(HouseNumber, { description: 'Houses from the lagna (1-12)' })),
      signs: Type.Optional(Type.Array(Type.Ref(SignName))),
      values: Type.Optional(
        Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]), {
          description:
            'Other computed values the sentence names, by name (dignity, modality, element, elongation, ' +
            'distance_from_sun...): each rule fills its own.',
        }),
      ),
    },
    { description: 'The computed facts the sentence names; absent parts name nothing of that kind.' },
  ),
  rule: Closed(
    {
      id: Type.String({ description: 'Narrative rule id', examples: ['bhava.sign'] }),
      statement: Type.String({ description: 'The rule in words' }),
      prove_refs: ProveRefs,
    },
    { description: 'The rule whose template made the sentence, with its citations.' },
  ),
});

const NarrativeSection = Closed(
  {
    id: Type.String({ examples: ['lagna', 'moon', 'wealth'] }),
    title: Type.String(),
    bhava: HouseNumber,
    verdict: literals(['strong', 'mixed', 'weak'] as const, { description: 'Band of the score' }),
    score: Type.Number({ description: 'Sum of score_trace contributions' }),
    score_trace: Type.Array(Closed({ rule_id: Type.String(), factor: Type.String(), contribution: Type.Number() }), {
      description: "Each scored rule's contribution to the score",
    }),
    sentences: Type.Array(NarrativeSentence),
    policy: Type.Optional(
      Type.String({
        description: 'A line of service policy (the 8th house: no death timing); not a rule, no citation',
      }),
    ),
  },
  {
    description:
      'One section: the bhava judged (1-12 from the lagna; for the Moon, the house it occupies), its verdict ' +
      'band, score trace and sentences.',
  },
);

export const PhaladeepikaNarrativeResult = Closed(
  {
    success: envelopeFields.success,
    engine_status: envelopeFields.engine_status,
    missing: Missing,
    sections: Type.Array(NarrativeSection, {
      description: "The 13 sections in Phaladeepika's order: lagna, Moon, then houses 2-12",
    }),
    method: Method,
    conventions: computedFields.conventions,
    prove_refs: envelopeFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'PhaladeepikaNarrativeResult',
    description: 'Chart narrative in 13 sections, every sentence filled from computed facts by a cited rule.',
  },
);

// ---- Lal Kitab ---------------------------------------------------------------------------------------------------

const LalKitabStrength = literals([100, 50, 25] as const, { description: 'Share of the aspect, percent' });

const LalKitabGraha = Closed({
  graha: Type.Ref(GrahaName),
  house: Type.Integer({
    minimum: 1,
    maximum: 12,
    description: "Whole-sign house from the lagna, read with Lal Kitab's fixed meanings (house 1 always Aries)",
  }),
  natal_sign: Type.Ref(SignName),
  pakka_ghar_houses: Type.Array(HouseNumber, { description: 'Every pakka ghar (permanent house) of the graha' }),
  in_pakka_ghar: Type.Boolean(),
  principal_pakka_ghar: Type.Array(HouseNumber, { description: 'The principal pakka ghar (short list)' }),
  in_principal_pakka_ghar: Type.Boolean(),
  exalted: Type.Boolean(),
  debilitated: Type.Boolean(),
  aspects: Type.Array(
    Closed({ house: HouseNumber, strength: LalKitabStrength, grahas: Type.Array(Type.Ref(GrahaName)) }),
    { description: 'Houses its house aspects, with the grahas found there' },
  ),
  asleep: Nullable(
    Type.Boolean({ description: 'null: its house casts no aspect in the scheme, so the rule cannot decide' }),
  ),
  sleep_reason: Type.String(),
  kayam: Type.Boolean({ description: 'No enemy shares its house or aspects it' }),
  enemies_bearing: Type.Array(Type.Ref(GrahaName), { description: 'Enemies sharing its house or aspecting it' }),
  significations: Type.Array(Type.String()),
});

const LalKitabHouse = Closed({
  house: HouseNumber,
  fixed_sign: Type.Ref(SignName, { description: 'The sign Lal Kitab fixes to the house (Aries = 1)' }),
  natal_sign: Type.Ref(SignName, {
    description: 'The sign in this house of the birth chart (whole signs from the lagna)',
  }),
  name: Type.String(),
  significations: Type.Array(Type.String()),
  karakas: Type.Array(Type.Ref(GrahaName)),
  occupants: Type.Array(Type.Ref(GrahaName)),
  aspected_from: Type.Array(Closed({ house: HouseNumber, strength: LalKitabStrength }), {
    description: 'Houses whose grahas aspect this one in the Lal Kitab scheme',
  }),
  asleep: Type.Boolean({ description: 'Empty and aspected by no occupied house' }),
});

const DebtTriggers = Type.Array(Closed({ graha: Type.Ref(GrahaName), house: HouseNumber }), {
  description: 'Trigger grahas found in trigger houses (empty when absent)',
});

const LalKitabDebt = Closed({
  id: Type.String({ examples: ['pitri'] }),
  name: Type.String(),
  also_called: Type.Array(Type.String()),
  karaka: Type.Ref(GrahaName),
  present: Type.Boolean(),
  triggered_by: DebtTriggers,
  rule: Type.String({ description: 'The trigger rule applied, in words' }),
  reading: Type.String({ description: 'Who gives the reading applied' }),
  alternates: Type.Array(
    Closed({ reading: Type.String(), rule: Type.String(), present: Type.Boolean(), triggered_by: DebtTriggers }),
    {
      description: 'The debt under other trigger readings, evaluated beside the one applied (they do not set present)',
    },
  ),
  remedy: Closed({
    text: Type.String(),
    collective: Type.Literal(true),
    advisory: Type.Literal(true),
    found: Type.Boolean({ description: 'Whether the remedy was confirmed in the 1952 text' }),
  }),
  variants: Type.Array(Type.String()),
  prove_refs: ProveRefs,
});

const LalKitabRemedy = Closed({
  graha: Type.Ref(GrahaName),
  advisory: Type.Literal(true),
  reasons: Type.Array(Type.String(), { description: 'Why the graha counts as afflicted' }),
  remedies: Type.Array(
    Closed({
      text: Type.String(),
      found: Type.Boolean({ description: 'Whether confirmed in the 1952 text' }),
      prove_refs: ProveRefs,
    }),
  ),
});

export const LalKitabResult = Closed(
  {
    success: envelopeFields.success,
    engine_status: envelopeFields.engine_status,
    missing: Missing,
    method: Method,
    grahas: Type.Array(LalKitabGraha, { description: 'The nine grahas in the fixed Lal Kitab houses' }),
    houses: Type.Array(LalKitabHouse, { minItems: 12, maxItems: 12 }),
    debts: Type.Array(LalKitabDebt, { description: 'Every debt (rin), present or not, with its collective remedy' }),
    debts_present: Type.Array(Type.String(), { description: 'Ids of the debts present' }),
    remedies: Type.Array(LalKitabRemedy, {
      description: 'Simple remedies for afflicted grahas (advisory, never medical or financial advice)',
    }),
    remedies_note: Type.String(),
    conventions: computedFields.conventions,
    prove_refs: envelopeFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'LalKitabResult',
    description:
      'Lal Kitab: grahas in the fixed houses, house meanings, debts with collective remedies, simple remedies ' +
      '(advisory).',
  },
);

// ---- birth-time rectification ----------------------------------------------------------------------------------

const EventKind = literals(EVENT_KINDS);

const RectificationPanel = Closed(
  {
    success: envelopeFields.success,
    engine_status: envelopeFields.engine_status,
    status: Type.Literal('panel_required'),
    detail: Type.String(),
    panel: Type.Array(
      Closed({
        kind: EventKind,
        houses: Type.Array(HouseNumber, { description: 'Houses from the lagna the event signifies' }),
        karakas: Type.Array(Type.Ref(GrahaName)),
      }),
      { description: 'The life events that can be scored, with the houses and karakas each is read from' },
    ),
    prove_refs: envelopeFields.prove_refs,
    ...LabelsField,
  },
  { description: 'Without life_events: the events to collect.' },
);

const RectificationScored = Closed(
  {
    success: envelopeFields.success,
    engine_status: envelopeFields.engine_status,
    status: Type.Literal('scored'),
    method: Method,
    window_minutes: Type.Integer({ description: 'Half-width of the window searched around the stated time, minutes' }),
    candidates: Type.Array(
      Closed({
        lagna: Type.Ref(SignName),
        from: LocalIso('Start of the stretch with this lagna inside the window, local ISO 8601 with offset'),
        to: LocalIso('End of the stretch, local ISO 8601 with offset'),
        evaluated_at: LocalIso(
          'Where the candidate was evaluated (the middle of its stretch), local ISO 8601 with offset',
        ),
        shift_minutes: Type.Number({ description: 'evaluated_at minus the stated time, minutes' }),
        score: Type.Number(),
        agreement: Type.Number({ minimum: 0, maximum: 1, description: 'score / the most points the events allow' }),
        events: Type.Array(
          Closed({
            kind: EventKind,
            mahadasha: Nullable(Type.Ref(GrahaName)),
            antardasha: Nullable(Type.Ref(GrahaName)),
            houses: Type.Array(HouseNumber, { description: "The event's houses from the candidate lagna" }),
            points: Type.Number(),
            max_points: Type.Number(),
            reasons: Type.Array(Type.String()),
            date: Type.String({
              pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
              description: 'Date of the event, YYYY-MM-DD',
            }),
          }),
        ),
      }),
      { description: 'One candidate per lagna sign met in the window, in time order' },
    ),
    conventions: computedFields.conventions,
    prove_refs: envelopeFields.prove_refs,
    ...LabelsField,
  },
  { description: 'With life_events: candidate lagnas scored by dasha and transit agreement.' },
);

export const ChartRectificationResult = Type.Union([RectificationPanel, RectificationScored], {
  $id: 'ChartRectificationResult',
  description:
    'Birth-time rectification: status panel_required (the events to collect) or scored (candidate lagnas in the ' +
    'window).',
});

export const READING_COMPONENTS = [
  ReadingFinding,
  ReadingOmittedRule,
  StriJatakaResult,
  PutraBhavaResult,
  PhaladeepikaNarrativeResult,
  LalKitabResult,
  ChartRectificationResult,
  ...NO_CHART_COMPONENTS,
];
