/** The service's own day bands and ranking weights (tier service): stated in every response that uses them. */
import type { CitedTable } from '../sources.ts';
import { service } from './refs.ts';

export const DAY_BANDS = ['excellent', 'good', 'average', 'avoid'] as const;
export type DayBand = (typeof DAY_BANDS)[number];

export const QUALITY_RULE = {
  id: 'muhurta.quality_bands',
  cites: [
    service("day bands and the window score are the service's own summary of the cited rules, not a classical grading"),
  ],
  data: {
    text:
      'avoid: a calendar period closes the day, or no window passes every rule; excellent: a window on a favoured ' +
      'weekday ' +
      'with a special yoga (sarvartha siddhi, amrita siddhi, siddha, guru or ravi pushya, ravi yoga); good: a ' +
      'window on a ' +
      'favoured weekday or with a special yoga; average: a window on a neutral weekday. Windows shorter than 24 ' +
      'minutes ' +
      '(one ghatika) are dropped.',
    minWindowMinutes: 24,
    score:
      'score = minutes of qualifying window / 60 + 2 for a favoured weekday + 1 per special yoga holding in a ' +
      'window, rounded to 0.1',
  },
} as const satisfies CitedTable<{ text: string; minWindowMinutes: number; score: string }>;
