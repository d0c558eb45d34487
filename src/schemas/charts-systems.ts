/**
 * Response schemas of the other systems read from a birth chart (routes/kp-jaimini.ts): KP and Jaimini.
 */
import { Type } from '@sinclair/typebox';
import { AYANAMSAS } from '../engine/astro/bodies.ts';
import { HOUSE_SYSTEMS } from '../engine/astro/houses.ts';
import { WEEKDAYS } from '../engine/vocabulary/names.ts';
import { KARAKA_NAMES_8 } from '../engine/tables/jaimini/chara-karakas.ts';
import { Closed, computedFields, GrahaName, NakshatraName, Nullable, SignName } from './components.ts';
import { JdUt, LocalIso, oneOf, SevenGrahaName, SiderealLongitude } from './charts-shared.ts';
import { LabelsField } from './labels.ts';

const house = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: 12, ...(description === undefined ? {} : { description }) });
const signIndex = Type.Integer({ minimum: 0, maximum: 11, description: '0 = Aries' });
const grahas = (description: string) => Type.Array(Type.Ref(GrahaName), { description });
const LunarNode = oneOf(['Rahu', 'Ketu']);
const Ayanamsa = oneOf(AYANAMSAS);

const kpLordFields = {
  longitude: SiderealLongitude(),
  sign: Type.Ref(SignName),
  sign_lord: Type.Ref(SevenGrahaName),
  nakshatra: Type.Ref(NakshatraName),
  nakshatra_lord: Type.Ref(GrahaName),
  sub_lord: Type.Ref(GrahaName),
  sub_sub_lord: Type.Ref(GrahaName),
  sub_number: Type.Integer({ minimum: 1, maximum: 249, description: 'Number of the sub in the 1-249 table' }),
};

/** A point with its KP lords: sign, star (nakshatra), sub and sub-sub lords. */
export const KpPoint = Closed(kpLordFields, {
  $id: 'KpPoint',
  description: 'A point with its KP lords: sign, star (nakshatra), sub and sub-sub.',
});

const levels = <T extends Parameters<typeof Type.Array>[0]>(item: T, what: string) => ({
  level1: Type.Array(item, { description: `Level 1: ${what} in the star of an occupant` }),
  level2: Type.Array(item, { description: `Level 2: ${what} occupying (nodes standing in for an occupant included)` }),
  level3: Type.Array(item, { description: `Level 3: ${what} in the star of the owner` }),
  level4: Type.Array(item, { description: `Level 4: the owner (nodes standing in for it included)` }),
});

const RulingPlanets = Closed(
  {
    at: LocalIso('The instant read (now), local time at the place'),
    jd_ut: JdUt('The instant read (now)'),
    latitude: Type.Number(),
    longitude: Type.Number(),
    ayanamsa: Ayanamsa,
    ayanamsa_degrees: Type.Number(),
    weekday: oneOf(WEEKDAYS.map((w) => w.name)),
    day_lord: Type.Ref(SevenGrahaName),
    day_start: Type.Optional(LocalIso('Sunrise that began the day (absent when none was found: polar day or night)')),
    day_start_jd_ut: Nullable(JdUt('Sunrise that began the day; null when none was found (polar day or night)')),
    lagna: Type.Ref(KpPoint),
    moon: Type.Ref(KpPoint),
    slots: Type.Array(
      Closed({
        slot: oneOf([
          'day_lord',
          'lagna_sign_lord',
          'lagna_star_lord',
          'lagna_sub_lord',
          'moon_sign_lord',
          'moon_star_lord',
        ]),
        graha: Type.Ref(GrahaName),
      }),
    ),
    planets: grahas('Distinct ruling planets in slot order, then any node agents'),
    node_agents: Type.Array(
      Closed({ node: LunarNode, via: Type.Ref(GrahaName), reason: oneOf(['in_sign_of', 'conjoined_with']) }),
    ),
    method: Type.String(),
    notes: Type.Array(Type.String()),
  },
  { description: 'KP ruling planets now (the service clock) at the birth place' },
);

export const KpChartResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    method: Type.String(),
    ayanamsa: Ayanamsa,
    ayanamsa_degrees: Type.Number(),
    house_system: oneOf(Object.keys(HOUSE_SYSTEMS), {
      description: 'placidus, or the system that stood in (porphyry inside the polar circles; see notes)',
    }),
    planets: Type.Array(
      Closed({
        planet: Type.Ref(GrahaName),
        ...kpLordFields,
        house: house('Placidus bhava whose cusp-to-cusp span holds the graha'),
        retrograde: Type.Boolean(),
      }),
      { minItems: 9, maxItems: 9 },
    ),
    cusps: Type.Array(Closed({ cusp: house(), ...kpLordFields }), { minItems: 12, maxItems: 12 }),
    significators: Type.Array(
      Closed({
        planet: Type.Ref(GrahaName),
        star_lord: Type.Ref(GrahaName),
        signifies: Type.Array(house(), { description: 'Every house the graha signifies at any level, ascending' }),
        by_level: Closed(levels(house(), 'houses where the graha is')),
      }),
      { minItems: 9, maxItems: 9 },
    ),
    house_significators: Type.Array(
      Closed({
        house: house(),
        owner: Type.Ref(SevenGrahaName),
        ...levels(Type.Ref(GrahaName), 'grahas'),
        agents: Type.Array(Closed({ node: LunarNode, principal: Type.Ref(GrahaName), level: oneOf([2, 4]) }), {
          description: 'Nodes standing in for a graha of the list',
        }),
      }),
      { minItems: 12, maxItems: 12 },
    ),
    node_agency: Type.Array(
      Closed({
        node: LunarNode,
        sign: Type.Ref(SignName),
        principals: grahas('Sign lord and grahas conjoined: the node acts for them'),
        aspected_by: grahas("Grahas aspecting the node's sign (reported, adding no houses)"),
      }),
    ),
    notes: Type.Array(Type.String()),
    ruling_planets: RulingPlanets,
    conventions: computedFields.conventions,
    warnings: Type.Array(Type.String()),
    prove_refs: computedFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'KpChartResult',
    description:
      'KP chart: Placidus cusps and grahas with star, sub and sub-sub lords, significators at four levels, ruling ' +
      'planets now at the birth place.',
  },
);

