/**
 * Response schemas of the marriage-timing routes: POST /api/v2/marriage-timing-matrix (one person, or a bride and
 * groom with their overlapping windows) and POST /api/v2/marriage-timing-matrix-ui (the same shaped for a timeline,
 * with the sync score and its formula). Instants are local ISO 8601 at each person's birth place, with the Julian
 * day (UT) beside them.
 */
import { Type } from '@sinclair/typebox';
import type { PromiseBand } from '../engine/tables/marriage/age-bands.ts';
import { PROMISE_RULE_IDS, type PromiseFactor } from '../engine/tables/marriage/promise-rules.ts';
import type { GateSignificator, TransitTarget } from '../engine/tables/marriage/timing-layers.ts';
import { LAYERS } from '../engine/jyotish/marriage-timing/timeline.ts';
import { Dignity } from './chart.ts';
import {
  Closed,
  computedFields,
  GrahaName,
  LocalIso,
  Nullable,
  ProveRefs,
  SignName,
  StringEnum,
} from './components.ts';
import { every } from './doshas-common.ts';
import { LabelsField } from './labels.ts';

const TARGETS = every<TransitTarget>()(['seventh_house', 'seventh_lord', 'venus']);
const ROLES = every<GateSignificator>()(['seventh_lord', 'venus', 'seventh_occupant']);
const FACTORS = every<PromiseFactor>()(['seventh_house', 'seventh_lord', 'venus', 'darakaraka', 'upapada']);
const Span = {
  start: LocalIso('Start, local time at the birth place'),
  end: LocalIso('End, local time at the birth place'),
  start_jd_ut: Type.Number(),
  end_jd_ut: Type.Number(),
};

export const MarriageFactorsSchema = Closed(
  {
    seventh_house: Closed({
      sign: Type.Ref(SignName),
      occupants: Type.Array(Type.Ref(GrahaName)),
      aspected_by: Type.Array(Type.Ref(GrahaName)),
    }),
    seventh_lord: Closed({
      graha: Type.Ref(GrahaName),
      house: Type.Integer({ minimum: 1, maximum: 12 }),
      sign: Type.Ref(SignName),
      combust: Type.Boolean(),
      debilitated: Type.Boolean(),
    }),
    venus: Closed({
      house: Type.Integer({ minimum: 1, maximum: 12 }),
      sign: Type.Ref(SignName),
      combust: Type.Boolean(),
      dignity: Type.Ref(Dignity),
    }),
    darakaraka: Closed(
      { graha: Type.Ref(GrahaName), house: Type.Integer({ minimum: 1, maximum: 12 }), sign: Type.Ref(SignName) },
      { description: 'Chara karaka of the lowest degree (8-karaka scheme)' },
    ),
    upapada: Closed(
      { sign: Type.Ref(SignName), house: Type.Integer({ minimum: 1, maximum: 12 }) },
      { description: 'Arudha of the 12th house (A12)' },
    ),
  },
  {
    $id: 'MarriageFactors',
    description: 'What the timing reads of the birth chart (houses whole-sign from the lagna).',
  },
);

export const PromisedAge = Closed(
  {
    band: StringEnum(every<PromiseBand>()(['early', 'timely', 'delayed'])),
    balance: Type.Integer({ description: 'Indications for earlier that hold, minus those for later' }),
    from_age: Type.Number(),
    to_age: Type.Number(),
    legal_minimum_age: Type.Integer({
      description: 'Floor of the range: 18 for a bride (or when not said), 21 for a groom (statute)',
    }),
    ages_tier: Type.Literal('service', {
      description: "The ages of each band are the service's own; the texts name indications, not ages",
    }),
    findings: Type.Array(
      Closed({
        id: StringEnum(PROMISE_RULE_IDS),
        factor: StringEnum(FACTORS),
        effect: StringEnum(['earlier', 'later']),
        rule: Type.String(),
        holds: Type.Boolean(),
        prove_refs: ProveRefs,
      }),
    ),
  },
  {
    $id: 'PromisedAge',
    description: 'The promised age range: every cited indication checked, and the band their balance picks.',
  },
);

const TargetHit = Closed({
  target: StringEnum(TARGETS),
  sign: Type.Ref(SignName),
  by: StringEnum(['transit', 'aspect']),
});

export const TimingWindow = Closed(
  {
    ...Span,
    age_from: Type.Number(),
    age_to: Type.Number(),
    mahadasha: Type.Ref(GrahaName),
    antardasha: Type.Ref(GrahaName),
    gate_strong: Type.Boolean({ description: 'The mahadasha lord is a significator too' }),
    jupiter_hits: Type.Array(TargetHit),
    double_transit_days: Type.Number({
      description: 'Days of the window in which the Jupiter-Saturn double transit holds',
    }),
    in_promised_range: Type.Boolean(),
    layers: Type.Integer({
      minimum: 2,
      maximum: 4,
      description:
        'Layers agreeing in the window: gate and Jupiter, plus double transit and promised ages where they hold',
    }),
  },
  { $id: 'MarriageTimingWindow', description: 'Where a gate antardasha and the Jupiter trigger overlap.' },
);

