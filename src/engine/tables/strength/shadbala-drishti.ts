/**
 * Sphuta drishti (BPHS ch. 26) and the benefic/malefic grouping used by paksha bala, drik bala and bhava drishti
 * bala (Raman, "Graha and Bhava Balas" ch. VIII and IX).
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { bphs, raman } from './shadbala-cites.ts';

/**
 * The drishti curve: virupas of aspect by the arc from the aspecting graha forward to the aspected point, as
 * breakpoints joined by straight lines. 0 below 30 degrees, 15 at 60, 45 at 90, 30 at 120, 0 at 150, 60 at 180,
 * falling to 0 at 300 and nothing beyond.
 */
export const DRISHTI_CURVE = {
  id: 'strength.drishti_curve',
  cites: [bphs(26, '6-8'), raman('VIII Drik Bala')],
  data: [
    [0, 0],
    [30, 0],
    [60, 15],
    [90, 45],
    [120, 30],
    [150, 0],
    [180, 60],
    [300, 0],
    [360, 0],
  ],
} as const satisfies CitedTable<readonly (readonly [number, number])[]>;

/**
 * Special aspects as Raman adds them to the curve: Mars +15 over the 4th and 8th sign-arcs (90-120, 210-240
 * degrees), Jupiter +30 over the 5th and 9th (120-150, 240-270), Saturn +45 over the 3rd and 10th (60-90, 270-300),
 * each bringing the aspect to 60 at the start of the arc. The sum is capped at 60 (a full aspect) by the service:
 * without the cap Saturn's 3rd-house aspect would climb to 90 at 90 degrees. BPHS (ch. 26 v. 9-12) instead gives
 * separate curves for the three; they are not used here.
 */
export const SPECIAL_DRISHTI = {
  id: 'strength.drishti_special',
  cites: [bphs(26, '9-12', "the verses give separate curves; Raman's additive form is used"), raman('VIII Drik Bala')],
  data: {
    Mars: {
      add: 15,
      arcs: [
        [90, 120],
        [210, 240],
      ],
    },
    Jupiter: {
      add: 30,
      arcs: [
        [120, 150],
        [240, 270],
      ],
    },
    Saturn: {
      add: 45,
      arcs: [
        [60, 90],
        [270, 300],
      ],
    },
    cap: 60,
  },
} as const satisfies CitedTable<{
  Mars: { add: number; arcs: readonly (readonly [number, number])[] };
  Jupiter: { add: number; arcs: readonly (readonly [number, number])[] };
  Saturn: { add: number; arcs: readonly (readonly [number, number])[] };
  cap: number;
}>;

/**
 * Natural grouping: Jupiter and Venus benefic; Sun, Mars and Saturn malefic. The Moon is benefic in the bright
 * fortnight (Moon - Sun under 180 degrees) and malefic in the dark one; Mercury is benefic unless the malefics in
 * his sign (Sun, Mars, Saturn, Rahu, Ketu, a waning Moon) outnumber the benefics there (Jupiter, Venus, a waxing
 * Moon).
 */
export const NATURAL_NATURE = {
  id: 'strength.natural_benefics',
  cites: [bphs(27, null), raman('V Kala Bala', 'paksha bala: benefics and malefics')],
  data: {
    Jupiter: 'benefic',
    Venus: 'benefic',
    Sun: 'malefic',
    Mars: 'malefic',
    Saturn: 'malefic',
    Moon: 'by_paksha',
    Mercury: 'by_association',
  },
} as const satisfies CitedTable<Record<SevenGraha, 'benefic' | 'malefic' | 'by_paksha' | 'by_association'>>;

/**
 * Weights of aspects: drik bala of a graha takes a quarter of (benefic - malefic) aspects; bhava drishti bala takes a
 * quarter too, except the aspects of Mercury and Jupiter, which count in full.
 */
export const DRISHTI_WEIGHT = {
  id: 'strength.drishti_weight',
  cites: [bphs(27, null), raman('VIII Drik Bala'), raman('IX Bhava Bala')],
  data: { graha: 0.25, bhava: 0.25, bhavaFull: ['Mercury', 'Jupiter'] },
} as const satisfies CitedTable<{ graha: number; bhava: number; bhavaFull: readonly SevenGraha[] }>;
