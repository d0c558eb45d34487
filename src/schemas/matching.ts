/**
 * Response schemas of the matching routes: Ashtakoota (POST /api/v2/matchmaking, POST /api/match), the extended
 * koota (POST /api/v2/koota-extended and its alias), Dashakoot (POST /api/v2/dashakoot) and the batch
 * (POST /api/v2/match/batch). Bride and groom throughout: boy_ is the groom, girl_ the bride.
 */
import { Type } from '@sinclair/typebox';
import type { Grade, Weight } from '../engine/jyotish/matching/dashakoot.ts';
import type { ManglikMatch } from '../engine/jyotish/matching/manglik.ts';
import type { MangalSeverity } from '../engine/jyotish/dosha/mangal-dosha.ts';
import type { DoshaState } from '../engine/jyotish/matching/types.ts';
import { PORUTHAMS } from '../engine/tables/matching/porutham.ts';
import type { Koota } from '../engine/tables/matching/points.ts';
import type { AshtakootaVerdict, DashakootVerdict, RemedyFor } from '../engine/tables/matching/verdicts.ts';
import { Closed, LocalIso, NakshatraName, ProveRefs, SignName, computedFields, StringEnum } from './components.ts';
import { every } from './doshas-common.ts';
import { LabelsField } from './labels.ts';

const KOOTAS = every<Koota>()(['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi']);
const DoshaStateSchema = StringEnum(every<DoshaState>()(['absent', 'present', 'cancelled']));
const AshtakootaVerdictSchema = StringEnum(
  every<AshtakootaVerdict>()(['not_recommended', 'average', 'good', 'excellent']),
  {
    description:
      "The service's own band of the score after exceptions (tier service, not tradition): 32+ excellent, 24+ " +
      'good, 18+ average, else not_recommended.',
  },
);

export const MatchMoon = Closed(
  {
    longitude: Type.Number({ description: 'Sidereal longitude of the Moon, degrees' }),
    sign: Type.Ref(SignName),
    sign_index: Type.Integer({ minimum: 0, maximum: 11 }),
    degree_in_sign: Type.Number({ minimum: 0, maximum: 30 }),
    nakshatra: Type.Ref(NakshatraName),
    nakshatra_index: Type.Integer({ minimum: 0, maximum: 26 }),
    pada: Type.Integer({ minimum: 1, maximum: 4 }),
    nakshatra_edge_arcsec: Type.Number({
      description:
        'Arc-seconds to the nearer edge of the nakshatra: how close the Moon is to the next or previous star',
    }),
    pada_edge_arcsec: Type.Number({ description: 'Arc-seconds to the nearer edge of the pada' }),
  },
  {
    $id: 'MatchMoon',
    description: 'The Moon as matching reads it, placed by its computed longitude, with its margins to the edges.',
  },
);

export const MatchNative = Closed(
  {
    name: Type.Optional(Type.String()),
    moon: Type.Ref(MatchMoon),
    birth: LocalIso('The birth moment: local time at the birth place, ISO 8601 with its UTC offset'),
    timezone: Type.String(),
    utc: Type.String({ description: 'The UTC instant computed for, ISO 8601' }),
  },
  { $id: 'MatchNative', description: 'One partner: the Moon read and the birth moment used.' },
);

export const KootaScore = Closed(
  {
    koota: StringEnum(KOOTAS),
    points: Type.Number({ minimum: 0 }),
    max: Type.Number(),
    bride: Type.String({ description: "The bride's attribute for this koota" }),
    groom: Type.String({ description: "The groom's attribute for this koota" }),
    explanation: Type.String(),
    dosha: Type.Boolean({
      description: 'Scored low enough for manuals to name a dosha (nadi 0, bhakoot 0, gana 0 or 1), before exceptions',
    }),
    prove_refs: ProveRefs,
  },
  { $id: 'KootaScore' },
);

export const KootaException = Closed(
  {
    id: Type.String(),
    koota: StringEnum(KOOTAS),
    rule: Type.String({ description: "The exception that holds, in the two charts' terms" }),
    points_before: Type.Number(),
    points_after: Type.Number(),
    prove_refs: ProveRefs,
  },
  {
    $id: 'KootaException',
    description: "An exception (parihara) that cancels a koota dosha and restores the koota's points.",
  },
);