export const PersonTiming = Closed(
  {
    name: Type.Optional(Type.String()),
    birth: LocalIso('The birth moment, local time with its UTC offset'),
    timezone: Type.String(),
    utc: Type.String(),
    factors: Type.Ref(MarriageFactorsSchema),
    promised_age: Type.Ref(PromisedAge),
    significators: Type.Array(Closed({ graha: Type.Ref(GrahaName), roles: Type.Array(StringEnum(ROLES)) }), {
      description: 'The grahas whose antardashas open the gate',
    }),
    scan: Closed({ ...Span, from_age: Type.Number(), to_age: Type.Number(), clipped_at_ephemeris_end: Type.Boolean() }),
    dasha_gate: Type.Array(
      Closed({
        ...Span,
        mahadasha: Type.Ref(GrahaName),
        antardasha: Type.Ref(GrahaName),
        roles: Type.Array(StringEnum(ROLES)),
        strong: Type.Boolean(),
      }),
      {
        description: 'Vimshottari antardashas of a significator overlapping the scan (their own dates)',
      },
    ),
    jupiter_trigger: Type.Array(Closed({ ...Span, jupiter_sign: Type.Ref(SignName), hits: Type.Array(TargetHit) }), {
      description: "Jupiter's stays in a sign from which it is in or aspects a target (edges are its sign ingresses)",
    }),
    double_transit: Type.Array(
      Closed({
        ...Span,
        target: StringEnum(TARGETS),
        sign: Type.Ref(SignName),
        jupiter_sign: Type.Ref(SignName),
        saturn_sign: Type.Ref(SignName),
      }),
    ),
    windows: Type.Array(Type.Ref(TimingWindow)),
  },
  { $id: 'PersonMarriageTiming', description: "One person's four layers and windows." },
);

export const CoupleTiming = Closed(
  {
    timezone: Type.String({ description: "The zone the couple's instants are shown in (the bride's)" }),
    windows: Type.Array(
      Closed({
        ...Span,
        bride_age: Type.Number(),
        groom_age: Type.Number(),
        bride_layers: Type.Integer(),
        groom_layers: Type.Integer(),
      }),
    ),
    gate_overlap: Type.Array(Closed(Span), { description: 'Where both dasha gates are open at once' }),
    shared_days: Type.Number(),
    either_days: Type.Number(),
    sync_score: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
    sync_formula: Type.String(),
    sync_tier: Type.Literal('service'),
  },
  { $id: 'CoupleMarriageTiming', description: "Where both partners' windows overlap." },
);

const timingFields = {
  success: computedFields.success,
  engine_status: computedFields.engine_status,
  mode: StringEnum(['person', 'couple']),
  person: Type.Optional(Type.Ref(PersonTiming)),
  bride: Type.Optional(Type.Ref(PersonTiming)),
  groom: Type.Optional(Type.Ref(PersonTiming)),
  method: Type.String(),
};
const cited = {
  conventions: computedFields.conventions,
  warnings: computedFields.warnings,
  prove_refs: computedFields.prove_refs,
};

export const MarriageTimingResult = Closed(
  { ...timingFields, couple: Type.Optional(Type.Ref(CoupleTiming)), ...cited, ...LabelsField },
  {
    $id: 'MarriageTimingResult',
    description:
      'Promised age range, dasha gate, Jupiter trigger, double transit and windows; for a couple, the overlaps.',
  },
);

export const MarriageTimelineResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    mode: StringEnum(['person', 'couple']),
    columns: Type.Array(
      Closed({
        period: Type.String({ description: 'Calendar year (UTC)' }),
        start_jd_ut: Type.Number(),
        end_jd_ut: Type.Number(),
      }),
    ),
    rows: Type.Array(
      Closed({
        person: StringEnum(['person', 'bride', 'groom', 'couple']),
        layer: StringEnum([...LAYERS, 'shared_windows']),
        cells: Type.Array(Type.Number({ minimum: 0, maximum: 1 }), {
          description: "Share of each column's year the layer covers, in column order",
        }),
      }),
    ),
    sync_by_column: Nullable(Type.Array(Nullable(Type.Number({ minimum: 0, maximum: 100 })))),
    sync_score: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
    sync_formula: Type.String(),
    sync_tier: Type.Literal('service'),
    windows: Closed({
      person: Type.Optional(Type.Array(Type.Ref(TimingWindow))),
      bride: Type.Optional(Type.Array(Type.Ref(TimingWindow))),
      groom: Type.Optional(Type.Array(Type.Ref(TimingWindow))),
    }),
    method: Type.String(),
    ...cited,
    ...LabelsField,
  },
  {
    $id: 'MarriageTimelineResult',
    description:
      "The timing as a timeline: rows per person and layer, one column per year, and the couple's sync score with " +
      'its formula.',
  },
);

export const MARRIAGE_TIMING_COMPONENTS = [
  MarriageFactorsSchema,
  PromisedAge,
  TimingWindow,
  PersonTiming,
  CoupleTiming,
  MarriageTimingResult,
  MarriageTimelineResult,
];
