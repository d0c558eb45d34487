/**
 * Bhavabala of the twelve Sripati bhavas, BPHS ch. 27 as laid out in Raman's "Graha and Bhava Balas" ch. IX:
 * bhavadhipati bala (the shadbala of the lord of the sign holding the bhava madhya) + bhava dig bala + bhava
 * drishti bala. Reads the bhava madhyas and the grahas' natures from the shadbala result, so it costs no ephemeris
 * call of its own.
 *
 * Other practices add more parts (e.g. Jagannatha Hora's strength from occupants and from day or night birth); they
 * are not included.
 */
import { required } from '../../../errors.ts';
import type { Citation } from '../../../tables/sources.ts';
import { SIGN_KIND, SIGN_KIND_POWERLESS_BHAVA } from '../../../tables/strength/bhavabala-signs.ts';
import { DRISHTI_WEIGHT } from '../../../tables/strength/shadbala-drishti.ts';
import { raman } from '../../../tables/strength/shadbala-cites.ts';
import type { Chart } from '../../chart/types.ts';
import { SEVEN_GRAHAS, type SevenGraha, SIGN_LORDS, signOf } from '../../../vocabulary/names.ts';
import { drishtiValue } from '../shadbala/drishti.ts';
import type { ShadbalaResult } from '../shadbala/types.ts';
import { bhavaDigBala } from './bhava-dig.ts';
import type { BhavaBand, BhavabalaResult, BhavaStrength } from './types.ts';

/**
 * Bands in rupas, the service's own (no classical source gives bands for bhavabala): strong from 7.5 rupas,
 * moderate from 6, weak below. Typical totals run 6-11 rupas, the lord's shadbala making most of them.
 */
export const BHAVA_BANDS_RUPAS = { strong: 7.5, moderate: 6 } as const;

export const BHAVABALA_METHOD =
  'BPHS ch. 27 as laid out in B. V. Raman, Graha and Bhava Balas ch. IX: bhavadhipati ' +
  'bala + bhava dig bala + bhava drishti bala on Sripati bhava madhyas; virupas, 60 to a rupa.';

export const BHAVABALA_CONVENTIONS: Record<string, string> = {
  bhavas: 'Sripati: madhyas at the lagna, MC, their opposites and the trisections of each quadrant; sandhis midway',
  adhipati: 'total shadbala of the lord of the sign holding the madhya',
  dig:
    'nara signs (Gemini, Virgo, Libra, Aquarius, Sagittarius 0-15) powerless at the 7th madhya, jalachara ' +
    '(Cancer, Pisces, Capricorn 15-30) at the 10th, chatushpada (Aries, Taurus, Leo, Sagittarius 15-30, Capricorn ' +
    '0-15) at the 4th, keeta (Scorpio) at the lagna; arc / 3',
  drishti:
    'sphuta drishti of the seven grahas on the madhya as in drik bala, benefics +, malefics -, a quarter of ' +
    'each except Mercury and Jupiter, counted in full; nodes left out',
  band:
    `service's own: strong >= ${BHAVA_BANDS_RUPAS.strong} rupas, moderate >= ${BHAVA_BANDS_RUPAS.moderate}, weak ` +
    `below`,
};

const REFS: readonly Citation[] = [
  ...SIGN_KIND.cites,
  ...SIGN_KIND_POWERLESS_BHAVA.cites,
  ...DRISHTI_WEIGHT.cites,
  raman('IX Bhava Bala'),
].filter((c, i, all) => all.findIndex((d) => JSON.stringify(d) === JSON.stringify(c)) === i);
const REF_KEYS = new Set(REFS.map((c) => JSON.stringify(c)));

export function bhavaBand(totalRupas: number): BhavaBand {
  if (totalRupas >= BHAVA_BANDS_RUPAS.strong) return 'strong';
  return totalRupas >= BHAVA_BANDS_RUPAS.moderate ? 'moderate' : 'weak';
}

function drishtiOn(
  chart: Chart,
  madhya: number,
  sb: ShadbalaResult,
): { drishti: number; received: Partial<Record<SevenGraha, number>> } {
  const full: readonly SevenGraha[] = DRISHTI_WEIGHT.data.bhavaFull;
  const received: Partial<Record<SevenGraha, number>> = {};
  let sum = 0;
  for (const g of SEVEN_GRAHAS) {
    const v = drishtiValue(g, madhya - chart.grahas[g].longitude);
    const signed = v === 0 || sb.natures[g].nature === 'benefic' ? v : -v;
    received[g] = signed;
    sum += signed * (full.includes(g) ? 1 : DRISHTI_WEIGHT.data.bhava);
  }
  return { drishti: sum, received };
}

export function bhavabala(chart: Chart, sb: ShadbalaResult): BhavabalaResult {
  const madhyas = sb.bhavas.madhya;
  const rows = madhyas.map((madhya, i): Omit<BhavaStrength, 'rank'> => {
    const sign = signOf(madhya).name;
    const lord = SIGN_LORDS[sign];
    const adhipati = sb.grahas[lord].totalVirupas;
    const dig = bhavaDigBala(madhya, madhyas);
    const d = drishtiOn(chart, madhya, sb);
    const total = adhipati + dig.virupas + d.drishti;
    return {
      house: i + 1,
      madhya,
      sign,
      lord,
      adhipati,
      signKind: dig.kind,
      dig: dig.virupas,
      drishti: d.drishti,
      drishtiReceived: d.received,
      totalVirupas: total,
      totalRupas: total / 60,
      band: bhavaBand(total / 60),
    };
  });
  const order = [...rows].sort((a, b) => b.totalVirupas - a.totalVirupas);
  const houses = rows.map((r) => ({ ...r, rank: order.indexOf(r) + 1 }));
  const pick = (r: Omit<BhavaStrength, 'rank'> | undefined) => {
    const row = required(r, 'bhava of the ranking', order.length);
    return { house: row.house, totalVirupas: row.totalVirupas, totalRupas: row.totalRupas };
  };
  return {
    method: BHAVABALA_METHOD,
    conventions: BHAVABALA_CONVENTIONS,
    houses,
    strongest: pick(order[0]),
    weakest: pick(order[order.length - 1]),
    refs: [...REFS, ...sb.refs.filter((c) => !REF_KEYS.has(JSON.stringify(c)))],
    warnings: [...sb.warnings],
  };
}
