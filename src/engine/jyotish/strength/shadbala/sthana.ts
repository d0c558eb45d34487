/**
 * Sthana bala (positional strength): uchcha, saptavargaja, ojayugmarasyamsa, kendradi and drekkana bala.
 *
 * Saptavargaja: in each of D1 D2 D3 D7 D9 D12 D30 the graha scores by its standing towards the lord of the varga
 * sign: own sign 30, else its compound (panchadha) relationship to that lord, the temporary half always taken from
 * the rashi chart (D1) positions, as Raman does. Moolatrikona (45) counts in the rashi chart only, within the
 * degree arc of dignity.ts; in the other vargas a graha in its moolatrikona sign is in its own sign (30), and
 * exaltation earns nothing by itself. D2 is the Parashari hora (Leo/Cancer), so only the Sun and Moon can be in
 * their own hora.
 *
 * Kendradi counts whole-sign houses from the lagna (the chart's houses), as the transcription of Raman's worked
 * example does; counting by Sripati bhavas instead is another practice.
 */
import { norm360, signedDiff } from '../../../vocabulary/angles.ts';
import { DIGNITY } from '../../../tables/chart/dignity.ts';
import {
  DREKKANA_BALA,
  KENDRADI,
  OJAYUGMA,
  SAPTAVARGA_CODES,
  SAPTAVARGA_VIRUPAS,
  type SaptavargaStanding,
} from '../../../tables/strength/shadbala-sthana.ts';
import { signDignity } from '../../chart/dignity.ts';
import { compoundRelation, naturalRelation, temporaryRelation } from '../../chart/relationship.ts';
import type { Chart } from '../../chart/types.ts';
import { type SevenGraha, SIGN_LORDS, signAt, SIGNS } from '../../../vocabulary/names.ts';
import type { VargaCode } from '../../varga/varga.ts';
import type { SaptavargaEntry, SthanaBala } from './types.ts';

/** Longitude of deep debilitation: the exaltation point plus 180 degrees. */
export function debilitationPoint(graha: SevenGraha): number {
  const ex = DIGNITY.data[graha].exaltation;
  return norm360(SIGNS.indexOf(ex.sign) * 30 + ex.deepest + 180);
}

/** 60 at the deep exaltation point, 0 at deep debilitation, linear in the arc between. */
export function uchchaBala(graha: SevenGraha, longitude: number): number {
  return Math.abs(signedDiff(longitude, debilitationPoint(graha))) / 3;
}

function standing(
  chart: Chart,
  graha: SevenGraha,
  varga: VargaCode,
  signIndex: number,
): { lord: SevenGraha; standing: SaptavargaStanding } {
  const lord = SIGN_LORDS[signAt(signIndex)];
  const g = chart.grahas[graha];
  if (varga === 'D1' && signDignity(graha, signIndex, g.degree) === 'moolatrikona')
    return { lord, standing: 'moolatrikona' };
  if (lord === graha) return { lord, standing: 'own' };
  const natural = naturalRelation(graha, lord);
  if (natural === 'self') return { lord, standing: 'own' };
  return { lord, standing: compoundRelation(natural, temporaryRelation(g.signIndex, chart.grahas[lord].signIndex)) };
}

export function saptavarga(chart: Chart, graha: SevenGraha): SaptavargaEntry[] {
  return SAPTAVARGA_CODES.data.map((varga) => {
    const p = chart.grahas[graha].vargas[varga];
    const s = standing(chart, graha, varga, p.signIndex);
    return { varga, sign: p.sign, lord: s.lord, standing: s.standing, virupas: SAPTAVARGA_VIRUPAS.data[s.standing] };
  });
}

function ojayugmaParts(chart: Chart, graha: SevenGraha): { rashi: number; navamsha: number } {
  const wantOdd = OJAYUGMA.data.strongIn[graha] === 'odd';
  // Sign index 0 (Aries) is the first, odd sign.
  const fits = (signIndex: number) => (signIndex % 2 === 0) === wantOdd;
  const g = chart.grahas[graha];
  return {
    rashi: fits(g.signIndex) ? OJAYUGMA.data.virupas : 0,
    navamsha: fits(g.vargas.D9.signIndex) ? OJAYUGMA.data.virupas : 0,
  };
}

export function kendradiBala(house: number): number {
  const k = house % 3; // 1, 4, 7, 10 -> 1; 2, 5, 8, 11 -> 2; 3, 6, 9, 12 -> 0
  return k === 1 ? KENDRADI.data.kendra : k === 2 ? KENDRADI.data.panaphara : KENDRADI.data.apoklima;
}

export function drekkanaBala(graha: SevenGraha, degree: number): number {
  const third = Math.min(3, Math.floor(degree / 10) + 1);
  return third === DREKKANA_BALA.data.drekkana[graha] ? DREKKANA_BALA.data.virupas : 0;
}

export function sthanaBala(chart: Chart, graha: SevenGraha): SthanaBala {
  const g = chart.grahas[graha];
  const uchcha = uchchaBala(graha, g.longitude);
  const sv = saptavarga(chart, graha);
  const saptavargaja = sv.reduce((s, e) => s + e.virupas, 0);
  const parts = ojayugmaParts(chart, graha);
  const ojayugma = parts.rashi + parts.navamsha;
  const kendradi = kendradiBala(g.house);
  const drekkana = drekkanaBala(graha, g.degree);
  return {
    uchcha,
    saptavargaja,
    saptavarga: sv,
    ojayugma,
    ojayugmaParts: parts,
    kendradi,
    drekkana,
    total: uchcha + saptavargaja + ojayugma + kendradi + drekkana,
  };
}
