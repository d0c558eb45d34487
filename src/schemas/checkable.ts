/**
 * Response schemas of the checkable readings: body marks from the natal lagna, the lost-article prashna,
 * the past reading and its public scorecard, and the marks and anga mirrors.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { ANGA_SUBJECTS, BODY_PARTS, MARK_KINDS } from '../engine/tables/readings/mirrors.ts';
import { PAST_RULE_IDS } from '../engine/tables/readings/past-rules.ts';
import {
  Closed,
  EngineStatus,
  GrahaName,
  Nullable,
  ProveRefs,
  SignName,
  StringEnum,
  computedFields,
} from './components.ts';
import { LabelsField } from './labels.ts';

/** <rule id>.<16 hex digits> */
export const STATEMENT_ID_PATTERN = `^(${PAST_RULE_IDS.join('|')})\\.[0-9a-f]{16}$`;

const HouseNumber = Type.Integer({ minimum: 1, maximum: 12 });
const Missing = Type.Array(Type.String(), {
  description: 'What the answer does not give (the reason it is PARTIAL), one sentence each.',
});
const Method = Type.String({ description: 'How the result was computed, in words.' });

const Lagna = Closed({
  sign: Type.Ref(SignName),
  degree: Type.Number({ description: 'Degrees within the sign' }),
  longitude: Type.Number(),
});

const BodyMark = Closed({
  graha: Type.Ref(GrahaName),
  nature: StringEnum(['benefic', 'malefic']),
  mark: StringEnum(['scar_or_wound', 'mole_or_mark']),
  timing: StringEnum(['from_birth', 'acquired'], {
    description: 'from_birth when the graha is in its own or a fixed sign',
  }),
});
export const BodyRegion = Closed(
  {
    house: HouseNumber,
    sign: Type.Ref(SignName),
    part: Type.String({
      description:
        "Part of the body the house stands for under the rising drekkana, named for the gender given (a man's " +
        'body only with gender Male; not given, the neutral name)',
    }),
    side: StringEnum(['middle', 'right', 'left']),
    marks: Type.Array(BodyMark, { description: 'Marks indicated by the grahas in the house (empty when none)' }),
  },
  { $id: 'BodyRegion', title: 'BodyRegion' },
);

export const BodyMarksResult = Closed(
  {
    ...computedFields,
    lagna: Lagna,
    rising_drekkana: Type.Integer({
      minimum: 1,
      maximum: 3,
      description: '1, 2 or 3: the lagna in 0-10, 10-20 or 20-30 degrees of its sign',
    }),
    regions: Type.Array(Type.Ref(BodyRegion), {
      minItems: 12,
      maxItems: 12,
      description: 'One per house, from the lagna',
    }),
    marked: Type.Array(Type.Ref(BodyRegion), { description: 'The regions with at least one mark' }),
    method: Method,
    ...LabelsField,
  },
  {
    $id: 'BodyMarksResult',
    description:
      'The drekkana body-region mapping from the natal lagna and the marks the occupying grahas indicate (cited, ' +
      'pending).',
  },
);

const Rule = { rule: Type.String({ description: 'The rule as it applies here, in words' }), prove_refs: ProveRefs };
export const PrashnaLostObjectResult = Closed(
  {
    ...computedFields,
    missing: Missing,
    object: Nullable(Type.String({ description: 'The article named in the request, echoed' })),
    asked_at: Type.String({ description: 'The moment of the question, local ISO 8601 with offset' }),
    lagna: Lagna,
    moon: Closed({ sign: Type.Ref(SignName), house: HouseNumber }),
    grahas: Type.Array(
      Closed({ graha: Type.Ref(GrahaName), sign: Type.Ref(SignName), house: HouseNumber, retrograde: Type.Boolean() }),
      { minItems: 9, maxItems: 9 },
    ),
    theft_or_misplaced: Closed(
      { value: Type.Null(), reason: Type.String() },
      { description: 'Not answered: no sourced rule (PARTIAL)' },
    ),
    direction: Closed({ value: StringEnum(['east', 'south', 'west', 'north']), ...Rule }),
    distance: Closed({
      value: StringEnum(['far', 'near', 'middling']),
      modality: StringEnum(['movable', 'fixed', 'dual']),
      ...Rule,
    }),
    recovery: Closed({
      value: StringEnum(['likely', 'unlikely', 'mixed', 'no_indication']),
      benefics: Type.Array(Type.Ref(GrahaName)),
      malefics: Type.Array(Type.Ref(GrahaName)),
      ...Rule,
    }),
    method: Method,
    ...LabelsField,
  },
  {
    $id: 'PrashnaLostObjectResult',
    description:
      'Prashna chart of the asked moment read for a lost article: direction, distance and recovery by named ' +
      'horary rules; theft versus misplacement not answered (no sourced rule, PARTIAL).',
  },
);

const RuleId = StringEnum(PAST_RULE_IDS, { description: 'Public id of the rule behind a statement' });

