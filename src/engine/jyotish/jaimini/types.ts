/** Shapes of the Jaimini results; the HTTP layer turns field names to snake_case. */
import type { CharaKaraka } from '../../tables/jaimini/chara-karakas.ts';
import type { Citation } from '../../tables/sources.ts';
import type { Graha, Sign } from '../../vocabulary/names.ts';

/** What the Jaimini rules read of a chart (signs are indices 0-11 from Aries). */
export interface JaiminiGraha {
  signIndex: number;
  /** Degrees advanced in the sign, [0, 30). */
  degree: number;
  navamsaSignIndex: number;
  exalted: boolean;
  debilitated: boolean;
}

export interface JaiminiFacts {
  lagnaSignIndex: number;
  grahas: Record<Graha, JaiminiGraha>;
}

export type KarakaScheme = 7 | 8;

export interface KarakaEntry {
  karaka: CharaKaraka;
  graha: Graha;
  /** Degrees used for the ranking: degrees in the sign, or 30 - degree for Rahu. */
  karakaDegree: number;
  /** Arc-seconds above the next karaka (null for the last). */
  marginArcsec: number | null;
}

export interface CharaKarakas {
  scheme: KarakaScheme;
  karakas: KarakaEntry[];
  /** Neighbours closer than the tie threshold: the order between them rests on a small margin. */
  ties: { grahas: [Graha, Graha]; differenceArcsec: number }[];
  tieThresholdArcsec: number;
}

export interface Karakamsa {
  atmakaraka: Graha;
  /** Navamsa (D9) sign of the Atmakaraka. */
  sign: Sign;
  signIndex: number;
  /** House of that sign in the rasi chart, counted from the lagna. */
  houseFromLagna: number;
}

export type LordRule =
  'single_lord' | 'both_in_sign' | 'other_outside' | 'more_grahas_with_it' | 'more_degrees' | 'exact_tie';

export interface LordChoice {
  lord: Graha;
  rule: LordRule;
  /** The other co-lord of Scorpio or Aquarius, or null. */
  otherLord: Graha | null;
}

export interface ArudhaPada {
  /** A1..A12. */
  name: string;
  /** Arudha Lagna (A1), Upapada (A12), else null. */
  label: string | null;
  house: number;
  sign: Sign;
  lord: LordChoice;
  lordSign: Sign;
  pada: Sign;
  padaIndex: number;
  padaHouse: number;
  /** Which exception moved the pada: it fell in the house itself, or in the 7th from it. */
  exception: 'same_sign' | 'seventh' | null;
}

export interface GrahaPada {
  graha: Graha;
  ownSign: Sign;
  pada: Sign;
  padaIndex: number;
  padaHouse: number;
  exception: 'same_sign' | 'seventh' | null;
}

export interface CharaAntardasha {
  sign: Sign;
  startJdUt: number;
  endJdUt: number;
  years: number;
}

export interface CharaMahadasha {
  sign: Sign;
  signIndex: number;
  lord: LordChoice;
  lordSign: Sign;
  /** Signs counted from the dasha sign to its lord, inclusive (null when both co-lords sit in the sign). */
  count: number | null;
  years: number;
  /** +1 exalted, -1 debilitated, when that option is on; else 0. */
  adjustment: number;
  startJdUt: number;
  endJdUt: number;
  antardashaDirection: 'zodiacal' | 'reverse';
  antardashas: CharaAntardasha[];
}

export interface CharaDasha {
  method: string;
  direction: 'zodiacal' | 'reverse';
  /** The 9th from lagna, which sets the direction. */
  ninthSign: Sign;
  yearDays: number;
  exaltationAdjustment: boolean;
  mahadashas: CharaMahadasha[];
}

export interface JaiminiResult {
  method: string;
  charaKarakas: CharaKarakas;
  karakamsa: Karakamsa;
  arudhaPadas: ArudhaPada[];
  /** A12. */
  upapada: ArudhaPada;
  grahaPadas: GrahaPada[];
  charaDasha: CharaDasha;
  notes: string[];
  refs: readonly Citation[];
}
