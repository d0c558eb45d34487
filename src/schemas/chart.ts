/**
 * Response components of the chart routes (compute/chart/present.ts builds them): a placed point, a graha, the lagna,
 * a house, one varga chart, and the v2 kundli's CHART object (interface, "Chart (canonical CHART object)").
 */
import { Type } from '@sinclair/typebox';
import { Labels } from './labels.ts';
import {
  ByGraha,
  Closed,
  KeyedBy,
  StringEnum,
  DashaPeriod,
  GrahaName,
  LocalIso,
  NakshatraName,
  Nullable,
  RashiName,
  SignName,
  computedFields,
  ProveRefs,
} from './components.ts';

export const Dignity = StringEnum(
  ['exalted', 'debilitated', 'moolatrikona', 'own', 'great_friend', 'friend', 'neutral', 'enemy', 'great_enemy'],
  {
    $id: 'Dignity',
    description:
      'Dignity in the sign: exalted, debilitated, moolatrikona, own, else the compound relation to the sign lord.',
  },
);

/** The vargas a placed point lists by sign (the sixteen are on the divisional routes). */
export const SHOWN_VARGA_CODES = ['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12'] as const;

/** Varga code -> sign, for the codes above. */
const VargaSigns = KeyedBy(
  SHOWN_VARGA_CODES,
  Type.Ref(SignName),
  'Varga code (D1, D2, D3, D4, D7, D9, D10, D12) -> sign',
);

const pointFields = {
  longitude: Type.Number({ description: 'Sidereal longitude, degrees 0-360' }),
  sign: Type.Ref(SignName),
  sign_index: Type.Integer({ minimum: 0, maximum: 11 }),
  rashi: Type.Ref(RashiName),
  degree: Type.Number({ description: 'Degrees within the sign' }),
  degree_dms: Type.String({ examples: ['23°30\'00"'] }),
  nakshatra: Type.Ref(NakshatraName),
  nakshatra_index: Type.Integer({ minimum: 0, maximum: 26 }),
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
  nakshatra_lord: Type.Ref(GrahaName),
  sign_margin_arcsec: Type.Number({
    description: 'Arc-seconds to the nearest sign edge: small means a small time error could change the sign',
  }),
  vargottama: Type.Boolean({ description: 'Same sign in D1 and D9' }),
};

export const Lagna = Closed({ ...pointFields, lord: Type.Ref(GrahaName), vargas: VargaSigns }, { $id: 'Lagna' });

export const PlacedGraha = Closed(
  {
    ...pointFields,
    speed: Type.Number({ description: 'Degrees per day; negative when retrograde' }),
    house: Type.Integer({ minimum: 1, maximum: 12, description: 'Whole-sign house from the lagna' }),
    retrograde: Type.Boolean(),
    combust: Type.Boolean(),
    combustion: Closed({
      distance_from_sun: Type.Number(),
      orb: Nullable(Type.Number()),
      orb_source: Nullable(Type.String()),
    }),
    dignity: Type.Ref(Dignity),
    sign_lord: Type.Ref(GrahaName),
    vargas: VargaSigns,
  },
  { $id: 'PlacedGraha' },
);

export const House = Closed(
  {
    house: Type.Integer({ minimum: 1, maximum: 12 }),
    sign: Type.Ref(SignName),
    rashi: Type.Ref(RashiName),
    lord: Type.Ref(GrahaName),
    occupants: Type.Array(Type.Ref(GrahaName)),
    aspected_by: Type.Array(Type.Ref(GrahaName)),
  },
  { $id: 'House' },
);

/** One graha in one divisional chart. */
export const VargaPlacement = Closed(
  {
    sign: Type.Ref(SignName),
    sign_index: Type.Integer(),
    house: Type.Integer({ minimum: 1, maximum: 12 }),
    part: Type.Integer({ description: 'Which part of the D1 sign (1-based)' }),
    margin_arcsec: Type.Number({ description: 'Arc-seconds to the nearest edge of that part' }),
    vargottama: Type.Boolean(),
    dignity: Type.Ref(Dignity),
  },
  { $id: 'VargaPlacement' },
);

