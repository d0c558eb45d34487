/**
 * Ashtakavarga of a chart: the eight bhinna ashtakavargas (seven grahas and the lagna), the sarva ashtakavarga,
 * both reductions of every BAV and the pindas of the seven grahas. Reads only the signs of the lagna and of
 * Sun..Saturn; Rahu and Ketu take no part (BPHS ch. 66-69).
 */
import type { Citation } from '../../../tables/sources.ts';
import {
  AV_GRAHAS,
  AV_SOURCES,
  BENEFIC_PLACES,
  type AvSource,
} from '../../../tables/strength/ashtakavarga-benefic-places.ts';
import { GRAHA_MULTIPLIERS, RASHI_MULTIPLIERS } from '../../../tables/strength/ashtakavarga-pinda.ts';
import { EKADHIPATYA_PAIRS, TRIKONA_GROUPS } from '../../../tables/strength/ashtakavarga-shodhana.ts';
import { type SevenGraha, type Sign, signAt, SIGNS } from '../../../vocabulary/names.ts';
import { bhinna } from './bhinna.ts';
import { pinda, type PindaOptions } from './pinda.ts';
import { ekadhipatyaShodhana, trikonaShodhana } from './shodhana.ts';
import type { AshtakavargaInput, AshtakavargaResult, BhinnaAshtakavarga, ShodhanaResult } from './types.ts';

export const ASHTAKAVARGA_METHOD =
  'Parashari ashtakavarga (BPHS ch. 66-69): bindus from the benefic houses of the seven grahas and the lagna; ' +
  "sarva = the seven grahas' BAVs (337, lagna BAV excluded); trikona shodhana (no change when a trine sign is empty, " +
  'else the least count removed from all three), then ekadhipatya shodhana (no change when a sign is empty or both ' +
  'are occupied; one occupied: the other is cut to its count if larger, else to 0; neither: both to the smaller, ' +
  'or 0 ' +
  'when equal); pindas from the reduced BAVs.';

export interface AshtakavargaOptions extends PindaOptions {
  /**
   * Count the lagna's sign as occupied in ekadhipatya shodhana. Default false: BPHS speaks of grahas, so only
   * Sun..Saturn occupy a sign. P.V.R. Narasimha Rao's worked pindas (Integrated Approach ch. 12) count the lagna.
   */
  lagnaOccupies?: boolean;
  /**
   * Another author's benefic places for some rows (e.g. Saravali's `{ Moon: { Jupiter: [1, 4, 7, 8, 10, 11, 12] } }`
   * for BPHS's 1, 2, 4, 7, 8, 10, 11), used in place of the table's; the method string then names every replaced row.
   */
  beneficPlaces?: Partial<Record<AvSource, Partial<Record<AvSource, readonly number[]>>>>;
}

const REFS: readonly Citation[] = [
  ...BENEFIC_PLACES.cites,
  ...TRIKONA_GROUPS.cites,
  ...EKADHIPATYA_PAIRS.cites,
  ...RASHI_MULTIPLIERS.cites,
];

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

export function ashtakavarga(chart: AshtakavargaInput, options: AshtakavargaOptions = {}): AshtakavargaResult {
  const signOf = Object.fromEntries(
    AV_SOURCES.map((s) => [s, s === 'Ascendant' ? chart.lagna.signIndex : chart.grahas[s].signIndex]),
  ) as Record<AvSource, number>;
  const grahaSign = Object.fromEntries(AV_GRAHAS.map((g) => [g, signOf[g]])) as Record<SevenGraha, number>;

  const custom = options.beneficPlaces ?? {};
  const replaced: string[] = [];
  const bhinnas = Object.fromEntries(
    AV_SOURCES.map((s) => {
      const rows = { ...BENEFIC_PLACES.data[s], ...custom[s] } as Record<AvSource, readonly number[]>;
      for (const from of Object.keys(custom[s] ?? {}))
        replaced.push(`${s} from ${from} [${rows[from as AvSource].join(',')}]`);
      return [s, bhinna(s, signOf, rows)];
    }),
  ) as Record<AvSource, BhinnaAshtakavarga>;

  const sav = SIGNS.map((_, i) => sum(AV_GRAHAS.map((g) => bhinnas[g].bindus[i] ?? 0)));
  const lagnaOccupies = options.lagnaOccupies === true;
  const occupied = SIGNS.map(
    (_, i) => AV_GRAHAS.some((g) => grahaSign[g] === i) || (lagnaOccupies && signOf.Ascendant === i),
  );

  const shodhana = Object.fromEntries(
    AV_SOURCES.map((s): [AvSource, ShodhanaResult] => {
      const afterTrikona = trikonaShodhana(bhinnas[s].bindus);
      const afterEkadhipatya = ekadhipatyaShodhana(afterTrikona, occupied);
      return [
        s,
        { of: s, afterTrikona, afterEkadhipatya, totalAfterTrikona: sum(afterTrikona), total: sum(afterEkadhipatya) },
      ];
    }),
  ) as Record<AvSource, ShodhanaResult>;

  const pindas = Object.fromEntries(
    AV_GRAHAS.map((g) => [g, pinda(g, shodhana[g].afterEkadhipatya, grahaSign, options)]),
  ) as AshtakavargaResult['pindas'];

  const virgo = options.virgoMultiplier ?? RASHI_MULTIPLIERS.data.Virgo;
  return {
    method:
      `${ASHTAKAVARGA_METHOD} Occupants for ekadhipatya: ` +
      `${lagnaOccupies ? 'Sun..Saturn and the lagna' : 'Sun..Saturn only (not Rahu, Ketu or the lagna)'}. ` +
      `Virgo's measure ${virgo}; graha measures ${Object.entries(GRAHA_MULTIPLIERS.data)
        .map(([g, m]) => `${g} ${m}`)
        .join(', ')}.` +
      (replaced.length > 0 ? ` Benefic places replaced by the caller: ${replaced.join('; ')}.` : ''),
    placements: Object.fromEntries(AV_SOURCES.map((s) => [s, signAt(signOf[s])])) as Record<AvSource, Sign>,
    bhinna: bhinnas,
    sarva: {
      bindus: sav,
      total: sum(sav),
      includesLagnaBav: false,
      withLagnaBav: sav.map((v, i) => v + (bhinnas.Ascendant.bindus[i] ?? 0)),
    },
    shodhana,
    pindas,
    refs: REFS,
  };
}
