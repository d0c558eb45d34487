/**
 * Response schemas of the life-area reports (marriage, progeny, career, wealth) and of GET /api/v2/activation-config.
 * One level shape, one timing window shape and one rating shape serve every area.
 */
import { Type, type TProperties } from '@sinclair/typebox';
import { LIFE_AREAS } from '../engine/tables/activation/areas.ts';
import { LEVEL_IDS } from '../engine/tables/activation/levels.ts';
import { RATING_BANDS_LIST } from '../engine/tables/activation/bands.ts';
import {
  Closed,
  computedFields,
  envelopeFields,
  GrahaName,
  LocalIso,
  Nullable,
  ProveRefs,
  SignName,
  StringEnum,
} from './components.ts';
import { LabelsField } from './labels.ts';

const HouseNumber = Type.Integer({ minimum: 1, maximum: 12 });
const Points = Type.Number({ description: "Points on the service's scale (tier service), -2 to +2 per level" });

export const ActivationLevel = Closed(
  {
    level: Type.Integer({ minimum: 1, maximum: 12 }),
    id: StringEnum(LEVEL_IDS),
    name: Type.String(),
    status: StringEnum(['active', 'latent', 'blocked', 'not_evaluated'] as const, {
      description:
        'active: supports the area now; latent: promise without trigger, or neutral; blocked: works against it; ' +
        'not_evaluated: an input is missing',
    }),
    score: Points,
    unit: Type.Literal('points'),
    facts: Type.Record(
      Type.String(),
      Type.Union([
        Type.String(),
        Type.Number(),
        Type.Boolean(),
        Type.Null(),
        Type.Array(Type.String()),
        Type.Array(Type.Number()),
      ]),
      {
        description: 'The computed chart facts the level read, by name (houses 1-12 from the lagna)',
      },
    ),
    rule: Type.String({ description: 'The rule applied, in words' }),
    finding: Type.String({ description: 'One sentence built from the facts' }),
    prove_refs: ProveRefs,
  },
  {
    $id: 'ActivationLevel',
    description: 'One level of the activation chain (the level build contract of GET /api/v2/activation-config).',
  },
);

const ScoreTerm = Closed({ level: Type.Integer(), id: Type.String(), score: Type.Number() });

export const ActivationRating = Closed(
  {
    band: StringEnum(RATING_BANDS_LIST, {
      description:
        "The service's band of the total (tier service): a count of supporting factors, never odds or a percentage",
    }),
    score: Type.Number({ description: 'Sum of the level scores' }),
    min: Type.Number(),
    max: Type.Number(),
    trace: Type.Array(ScoreTerm, { description: "Every level's contribution; the score is their sum" }),
    not_evaluated: Type.Array(Type.String(), { description: 'Levels that could not be read (they add 0)' }),
    tier: Type.Literal('service'),
  },
  { $id: 'ActivationRating' },
);

const Period = Closed({ lord: Type.Ref(GrahaName), start: LocalIso(), end: LocalIso() });
const Stay = Closed({
  sign: Type.Ref(SignName),
  start: LocalIso('Start of the stay (or of the horizon)'),
  end: LocalIso('End of the stay (or of the horizon)'),
  houses: Type.Array(HouseNumber, { description: 'Houses from the lagna it occupies or aspects' }),
});

export const TimingWindow = Closed(
  {
    kind: StringEnum(['dasha_and_double_transit', 'dasha_and_jupiter'] as const),
    start: LocalIso(),
    end: LocalIso(),
    mahadasha: Period,
    antardasha: Period,
    jupiter: Stay,
    saturn: Stay,
    because: Type.Array(Type.String(), { description: 'Why the dasha lords signify the area' }),
  },
  {
    $id: 'TimingWindow',
    description:
      'An antardasha of a significator cut to the stretch in which Jupiter (and Saturn, for a double transit) ' +
      'occupies or aspects an area house.',
  },
);

export const HouseAssessment = Closed(
  {
    house: HouseNumber,
    sign: Type.Ref(SignName),
    lord: Type.Ref(GrahaName),
    lord_house: HouseNumber,
    lord_dignity: Type.String(),
    occupants: Type.Array(Type.Ref(GrahaName)),
    aspected_by: Type.Array(Type.Ref(GrahaName)),
    bindus: Type.Integer({ description: 'Sarva ashtakavarga bindus of the sign' }),
    bhavabala_rupas: Type.Number(),
    bhavabala_band: Type.String(),
  },
  { $id: 'HouseAssessment' },
);

