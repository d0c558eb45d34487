/**
 * Bodies the astronomical engine computes. Graha names as in names.md; the lunar node is the physical point
 * (mean or true), Rahu and Ketu are read from it by the graha layer (Ketu = Rahu + 180).
 */
export const BODIES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'MeanNode', 'TrueNode'] as const;

export type Body = (typeof BODIES)[number];

export const AYANAMSAS = ['lahiri', 'krishnamurti', 'raman', 'true_chitra'] as const;

export type Ayanamsa = (typeof AYANAMSAS)[number];

export const DEFAULT_AYANAMSA: Ayanamsa = 'lahiri';
