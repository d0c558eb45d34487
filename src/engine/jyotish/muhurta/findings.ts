/** What a rule says of a moment: a benefit, an issue (noted, not disqualifying) or a block (the moment fails). */
import type { Citation } from '../../tables/sources.ts';

/** The nine layers, in the order the intelligence route applies them. */
export const LAYERS = [
  'calendar_periods',
  'tithi',
  'vara',
  'nakshatra',
  'yoga_karana',
  'personal',
  'lagna_shuddhi',
  'planetary_conditions',
  'daily_windows',
] as const;
export type Layer = (typeof LAYERS)[number];

export interface Finding {
  /** Stable rule id, e.g. 'tithi.rikta'. */
  id: string;
  kind: 'benefit' | 'issue' | 'block';
  layer: Layer;
  text: string;
  refs: readonly Citation[];
  /** Blocks that only cut a day into windows (lagna, Rahu kalam, day or night): not reported as a day's issue. */
  shapesWindow?: true;
  /**
   * A block of the classical reading that the chosen practice relaxes: kept as a caution ('issue') or not applied
   * ('off'). Either way it is what a stricter reading would object to.
   */
  stricter?: 'issue' | 'off';
}
