/**
 * Response schemas of the dosha routes: sade-sati (POST /api/v2/sadesati), mangal dosha, kalasarpa and the
 * catalogue of 52 doshas (POST /api/v2/doshas). The yoga route's schemas are in yogas.ts beside this file.
 */
import { Type } from '@sinclair/typebox';
import type { DoshaGroup, DoshaStatus, DoshaVerification } from '../engine/jyotish/dosha/catalogue/types.ts';
import type { AxisSide } from '../engine/jyotish/dosha/kalasarpa.ts';
import type { MangalSeverity } from '../engine/jyotish/dosha/mangal-dosha.ts';
import { KALASARPA_TYPES } from '../engine/tables/dosha/kalasarpa.ts';
import { MANGAL_REFERENCES } from '../engine/tables/dosha/mangal-dosha.ts';
import { DHAIYA_HOUSES, SADESATI_PHASES } from '../engine/tables/dosha/sadesati.ts';
import {
  Closed,
  GrahaName,
  LocalIso as OneLocalIso,
  NakshatraName,
  Nullable,
  ProveRefs,
  SignName,
  computedFields,
} from './components.ts';
import { every, literals, Missing } from './doshas-common.ts';
import { YOGA_COMPONENTS } from './yogas.ts';
import { LabelsField } from './labels.ts';

const LocalIso = (what: string) => OneLocalIso(`${what}: local time at the birth place, ISO 8601 with its UTC offset`);
const JulianDay = (what: string) => Type.Number({ description: `${what}: Julian day, Universal Time` });
const SignIndex = (description: string) =>
  Type.Integer({ minimum: 0, maximum: 11, description: `${description} (0-based sign index, 0 = Aries)` });
const HouseNumber = (description: string) => Type.Integer({ minimum: 1, maximum: 12, description });

const resultFields = {
  success: computedFields.success,
  engine_status: computedFields.engine_status,
};
const citedFields = { conventions: computedFields.conventions, prove_refs: computedFields.prove_refs };

/** The instant a transit dosha is read at (`as_of` of sade-sati and of the catalogue). */
export const AsOfInstant = Closed(
  { at: LocalIso('The instant read'), at_jd_ut: JulianDay('The instant read') },
  { $id: 'AsOfInstant', description: 'The instant read: noon at the birth place on `as_of`, else now.' },
);

// --- POST /api/v2/sadesati -----------------------------------------------------------------------------------------

export const SaturnCrossing = Closed(
  {
    at: LocalIso('When Saturn crosses the sign edge, local time at the birth place'),
    jd_ut: JulianDay('When Saturn crosses the sign edge'),
    from_sign: SignIndex('Sign Saturn leaves'),
    to_sign: SignIndex('Sign Saturn enters'),
    direct: Type.Boolean({
      description: 'Moving forward through the zodiac; false for a retrograde re-entry into the previous sign',
    }),
  },
  { $id: 'SaturnCrossing' },
);

const spanTimes = {
  start: LocalIso('First entry'),
  start_jd_ut: JulianDay('First entry'),
  end: LocalIso('Final exit'),
  end_jd_ut: JulianDay('Final exit'),
  duration_years: Type.Number({ description: 'Years of 365.25 days' }),
};

/** Saturn's stay in one sign counted from the janma rashi: a sade-sati phase or a dhaiya. */
export const SaturnSpan = Closed(
  {
    house: HouseNumber('House of the sign from the janma rashi (1-12)'),
    name: literals([...SADESATI_PHASES.data, ...DHAIYA_HOUSES.data].map((p) => p.name)),
    sign_index: SignIndex('The sign spanned'),
    sign: Type.Ref(SignName),
    ...spanTimes,
    crossings: Type.Array(Type.Ref(SaturnCrossing), {
      description: 'Every crossing into or out of this sign between the first entry and the final exit',
    }),
  },
  {
    $id: 'SaturnSpan',
    description:
      'Saturn in one sign from the janma rashi, from its first entry to its final exit (retrograde re-entries inside).',
  },
);

export const SadesatiCycle = Closed(
  {
    ...spanTimes,
    phases: Type.Array(Type.Ref(SaturnSpan), {
      maxItems: 3,
      description: 'Rising (12th), peak (1st), setting (2nd), in time order',
    }),
    crossings: Type.Array(Type.Ref(SaturnCrossing)),
  },
  {
    $id: 'SadesatiCycle',
    description:
      "One sade-sati: Saturn's first entry into the 12th from the janma rashi to its final exit from the 2nd",
  },
);

