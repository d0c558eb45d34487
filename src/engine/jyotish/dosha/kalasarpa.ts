/**
 * Kalasarpa by degree: each of the seven grahas lies on the arc from Rahu forward through the zodiac to Ketu, or on
 * the arc from Ketu to Rahu. All seven on one arc: present. Exactly six: partial, the seventh named (usually it
 * shares a node's sign but lies beyond the node by degree, where a reading by signs would call the yoga full).
 * The type is named by Rahu's whole-sign house from the lagna. The reading by signs (grahas in a node's sign
 * counted on both arcs) is reported beside it, and each graha in a node's sign but outside the arc by degree is
 * listed as an exception. No remedy is given: the yoga has no classical source to cite one from.
 */
import { norm360 } from '../../vocabulary/angles.ts';
import { KALASARPA_TRADITION, KALASARPA_TYPES } from '../../tables/dosha/kalasarpa.ts';
import type { Citation } from '../../tables/sources.ts';
import { type Graha, SEVEN_GRAHAS, type SevenGraha, type Sign, signAt } from '../../vocabulary/names.ts';
import { at } from '../../errors.ts';

/** The facts read from a chart (a Chart satisfies this). */
export interface KalasarpaFacts {
  lagna: { signIndex: number };
  grahas: Record<Graha, { longitude: number; signIndex: number }>;
}

/** rahu_to_ketu: on the arc from Rahu forward to Ketu (zodiacal order); ketu_to_rahu: the other arc. */
export type AxisSide = 'rahu_to_ketu' | 'ketu_to_rahu';

export interface GrahaOnAxis {
  graha: SevenGraha;
  longitude: number;
  /** Degrees from Rahu forward through the zodiac, [0, 360). */
  arcFromRahu: number;
  side: AxisSide;
  /** The node whose sign the graha shares, if any. */
  inSignOf: 'Rahu' | 'Ketu' | null;
}

export interface KalasarpaException {
  graha: SevenGraha;
  node: 'Rahu' | 'Ketu';
  note: string;
}

export interface KalasarpaResult {
  method: string;
  formation: 'full' | 'partial' | 'none';
  /** All seven grahas on one arc by degree. */
  present: boolean;
  /** Six on one arc by degree, one outside. */
  partial: boolean;
  /** The type by Rahu's house, given when full or partial. */
  type: { name: string; rahuHouse: number } | null;
  rahuHouse: number;
  ketuHouse: number;
  rahuSign: Sign;
  ketuSign: Sign;
  /** The arc holding the grahas (full or partial): ascending = Rahu to Ketu, descending = Ketu to Rahu. */
  hemmed: AxisSide | null;
  direction: 'ascending' | 'descending' | null;
  /** The grahas off the arc holding most of them (one when partial). */
  outside: SevenGraha[];
  grahas: GrahaOnAxis[];
  /**
   * The reading by signs: every graha in the signs from one node to the other, both node signs counted on both arcs.
   */
  bySigns: { allOneSide: boolean; side: AxisSide | null };
  exceptions: KalasarpaException[];
  remedy: null;
  remedyNote: string;
  refs: readonly Citation[];
}

export const KALASARPA_METHOD =
  'By longitude: present when the Sun, Moon, Mars, Mercury, Jupiter, Venus and Saturn all lie on one arc between ' +
  'Rahu and Ketu; partial when exactly one lies on the other arc (named in `outside`). Direction: ascending when ' +
  'the grahas lie from Rahu forward to Ketu, descending when from Ketu to Rahu (some call the latter Kala Amrita; ' +
  "usage differs). Type by Rahu's whole-sign house from the lagna. A graha in a node's sign but beyond the node " +
  'by degree counts as outside (listed in `exceptions`). A later tradition, not in BPHS';

const signName = (i: number): Sign => signAt(i);
const houseFrom = (fromSign: number, sign: number): number => ((sign - fromSign + 12) % 12) + 1;

export function kalasarpa(facts: KalasarpaFacts): KalasarpaResult {
  const rahu = facts.grahas.Rahu;
  const ketu = facts.grahas.Ketu;
  const grahas = SEVEN_GRAHAS.map((graha): GrahaOnAxis => {
    const g = facts.grahas[graha];
    const arcFromRahu = norm360(g.longitude - rahu.longitude);
    const inSignOf = g.signIndex === rahu.signIndex ? 'Rahu' : g.signIndex === ketu.signIndex ? 'Ketu' : null;
    return {
      graha,
      longitude: g.longitude,
      arcFromRahu,
      side: arcFromRahu < 180 ? 'rahu_to_ketu' : 'ketu_to_rahu',
      inSignOf,
    };
  });
  const count = (s: AxisSide): number => grahas.filter((g) => g.side === s).length;
  const major: AxisSide = count('rahu_to_ketu') >= count('ketu_to_rahu') ? 'rahu_to_ketu' : 'ketu_to_rahu';
  const outside = grahas.filter((g) => g.side !== major).map((g) => g.graha);
  const formation = outside.length === 0 ? 'full' : outside.length === 1 ? 'partial' : 'none';

  // By signs: houses 1-7 from Rahu's sign are the Rahu-to-Ketu arc, 7-12 and 1 the Ketu-to-Rahu arc.
  const fromRahuSign = grahas.map((g) => houseFrom(rahu.signIndex, facts.grahas[g.graha].signIndex));
  const signSide: AxisSide | null = fromRahuSign.every((h) => h <= 7)
    ? 'rahu_to_ketu'
    : fromRahuSign.every((h) => h >= 7 || h === 1)
      ? 'ketu_to_rahu'
      : null;

  // A graha the sign reading puts inside (it shares a node's sign) but that lies beyond the node by degree.
  const exceptions = grahas.flatMap((g): KalasarpaException[] => {
    if (signSide === null || g.inSignOf === null || g.side === signSide) return [];
    const node = g.inSignOf;
    const nodeLon = node === 'Rahu' ? rahu.longitude : ketu.longitude;
    const gap = Math.abs(norm360(g.longitude - nodeLon + 180) - 180);
    return [
      {
        graha: g.graha,
        node,
        note:
          `${g.graha} shares ${node}'s sign ${signName(facts.grahas[node].signIndex)} but lies ${gap.toFixed(2)} ` +
          `degrees on the far side of ${node}: outside the arc by degree, though inside by sign`,
      },
    ];
  });

  const rahuHouse = houseFrom(facts.lagna.signIndex, rahu.signIndex);
  const hemmed = formation === 'none' ? null : major;
  return {
    method: KALASARPA_METHOD,
    formation,
    present: formation === 'full',
    partial: formation === 'partial',
    type: formation === 'none' ? null : { name: at(KALASARPA_TYPES.data, rahuHouse - 1, 'kalasarpa type'), rahuHouse },
    rahuHouse,
    ketuHouse: houseFrom(facts.lagna.signIndex, ketu.signIndex),
    rahuSign: signName(rahu.signIndex),
    ketuSign: signName(ketu.signIndex),
    hemmed,
    direction: hemmed === null ? null : hemmed === 'rahu_to_ketu' ? 'ascending' : 'descending',
    outside,
    grahas,
    bySigns: { allOneSide: signSide !== null, side: signSide },
    exceptions,
    remedy: null,
    remedyNote: 'No remedy is given: Kalasarpa has no classical text the service can cite a remedy from.',
    refs: [KALASARPA_TRADITION],
  };
}
