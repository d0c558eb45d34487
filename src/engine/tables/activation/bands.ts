/**
 * The rating of a life-area report: the sum of the twelve level scores read as a band. The bands, the fertility
 * band of the progeny report and its stars are the service's own scale (tier service): a reading of how many
 * factors support the area, never a probability or a percentage of an event.
 */
import { cite, type CitedTable } from '../sources.ts';

export const RATING_BANDS_LIST = ['strong', 'supported', 'mixed', 'challenged'] as const;
export type RatingBand = (typeof RATING_BANDS_LIST)[number];

export interface BandEdge {
  band: RatingBand;
  /** Lowest total score in the band (inclusive); the last band has none. */
  atLeast: number | null;
  meaning: string;
}

/** Totals run from -16 (every level at its minimum) to +22 (every level at its maximum). */
export const RATING_BANDS = {
  id: 'activation.rating_bands',
  cites: [
    cite('service_design', {
      status: 'pending',
      note: "the band edges are the service's own; they count supporting factors, they do not give odds",
    }),
  ],
  data: [
    { band: 'strong', atLeast: 8, meaning: 'most levels support the area and its timing' },
    { band: 'supported', atLeast: 3, meaning: 'more levels support the area than work against it' },
    { band: 'mixed', atLeast: -2, meaning: 'support and obstruction roughly balance' },
    {
      band: 'challenged',
      atLeast: null,
      meaning:
        'more levels work against the area than for it; read the blocked levels for what, and remedies in practice',
    },
  ],
} as const satisfies CitedTable<readonly BandEdge[]>;

export const SCORE_RANGE = { min: -16, max: 22 } as const;

/**
 * Progeny: the fertility band reads only the promise levels of the 5th house (1-5, 7, 8), and capacity stars
 * (1-5) restate the same total on a five-step scale. Neither is a medical statement.
 */
export const FERTILITY_BANDS = {
  id: 'activation.fertility_bands',
  cites: [
    cite('service_design', {
      status: 'pending',
      note: 'a band of the classical factors of the 5th house, Jupiter and the putrakaraka; not a medical claim',
    }),
  ],
  data: {
    levels: ['bhava', 'lord', 'karaka', 'occupants_aspects', 'varga', 'ashtakavarga', 'strength'],
    bands: [
      { band: 'well_supported', atLeast: 5 },
      { band: 'supported', atLeast: 1 },
      { band: 'mixed', atLeast: -2 },
      { band: 'needs_support', atLeast: null },
    ],
    /** Stars from the promise total (-14..+14): one, and one more for each edge reached. */
    starsAtLeast: [-4, 0, 4, 8],
  },
} as const satisfies CitedTable<{
  levels: readonly string[];
  bands: readonly { band: string; atLeast: number | null }[];
  starsAtLeast: readonly number[];
}>;
