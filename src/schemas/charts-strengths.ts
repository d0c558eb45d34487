/**
 * Response schemas of the strength routes (routes/strengths.ts): shadbala, bhavabala and ashtakavarga. Strengths
 * are in virupas (shashtiamsas, 60 to a rupa) unless a field says rupas.
 */
import { Type } from '@sinclair/typebox';
import { BySevenGraha, Closed, computedFields, KeyedBy, KeyedBySome, ProveRefs, SignName } from './components.ts';
import { AV_SOURCES } from '../engine/tables/strength/ashtakavarga-benefic-places.ts';
import { SEVEN_GRAHAS } from '../engine/vocabulary/names.ts';
import { JdUt, LocalIso, MethodConventions, oneOf, SevenGrahaName } from './charts-shared.ts';
import { LabelsField } from './labels.ts';

const virupas = (what: string) => Type.Number({ description: `${what}, virupas` });
const Nature = oneOf(['benefic', 'malefic']);
const twelve = (item: Parameters<typeof Type.Array>[0], description: string) =>
  Type.Array(item, { minItems: 12, maxItems: 12, description });

/** One graha's shadbala, part by part (virupas unless the name says rupas). */
export const GrahaShadbala = Closed(
  {
    graha: Type.Ref(SevenGrahaName),
    sthana: Closed({
      uchcha: virupas('Uchcha bala'),
      saptavargaja: virupas('Saptavargaja bala (sum of the seven vargas)'),
      saptavarga: Type.Array(
        Closed({
          varga: Type.String({ description: 'Varga code: D1, D2, D3, D7, D9, D12, D30' }),
          sign: Type.Ref(SignName),
          lord: Type.Ref(SevenGrahaName),
          standing: oneOf(['moolatrikona', 'own', 'great_friend', 'friend', 'neutral', 'enemy', 'great_enemy'], {
            description: 'Standing towards the varga sign lord',
          }),
          virupas: virupas('Share of this varga'),
        }),
        { minItems: 7, maxItems: 7 },
      ),
      ojayugma: virupas('Ojayugma bala'),
      ojayugma_parts: Closed({ rashi: virupas('Rashi half (15 or 0)'), navamsha: virupas('Navamsha half (15 or 0)') }),
      kendradi: virupas('Kendradi bala'),
      drekkana: virupas('Drekkana bala'),
      total: virupas('Sthana bala'),
    }),
    dig: virupas('Dig bala'),
    kala: Closed({
      nathonnata: virupas('Nathonnata bala'),
      paksha: virupas('Paksha bala'),
      tribhaga: virupas('Tribhaga bala'),
      abda: virupas('Abda (year lord) bala'),
      masa: virupas('Masa (month lord) bala'),
      vara: virupas('Vara (weekday lord) bala'),
      hora: virupas('Hora bala'),
      ayana: virupas('Ayana bala'),
      yuddha: virupas('Yuddha bala: + for the victor of a planetary war, - for the vanquished, 0 when not at war'),
      total: virupas('Kala bala'),
    }),
    cheshta: virupas('Cheshta bala'),
    cheshta_facts: Closed({
      rule: oneOf(['cheshta_kendra', 'ayana_bala', 'paksha_bala'], {
        description: 'cheshta_kendra for Mars..Saturn; the Sun takes its ayana bala, the Moon its paksha bala',
      }),
      mean_longitude: Type.Union([Type.Number(), Type.Null()], {
        description: 'Tropical mean longitude used, degrees; null for the Sun and Moon',
      }),
      seeghrochcha: Type.Union([Type.Number(), Type.Null()], {
        description: 'Tropical seeghrochcha, degrees; null for the Sun and Moon',
      }),
      kendra: Type.Union([Type.Number(), Type.Null()], {
        description: 'Cheshta kendra folded to 0-180 degrees; null for the Sun and Moon',
      }),
    }),
    naisargika: virupas('Naisargika bala'),
    drik: virupas('Drik bala (signed)'),
    drishti_received: KeyedBySome(
      SEVEN_GRAHAS,
      Type.Number(),
      'Each of the other six grahas -> aspect virupas received, signed (+ benefic, - malefic), before the quarter ' +
        'is taken',
    ),
    total_virupas: virupas('Total shadbala'),
    total_rupas: Type.Number({ description: 'Total shadbala, rupas' }),
    required_virupas: virupas('Required minimum'),
    required_rupas: Type.Number({ description: 'Required minimum, rupas' }),
    ratio: Type.Number({ description: 'total_virupas / required_virupas' }),
    meets_requirement: Type.Boolean(),
    ishta_phala: Type.Number({ description: 'Ishta phala, 0-60' }),
    kashta_phala: Type.Number({ description: 'Kashta phala, 0-60' }),
    kranti: Type.Number({ description: "Declination of the graha's tropical ecliptic point, degrees, north positive" }),
    nature: Nature,
    rank: Type.Integer({ minimum: 1, maximum: 7, description: '1 = highest ratio' }),
  },
  { $id: 'GrahaShadbala', description: "One graha's shadbala, part by part, in virupas unless the name says rupas." },
);

