/**
 * The shape of what an act asks of a moment (karma-rules.ts and the tables beside it hold the acts), and the sets of
 * calendar gates acts share.
 */
import type { Nakshatra, Sign } from '../../vocabulary/names.ts';
import type { Citation } from '../sources.ts';
import type { TithiNumber, WeekdayName } from './keys.ts';

export interface CalendarGates {
  /** Jupiter or Venus combust (asta): closed. */
  combust: boolean;
  /** An adhika (intercalary) lunar month: closed. */
  adhika: boolean;
  /** The Sun in Sagittarius or Pisces (kharmas / malamasa): closed. */
  kharmas: boolean;
  /** Devshayani to Prabodhini ekadashi (chaturmas): closed. */
  chaturmas: boolean;
  /** A day with an eclipse visible at the place: closed. */
  eclipse: boolean;
  /** Panchaka (the Moon in Aquarius or Pisces) noted: a journey south is avoided in it. */
  panchaka: boolean;
}

export interface KarmaRule {
  label: string;
  nakshatras: readonly Nakshatra[];
  tithis: { shukla: readonly TithiNumber[]; krishna: readonly TithiNumber[] };
  varas: { good: readonly WeekdayName[]; avoid: readonly WeekdayName[] };
  /** Favoured rising signs, or null when the act is not timed by the lagna. */
  lagnas: readonly Sign[] | null;
  /** The 7th and 8th houses from the lagna must hold no graha (lagna shuddhi for marriage). */
  lagnaShuddhi: boolean;
  gates: CalendarGates;
  /** Only the night (sunset to sunrise) is searched. */
  nightOnly: boolean;
  cites: readonly Citation[];
}

export const ALL_GATES: CalendarGates = {
  combust: true,
  adhika: true,
  kharmas: true,
  chaturmas: true,
  eclipse: true,
  panchaka: false,
};
export const ECLIPSE_ONLY: CalendarGates = {
  ...ALL_GATES,
  combust: false,
  adhika: false,
  kharmas: false,
  chaturmas: false,
};
export const JOURNEY: CalendarGates = { ...ECLIPSE_ONLY, panchaka: true };