export const GrahaAspects = Closed(
  {
    graha: Type.Ref(GrahaName),
    sign: Type.Ref(SignName),
    house: HouseNumber,
    conjunct: Type.Array(Type.Ref(GrahaName)),
    aspected_by: Type.Array(Type.Ref(GrahaName)),
    aspects_houses: Type.Array(HouseNumber),
  },
  {
    $id: 'GrahaAspects',
    description:
      "A karaka's sign and house, the grahas with it and aspecting it, and the houses it aspects (graha drishti).",
  },
);

const Obstruction = Closed({
  id: Type.String(),
  stands: Type.Boolean(),
  points: Type.Number(),
  detail: Type.String(),
  prove_refs: ProveRefs,
});
const KarmaLink = Closed({
  graha: Type.Ref(GrahaName),
  sign: Type.Ref(SignName),
  house: HouseNumber,
  dispositor: Type.Ref(GrahaName),
});
const StoryBeat = Closed({
  text: Type.String(),
  level: Type.Integer({ minimum: 0, maximum: 12, description: 'The level the beat comes from (0: the rating)' }),
  prove_refs: ProveRefs,
});
const Omitted = Closed({ id: Type.String(), topic: Type.String(), reason: Type.String() });
const Significator = Closed({ graha: Type.Ref(GrahaName), because: Type.Array(Type.String()) });
const SourceWork = Closed({ source: Type.String(), work: Type.String(), author: Type.String(), tier: Type.String() });
const NativeEcho = Closed({
  name: Type.Optional(Type.String()),
  birth: LocalIso('The birth moment, local'),
  timezone: Type.String(),
  utc: Type.String(),
});

/** Fields every area report carries. */
const reportFields = {
  ...computedFields,
  missing: Type.Array(Type.String(), {
    description: 'What was not evaluated and why (engine_status PARTIAL when not empty)',
  }),
  area: StringEnum(LIFE_AREAS),
  title: Type.String(),
  native: NativeEcho,
  as_of: LocalIso('The instant the report is read at (noon of as_of at the birth place, or now)'),
  horizon_years: Type.Integer(),
  rating: Type.Ref(ActivationRating),
  activation_chain: Type.Array(Type.Ref(ActivationLevel), { minItems: 12, maxItems: 12 }),
  significators: Type.Array(Significator),
  obstruction_list: Type.Array(Obstruction, { description: 'Every obstruction the area reads, standing or not' }),
  timing_windows: Type.Array(Type.Ref(TimingWindow)),
  karma_chain: Type.Array(KarmaLink, {
    description: "From the first area house's lord, each graha's dispositor until the chain closes",
  }),
  story_beats: Type.Array(StoryBeat),
  omitted_by_policy: Type.Array(Omitted),
  method: Type.String(),
  sources: Type.Array(SourceWork, { description: 'The works behind the citations' }),
} satisfies TProperties;

export const LifeAreaReportResult = Closed(
  {
    ...reportFields,
    area_houses: Type.Array(Type.Ref(HouseAssessment)),
    karaka_aspects: Type.Ref(GrahaAspects),
    dhana_yogas: Type.Optional(
      Type.Array(Type.String(), { description: 'Wealth: dhana yogas present (POST /api/yog)' }),
    ),
    ...LabelsField,
  },
  { $id: 'LifeAreaReportResult', description: 'Career or wealth activation report.' },
);

const PartnerEcho = Closed({
  name: Type.Optional(Type.String()),
  date: Type.String(),
  time: Nullable(Type.String()),
  timezone: Nullable(Type.String()),
});