export const Ashtakoota = Closed(
  {
    kootas: Type.Array(Type.Ref(KootaScore), { minItems: 8, maxItems: 8 }),
    raw_total: Type.Number({ description: 'Points before any exception' }),
    total: Type.Number({ description: 'Points after the exceptions that hold' }),
    max: Type.Literal(36),
    exceptions: Type.Array(Type.Ref(KootaException), {
      description: 'The exceptions that moved the score, and by which rule',
    }),
    doshas: Closed({ nadi: DoshaStateSchema, bhakoot: DoshaStateSchema, gana: DoshaStateSchema }),
    verdict: AshtakootaVerdictSchema,
    verdict_tier: Type.Literal('service', { description: "The verdict band is the service's own, not a tradition" }),
    method: Type.String(),
  },
  { $id: 'Ashtakoota', description: 'Ashtakoota (36 gunas), koota by koota, with the exceptions applied.' },
);

export const ManglikNative = Closed({
  present: Type.Boolean({ description: "Mangal dosha stands after the chart's own cancellations" }),
  severity: StringEnum(every<MangalSeverity>()(['none', 'cancelled', 'low', 'medium', 'high'])),
  from_lagna: Type.Boolean(),
  from_moon: Type.Boolean(),
  from_venus: Type.Boolean(),
});

export const ManglikCrossCheck = Closed(
  {
    bride: ManglikNative,
    groom: ManglikNative,
    status: StringEnum(every<ManglikMatch>()(['neither', 'both_cancelled_by_samya', 'bride_only', 'groom_only'])),
    dosha_stands: Type.Boolean({ description: 'The dosha stands for the match: one partner only' }),
    explanation: Type.String(),
    prove_refs: ProveRefs,
  },
  {
    $id: 'ManglikCrossCheck',
    description: 'Mangal dosha of both partners (lagna, Moon, Venus) and the samya parihaar when both have it.',
  },
);

export const Porutham = Closed(
  {
    porutham: StringEnum(PORUTHAMS),
    matched: Type.Boolean({ description: 'grade good or fair' }),
    grade: StringEnum(every<Grade>()(['good', 'fair', 'bad'])),
    weight: StringEnum(every<Weight>()(['essential', 'major', 'minor']), {
      description: "rajju and vedha essential (the interface); major and minor are the service's labels",
    }),
    detail: Closed({ bride: Type.String(), groom: Type.String() }),
    explanation: Type.String(),
    prove_refs: ProveRefs,
  },
  { $id: 'Porutham' },
);

export const Dashakoot = Closed(
  {
    matched_count: Type.Integer({ minimum: 0, maximum: 10 }),
    total: Type.Literal(10),
    essentials_ok: Type.Boolean({ description: 'Rajju and vedha both matched' }),
    verdict: StringEnum(every<DashakootVerdict>()(['not_recommended', 'weak', 'average', 'good']), {
      description:
        "The service's own band (tier service): not_recommended when an essential fails, else by the count " +
        'matched (8+ good, 6+ average, else weak).',
    }),
    verdict_tier: Type.Literal('service'),
    poruthams: Type.Array(Type.Ref(Porutham), { minItems: 10, maxItems: 10 }),
    method: Type.String(),
  },
  { $id: 'Dashakoot', description: 'Dashakoot (ten poruthams, South Indian).' },
);

export const MatchRemedy = Closed(
  {
    for: StringEnum(every<RemedyFor>()(['nadi', 'bhakoot', 'gana', 'manglik'])),
    text: Type.String(),
    advisory: Type.Literal(true),
    prove_refs: ProveRefs,
  },
  { $id: 'MatchRemedy', description: 'A remedy almanacs advise for a dosha that stands; practice, advisory only.' },
);

const OptionsUsed = Closed(
  {
    tara_count: StringEnum(['both_ways', 'bride_to_groom']),
    bhakoot_exception: StringEnum(['same_lord', 'same_or_friendly_lords']),
    rasi_reading: StringEnum(['bhakoot', 'beyond_six']),
    star_count: StringEnum(['bride_to_groom', 'groom_to_bride']),
  },
  { description: 'The conventions applied where traditions differ (defaults unless the request chose)' },
);

const couple = {
  success: computedFields.success,
  engine_status: computedFields.engine_status,
  bride: Type.Ref(MatchNative),
  groom: Type.Ref(MatchNative),
  options: OptionsUsed,
};
const cited = { conventions: computedFields.conventions, prove_refs: computedFields.prove_refs };

export const MatchmakingResult = Closed(
  { ...couple, ashtakoota: Type.Ref(Ashtakoota), ...cited, ...LabelsField },
  {
    $id: 'MatchmakingResult',
    description: 'Ashtakoota guna milan across the eight kootas, scored and explained (girl_ = bride, boy_ = groom).',
  },
);