export const SadesatiResult = Closed(
  {
    ...resultFields,
    missing: Type.Optional(Missing),
    janma_rashi: SignIndex('Natal Moon sign'),
    janma_rashi_sign: Type.Ref(SignName),
    saturn_rashi: SignIndex("Saturn's sign at the instant read"),
    saturn_sign: Type.Ref(SignName),
    sadesati: Closed({
      in_sadesati: Type.Boolean(),
      phase: literals([...SADESATI_PHASES.data.map((p) => p.name), 'none']),
      saturn_house_from_janma: HouseNumber("Saturn's house from the janma rashi (1-12)"),
      duration_years: Nullable(
        Type.Number({
          description: 'Years of the current sade-sati, else of the next (`duration_of`); null when none was found',
        }),
      ),
      duration_of: Nullable(literals(['current', 'next'])),
      current: Nullable(Type.Ref(SadesatiCycle)),
      next: Nullable(Type.Ref(SadesatiCycle)),
    }),
    dhaiya: Closed(
      {
        active: Type.Boolean({ description: 'Saturn in the 4th or 8th from the janma rashi at the instant read' }),
        house: Nullable(Type.Union(DHAIYA_HOUSES.data.map((d) => Type.Literal(d.house)))),
        current: Nullable(Type.Ref(SaturnSpan)),
        next: Type.Array(Type.Ref(SaturnSpan), {
          description: 'The next dhaiya of each kind after the instant, in time order',
        }),
      },
      { description: 'The small panoti: Saturn in the 4th (kantaka) or 8th (ashtama) from the janma rashi' },
    ),
    method: Type.String(),
    as_of: Type.Ref(AsOfInstant),
    ...citedFields,
    ...LabelsField,
  },
  {
    $id: 'SadesatiResult',
    description: "Sade-sati and dhaiya from Saturn's actual sign crossings; sign indices are 0-based.",
  },
);

// --- POST /api/v2/mangal-dosha -------------------------------------------------------------------------------------

const MangalReference = literals(MANGAL_REFERENCES, { description: 'Counted from the lagna, the Moon or Venus' });

export const MangalDoshaResult = Closed(
  {
    ...resultFields,
    mangal_dosha: Closed({
      method: Type.String(),
      present: Type.Boolean({ description: 'The dosha stands from at least one reference after the cancellations' }),
      from_lagna: Type.Boolean({ description: 'Formed from the lagna (before cancellations)' }),
      from_moon: Type.Boolean({ description: 'Formed from the Moon (before cancellations)' }),
      from_venus: Type.Boolean({ description: 'Formed from Venus (before cancellations)' }),
      standing_count: Type.Integer({
        minimum: 0,
        maximum: 3,
        description: 'References it stands from after the cancellations',
      }),
      severity: literals(every<MangalSeverity>()(['none', 'cancelled', 'low', 'medium', 'high'])),
      mars_sign: Type.Ref(SignName),
      references: Type.Array(
        Closed({
          reference: MangalReference,
          reference_sign: Type.Ref(SignName),
          mars_house: HouseNumber("Mars's whole-sign house from the reference"),
          formed: Type.Boolean(),
          cancelled_by: Type.Array(Type.String(), {
            description: 'Ids of the cancellations that remove it from this reference',
          }),
          stands: Type.Boolean({ description: 'Formed and not cancelled' }),
        }),
        { minItems: 3, maxItems: 3 },
      ),
      cancellations: Type.Array(
        Closed({
          id: Type.String(),
          description: Type.String(),
          cancels: Type.Array(MangalReference, { description: 'The references whose dosha it cancels' }),
          prove_refs: ProveRefs,
        }),
        { description: 'Cancellations whose condition holds and that remove the dosha from at least one reference' },
      ),
      parihaar: Type.String({ description: 'The matching convention (samya); no other remedy is named' }),
    }),
    ...citedFields,
    ...LabelsField,
  },
  {
    $id: 'MangalDoshaResult',
    description:
      'Mangal dosha from the lagna, the Moon and Venus, with the cancellations that hold, severity and parihaar.',
  },
);

// --- POST /api/v2/kalasarpa ----------------------------------------------------------------------------------------

const Side = literals(every<AxisSide>()(['rahu_to_ketu', 'ketu_to_rahu']), {
  description: 'rahu_to_ketu: the arc from Rahu forward to Ketu; ketu_to_rahu: the other arc',
});
const Node = literals(['Rahu', 'Ketu']);

