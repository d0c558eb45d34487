/** The rating: the levels' scores summed and read as a band (service tier), with the trace of every term. */
import { FERTILITY_BANDS, RATING_BANDS, SCORE_RANGE, type RatingBand } from '../../tables/activation/bands.ts';
import type { LevelResult } from './types.ts';

export interface ScoreTerm {
  level: number;
  id: string;
  score: number;
}

export interface Rating {
  band: RatingBand;
  score: number;
  min: number;
  max: number;
  trace: ScoreTerm[];
  /** Levels that could not be read (they add 0). */
  notEvaluated: string[];
}

const total = (terms: readonly ScoreTerm[]): number => Math.round(terms.reduce((s, t) => s + t.score, 0) * 100) / 100;

export function bandOf(score: number): RatingBand {
  for (const b of RATING_BANDS.data) if (b.atLeast === null || score >= b.atLeast) return b.band;
  return 'challenged';
}

export function rate(levels: readonly LevelResult[]): Rating {
  const trace = levels.map((l) => ({ level: l.level, id: l.id, score: l.score }));
  const score = total(trace);
  return {
    band: bandOf(score),
    score,
    min: SCORE_RANGE.min,
    max: SCORE_RANGE.max,
    trace,
    notEvaluated: levels.filter((l) => l.status === 'not_evaluated').map((l) => l.id),
  };
}

export interface Fertility {
  band: string;
  score: number;
  trace: ScoreTerm[];
  stars: number;
}

/** Progeny: the band of the 5th house's promise levels and its stars (never a medical claim). */
export function fertilityOf(levels: readonly LevelResult[]): Fertility {
  const read = new Set<string>(FERTILITY_BANDS.data.levels);
  const trace = levels.filter((l) => read.has(l.id)).map((l) => ({ level: l.level, id: l.id, score: l.score }));
  const score = total(trace);
  const band =
    FERTILITY_BANDS.data.bands.find((b) => b.atLeast === null || score >= b.atLeast)?.band ?? 'needs_support';
  const stars = 1 + FERTILITY_BANDS.data.starsAtLeast.filter((edge) => score >= edge).length;
  return { band, score, trace, stars };
}