/** One divisional chart: the varga lagna and each graha's varga sign, house from the varga lagna, part and margin. */
export const VargaChart = Closed(
  {
    code: Type.String({ examples: ['D9'] }),
    lagna: Closed({
      sign: Type.Ref(SignName),
      sign_index: Type.Integer(),
      part: Type.Integer(),
      margin_arcsec: Type.Number(),
    }),
    planets: ByGraha(Type.Ref(VargaPlacement), 'Graha -> its place in this varga'),
  },
  { $id: 'VargaChart' },
);

const ChartMeta = Closed({
  name: Nullable(Type.String()),
  gender: Nullable(Type.String()),
  date: Type.String(),
  time: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  timezone: Type.String(),
  utc_offset: Type.String(),
  local: LocalIso('Local birth time, ISO 8601 with offset'),
  utc: Type.String(),
  jd_ut: Type.Number(),
  ayanamsa: Type.String(),
  ayanamsa_degrees: Type.Number(),
  node_type: Type.String(),
});

const BirthPanchanga = Closed({
  tithi: Type.String(),
  tithi_index: Type.Integer({ minimum: 0, maximum: 29 }),
  paksha: Type.String(),
  nakshatra: Type.Ref(NakshatraName),
  pada: Type.Integer(),
  yoga: Type.String(),
  karana: Type.String(),
  vara: Type.String(),
  sunrise: Nullable(Type.String({ description: 'HH:MM:SS' })),
  sunset: Nullable(Type.String({ description: 'HH:MM:SS' })),
  sunrise_iso: Nullable(LocalIso('Sunrise of the birth day, local ISO 8601 with offset')),
  sunset_iso: Nullable(LocalIso('Sunset of the birth day, local ISO 8601 with offset')),
  day_birth: Nullable(
    Type.Boolean({
      description: 'Born between sunrise and sunset; null where the Sun neither rises nor sets that day',
    }),
  ),
});

export const DashaBalance = Closed(
  {
    lord: Type.Ref(GrahaName),
    years: Type.Number(),
    ymd: Closed({ years: Type.Integer(), months: Type.Integer(), days: Type.Integer() }),
    elapsed_fraction: Type.Number({ description: 'Part of the birth nakshatra the Moon had crossed' }),
  },
  { $id: 'DashaBalance' },
);

const ChartDashas = Closed({
  system: Type.Literal('vimshottari'),
  year_days: Type.Number(),
  balance: Type.Ref(DashaBalance),
  current: Closed({
    as_of: Type.String(),
    maha: Nullable(Type.Ref(GrahaName)),
    antar: Nullable(Type.Ref(GrahaName)),
    pratyantar: Nullable(Type.Ref(GrahaName)),
    current_levels: Type.Array(Type.Ref(DashaPeriod), {
      description: 'The periods running at `as_of`, outermost first (same name and shape as POST /api/dasha/current).',
    }),
    note: Type.Optional(Type.String({ description: 'Only when `current_levels` is empty: why.' })),
  }),
  mahadashas: Type.Array(Type.Ref(DashaPeriod)),
});

export const EngineInfo = Closed(
  { name: Type.String(), ephemeris: Type.String(), chart_model: Type.String() },
  { $id: 'EngineInfo' },
);

export const KundliV2Result = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    conventions: computedFields.conventions,
    warnings: computedFields.warnings,
    engine: Type.Ref(EngineInfo),
    chart: Closed({
      meta: ChartMeta,
      lagna: Type.Ref(Lagna),
      planets: ByGraha(Type.Ref(PlacedGraha), 'Graha name -> placement'),
      houses: Type.Array(Type.Ref(House), { minItems: 12, maxItems: 12 }),
      navamsa: Type.Ref(VargaChart),
      panchanga: BirthPanchanga,
      dashas: ChartDashas,
    }),
    interpretation: Closed({ statements: Type.Array(Type.String()), prove_refs: ProveRefs }),
    labels: Type.Optional(Type.Ref(Labels)),
  },
  { $id: 'KundliV2Result' },
);

export const CHART_COMPONENTS = [
  Dignity,
  Lagna,
  PlacedGraha,
  House,
  VargaPlacement,
  VargaChart,
  DashaBalance,
  EngineInfo,
  KundliV2Result,
];
