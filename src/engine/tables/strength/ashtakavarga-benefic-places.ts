/**
 * Ashtakavarga benefic places (BPHS ch. 66): for the bhinna ashtakavarga of each of the seven grahas and of the
 * lagna, the houses counted from each of the eight sources (Sun..Saturn and the lagna, the source's own sign being
 * house 1) in which that source gives a bindu. The counts per row are fixed, so every chart's BAV totals are too:
 * Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39 (sarva 337) and the lagna 49.
 *
 * Checked against the Sanskrit of BPHS ch. 66 (sanskritdocuments.org e-text par6170.itx, v. 16-68), which gives each
 * BAV twice: the karana (no-bindu) count of every house, and the sthana (bindu) givers of every house. All eight BAVs
 * agree with the karana counts, and the Moon's and Venus's rows with the sthana lists too
 * (ashtakavarga-tables.test.ts).
 * Four rows follow BPHS where other tables differ: the Moon from the Moon 1, 3, 6, 7, 9, 10, 11 (Saravali ch. 53:
 * without the 9th), from Mars 2, 3, 5, 6, 10, 11 (Saravali: with the 9th), from Jupiter 1, 2, 4, 7, 8, 10, 11
 * (Saravali: 1, 4, 7, 8, 10, 11, 12; Phaladeepika agrees with BPHS), and Venus from Mars 3, 4, 6, 9, 11, 12 (elsewhere
 * 3, 5, 6, 9, 11, 12). The totals are the same either way.
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

/** The eight reference points of ashtakavarga: the seven grahas and the lagna (spelled Ascendant, names.md). */
export const AV_SOURCES = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Ascendant'] as const;
export type AvSource = (typeof AV_SOURCES)[number];

export const AV_GRAHAS = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
] as const satisfies readonly SevenGraha[];

export const BENEFIC_PLACES = {
  id: 'strength.ashtakavarga_benefic_places',
  cites: [
    cite('bphs', {
      chapter: 66,
      status: 'pending',
      note:
        'chapter number as in the widely circulated English translation; the lagna row is the lagna ashtakavarga ' +
        'given in the same chapter; rows checked against the Sanskrit (karana counts and sthana lists, v. 16-68 of ' +
        'the sanskritdocuments.org e-text), not against this edition',
    }),
  ],
  data: {
    Sun: {
      Sun: [1, 2, 4, 7, 8, 9, 10, 11],
      Moon: [3, 6, 10, 11],
      Mars: [1, 2, 4, 7, 8, 9, 10, 11],
      Mercury: [3, 5, 6, 9, 10, 11, 12],
      Jupiter: [5, 6, 9, 11],
      Venus: [6, 7, 12],
      Saturn: [1, 2, 4, 7, 8, 9, 10, 11],
      Ascendant: [3, 4, 6, 10, 11, 12],
    },
    Moon: {
      Sun: [3, 6, 7, 8, 10, 11],
      Moon: [1, 3, 6, 7, 9, 10, 11],
      Mars: [2, 3, 5, 6, 10, 11],
      Mercury: [1, 3, 4, 5, 7, 8, 10, 11],
      Jupiter: [1, 2, 4, 7, 8, 10, 11],
      Venus: [3, 4, 5, 7, 9, 10, 11],
      Saturn: [3, 5, 6, 11],
      Ascendant: [3, 6, 10, 11],
    },
    Mars: {
      Sun: [3, 5, 6, 10, 11],
      Moon: [3, 6, 11],
      Mars: [1, 2, 4, 7, 8, 10, 11],
      Mercury: [3, 5, 6, 11],
      Jupiter: [6, 10, 11, 12],
      Venus: [6, 8, 11, 12],
      Saturn: [1, 4, 7, 8, 9, 10, 11],
      Ascendant: [1, 3, 6, 10, 11],
    },
    Mercury: {
      Sun: [5, 6, 9, 11, 12],
      Moon: [2, 4, 6, 8, 10, 11],
      Mars: [1, 2, 4, 7, 8, 9, 10, 11],
      Mercury: [1, 3, 5, 6, 9, 10, 11, 12],
      Jupiter: [6, 8, 11, 12],
      Venus: [1, 2, 3, 4, 5, 8, 9, 11],
      Saturn: [1, 2, 4, 7, 8, 9, 10, 11],
      Ascendant: [1, 2, 4, 6, 8, 10, 11],
    },
    Jupiter: {
      Sun: [1, 2, 3, 4, 7, 8, 9, 10, 11],
      Moon: [2, 5, 7, 9, 11],
      Mars: [1, 2, 4, 7, 8, 10, 11],
      Mercury: [1, 2, 4, 5, 6, 9, 10, 11],
      Jupiter: [1, 2, 3, 4, 7, 8, 10, 11],
      Venus: [2, 5, 6, 9, 10, 11],
      Saturn: [3, 5, 6, 12],
      Ascendant: [1, 2, 4, 5, 6, 7, 9, 10, 11],
    },
    Venus: {
      Sun: [8, 11, 12],
      Moon: [1, 2, 3, 4, 5, 8, 9, 11, 12],
      Mars: [3, 4, 6, 9, 11, 12],
      Mercury: [3, 5, 6, 9, 11],
      Jupiter: [5, 8, 9, 10, 11],
      Venus: [1, 2, 3, 4, 5, 8, 9, 10, 11],
      Saturn: [3, 4, 5, 8, 9, 10, 11],
      Ascendant: [1, 2, 3, 4, 5, 8, 9, 11],
    },
    Saturn: {
      Sun: [1, 2, 4, 7, 8, 10, 11],
      Moon: [3, 6, 11],
      Mars: [3, 5, 6, 10, 11, 12],
      Mercury: [6, 8, 9, 10, 11, 12],
      Jupiter: [5, 6, 11, 12],
      Venus: [6, 11, 12],
      Saturn: [3, 5, 6, 11],
      Ascendant: [1, 3, 4, 6, 10, 11],
    },
    Ascendant: {
      Sun: [3, 4, 6, 10, 11, 12],
      Moon: [3, 6, 10, 11, 12],
      Mars: [1, 3, 6, 10, 11],
      Mercury: [1, 2, 4, 6, 8, 10, 11],
      Jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11],
      Venus: [1, 2, 3, 4, 5, 8, 9],
      Saturn: [1, 3, 4, 6, 10, 11],
      Ascendant: [3, 6, 10, 11],
    },
  },
} as const satisfies CitedTable<Record<AvSource, Record<AvSource, readonly number[]>>>;