export const PastStatement = Closed(
  {
    statement_id: Type.String({
      pattern: STATEMENT_ID_PATTERN,
      description:
        'Stable for this rule and chart: <rule id>.<16 hex digits>. Send it to POST /api/v2/past-reading/check.',
    }),
    rule_id: RuleId,
    text: Type.String({ description: 'The statement to check, in words' }),
    rule: Type.String({ description: 'The classical rule it comes from, in words' }),
    facts: Closed(
      {
        grahas: Type.Array(Type.Ref(GrahaName)),
        houses: Type.Array(HouseNumber),
        period: Type.Optional(
          Closed({
            lord: Type.Ref(GrahaName),
            start: Type.String({
              description:
                'Start of the mahadasha, YYYY-MM-DD at the birth place (before birth for the one running at birth)',
            }),
            end: Type.String({ description: 'End of the mahadasha, YYYY-MM-DD at the birth place' }),
            from_age: Type.Integer({ minimum: 0 }),
            to_age: Type.Integer({ minimum: 0 }),
            running: Type.Boolean({ description: 'Still running now: the statement covers the years so far' }),
          }),
        ),
      },
      { description: 'The chart facts the statement rests on' },
    ),
    prove_refs: ProveRefs,
  },
  { $id: 'PastStatement', title: 'PastStatement' },
);

export const PastReadingResult = Closed(
  {
    ...computedFields,
    as_of: Type.String({
      description: 'The instant "now" of the reading (UTC, ISO 8601): periods begun by then are read',
    }),
    statements: Type.Array(Type.Ref(PastStatement)),
    how_to_check: Type.String(),
    method: Method,
    ...LabelsField,
  },
  {
    $id: 'PastReadingResult',
    description:
      "Statements about the reader's body and the years already lived, each with its rule, chart facts and " +
      'citations, to be checked by the reader.',
  },
);

export const RuleScore = Closed(
  {
    rule_id: RuleId,
    rule: Type.String(),
    checks: Type.Integer({ minimum: 0 }),
    hits: Type.Integer({ minimum: 0 }),
    misses: Type.Integer({ minimum: 0 }),
    hit_rate: Nullable(Type.Number({ minimum: 0, maximum: 1, description: 'hits / checks; null without checks' })),
    wilson: Nullable(
      Closed(
        { lower: Type.Number({ minimum: 0, maximum: 1 }), upper: Type.Number({ minimum: 0, maximum: 1 }) },
        { description: '95% Wilson score interval of the hit rate; null without checks' },
      ),
    ),
    verdict: StringEnum(['failing', 'holding', 'undecided', 'no_checks'], {
      description: 'failing: the whole interval below 0.5; holding: above 0.5; else undecided',
    }),
    prove_refs: ProveRefs,
  },
  { $id: 'RuleScore', title: 'RuleScore' },
);

export const PastAccuracyResult = Closed(
  {
    success: Type.Boolean(),
    engine_status: Type.Ref(EngineStatus),
    confidence: Type.Literal(0.95),
    z: Type.Number(),
    failing: Type.Array(RuleId, {
      description: 'Rules readers find wrong (interval wholly below one half), listed first',
    }),
    holding: Type.Array(RuleId),
    undecided: Type.Array(RuleId),
    rules: Type.Array(Type.Ref(RuleScore), {
      description: 'Every rule, checked or not: failing first, then undecided, holding, and those without checks',
    }),
    method: Method,
  },
  {
    $id: 'PastAccuracyResult',
    description:
      'Public scorecard per rule: checks, hits, hit rate with a Wilson interval; failing rules first. Counts ' +
      'only, never rows or readers.',
  },
);

export const MirrorEntry = Closed(
  {
    body_part: StringEnum(BODY_PARTS),
    work: Type.String(),
    edition: Type.String({ description: 'The public-domain edition the passage would be quoted from' }),
    also_in: Type.String({ description: 'The other public-domain translation of the same chapter' }),
    chapter: Type.Integer(),
    chapter_title: Type.String(),
    verses: Type.Null({ description: 'Not located yet: the text is not bundled' }),
    original_text: Type.Null({ description: 'Not bundled: never paraphrased or invented' }),
    translation: Type.Null({ description: 'Not bundled: never paraphrased or invented' }),
    text_status: Type.Literal('text not bundled'),
    prove_refs: ProveRefs,
  },
  { $id: 'MirrorEntry', title: 'MirrorEntry' },
);
const Withheld = Closed({ topic: Type.String(), rule: Type.String(), prove_refs: ProveRefs });
const mirrorFields = {
  success: Type.Boolean(),
  engine_status: Type.Ref(EngineStatus),
  missing: Missing,
  lookup: Type.Literal('a lookup of what the text says about what you report, not a prediction'),
  entries: Type.Array(Type.Ref(MirrorEntry)),
  prove_refs: ProveRefs,
};

export const MarksMirrorResult = Closed(
  { ...mirrorFields, mark: StringEnum(MARK_KINDS), side: Nullable(StringEnum(['left', 'right', 'middle'])) },
  {
    $id: 'MarksMirrorResult',
    description: 'The passages that speak to a reported mark: edition and chapter named, text not bundled (PARTIAL).',
  },
);
export const AngaMirrorResult = Closed(
  {
    ...mirrorFields,
    subject: StringEnum(ANGA_SUBJECTS),
    withheld: Type.Array(Withheld, { description: 'Passages never returned, each with the rule' }),
  },
  {
    $id: 'AngaMirrorResult',
    description:
      'The passages for reported bodily features, with the withheld ones named with their rule; text not bundled ' +
      '(PARTIAL).',
  },
);

export const CHECKABLE_COMPONENTS: TSchema[] = [
  BodyRegion,
  BodyMarksResult,
  PrashnaLostObjectResult,
  PastStatement,
  PastReadingResult,
  RuleScore,
  PastAccuracyResult,
  MirrorEntry,
  MarksMirrorResult,
  AngaMirrorResult,
];
