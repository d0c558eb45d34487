/**
 * The service's own weights (no classical source): how much each graha's transit counts in a horoscope of each
 * period. The idea: a transit matters in proportion to how much of the period it shapes, so the Moon (a sign in
 * about 2.25 days) leads a daily reading and averages out over a year, while Jupiter, Saturn and the nodes (a
 * sign in 1, 2.5 and 1.5 years) lead the yearly one. Also the rule constants: what a transit in each gochar
 * quality is worth, and what an aspect counts against occupation.
 */
import type { Graha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const HOROSCOPE_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type HoroscopePeriod = (typeof HOROSCOPE_PERIODS)[number];

const OWN = cite('service_design', {
  status: 'pending',
  note:
    "Not a classical table: the service's own weighting, written down so it can be read and changed; no almanac or " +
    'text is claimed for these numbers.',
});

export const PERIOD_WEIGHTS = {
  id: 'horoscope.period_weights',
  cites: [OWN],
  data: {
    daily: { Sun: 1, Moon: 4, Mars: 1, Mercury: 1, Jupiter: 2, Venus: 1, Saturn: 2, Rahu: 1, Ketu: 1 },
    weekly: { Sun: 2, Moon: 3, Mars: 2, Mercury: 2, Jupiter: 2, Venus: 2, Saturn: 2, Rahu: 1, Ketu: 1 },
    monthly: { Sun: 2, Moon: 1, Mars: 2, Mercury: 2, Jupiter: 3, Venus: 2, Saturn: 3, Rahu: 2, Ketu: 2 },
    yearly: { Sun: 1, Moon: 0, Mars: 2, Mercury: 1, Jupiter: 4, Venus: 1, Saturn: 4, Rahu: 3, Ketu: 3 },
  },
} as const satisfies CitedTable<Record<HoroscopePeriod, Record<Graha, number>>>;

/** Worth of a transit by its gochar quality; an obstructed good transit (vedha) is held back, so neutral. */
export const QUALITY_VALUE = {
  id: 'horoscope.quality_value',
  cites: [
    OWN,
    cite('phaladeepika', {
      chapter: 26,
      status: 'pending',
      note: 'vedha cancels the good result of a transit (it does not make it bad)',
    }),
  ],
  data: { favourable: 1, obstructed: 0.5, unfavourable: 0 },
} as const satisfies CitedTable<Record<'favourable' | 'obstructed' | 'unfavourable', number>>;

/** An aspected house receives this share of the graha's weight (the occupied house receives all of it). */
export const ASPECT_SHARE = {
  id: 'horoscope.aspect_share',
  cites: [OWN],
  data: 0.5,
} as const satisfies CitedTable<number>;

/** Score of an area no transit touched in the period (neither good nor bad). */
export const NEUTRAL_SCORE = 50;
