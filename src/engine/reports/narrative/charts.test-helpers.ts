// Hand-made charts for the narrative tests (built with the yoga tests' chartOf: whole-sign houses, dignity,
// combustion and aspects derived as compute.ts does). Longitudes are chosen for the rules they exercise, not
// for being astronomically possible (Venus is allowed far from the Sun).
import { chartOf } from '../../jyotish/yoga/chart.test-helpers.ts';

/** Cancer lagna. Saturn (7th lord) exalted in Libra, the 4th, with Mercury; Jupiter in the lagna aspects the 7th. */
export const CHART_A = chartOf('Cn', {
  Su: 'Vi15',
  Mo: 'Sc15',
  Ma: 'Ar15',
  Me: 'Li5',
  Ju: 'Cn15',
  Ve: 'Pi15',
  Sa: 'Li15',
  Ra: 'Vi20',
});

/** Cancer lagna. Saturn (7th lord) combust in Gemini, the 12th; Mars and Ketu in the 7th; Venus debilitated. */
export const CHART_B = chartOf('Cn', {
  Su: 'Ge10',
  Mo: 'Le15',
  Ma: 'Cp15',
  Me: 'Ta20',
  Ju: 'Pi15',
  Ve: 'Vi15',
  Sa: 'Ge15',
  Ra: 'Cn15',
});

/** Aries lagna hemmed by malefics: Saturn alone in the 12th (Pisces), Mars alone in the 2nd (Taurus). */
export const CHART_C = chartOf('Ar', {
  Su: 'Le15',
  Mo: 'Sg15',
  Ma: 'Ta15',
  Me: 'Vi5',
  Ju: 'Cn15',
  Ve: 'Li15',
  Sa: 'Pi15',
  Ra: 'Ge15',
});

/**
 * Aries lagna hemmed by benefics: Jupiter alone in the 12th, Venus alone in the 2nd; a waning Moon; Ketu with Mars in
 * the 10th.
 */
export const CHART_D = chartOf('Ar', {
  Su: 'Le15',
  Mo: 'Ge15',
  Ma: 'Cp15',
  Me: 'Vi5',
  Ju: 'Pi15',
  Ve: 'Ta15',
  Sa: 'Li15',
  Ra: 'Cn15',
});