const Exception = Nullable(
  oneOf(['same_sign', 'seventh'], {
    description: 'Which exception moved the pada: it fell in the house itself, or in the 7th from it',
  }),
);

/** The lord chosen for a sign (Scorpio and Aquarius have two). */
export const JaiminiLordChoice = Closed(
  {
    lord: Type.Ref(GrahaName),
    rule: oneOf(['single_lord', 'both_in_sign', 'other_outside', 'more_grahas_with_it', 'more_degrees', 'exact_tie']),
    other_lord: Nullable(Type.Ref(GrahaName)),
  },
  {
    $id: 'JaiminiLordChoice',
    description:
      'The lord taken for a sign, by which rule; other_lord is the other co-lord of Scorpio or Aquarius, else null.',
  },
);

export const ArudhaPada = Closed(
  {
    name: Type.String({ pattern: '^A([1-9]|1[0-2])$', description: 'A1..A12' }),
    label: Nullable(Type.String({ description: 'Arudha Lagna (A1), Upapada (A12), else null' })),
    house: house(),
    sign: Type.Ref(SignName),
    lord: Type.Ref(JaiminiLordChoice),
    lord_sign: Type.Ref(SignName),
    pada: Type.Ref(SignName),
    pada_index: signIndex,
    pada_house: house(),
    exception: Exception,
  },
  { $id: 'ArudhaPada' },
);

const instant = (what: string) => ({
  start: LocalIso(`Start of the ${what}`),
  start_jd_ut: JdUt(`Start of the ${what}`),
  end: LocalIso(`End of the ${what}`),
  end_jd_ut: JdUt(`End of the ${what}`),
});
const Direction = oneOf(['zodiacal', 'reverse']);

export const JaiminiResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    method: Type.String(),
    chara_karakas: Closed({
      scheme: oneOf([7, 8]),
      karakas: Type.Array(
        Closed({
          karaka: oneOf(KARAKA_NAMES_8),
          graha: Type.Ref(GrahaName),
          karaka_degree: Type.Number({
            description: 'Degrees used for the ranking: degrees in the sign, or 30 - degree for Rahu',
          }),
          margin_arcsec: Nullable(Type.Number({ description: 'Arc-seconds above the next karaka; null for the last' })),
        }),
        { minItems: 7, maxItems: 8 },
      ),
      ties: Type.Array(
        Closed({
          grahas: Type.Array(Type.Ref(GrahaName), { minItems: 2, maxItems: 2 }),
          difference_arcsec: Type.Number(),
        }),
        {
          description: 'Neighbours closer than the tie threshold: their order rests on a small margin',
        },
      ),
      tie_threshold_arcsec: Type.Number(),
    }),
    karakamsa: Closed(
      {
        atmakaraka: Type.Ref(GrahaName),
        sign: Type.Ref(SignName),
        sign_index: signIndex,
        house_from_lagna: house('House of the karakamsa sign in the rasi chart, from the lagna'),
      },
      { description: 'Navamsa (D9) sign of the Atmakaraka' },
    ),
    arudha_padas: Type.Array(Type.Ref(ArudhaPada), { minItems: 12, maxItems: 12 }),
    upapada: Type.Ref(ArudhaPada),
    graha_padas: Type.Array(
      Closed({
        graha: Type.Ref(GrahaName),
        own_sign: Type.Ref(SignName),
        pada: Type.Ref(SignName),
        pada_index: signIndex,
        pada_house: house(),
        exception: Exception,
      }),
    ),
    chara_dasha: Closed({
      method: Type.String(),
      direction: Direction,
      ninth_sign: Type.Ref(SignName),
      year_days: Type.Number({ description: 'Days in a dasha year' }),
      exaltation_adjustment: Type.Boolean(),
      mahadashas: Type.Array(
        Closed({
          sign: Type.Ref(SignName),
          sign_index: signIndex,
          lord: Type.Ref(JaiminiLordChoice),
          lord_sign: Type.Ref(SignName),
          count: Nullable(
            Type.Integer({
              description:
                'Signs counted from the dasha sign to its lord, inclusive; null when both co-lords sit in the sign',
            }),
          ),
          years: Type.Number(),
          adjustment: Type.Integer({
            minimum: -1,
            maximum: 1,
            description: '+1 exalted lord, -1 debilitated, when exaltation_adjustment is on; else 0',
          }),
          ...instant('mahadasha'),
          antardasha_direction: Direction,
          antardashas: Type.Array(Closed({ sign: Type.Ref(SignName), ...instant('antardasha'), years: Type.Number() })),
        }),
      ),
    }),
    notes: Type.Array(Type.String()),
    conventions: computedFields.conventions,
    warnings: Type.Array(Type.String()),
    prove_refs: computedFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'JaiminiResult',
    description:
      'Jaimini: chara karakas (8 or 7), karakamsa, arudha padas A1-A12 with upapada, graha padas, chara dasha ' +
      'with antardashas.',
  },
);

export const CHARTS_SYSTEMS_COMPONENTS = [KpPoint, KpChartResult, JaiminiLordChoice, ArudhaPada, JaiminiResult];