const ShadbalaTime = Closed({
  local_apparent_hours: Type.Number({ description: 'Local apparent (true solar) time of birth, hours 0-24' }),
  sun_hour_angle: Type.Number({ description: 'Hour angle of the Sun, degrees (-180, 180], 0 at apparent noon' }),
  day_birth: Type.Boolean(),
  segment_start: LocalIso('Start of the day or night of birth'),
  segment_start_jd_ut: JdUt('Start of the day or night of birth'),
  segment_end: LocalIso('End of the day or night of birth'),
  segment_end_jd_ut: JdUt('End of the day or night of birth'),
  tribhaga_part: Type.Integer({ minimum: 1, maximum: 3, description: 'Which third of that day or night' }),
  vedic_day_sunrise: LocalIso('Sunrise that opened the Vedic day of birth'),
  vedic_day_sunrise_jd_ut: JdUt('Sunrise that opened the Vedic day of birth'),
  vedic_date: Type.String({ description: 'Local civil date on which that Vedic day began, YYYY-MM-DD' }),
  weekday_lord: Type.Ref(SevenGrahaName),
  hora: Type.Integer({
    minimum: 1,
    description:
      'Equal hour of 60 minutes counted from that sunrise, 1-based: 1-24, and 25 or more when the Vedic day ' +
      'runs past ' +
      '24 hours (the next sunrise comes later than this one by the clock, as near the polar circles or at some ' +
      'zone offsets; the hora lords go on in their order)',
  }),
  hora_lord: Type.Ref(SevenGrahaName),
  ahargana: Type.Integer({
    description: 'Civil days elapsed from creation (Surya Siddhanta) at the start of the Vedic day',
  }),
  year_lord: Type.Ref(SevenGrahaName),
  month_lord: Type.Ref(SevenGrahaName),
  fallback: Type.Union([Type.String(), Type.Null()], {
    description: 'Set when the place has no sunrise or sunset that day and 06:00/18:00 apparent time stood in',
  }),
});

/** One graha's six components in the interface's names (an item of the seven). */
export const ShadbalaComponents = Closed(
  {
    sthana: virupas('Sthana bala'),
    dik: virupas('Dig bala'),
    kala: virupas('Kala bala'),
    cheshta: virupas('Cheshta bala'),
    naisargika: virupas('Naisargika bala'),
    drig: virupas('Drik bala'),
    total: virupas('Total'),
    total_rupas: Type.Number({ description: 'Total, rupas' }),
    required_rupas: Type.Number({ description: 'Required minimum, rupas' }),
    ratio: Type.Number({ description: 'Total / required' }),
    rank: Type.Integer({ minimum: 1, maximum: 7 }),
  },
  { $id: 'ShadbalaComponents' },
);

export const GrahaNature = Closed(
  {
    nature: Nature,
    reason: Type.Union([Type.String(), Type.Null()], {
      description: 'Why, for the Moon (fortnight) and Mercury (association); null for the fixed ones',
    }),
  },
  { $id: 'GrahaNature', description: 'Benefic or malefic for shadbala' },
);

