/**
 * Response schemas of the muhurta routes (finder, complete, tarabala, marriage, travel, marriage audit,
 * intelligence, family, conception). Windows and days are shared; every rule carries its citations.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { LAYERS } from '../engine/jyotish/muhurta/findings.ts';
import { KARMAS } from '../engine/tables/muhurta/keys.ts';
import { DAY_BANDS } from '../engine/tables/muhurta/quality.ts';
import { Closed, LocalIso, NakshatraName, ProveRefs, SignName, StringEnum, computedFields } from './components.ts';
import { LabelsField } from './labels.ts';

export const KarmaName = StringEnum(KARMAS, {
  $id: 'KarmaName',
  description: `The act: ${KARMAS.join(', ')} (garbhadhana is conception; vahana a vehicle, vyapara a business).`,
});
export const DayBand = StringEnum(DAY_BANDS, {
  $id: 'MuhurtaDayBand',
  description:
    "The service's own band of a day (tier service): excellent, good, average, avoid; quality_rule states how.",
});
const LayerName = StringEnum(LAYERS);

export const MuhurtaRule = Closed(
  {
    id: Type.String({
      description: 'Stable rule id, e.g. tithi.rikta, special.sarvartha_siddhi',
      examples: ['nakshatra.favoured'],
    }),
    kind: StringEnum(['benefit', 'issue', 'block'], {
      description: 'block: the moment fails; issue: noted, not disqualifying; benefit: a rule in favour',
    }),
    layer: LayerName,
    text: Type.String(),
    prove_refs: ProveRefs,
  },
  { $id: 'MuhurtaRule', description: 'One rule read at a moment, with what it said and its sources.' },
);

export const StricterRule = Closed(
  {
    id: Type.String({ examples: ['planet.venus_combust'] }),
    kind: Type.Literal('block', { description: 'What the classical reading makes of it' }),
    layer: LayerName,
    text: Type.String(),
    prove_refs: ProveRefs,
    this_practice: StringEnum(['issue', 'off'], {
      description: 'What the chosen practice makes of it: a caution (issue) or not applied (off)',
    }),
  },
  {
    $id: 'MuhurtaStricterRule',
    description: 'A rule a classical reading applies as a block that the chosen practice relaxes.',
  },
);

export const MuhurtaWindow = Closed(
  {
    start: LocalIso('Window start, local ISO 8601 with offset'),
    end: LocalIso('Window end, local ISO 8601 with offset'),
    start_time: Type.String({ description: 'Local HH:MM:SS' }),
    end_time: Type.String({ description: 'Local HH:MM:SS' }),
    minutes: Type.Number(),
    tithi: Type.String({ description: 'Tithi in force throughout the window' }),
    paksha: StringEnum(['Shukla', 'Krishna']),
    nakshatra: Type.Ref(NakshatraName),
    yoga: Type.String(),
    karana: Type.String(),
    lagnas: Type.Array(Type.Ref(SignName), {
      description: 'Rising signs over the window, in order (empty when the act is not timed by the lagna)',
    }),
    rules: Type.Array(Type.Ref(MuhurtaRule), { description: 'Benefits that hold in the window' }),
  },
  {
    $id: 'MuhurtaWindow',
    description: 'A span of the day where no rule of the act blocks; the limbs named are in force throughout it.',
  },
);

export const MuhurtaDay = Closed(
  {
    date: Type.String({ description: 'Civil date whose sunrise opens the Vedic day' }),
    weekday: Type.String(),
    nakshatra: Type.Ref(NakshatraName),
    tithi: Type.String(),
    paksha: StringEnum(['Shukla', 'Krishna']),
    quality: Type.Ref(DayBand),
    score: Type.Number({ description: "The service's window score (quality_rule)" }),
    sunrise: LocalIso(),
    next_sunrise: LocalIso(),
    benefits: Type.Array(Type.String()),
    issues: Type.Array(Type.String(), {
      description:
        'Every rule that closed the day or some of its hours, and the cautions, in the order of the nine layers',
    }),
    stricter_rules: Type.Array(Type.Ref(StricterRule), {
      description:
        "Classical rules the chosen practice relaxes that hold in this day's windows: what a stricter reading " +
        'would object to (empty under the classical practice)',
    }),
    windows: Type.Array(Type.Ref(MuhurtaWindow)),
  },
  {
    $id: 'MuhurtaDay',
    description:
      'One Vedic day (sunrise to sunrise) of a scan. The nakshatra and tithi are those at sunrise; windows name ' +
      'their own.',
  },
);

const QualityRule = Closed({
  text: Type.String(),
  score: Type.String(),
  min_window_minutes: Type.Number(),
  tier: Type.Literal('service'),
});
const cited = { conventions: computedFields.conventions, prove_refs: ProveRefs, warnings: Type.Array(Type.String()) };
const envelope = { success: computedFields.success, engine_status: computedFields.engine_status };

export const MuhurtaFinderResult = Closed(
  {
    ...envelope,
    karma: Type.Ref(KarmaName),
    match_count: Type.Integer({ minimum: 0, description: 'Days returned in results' }),
    days_scanned: Type.Integer({ minimum: 1, maximum: 90 }),
    from: Type.String(),
    to: Type.String(),
    only_shubha: Type.Boolean(),
    results: Type.Array(Type.Ref(MuhurtaDay)),
    quality_rule: QualityRule,
    method: Type.String(),
    ...cited,
    ...LabelsField,
  },
  {
    $id: 'MuhurtaFinderResult',
    description: 'Muhurta finder result: each day scored, with its windows and the rules that decided it.',
  },
);

export const Angas = Closed(
  {
    tithi: Type.String(),
    paksha: StringEnum(['Shukla', 'Krishna']),
    tithi_index: Type.Integer({ minimum: 0, maximum: 29 }),
    nakshatra: Type.Ref(NakshatraName),
    yoga: Type.String(),
    karana: Type.String(),
    vara: Type.String(),
    moon_sign: Type.Ref(SignName),
    sun_sign: Type.Ref(SignName),
    lagna: Type.Ref(SignName),
    lunar_month: Type.String(),
    adhika: Type.Boolean(),
  },
  { $id: 'MuhurtaAngas', description: 'The five limbs (and the signs and month) in force at the moment.' },
);

export const KarmaVerdict = Closed(
  {
    karma: Type.Ref(KarmaName),
    label: Type.String(),
    suitable: Type.Boolean({ description: 'No rule of the act blocks at this moment' }),
    benefits: Type.Array(Type.String()),
    issues: Type.Array(Type.String()),
    rules: Type.Array(Type.Ref(MuhurtaRule)),
  },
  { $id: 'MuhurtaKarmaVerdict' },
);

export const MuhurtaCompleteResult = Closed(
  {
    ...envelope,
    date: Type.String(),
    time: Type.String(),
    moment: LocalIso(),
    day_quality: Closed({
      karma: Type.Ref(KarmaName),
      quality: Type.Ref(DayBand),
      score: Type.Number(),
      windows: Type.Array(Type.Ref(MuhurtaWindow)),
      issues: Type.Array(Type.String()),
    }),
    karma_muhurtas: Type.Array(Type.Ref(KarmaVerdict)),
    angas: Type.Ref(Angas),
    special_yogas: Type.Array(Type.Ref(MuhurtaRule)),
    quality_rule: QualityRule,
    ...cited,
    ...LabelsField,
  },
  {
    $id: 'MuhurtaCompleteResult',
    description:
      "One moment: the day's band for the activity, each act's verdict with benefits and issues, the angas and " +
      'special yogas.',
  },
);

const TaraValue = Closed({
  count: Type.Integer({ minimum: 1, maximum: 27 }),
  number: Type.Integer({ minimum: 1, maximum: 9 }),
  name: Type.String(),
  meaning: Type.String(),
  quality: StringEnum(['good', 'bad', 'mixed']),
});
export const TarabalaResult = Closed(
  {
    ...envelope,
    birth: Closed({
      nakshatra: Type.Ref(NakshatraName),
      rashi: Type.Union([Type.Ref(SignName), Type.Null()]),
      source: StringEnum(['birth_data', 'birth_nakshatra']),
    }),
    from: Type.String(),
    to: Type.String(),
    tarabala: Type.Array(
      Closed({ start: LocalIso(), end: LocalIso(), nakshatra: Type.Ref(NakshatraName), tara: TaraValue }),
    ),
    chandrabala: Type.Array(
      Closed({
        start: LocalIso(),
        end: LocalIso(),
        moon_sign: Type.Ref(SignName),
        paksha: StringEnum(['Shukla', 'Krishna']),
        house: Type.Integer({ minimum: 1, maximum: 12 }),
        quality: StringEnum(['good', 'good_in_shukla', 'bad']),
        holds: Type.Boolean(),
      }),
    ),
    missing: Type.Array(Type.String(), { description: 'What was not computed and why (PARTIAL)' }),
    ...cited,
    ...LabelsField,
  },
  {
    $id: 'TarabalaResult',
    description:
      'Tara of each nakshatra interval from the birth star (nine names and qualities) and chandrabala of each ' +
      'Moon-sign interval.',
  },
);

export const PersonMoon = Closed(
  {
    label: Type.String(),
    nakshatra: Type.Ref(NakshatraName),
    rashi: Type.Ref(SignName),
    birth: LocalIso(),
    timezone: Type.String(),
  },
  { $id: 'MuhurtaPersonMoon', description: "A person's birth Moon as the personal rules read it." },
);

const FIRST_COMPONENTS: TSchema[] = [
  KarmaName,
  DayBand,
  MuhurtaRule,
  StricterRule,
  MuhurtaWindow,
  MuhurtaDay,
  MuhurtaFinderResult,
  Angas,
  KarmaVerdict,
  MuhurtaCompleteResult,
  TarabalaResult,
  PersonMoon,
];

// --- marriage, audit, travel -------------------------------------------------------------------------------------

export const MarriageMuhurtaResult = Closed(
  {
    ...envelope,
    from: Type.String(),
    to: Type.String(),
    partners: Type.Array(Type.Ref(PersonMoon), {
      description: 'The partners given, whose tarabala and chandrabala were applied',
    }),
    match_count: Type.Integer({ minimum: 0 }),
    results: Type.Array(Type.Ref(MuhurtaDay), {
      description: 'Days with at least one window (all days when include_closed is true)',
    }),
    dagdha_days: Type.Array(Closed({ date: Type.String(), reasons: Type.Array(Type.String()) }), {
      description: 'Days on which a dagdha tithi or dagdha yoga closed some or all hours',
    }),
    checks: Type.Array(Type.String(), { description: 'The checks applied, in order' }),
    quality_rule: QualityRule,
    method: Type.String(),
    ...cited,
    ...LabelsField,
  },
  {
    $id: 'MarriageMuhurtaResult',
    description:
      "Marriage day scan: lagna shuddhi windows, dagdha checks, both partners' tarabala and chandrabala when given.",
  },
);

export const AuditItem = Closed(
  {
    item: Type.String(),
    status: StringEnum(['pass', 'fail', 'not_applicable']),
    reason: Type.String(),
    basis: StringEnum(['classical', 'regional_practice'], {
      description: 'Classical rule, or regional (North Indian almanac) practice',
    }),
    prove_refs: ProveRefs,
  },
  { $id: 'MarriageAuditItem' },
);

export const MarriageAuditResult = Closed(
  {
    ...envelope,
    moment: LocalIso(),
    bride: Type.Ref(PersonMoon),
    groom: Type.Ref(PersonMoon),
    angas: Type.Ref(Angas),
    passed: Type.Integer({ minimum: 0 }),
    failed: Type.Integer({ minimum: 0 }),
    not_applicable: Type.Integer({ minimum: 0 }),
    verdict: StringEnum(['all_classical_checks_pass', 'classical_fail', 'practice_fail_only'], {
      description: 'Service summary: classical items failing, only regional-practice items failing, or none failing',
    }),
    checklist: Type.Array(Type.Ref(AuditItem)),
    ...cited,
    ...LabelsField,
  },
  { $id: 'MarriageAuditResult', description: 'The classical marriage checklist of one moment for both partners.' },
);

const Direction = StringEnum(['North', 'East', 'South', 'West']);
export const TravelMuhurtaResult = Closed(
  {
    ...envelope,
    moment: LocalIso(),
    time_used: Type.String(),
    direction: Direction,
    weekday: Type.String(),
    verdict: StringEnum(['favourable', 'caution', 'avoid'], {
      description:
        'Service summary: avoid when a shool applies or a yatra rule blocks, caution when the Moon is behind or ' +
        'to the left or a rule cautions',
    }),
    disha_shool: Closed({ direction: Direction, applies: Type.Boolean(), prove_refs: ProveRefs }),
    nakshatra_shool: Closed({ nakshatra: Type.String(), applies: Type.Boolean(), prove_refs: ProveRefs }),
    moon_direction: Closed({
      sign: Type.Ref(SignName),
      direction: Direction,
      relation: StringEnum(['ahead', 'right', 'behind', 'left']),
      favourable: Type.Boolean(),
      prove_refs: ProveRefs,
    }),
    yatra_doshas: Type.Array(Type.Ref(MuhurtaRule), {
      description: 'The yatra rules that block or caution at this moment',
    }),
    benefits: Type.Array(Type.Ref(MuhurtaRule)),
    remedy: Type.Union([
      Closed({ text: Type.String(), advisory: Type.Literal(true), prove_refs: ProveRefs }),
      Type.Null(),
    ]),
    panchanga_strip: Type.Array(
      Closed({
        start: LocalIso(),
        end: LocalIso(),
        tithi: Type.String(),
        paksha: StringEnum(['Shukla', 'Krishna']),
        nakshatra: Type.Ref(NakshatraName),
        yoga: Type.String(),
        karana: Type.String(),
        moon_sign: Type.Ref(SignName),
      }),
      { description: 'The limbs over the Vedic day, one row per change' },
    ),
    good_windows: Type.Array(Type.Ref(MuhurtaWindow), {
      description: "The day's yatra windows (direction checks are per day, not per window)",
    }),
    ...cited,
    ...LabelsField,
  },
  {
    $id: 'TravelMuhurtaResult',
    description:
      "Direction-aware travel muhurta: disha shool, nakshatra shool, the Moon's direction, the yatra doshas, an " +
      "advisory remedy and the day's panchanga strip.",
  },
);

export const MUHURTA_COMPONENTS: TSchema[] = [
  ...FIRST_COMPONENTS,
  MarriageMuhurtaResult,
  AuditItem,
  MarriageAuditResult,
  TravelMuhurtaResult,
];

// --- intelligence, family, conception ------------------------------------------------------------------------------

const Removed = Closed({
  date: Type.String(),
  reasons: Type.Array(Type.String(), { description: "The closing layer's blocks" }),
  every_failing_rule: Type.Array(Type.String(), {
    description: 'Every rule that blocked somewhere in the day, of every layer, in the order of the layers',
  }),
});
export const MuhurtaIntelligenceResult = Closed(
  {
    ...envelope,
    event_type: Type.Ref(KarmaName),
    from: Type.String(),
    to: Type.String(),
    days_considered: Type.Integer({ minimum: 1 }),
    users: Type.Array(Type.Ref(PersonMoon)),
    layers: Type.Array(
      Closed({ order: Type.Integer({ minimum: 1, maximum: 9 }), layer: Type.String(), checks: Type.String() }),
    ),
    ranking: Type.String({ description: 'How survivors are ranked' }),
    results: Type.Array(Closed({ rank: Type.Integer({ minimum: 1 }), day: Type.Ref(MuhurtaDay) }), { maxItems: 3 }),
    survivors_count: Type.Integer({ minimum: 0 }),
    rejection_audit: Type.Array(
      Closed({
        order: Type.Integer({ minimum: 1, maximum: 9 }),
        layer: Type.String(),
        removed_count: Type.Integer({ minimum: 0 }),
        removed: Type.Array(Removed),
      }),
      { description: 'Per layer, in order: how many dates it removed and which, with the reasons' },
    ),
    ...cited,
    ...LabelsField,
  },
  {
    $id: 'MuhurtaIntelligenceResult',
    description:
      'Dates filtered through nine named layers in a stated order, survivors ranked, at most max_results ' +
      'returned, with the rejection audit.',
  },
);

export const FamilyMuhurtaResult = Closed(
  {
    ...envelope,
    karma: Type.Ref(KarmaName),
    from: Type.String(),
    to: Type.String(),
    members: Type.Array(Type.Ref(PersonMoon)),
    acceptable_count: Type.Integer({ minimum: 0 }),
    acceptable: Type.Array(Closed({ rank: Type.Integer({ minimum: 1 }), day: Type.Ref(MuhurtaDay) })),
    blocked: Type.Array(
      Closed({
        date: Type.String(),
        blockers: Type.Array(Closed({ member: Type.String(), reasons: Type.Array(Type.String()) })),
        other_reasons: Type.Array(Type.String()),
      }),
      {
        description:
          'Dates not acceptable to all, with who blocks them (tarabala or chandrabala) and any other rule that ' +
          'closed them',
      },
    ),
    ranking: Type.String(),
    ...cited,
    ...LabelsField,
  },
  {
    $id: 'FamilyMuhurtaResult',
    description:
      "Dates acceptable to every member (each one's tarabala and chandrabala), ranked, with who blocks which date.",
  },
);

const SphutaSchema = Closed({
  kind: StringEnum(['beeja', 'kshetra']),
  longitude: Type.Number(),
  sign: Type.Ref(SignName),
  sign_parity: StringEnum(['odd', 'even']),
  navamsa: Type.Ref(SignName),
  navamsa_parity: StringEnum(['odd', 'even']),
  verdict: StringEnum(['strong', 'mixed', 'weak']),
  parts: Type.Record(Type.String(), Type.Number(), { description: 'The natal sidereal longitudes summed' }),
  rule: Type.String(),
  prove_refs: ProveRefs,
});
export const ConceptionMuhurtaResult = Closed(
  {
    ...envelope,
    from: Type.String(),
    to: Type.String(),
    beeja_sphuta: SphutaSchema,
    kshetra_sphuta: SphutaSchema,
    partners: Type.Array(Type.Ref(PersonMoon)),
    gate: Type.Array(Type.String(), { description: 'The garbhadhana panchanga gate applied' }),
    windows: Type.Array(
      Closed({ rank: Type.Integer({ minimum: 1 }), date: Type.String(), window: Type.Ref(MuhurtaWindow) }),
      { description: 'Night windows passing the gate, ranked' },
    ),
    ranking: Type.String(),
    not_computed: Type.Array(Type.String()),
    ...cited,
    ...LabelsField,
  },
  {
    $id: 'ConceptionMuhurtaResult',
    description:
      'Beeja and kshetra sphuta with verdicts and sources, the garbhadhana panchanga gate, ranked night windows.',
  },
);

export const MUHURTA_PEOPLE_COMPONENTS: TSchema[] = [
  MuhurtaIntelligenceResult,
  FamilyMuhurtaResult,
  ConceptionMuhurtaResult,
];
