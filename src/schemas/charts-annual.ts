/**
 * Response schemas of the readings against another moment (routes/annual.ts): the Tajika annual chart
 * (varshaphal), transits (gochar) and the fortune direction.
 */
import { Type } from '@sinclair/typebox';
import { DASHA_LEVELS } from '../engine/tables/dasha/vimshottari.ts';
import { TAJIKA_YOGA_NAMES } from '../engine/tables/tajika/yogas.ts';
import { ByGraha, BySevenGraha, Closed, computedFields, GrahaName, KeyedBy, Nullable, SignName } from './components.ts';
import { Lagna, PlacedGraha } from './chart.ts';
import { JdUt, LocalIso, oneOf, SevenGrahaName, SiderealLongitude } from './charts-shared.ts';
import { LabelsField } from './labels.ts';

const house = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: 12, ...(description === undefined ? {} : { description }) });
const signIndex = Type.Integer({ minimum: 0, maximum: 11, description: '0 = Aries' });
const pair = Type.Array(Type.Ref(SevenGrahaName), { minItems: 2, maxItems: 2 });

/** The five office-bearers (panchadhikari), in snake_case as the `holders` keys spell them. */
const OFFICES = ['janma_lagna_lord', 'varsha_lagna_lord', 'muntha_lord', 'tri_rashi_lord', 'dina_ratri_lord'] as const;

const DivisionStrength = Closed(
  {
    lord: Type.Ref(SevenGrahaName),
    relation: oneOf(['own', 'friend', 'neutral', 'enemy'], {
      description: "The graha's natural relation to that lord (own when it is the lord)",
    }),
    grade: oneOf(['own', 'friend', 'enemy'], {
      description: "Share priced: a neutral's division is priced as an enemy's",
    }),
    units: Type.Number(),
    max_units: Type.Number(),
  },
  {
    $id: 'DivisionStrength',
    description: 'Strength from the lord of the sign, hadda, drekkana or navamsa the graha stands in',
  },
);

const MuddaPeriodFields = {
  level: oneOf(DASHA_LEVELS),
  lord: Type.Ref(GrahaName),
  start: LocalIso('Start of the period'),
  start_jd_ut: JdUt('Start of the period'),
  end: LocalIso('End of the period'),
  end_jd_ut: JdUt('End of the period'),
  years: Type.Number({ description: 'Length on the Vimshottari scale, where 120 years make the whole Tajika year' }),
};

/** One graha's pancha-vargeeya bala in the annual chart, part by part (an item of the seven). */
export const PanchaVargeeyaBala = Closed(
  {
    graha: Type.Ref(SevenGrahaName),
    kshetra: Type.Ref(DivisionStrength),
    uchcha: Type.Number({ description: '0-20' }),
    hadda: Type.Ref(DivisionStrength),
    drekkana: Type.Ref(DivisionStrength),
    navamsa: Type.Ref(DivisionStrength),
    total: Type.Number({ description: 'Sum of the five parts (at most 80) divided by 4' }),
    band: oneOf(['weak', 'ordinary', 'strong', 'very_strong']),
  },
  { $id: 'PanchaVargeeyaBala' },
);