export const ShadbalaResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    unit: Type.String({ description: 'The unit of the figures' }),
    components: BySevenGraha(
      Type.Ref(ShadbalaComponents),
      "Graha (Sun..Saturn) -> the six components in the interface's names, virupas; the full breakdown is in `grahas`",
    ),
    method: Type.String(),
    conventions: computedFields.conventions,
    grahas: BySevenGraha(Type.Ref(GrahaShadbala), 'Graha (Sun..Saturn) -> shadbala'),
    strongest_first: Type.Array(Type.Ref(SevenGrahaName), {
      minItems: 7,
      maxItems: 7,
      description: 'Grahas by rank, highest ratio first',
    }),
    time: ShadbalaTime,
    natures: BySevenGraha(Type.Ref(GrahaNature), 'Graha (Sun..Saturn) -> benefic or malefic'),
    wars: Type.Array(
      Closed({
        grahas: Type.Array(Type.Ref(SevenGrahaName), { minItems: 2, maxItems: 2 }),
        separation: Type.Number({ description: 'Arc between them, degrees' }),
        victor: Type.Ref(SevenGrahaName),
        vanquished: Type.Ref(SevenGrahaName),
        virupas: virupas('Yuddha bala moved'),
      }),
      { description: 'Planetary wars (graha yuddha) at birth' },
    ),
    bhavas: Closed({
      madhya: twelve(Type.Number(), 'Sidereal longitude of each Sripati bhava madhya, bhavas 1-12, degrees'),
      sandhi: twelve(Type.Number(), 'Sidereal longitude where each bhava begins, degrees'),
    }),
    warnings: Type.Array(Type.String()),
    method_conventions: MethodConventions,
    prove_refs: computedFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'ShadbalaResult',
    description:
      'Shadbala of the seven grahas Sun to Saturn: the six components, totals in virupas and rupas, the required ' +
      'minimum, ratio, rank, ishta and kashta phala.',
  },
);

/** One house's bhavabala (virupas unless the name says rupas). */
export const BhavaStrength = Closed(
  {
    house: Type.Integer({ minimum: 1, maximum: 12 }),
    madhya: Type.Number({ description: 'Sidereal longitude of the Sripati bhava madhya, degrees' }),
    sign: Type.Ref(SignName),
    lord: Type.Ref(SevenGrahaName),
    adhipati: virupas("Bhavadhipati bala: the lord's total shadbala"),
    sign_kind: oneOf(['nara', 'jalachara', 'chatushpada', 'keeta']),
    dig: virupas('Bhava dig bala, 0-60'),
    drishti: virupas('Bhava drishti bala'),
    drishti_received: BySevenGraha(
      Type.Number(),
      'Aspecting graha (each of the seven) -> aspect virupas before weighting, signed (+ benefic, - malefic)',
    ),
    total_virupas: virupas('Total'),
    total_rupas: Type.Number({ description: 'Total, rupas' }),
    band: oneOf(['strong', 'moderate', 'weak']),
    rank: Type.Integer({ minimum: 1, maximum: 12, description: '1 = strongest house' }),
    total_score: Type.Number({ description: 'Total, rupas (same as total_rupas)' }),
  },
  { $id: 'BhavaStrength' },
);

const HouseScore = Closed({
  house: Type.Integer({ minimum: 1, maximum: 12 }),
  total_score: Type.Number({ description: 'Rupas' }),
  total_virupas: Type.Number(),
});

