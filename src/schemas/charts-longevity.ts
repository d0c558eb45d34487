/**
 * Response schemas of the longevity routes (routes/strengths.ts): pindayu and ayurdaya. Both are proportional band
 * indicators from classical arithmetic, never a prediction of death.
 */
import { Type } from '@sinclair/typebox';
import { Closed, computedFields, Nullable } from './components.ts';
import { Dignity } from './chart.ts';
import { EngineCitation, oneOf, SevenGrahaName } from './charts-shared.ts';
import { LabelsField } from './labels.ts';

const years = (what: string) => Type.Number({ description: `${what}, years` });

export const AyuBand = oneOf(['Alpa', 'Madhya', 'Dirgha'], {
  $id: 'AyuBand',
  description: 'Longevity band: Alpa (below 32 years), Madhya (32 to below 64), Dirgha (64 and more).',
});
export const AyuBandName = oneOf(['Alpayu', 'Madhyayu', 'Dirghayu'], {
  $id: 'AyuBandName',
  description: "The band's full name.",
});
const AyuSystemName = oneOf(['pindayu', 'nisargayu', 'amsayu']);

const Bharana = Closed({
  kind: oneOf(['retrograde', 'exalted', 'own_sign', 'vargottama', 'own_navamsa', 'own_drekkana']),
  factor: Type.Number({ description: 'Multiplier' }),
});

/** One graha's years in a longevity system, with the multiplications and reductions applied. */
export const AyuGrahaContribution = Closed(
  {
    graha: Type.Ref(SevenGrahaName),
    base_years: years('Before any multiplication or reduction'),
    arc_from_exaltation: Nullable(
      Type.Number({
        description:
          'Pindayu and nisargayu: shortest arc from the deep exaltation point, degrees 0-180; null in amsayu',
      }),
    ),
    navamsa_count: Nullable(
      Type.Number({
        description: 'Amsayu: navamsas from Aries with twelves removed (0-12), its base years; null otherwise',
      }),
    ),
    dignity: Type.Ref(Dignity),
    house: Type.Integer({ minimum: 1, maximum: 12 }),
    bharana: Nullable(Bharana),
    bharanas_qualified: Type.Array(Bharana, {
      description: 'Every multiplication that qualified, the applied one included',
    }),
    haranas: Type.Array(
      Closed({
        kind: oneOf(['astangata', 'shatrukshetra', 'nicha', 'chakrapata']),
        fraction: Type.Number({ description: 'Part of the years (as they stood before this step) taken away' }),
        reason: Type.String(),
        years_removed: years('Taken away'),
      }),
      { description: 'Reductions applied, in order' },
    ),
    years: years('Contribution after the reductions'),
  },
  { $id: 'AyuGrahaContribution' },
);

export const AyuLagnaContribution = Closed(
  {
    navamsa_count: Type.Number({
      description: 'Navamsas the lagna has risen through from Aries, twelves removed (0-12): its years',
    }),
    years: years('Contribution'),
    rule: Type.String(),
  },
  { $id: 'AyuLagnaContribution' },
);

export const Krurodaya = Closed(
  {
    applies: Type.Boolean(),
    malefics: Type.Array(Type.Ref(SevenGrahaName), { description: "Malefics (Sun, Mars, Saturn) in the lagna's sign" }),
    benefic_aspect: Type.Boolean(),
    fraction: Type.Number({ description: 'Part of the total taken away' }),
    years_removed: years('Taken away'),
  },
  { $id: 'Krurodaya', description: 'The krurodaya reduction (a malefic rising in the lagna).' },
);

const sevenContributions = Type.Array(Type.Ref(AyuGrahaContribution), {
  minItems: 7,
  maxItems: 7,
  description: 'The seven grahas, Sun to Saturn',
});
const subtotal = years("Grahas' and lagna's years before krurodaya");

/** One longevity system's result in full, as ayurdaya shows all three. */
export const AyuSystemResult = Closed(
  {
    system: AyuSystemName,
    method: Type.String(),
    grahas: sevenContributions,
    lagna: Type.Ref(AyuLagnaContribution),
    subtotal,
    krurodaya: Type.Ref(Krurodaya),
    total_years: years('Total'),
    band: Type.Ref(AyuBand),
    band_name: Type.Ref(AyuBandName),
    summary: Type.String(),
    disclaimer: Type.String({ description: 'A proportional band indicator, never a prediction of death' }),
    refs: Type.Array(Type.Ref(EngineCitation), {
      description: "This system's citations in the engine's form (the route's prove_refs list them as items)",
    }),
  },
  { $id: 'AyuSystemResult' },
);

export const PindayuResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    verdict: Closed({ total_years: years('Pindayu total'), band: Type.Ref(AyuBand), band_name: Type.Ref(AyuBandName) }),
    story: Closed({
      summary: Type.String(),
      disclaimer: Type.String({ description: 'A proportional band indicator, never a prediction of death' }),
    }),
    evidence: Closed({
      method: Type.String(),
      grahas: sevenContributions,
      lagna: Type.Ref(AyuLagnaContribution),
      subtotal,
      krurodaya: Type.Ref(Krurodaya),
      prove_refs: computedFields.prove_refs,
    }),
    conventions: computedFields.conventions,
    ...LabelsField,
  },
  {
    $id: 'PindayuResult',
    description:
      'Pindayu: per-graha years by distance from exaltation with the classical reductions, and the proportional ' +
      'band. Never a prediction of death.',
  },
);

export const AyurdayaResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    category: Type.Ref(AyuBandName),
    applies: AyuSystemName,
    selection: Closed({
      rule: Type.String(),
      basis: oneOf(['caller', 'dignity_proxy'], {
        description: 'caller: the strengths were given (shadbala, bhavabala); dignity_proxy: the proxy stated in rule',
      }),
      scores: Closed(
        { lagna: Type.Number(), sun: Type.Number(), moon: Type.Number() },
        { description: 'Rupas; see strength_basis' },
      ),
      strongest: oneOf(['lagna', 'sun', 'moon']),
    }),
    total_years: years('Total of the system that applies'),
    band: Type.Ref(AyuBand),
    band_name: Type.Ref(AyuBandName),
    band_rule: Type.String(),
    systems: Closed(
      { pindayu: Type.Ref(AyuSystemResult), nisargayu: Type.Ref(AyuSystemResult), amsayu: Type.Ref(AyuSystemResult) },
      { description: 'All three systems, so a reader can see how far they agree' },
    ),
    summary: Type.String(),
    disclaimer: Type.String({ description: 'A proportional band indicator, never a prediction of death' }),
    warnings: Type.Array(Type.String()),
    strength_basis: Type.String({ description: 'What the strengths compared are' }),
    conventions: computedFields.conventions,
    prove_refs: computedFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'AyurdayaResult',
    description:
      'Ayurdaya: which of pindayu, nisargayu and amsayu applies (strongest of lagna, Sun, Moon), its years and ' +
      'band, with all three systems. Never a prediction of death.',
  },
);

export const CHARTS_LONGEVITY_COMPONENTS = [
  AyuBand,
  AyuBandName,
  AyuGrahaContribution,
  AyuLagnaContribution,
  Krurodaya,
  AyuSystemResult,
  PindayuResult,
  AyurdayaResult,
];