export const VarshaphalResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    missing: Type.Array(Type.String(), {
      description: 'What is not computed and why (the Tajika yogas the sources leave open): the reason for PARTIAL',
    }),
    method: Type.String(),
    year: Type.Integer({ description: 'Calendar year of the solar return' }),
    age: Type.Integer({ description: 'Completed years at the return: year - birth year' }),
    solar_return: Closed({
      at: LocalIso('The return, local time at the birth place'),
      jd_ut: JdUt('The return'),
      utc_iso: Type.String({ description: 'The return, UTC, ISO 8601 with milliseconds' }),
      local_iso: LocalIso('The return as the clock of the birth zone reads it'),
      natal_sun_longitude: SiderealLongitude('Natal sidereal Sun'),
      next_return: LocalIso('The next return (end of this Tajika year)'),
      next_return_jd_ut: JdUt('The next return'),
    }),
    is_day: Type.Boolean({ description: 'The annual chart is cast by day (Sun above the horizon)' }),
    day_night_basis: oneOf(['sunrise_sunset', 'polar_day', 'polar_night'], {
      description:
        'How day was told: the last sunrise or sunset before the return, or the Sun never setting or rising that day',
    }),
    varsha_lagna: Closed({
      sign: Type.Ref(SignName),
      sign_index: signIndex,
      degree: Type.Number({ description: 'Degrees within the sign' }),
      lord: Type.Ref(SevenGrahaName),
    }),
    muntha: Closed({
      sign_index: signIndex,
      sign: Type.Ref(SignName),
      house: house('House from the varsha lagna'),
      lord: Type.Ref(SevenGrahaName),
    }),
    office_bearers: Closed({
      holders: Closed(Object.fromEntries(OFFICES.map((o) => [o, Type.Ref(SevenGrahaName)])), {
        description: 'Office -> the graha holding it',
      }),
      candidates: Type.Array(
        Closed({
          graha: Type.Ref(SevenGrahaName),
          offices: Type.Array(oneOf(OFFICES), { description: 'Offices held (keys of holders)' }),
          house: house('House from the varsha lagna'),
          aspects_lagna: Type.Boolean(),
          pancha_vargeeya_bala: Type.Number({ description: 'Pancha-vargeeya bala total, 0-20' }),
        }),
      ),
      varshesha: Closed(
        {
          graha: Type.Ref(SevenGrahaName),
          selection: oneOf([
            'only_aspecting_candidate',
            'strongest_aspecting_candidate',
            'muntha_lord_none_aspecting',
            'muntha_lord_all_weak',
          ]),
          reason: Type.String(),
        },
        { description: 'Lord of the year' },
      ),
    }),
    pancha_vargeeya_bala: BySevenGraha(
      Type.Ref(PanchaVargeeyaBala),
      'Graha (Sun..Saturn) -> pancha-vargeeya bala of the annual chart, part by part',
    ),
    aspects: Type.Array(
      Closed({
        grahas: pair,
        kind: oneOf(['open_friendly', 'hidden_friendly', 'open_inimical', 'hidden_inimical']),
        degree_gap: Type.Number({ description: 'Degrees between their positions within their signs' }),
        orb: Type.Number({ description: 'Mean of the two deeptamsas, degrees' }),
        within_orb: Type.Boolean(),
      }),
      { description: 'Pairs of the seven in mutual Tajika aspect' },
    ),
    deeptamsa: BySevenGraha(Type.Number(), 'Graha (Sun..Saturn) -> deeptamsa (orb), degrees'),
    yogas: Type.Array(
      Closed({
        name: oneOf(TAJIKA_YOGA_NAMES),
        grahas: Type.Array(Type.Ref(SevenGrahaName), {
          description: 'The grahas the yoga joins (a pair: the faster first); empty for the whole-chart yogas',
        }),
        via: Nullable(Type.Ref(SevenGrahaName)),
        detail: Type.String({ description: 'The facts that made it, in words' }),
      }),
    ),
    yogas_not_computed: Type.Array(oneOf(TAJIKA_YOGA_NAMES)),
    sahams: Type.Array(
      Closed({
        name: Type.String({ description: 'One of the 36 sahams (Punya, Vidya, Yasas, ...)' }),
        meaning: Type.String(),
        longitude: SiderealLongitude(),
        sign_index: signIndex,
        sign: Type.Ref(SignName),
        degree: Type.Number({ description: 'Degrees within the sign' }),
        formula: Type.String({ examples: ['Moon - Sun + Lagna'] }),
        added30: Type.Boolean({ description: 'C was not between B and A, so 30 degrees were added' }),
      }),
    ),
    mudda_dasha: Closed({
      start_lord: Type.Ref(GrahaName),
      elapsed_fraction: Type.Number({ description: 'Part of the first period already run at the return' }),
      year_days: Type.Number({ description: 'Length of this Tajika year, days (return to next return)' }),
      periods: Type.Array(
        Closed({
          ...MuddaPeriodFields,
          table_days: Type.Integer({ description: 'Days of this period in the 360-day table' }),
          antardashas: Type.Array(Closed(MuddaPeriodFields)),
        }),
        { minItems: 9, maxItems: 9, description: 'The nine periods from the one running at the return' },
      ),
    }),
    simplifications: Type.Array(Type.String()),
    warnings: Type.Array(Type.String()),
    annual_chart: Closed(
      { lagna: Type.Ref(Lagna), planets: ByGraha(Type.Ref(PlacedGraha), 'Graha name -> placement') },
      { description: 'The annual chart at the return, at the birth place' },
    ),
    conventions: computedFields.conventions,
    prove_refs: computedFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'VarshaphalResult',
    description:
      'Tajika annual chart: solar return, varsha lagna, muntha, office-bearers and varshesha, pancha-vargeeya ' +
      'bala, Tajika aspects and yogas, sahams, mudda dasha. PARTIAL: `missing` names what is not computed.',
  },
);