export const BhavabalaResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    method: Type.String(),
    method_conventions: MethodConventions,
    unit: Type.String({ description: 'The unit of the figures' }),
    houses: twelve(Type.Ref(BhavaStrength), 'Houses 1-12'),
    strongest: HouseScore,
    weakest: HouseScore,
    warnings: Type.Array(Type.String()),
    conventions: computedFields.conventions,
    prove_refs: Type.Array(
      Type.String({ pattern: '^\\S+ \\((verified|pending)\\)$', examples: ['bphs.27 (pending)'] }),
      {
        description:
          'Citations as strings "<ref_id> (<status>)", as the interface lists them; the full items are in `citations`',
      },
    ),
    citations: ProveRefs,
    ...LabelsField,
  },
  {
    $id: 'BhavabalaResult',
    description:
      'Bhavabala of the twelve houses (Sripati bhava madhya): bhavadhipati, bhava dig and bhava drishti bala, ' +
      'total and band, strongest and weakest house.',
  },
);

const AvSource = oneOf(AV_SOURCES, { description: 'A graha (Sun..Saturn) or Ascendant' });
const signBindus = (description: string) => twelve(Type.Integer({ minimum: 0 }), description);

/** One source's bhinna ashtakavarga (an item of the eight). */
export const BhinnaAshtakavarga = Closed(
  {
    of: AvSource,
    bindus: signBindus('Bindus per sign, Aries..Pisces, each 0-8'),
    total: Type.Integer(),
    by_sign: twelve(
      Closed({
        sign: Type.Ref(SignName),
        bindus: Type.Integer({ minimum: 0, maximum: 8 }),
        from: Type.Array(AvSource, { description: 'The sources that gave this sign a bindu' }),
      }),
      'The prastara row of each sign, Aries..Pisces',
    ),
  },
  { $id: 'BhinnaAshtakavarga' },
);

/** One source's BAV after trikona and ekadhipatya shodhana. */
export const ShodhitaAshtakavarga = Closed(
  {
    of: AvSource,
    after_trikona: signBindus('Bindus per sign after trikona shodhana'),
    after_ekadhipatya: signBindus('Bindus per sign after ekadhipatya shodhana'),
    total_after_trikona: Type.Integer(),
    total: Type.Integer({ description: 'Total of the reduced (shodhita) BAV' }),
  },
  { $id: 'ShodhitaAshtakavarga' },
);

export const AshtakavargaPindas = Closed(
  {
    graha: Type.Ref(SevenGrahaName),
    rashi_pinda: Type.Integer(),
    graha_pinda: Type.Integer(),
    shodhya_pinda: Type.Integer(),
  },
  { $id: 'AshtakavargaPindas' },
);

export const AshtakavargaResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    method: Type.String(),
    placements: KeyedBy(AV_SOURCES, Type.Ref(SignName), 'Source (seven grahas and Ascendant) -> its sign'),
    bhinna: KeyedBy(
      AV_SOURCES,
      Type.Ref(BhinnaAshtakavarga),
      'Source (seven grahas and Ascendant) -> its bhinna ashtakavarga',
    ),
    sarva: Closed({
      bindus: signBindus("Sum of the seven grahas' bindus per sign, Aries..Pisces"),
      total: Type.Integer({ description: '337 for every chart' }),
      includes_lagna_bav: Type.Literal(false, { description: "The classical sarva leaves the lagna's own BAV out" }),
      with_lagna_bav: signBindus("The same per sign with the lagna's BAV added (total 386)"),
    }),
    shodhana: KeyedBy(AV_SOURCES, Type.Ref(ShodhitaAshtakavarga), 'Source -> its reductions'),
    pindas: BySevenGraha(Type.Ref(AshtakavargaPindas), 'Graha (Sun..Saturn) -> its pindas'),
    conventions: computedFields.conventions,
    prove_refs: computedFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'AshtakavargaResult',
    description:
      'Ashtakavarga: bhinna bindus of the seven grahas and the lagna, sarva, trikona and ekadhipatya shodhana, ' +
      'pindas. Sign arrays run Aries (0) to Pisces (11).',
  },
);

export const CHARTS_STRENGTH_COMPONENTS = [
  GrahaShadbala,
  ShadbalaComponents,
  GrahaNature,
  ShadbalaResult,
  BhavaStrength,
  BhavabalaResult,
  BhinnaAshtakavarga,
  ShodhitaAshtakavarga,
  AshtakavargaPindas,
  AshtakavargaResult,
];
