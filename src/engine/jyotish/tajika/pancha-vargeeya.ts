/**
 * Pancha-vargeeya bala: the Tajika strength by which the year lord is chosen among the office-bearers. Five parts:
 * kshetra (the sign), uchcha (distance from the deep debilitation), hadda (the Tajika term), drekkana (D-3) and
 * navamsa (D-9). In the four divisional parts a graha takes the full units when it lords the division, half in a
 * friend's, a quarter in an enemy's or (by this service's reading, tables/tajika/pancha-vargeeya.ts) a neutral's,
 * the relation being the graha's natural one to the division's lord. Sum / 4, out of 20.
 */
import { signedDiff } from '../../vocabulary/angles.ts';
import { DIGNITY } from '../../tables/chart/dignity.ts';
import { TAJIKA_HADDA, type HaddaLord } from '../../tables/tajika/hadda.ts';
import { PANCHA_VARGEEYA, type DivisionGrade, type PanchaVargeeyaBand } from '../../tables/tajika/pancha-vargeeya.ts';
import type { NaturalRelation } from '../../tables/chart/friendship.ts';
import type { Citation } from '../../tables/sources.ts';
import type { Chart } from '../chart/types.ts';
import { naturalRelation } from '../chart/relationship.ts';
import { SEVEN_GRAHAS, type SevenGraha, SIGN_LORDS, signOf, SIGNS } from '../../vocabulary/names.ts';
import { vargaOf } from '../varga/varga.ts';

export const PANCHA_VARGEEYA_METHOD =
  'P.V.R. Narasimha Rao (Integrated Approach 28.4): kshetra 30, uchcha 20 (linear from the deep debilitation), ' +
  'hadda 15 ' +
  '(Tajika term table as printed, Table 72), drekkana 10 (D-3), navamsa 5 (D-9); full in own division, half in a ' +
  "natural friend's, a quarter in an enemy's or a neutral's (the book prices no neutral; this reading reproduces " +
  'its Example 120); sum / 4, out of 20';

export const PANCHA_VARGEEYA_REFS: readonly Citation[] = [...PANCHA_VARGEEYA.cites, ...TAJIKA_HADDA.cites];

export interface DivisionStrength {
  /** Lord of the sign, hadda, drekkana or navamsa the graha stands in. */
  lord: SevenGraha;
  /** The graha's natural relation to that lord ('own' when it is the lord). */
  relation: 'own' | NaturalRelation;
  /** Share priced: a neutral's division is priced as an enemy's. */
  grade: DivisionGrade;
  units: number;
  maxUnits: number;
}

export interface PanchaVargeeyaBala {
  graha: SevenGraha;
  kshetra: DivisionStrength;
  /** 0-20. */
  uchcha: number;
  hadda: DivisionStrength;
  drekkana: DivisionStrength;
  navamsa: DivisionStrength;
  /** Sum of the five parts (at most 80) divided by 4. */
  total: number;
  band: PanchaVargeeyaBand;
}

/** Uchcha bala on the Tajika scale: 20 at the deep exaltation point, 0 at the deep debilitation, linear between. */
export function uchchaBala(graha: SevenGraha, longitude: number): number {
  const ex = DIGNITY.data[graha].exaltation;
  const point = SIGNS.indexOf(ex.sign) * 30 + ex.deepest;
  return ((180 - Math.abs(signedDiff(longitude, point))) * PANCHA_VARGEEYA.data.full.uchcha) / 180;
}

/** Lord of the Tajika term a sidereal longitude falls in; a term's end degree belongs to the next term. */
export function haddaLord(longitude: number): HaddaLord {
  const { name, degree } = signOf(longitude);
  const terms = TAJIKA_HADDA.data[name];
  return (terms.find((t) => degree < t.to) ?? terms[4]).lord;
}

function division(
  graha: SevenGraha,
  lord: SevenGraha,
  part: 'kshetra' | 'hadda' | 'drekkana' | 'navamsa',
): DivisionStrength {
  const natural = naturalRelation(graha, lord);
  const relation = natural === 'self' ? 'own' : natural;
  const grade: DivisionGrade = relation === 'own' || relation === 'friend' ? relation : 'enemy';
  const maxUnits = PANCHA_VARGEEYA.data.full[part];
  return { lord, relation, grade, units: maxUnits * PANCHA_VARGEEYA.data.share[grade], maxUnits };
}

export function bandOf(total: number): PanchaVargeeyaBand {
  return PANCHA_VARGEEYA.data.bands.find((b) => total >= b.from)?.band ?? 'weak';
}

/** The five parts and the total for one graha at a sidereal longitude (nothing else in the chart enters). */
export function panchaVargeeyaBala(graha: SevenGraha, longitude: number): PanchaVargeeyaBala {
  const kshetra = division(graha, SIGN_LORDS[signOf(longitude).name], 'kshetra');
  const uchcha = uchchaBala(graha, longitude);
  const hadda = division(graha, haddaLord(longitude), 'hadda');
  const drekkana = division(graha, SIGN_LORDS[vargaOf(longitude, 'D3').sign], 'drekkana');
  const navamsa = division(graha, SIGN_LORDS[vargaOf(longitude, 'D9').sign], 'navamsa');
  const total = (kshetra.units + uchcha + hadda.units + drekkana.units + navamsa.units) / PANCHA_VARGEEYA.data.divisor;
  return { graha, kshetra, uchcha, hadda, drekkana, navamsa, total, band: bandOf(total) };
}

/** Pancha-vargeeya bala of the seven grahas of a chart (the annual chart in a varshaphal). */
export function panchaVargeeyaBalas(chart: Chart): Record<SevenGraha, PanchaVargeeyaBala> {
  return Object.fromEntries(SEVEN_GRAHAS.map((g) => [g, panchaVargeeyaBala(g, chart.grahas[g].longitude)])) as Record<
    SevenGraha,
    PanchaVargeeyaBala
  >;
}
