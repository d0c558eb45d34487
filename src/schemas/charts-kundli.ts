/**
 * Response schemas of the chart routes beside the v2 kundli (chart.ts): the version 1 kundli, all sixteen vargas
 * and one varga by code or name (routes/charts.ts builds them).
 */
import { Type } from '@sinclair/typebox';
import { Labels } from './labels.ts';
import { Closed, computedFields, GrahaName, KeyedBy, NakshatraName, SignName } from './components.ts';
import { Dignity, VargaChart } from './chart.ts';
import { VARGA_CODES } from '../engine/tables/chart/vargas.ts';

const degreeInSign = Type.Number({ description: 'Degrees within the sign, 0-30' });
const longitude = Type.Number({ description: 'Sidereal longitude, degrees 0-360' });

export const KundliV1Result = Closed(
  {
    success: computedFields.success,
    ascendant: Closed({
      sign: Type.Ref(SignName),
      degree: degreeInSign,
      longitude,
      nakshatra: Type.Ref(NakshatraName),
      pada: Type.Integer({ minimum: 1, maximum: 4 }),
      lord: Type.Ref(GrahaName),
    }),
    planets: Type.Array(
      Closed({
        name: Type.Ref(GrahaName),
        longitude,
        sign: Type.Ref(SignName),
        degree: degreeInSign,
        house: Type.Integer({ minimum: 1, maximum: 12, description: 'Whole-sign house from the lagna' }),
        nakshatra: Type.Ref(NakshatraName),
        pada: Type.Integer({ minimum: 1, maximum: 4 }),
        retrograde: Type.Boolean(),
        combust: Type.Boolean(),
        dignity: Type.Ref(Dignity),
        navamsa_sign: Type.Ref(SignName),
      }),
      { minItems: 9, maxItems: 9, description: 'The nine grahas, Sun to Ketu' },
    ),
    houses: Type.Array(
      Closed({
        house: Type.Integer({ minimum: 1, maximum: 12 }),
        sign: Type.Ref(SignName),
        lord: Type.Ref(GrahaName),
        planets: Type.Array(Type.Ref(GrahaName), { description: 'Grahas in the house' }),
      }),
      { minItems: 12, maxItems: 12, description: 'Whole-sign houses from the lagna' },
    ),
    moon_sign: Type.Ref(SignName),
    sun_sign: Type.Ref(SignName),
    nakshatra: Type.Ref(NakshatraName),
    nakshatra_pada: Type.Integer({ minimum: 1, maximum: 4, description: "Pada of the Moon's nakshatra" }),
    conventions: computedFields.conventions,
    prove_refs: computedFields.prove_refs,
    labels: Type.Optional(Type.Ref(Labels)),
  },
  {
    $id: 'KundliV1Result',
    description:
      'Birth chart in the version 1 shape: ascendant, grahas and houses as flat lists, Moon and Sun signs, the ' +
      "janma nakshatra (the Moon's, `nakshatra`) and its pada.",
  },
);

const vargaNameFields = {
  name: Type.String({ description: 'Name of the varga (names.md), e.g. Navamsha' }),
  signifies: Type.String({ description: 'What the varga is read for' }),
};

/** One varga chart with its name and what it signifies (an item of the sixteen). */
export const NamedVargaChart = Closed({ ...vargaNameFields, ...VargaChart.properties }, { $id: 'NamedVargaChart' });

export const DivisionalChartsResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    method: Type.String({ description: 'How the vargas and varga dignities are computed' }),
    charts: KeyedBy(
      VARGA_CODES,
      Type.Ref(NamedVargaChart),
      'Varga code (D1, D2, D3, D4, D7, D9, D10, D12, D16, D20, D24, D27, D30, D40, D45, D60) -> chart',
    ),
    vargottama: Type.Array(Type.Ref(GrahaName), { description: 'Grahas in the same sign in D1 and D9' }),
    conventions: computedFields.conventions,
    prove_refs: computedFields.prove_refs,
    labels: Type.Optional(Type.Ref(Labels)),
  },
  {
    $id: 'DivisionalChartsResult',
    description:
      "The sixteen shodasavargas, each with the varga lagna and every graha's varga sign, house, part and margin.",
  },
);

export const DivisionalChartResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    ...vargaNameFields,
    ...VargaChart.properties,
    conventions: computedFields.conventions,
    prove_refs: computedFields.prove_refs,
    labels: Type.Optional(Type.Ref(Labels)),
  },
  {
    $id: 'DivisionalChartResult',
    description:
      "One varga chart (by code or name): the varga lagna and every graha's varga sign, house from the varga " +
      'lagna, part and margin.',
  },
);

export const CHARTS_KUNDLI_COMPONENTS = [
  KundliV1Result,
  NamedVargaChart,
  DivisionalChartsResult,
  DivisionalChartResult,
];