export const GocharPlanet = Closed(
  {
    graha: Type.Ref(GrahaName),
    current_sign: Type.Ref(SignName),
    longitude: SiderealLongitude('Transit sidereal longitude'),
    house_from_janma: house('House from the janma rashi (natal Moon sign)'),
    favourable_houses: Type.Array(house(), { description: 'The good houses from the janma rashi for this graha' }),
    quality: oneOf(['favourable', 'unfavourable', 'obstructed']),
    vedha_house: Nullable(house('The vedha house for this house; null when the house is not a good one')),
    obstructed_by: Type.Array(Type.Ref(GrahaName), { description: 'Grahas in the vedha house that obstruct' }),
    effect: Type.String(),
  },
  { $id: 'GocharPlanet' },
);

export const GocharResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    janma_rashi: Type.Ref(SignName),
    janma_rashi_index: signIndex,
    gochar: Closed({
      transit: LocalIso('The transit instant'),
      transit_jd_ut: JdUt('The transit instant'),
      method: Type.String(),
      planets: ByGraha(Type.Ref(GocharPlanet), 'Graha name -> its transit'),
    }),
    conventions: computedFields.conventions,
    prove_refs: computedFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'GocharResult',
    description:
      "Transits (gochara) from the janma rashi: each graha's current sign, house from the Moon sign, quality with " +
      'vedha, and the effect.',
  },
);

const Direction = oneOf(['east', 'south', 'west', 'north']);
const LordPlacement = Closed({
  graha: Type.Ref(SevenGrahaName),
  sign: Type.Ref(SignName),
  house: house(),
  sign_direction: Direction,
});
const Synthesis = Type.Literal('service_synthesis', {
  description: "The service's own synthesis, not a classical rule",
});
const digBalaFields = {
  graha: Type.Ref(SevenGrahaName),
  virupas: Type.Number({ description: 'Dig bala, 0-60 virupas' }),
  direction: Direction,
};

export const FortuneDirectionResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    method: Type.String(),
    house_directions: KeyedBy(['1', '4', '7', '10'], Direction, 'Kendra house (1, 4, 7, 10) -> its direction'),
    lagna_lord: LordPlacement,
    dig_bala: Type.Array(Closed(digBalaFields), {
      minItems: 7,
      maxItems: 7,
      description: 'The seven grahas with their dig bala and the direction where each is strong',
    }),
    strongest_dig_bala: Closed({ ...digBalaFields, house: house() }),
    wealth_quadrant: Closed({
      second_lord: LordPlacement,
      eleventh_lord: LordPlacement,
      directions: Type.Array(Direction),
      basis: Synthesis,
    }),
    home_versus_abroad: Closed({
      verdict: oneOf(['home', 'abroad', 'balanced']),
      signals: Type.Array(Closed({ id: Type.String(), points: oneOf(['home', 'abroad']), detail: Type.String() })),
      basis: Synthesis,
    }),
    lucky_direction: Closed({
      direction: Direction,
      votes: Closed({ east: Type.Integer(), south: Type.Integer(), west: Type.Integer(), north: Type.Integer() }),
      basis: Synthesis,
    }),
    conventions: computedFields.conventions,
    prove_refs: computedFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'FortuneDirectionResult',
    description:
      "Lucky direction: dig bala, kendra directions, the lagna lord's sign direction, wealth quadrant, home " +
      'versus abroad; the synthesis parts say so in `basis`.',
  },
);

export const CHARTS_ANNUAL_COMPONENTS = [
  DivisionStrength,
  PanchaVargeeyaBala,
  VarshaphalResult,
  GocharPlanet,
  GocharResult,
  FortuneDirectionResult,
];