export const KalasarpaResult = Closed(
  {
    ...resultFields,
    kalasarpa: Closed({
      method: Type.String(),
      formation: literals(['full', 'partial', 'none']),
      present: Type.Boolean({ description: 'All seven grahas on one arc by degree' }),
      partial: Type.Boolean({ description: 'Six on one arc, one outside' }),
      type: Nullable(
        Closed(
          { name: literals(KALASARPA_TYPES.data), rahu_house: HouseNumber("Rahu's whole-sign house") },
          { description: "The type by Rahu's house; null when not formed" },
        ),
      ),
      rahu_house: HouseNumber('Whole-sign house from the lagna'),
      ketu_house: HouseNumber('Whole-sign house from the lagna'),
      rahu_sign: Type.Ref(SignName),
      ketu_sign: Type.Ref(SignName),
      hemmed: Nullable(Side),
      direction: Nullable(
        literals(['ascending', 'descending'], {
          description: 'ascending: grahas from Rahu to Ketu; descending: from Ketu to Rahu',
        }),
      ),
      outside: Type.Array(Type.Ref(GrahaName), { description: 'Grahas off the arc holding most of them' }),
      grahas: Type.Array(
        Closed({
          graha: Type.Ref(GrahaName),
          longitude: Type.Number({ description: 'Sidereal longitude, degrees 0-360' }),
          arc_from_rahu: Type.Number({ description: 'Degrees from Rahu forward through the zodiac, 0-360' }),
          side: Side,
          in_sign_of: Nullable(Node),
        }),
        { minItems: 7, maxItems: 7 },
      ),
      by_signs: Closed(
        { all_one_side: Type.Boolean(), side: Nullable(Side) },
        { description: 'The reading by signs (both node signs counted on both arcs)' },
      ),
      exceptions: Type.Array(Closed({ graha: Type.Ref(GrahaName), node: Node, note: Type.String() }), {
        description: "Grahas in a node's sign but beyond it by degree",
      }),
      remedy: Type.Null({ description: 'Always null: no classical text to cite a remedy from' }),
      remedy_note: Type.String(),
    }),
    ...citedFields,
    ...LabelsField,
  },
  {
    $id: 'KalasarpaResult',
    description: 'Kalasarpa: the grahas against the Rahu-Ketu axis by degree, formation, type and direction.',
  },
);

// --- POST /api/v2/doshas -------------------------------------------------------------------------------------------

export const DoshaFinding = Closed(
  {
    id: Type.String(),
    name: Type.String(),
    group: literals(
      every<DoshaGroup>()(['graha_yuti', 'bhava', 'birth_time', 'lunar', 'nodal', 'kuja', 'saturn', 'matching']),
    ),
    status: literals(every<DoshaStatus>()(['present', 'absent', 'cancelled', 'not_evaluated'])),
    rule: Type.String({ description: "The condition applied (the rule's definition)" }),
    facts: Closed({
      detail: Type.String({ description: 'The chart facts that decided the status, in a sentence' }),
      grahas: Type.Array(Type.Ref(GrahaName)),
      houses: Type.Array(HouseNumber('House from the lagna')),
    }),
    cancellation: Type.Array(Type.String(), { description: 'The cancellations that hold (empty unless cancelled)' }),
    severity: Type.Optional(literals(['high', 'medium', 'low'])),
    reason: Type.Optional(
      Type.String({ description: 'Why the rule could not be evaluated (only when not_evaluated)' }),
    ),
    remedies: Type.Optional(
      Type.Array(Type.String(), { description: "Only traditional remedies the rule's refs carry" }),
    ),
    verification: literals(every<DoshaVerification>()(['hand_tested', 'advisory']), {
      description: 'hand_tested: a named classical reading with tests; advisory: uncertain or modern practice',
    }),
    prove_refs: ProveRefs,
  },
  {
    $id: 'DoshaFinding',
    description: 'One dosha of the catalogue: status, the rule applied and the chart facts behind it.',
  },
);

export const DoshaCatalogueResult = Closed(
  {
    ...resultFields,
    missing: Type.Optional(Missing),
    advisory: Type.Literal(true, { description: 'Always true: many doshas are modern practice' }),
    summary: Closed({
      present: Type.Integer(),
      cancelled: Type.Integer(),
      absent: Type.Integer(),
      not_evaluated: Type.Integer(),
      advisory: Type.Integer({ description: 'Present findings whose rule is advisory' }),
    }),
    catalogue_size: Type.Integer(),
    doshas: Type.Array(Type.Ref(DoshaFinding)),
    partner_moon: Type.Optional(
      Closed(
        {
          nakshatra: Type.Ref(NakshatraName),
          pada: Type.Integer({ minimum: 1, maximum: 4 }),
          sign: Type.Ref(SignName),
          sign_index: SignIndex("The partner's Moon sign"),
        },
        { description: "The partner's Moon, when `partner` was given (Nadi, Bhakoot)" },
      ),
    ),
    as_of: Type.Ref(AsOfInstant),
    method: Type.String(),
    ...citedFields,
    ...LabelsField,
  },
  {
    $id: 'DoshaCatalogueResult',
    description: 'The catalogue of 52 doshas (advisory), each with status, rule, facts, verification and refs.',
  },
);

export const DOSHA_COMPONENTS = [
  AsOfInstant,
  SaturnCrossing,
  SaturnSpan,
  SadesatiCycle,
  SadesatiResult,
  MangalDoshaResult,
  KalasarpaResult,
  DoshaFinding,
  DoshaCatalogueResult,
  ...YOGA_COMPONENTS,
];