export const MarriageReportResult = Closed(
  {
    ...reportFields,
    partner: Nullable(PartnerEcho),
    union_strength: Closed({
      status: StringEnum(['evaluated', 'no_partner', 'not_evaluated'] as const),
      ashtakoota: Nullable(
        Closed({
          total: Type.Number(),
          max: Type.Literal(36),
          verdict: Type.String(),
          doshas: Closed({ nadi: Type.String(), bhakoot: Type.String(), gana: Type.String() }),
        }),
      ),
      dashakoot: Nullable(
        Closed({
          matched_count: Type.Integer(),
          total: Type.Integer(),
          essentials_ok: Type.Boolean(),
          verdict: Type.String(),
        }),
      ),
      manglik: Nullable(Closed({ status: Type.String(), dosha_stands: Type.Boolean(), explanation: Type.String() })),
      note: Type.String(),
      prove_refs: ProveRefs,
    }),
    obstructions: Closed({
      manglik: Closed({
        present: Type.Boolean(),
        severity: Type.String(),
        from_lagna: Type.Boolean(),
        from_moon: Type.Boolean(),
        from_venus: Type.Boolean(),
      }),
      nadi: Closed({
        state: StringEnum(['absent', 'present', 'cancelled', 'not_evaluated'] as const),
        note: Type.String(),
      }),
      saturn_delay: Closed({ present: Type.Boolean(), detail: Type.String() }),
    }),
    venus_aspects: Type.Ref(GrahaAspects),
    seventh_house: Type.Ref(HouseAssessment),
    ...LabelsField,
  },
  {
    $id: 'MarriageReportResult',
    description: "Marriage activation report; with a partner, the matching engine's results.",
  },
);

const ProgenyFields = {
  fertility: Closed({
    band: Type.String({
      description:
        'well_supported, supported, mixed or needs_support: a band of the classical factors of the 5th house, ' +
        'never a medical claim',
    }),
    score: Type.Number(),
    trace: Type.Array(ScoreTerm),
    tier: Type.Literal('service'),
    note: Type.String(),
  }),
  capacity_stars: Type.Integer({
    minimum: 1,
    maximum: 5,
    description: "The fertility band's total on a five-step scale (service tier)",
  }),
  obstructions: Type.Array(Obstruction),
  jupiter_aspects: Type.Ref(GrahaAspects),
  fifth_house: Type.Ref(HouseAssessment),
};

export const ProgenyReportResult = Closed(
  {
    ...reportFields,
    ...ProgenyFields,
    female: Nullable(
      Closed({
        native: NativeEcho,
        rating: Type.Ref(ActivationRating),
        activation_chain: Type.Array(Type.Ref(ActivationLevel)),
        timing_windows: Type.Array(Type.Ref(TimingWindow)),
        ...ProgenyFields,
      }),
    ),
    shared_windows: Type.Array(Closed({ start: LocalIso(), end: LocalIso() }), {
      description:
        'Stretches where a window of the male chart and one of the female chart overlap (empty without a female chart)',
    }),
    ...LabelsField,
  },
  {
    $id: 'ProgenyReportResult',
    description: "Progeny activation report for the male chart, and the female chart's when given.",
  },
);

export const ActivationConfigResult = Closed(
  {
    ...envelopeFields,
    levels: Type.Array(
      Closed({
        level: Type.Integer(),
        id: Type.String(),
        name: Type.String(),
        reads: Type.String(),
        rule: Type.String(),
        prove_refs: ProveRefs,
      }),
    ),
    rating: Closed({
      tier: Type.Literal('service'),
      min: Type.Number(),
      max: Type.Number(),
      bands: Type.Array(Closed({ band: Type.String(), at_least: Nullable(Type.Number()), meaning: Type.String() })),
      note: Type.String(),
      prove_refs: ProveRefs,
    }),
    level_contract: Type.Record(Type.String(), Type.String()),
    life_areas: Type.Array(
      Closed({
        area: Type.String(),
        title: Type.String(),
        routes: Type.Array(Type.String()),
        houses: Type.Array(HouseNumber),
        natural_karakas: Type.Array(Type.Ref(GrahaName)),
        chara_karaka: Nullable(Type.String()),
        varga: Type.String(),
        yoga_families: Type.Array(Type.String()),
        obstructions: Type.Array(Closed({ id: Type.String(), rule: Type.String() })),
        reads_upapada: Type.Boolean(),
        omitted_by_policy: Type.Array(Omitted),
        prove_refs: ProveRefs,
      }),
    ),
    timing: Type.String(),
    ...LabelsField,
  },
  {
    $id: 'ActivationConfigResult',
    description:
      'The activation framework: twelve levels, rating bands, the level build contract and the four life areas.',
  },
);

export const REPORT_COMPONENTS = [
  ActivationLevel,
  ActivationRating,
  TimingWindow,
  HouseAssessment,
  GrahaAspects,
  LifeAreaReportResult,
  MarriageReportResult,
  ProgenyReportResult,
  ActivationConfigResult,
];