export const MatchResult = Closed(
  {
    ...couple,
    score: Type.Number({ description: 'Ashtakoota points after exceptions, of 36' }),
    max: Type.Literal(36),
    verdict: AshtakootaVerdictSchema,
    ashtakoota: Type.Ref(Ashtakoota),
    manglik: Type.Ref(ManglikCrossCheck),
    doshas: Closed({
      nadi: DoshaStateSchema,
      bhakoot: DoshaStateSchema,
      gana: DoshaStateSchema,
      manglik: DoshaStateSchema,
    }),
    remedies: Type.Array(Type.Ref(MatchRemedy), { description: 'Only for doshas that stand; advisory' }),
    ...cited,
    ...LabelsField,
  },
  {
    $id: 'MatchResult',
    description:
      "36-point Ashtakoota match, both partners' manglik status, the doshas, a verdict band and advisory remedies.",
  },
);

export const KootaExtendedResult = Closed(
  {
    ...couple,
    ashtakoota: Type.Ref(Ashtakoota),
    varna: Type.Ref(KootaScore),
    extra_kootas: Type.Array(Type.Ref(Porutham), {
      description: 'Mahendra, Stri-Dirgha, Rajju and Vedha, as in the dashakoot',
    }),
    bhakoot_exceptions: Type.Array(
      Closed({
        id: Type.String(),
        rule: Type.String(),
        holds: Type.Boolean(),
        applies: Type.Boolean({ description: 'Holds and the bhakoot dosha is present to cancel' }),
      }),
      {
        description: 'Every bhakoot exception checked under the options used',
      },
    ),
    manglik: Type.Ref(ManglikCrossCheck),
    love_marriage: Closed(
      {
        requested: Type.Boolean(),
        effect: Type.Literal('none'),
        reason: Type.String(),
      },
      { description: 'What love_marriage changes: nothing, and why' },
    ),
    ...cited,
    ...LabelsField,
  },
  {
    $id: 'KootaExtendedResult',
    description:
      'Ashtakoota plus Mahendra, Stri-Dirgha, Rajju, Varna, Vedha, the bhakoot exceptions and the manglik cross-check.',
  },
);

export const DashakootResult = Closed(
  { ...couple, dashakoot: Type.Ref(Dashakoot), ...cited, ...LabelsField },
  { $id: 'DashakootResult', description: 'Dashakoot result: ten poruthams, rajju and vedha essential.' },
);

export const BatchCandidate = Closed(
  {
    rank: Type.Integer({ minimum: 1 }),
    index: Type.Integer({ minimum: 0, description: "Position in the request's candidates" }),
    id: Type.Optional(Type.String()),
    name: Type.Optional(Type.String()),
    moon: Type.Ref(MatchMoon),
    score: Type.Number({ description: 'Ashtakoota points after exceptions, of 36' }),
    raw_score: Type.Number(),
    verdict: AshtakootaVerdictSchema,
    doshas: Closed({
      nadi: DoshaStateSchema,
      bhakoot: DoshaStateSchema,
      gana: DoshaStateSchema,
      manglik: DoshaStateSchema,
    }),
    dashakoot: Type.Optional(
      Closed(
        {
          matched_count: Type.Integer({ minimum: 0, maximum: 10 }),
          total: Type.Literal(10),
          essentials_ok: Type.Boolean(),
          verdict: StringEnum(['not_recommended', 'weak', 'average', 'good']),
        },
        { description: 'Present when system is dashakoot' },
      ),
    ),
  },
  { $id: 'BatchCandidate' },
);

export const MatchBatchResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    system: StringEnum(['ashtakoota', 'dashakoot']),
    proband_role: StringEnum(['groom', 'bride']),
    proband: Type.Ref(MatchNative),
    count: Type.Integer({ minimum: 0, maximum: 50 }),
    ranked: Type.Array(Type.Ref(BatchCandidate), { maxItems: 50 }),
    options: OptionsUsed,
    method: Type.String(),
    ...cited,
    ...LabelsField,
  },
  {
    $id: 'MatchBatchResult',
    description:
      'Candidates ranked: by guna score (ashtakoota), or by essentials then poruthams matched then guna score ' +
      '(dashakoot).',
  },
);

export const MATCHING_COMPONENTS = [
  MatchMoon,
  MatchNative,
  KootaScore,
  KootaException,
  Ashtakoota,
  ManglikCrossCheck,
  Porutham,
  Dashakoot,
  MatchRemedy,
  MatchmakingResult,
  MatchResult,
  KootaExtendedResult,
  DashakootResult,
  BatchCandidate,
  MatchBatchResult,
];
