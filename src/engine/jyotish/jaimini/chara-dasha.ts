/**
 * Chara dasha, K.N. Rao's method (CHARA_DASHA): twelve sign periods from the lagna, each run in full from birth
 * (no balance), with twelve equal antardashas each.
 */
import { CHARA_DASHA } from '../../tables/jaimini/chara-dasha.ts';
import { DEFAULT_DASHA_YEAR_DAYS } from '../../tables/dasha/vimshottari.ts';
import { type Sign, signAt } from '../../vocabulary/names.ts';
import { lordOfSign } from './co-lord.ts';
import { houseFrom, signPlus } from './facts.ts';
import type { CharaAntardasha, CharaDasha, CharaMahadasha, JaiminiFacts } from './types.ts';

export interface CharaDashaOptions {
  /** Days in a dasha year; default 365.25. */
  yearDays?: number;
  /**
   * Add a year for an exalted lord, take one for a debilitated lord (P.V.R. Narasimha Rao, Sanjay Rath); default off.
   */
  exaltationAdjustment?: boolean;
}

const DIRECT: readonly Sign[] = CHARA_DASHA.data.directSigns;
const isDirect = (signIndex: number): boolean => DIRECT.includes(signAt(signIndex));
/** +1 (zodiacal) when the 9th from the sign is a direct sign, else -1. */
const stepFrom = (signIndex: number): 1 | -1 => (isDirect(signPlus(signIndex, 8)) ? 1 : -1);

export const CHARA_DASHA_METHOD =
  "Chara dasha after K.N. Rao (Predicting through Jaimini's Chara Dasha): from the lagna, zodiacal when the 9th from " +
  'lagna is Aries, Taurus, Gemini, Libra, Scorpio or Sagittarius, else reverse; years = signs counted from the dasha ' +
  'sign to its lord (forward for those six signs, backward for the others) less one, 12 when the lord is in the ' +
  'sign; ' +
  "Scorpio/Aquarius: K.N. Rao's co-lord rule; the first dasha runs in full from birth; antardashas are twelfths, " +
  'from ' +
  'the sign after the dasha sign in the direction of its own 9th house, the dasha sign last. Other readings: P.V.R. ' +
  'Narasimha Rao and Sanjay Rath add a year for an exalted lord and take one for a debilitated lord (option), and ' +
  "judge the co-lords by more of Jaimini's sources of strength.";

export function charaDasha(facts: JaiminiFacts, birthJdUt: number, options: CharaDashaOptions = {}): CharaDasha {
  const yearDays = options.yearDays ?? DEFAULT_DASHA_YEAR_DAYS;
  const adjust = options.exaltationAdjustment ?? false;
  const lagna = facts.lagnaSignIndex;
  const step = stepFrom(lagna);
  const mahadashas: CharaMahadasha[] = [];
  let start = birthJdUt;
  for (let k = 0; k < 12; k++) {
    const signIndex = signPlus(lagna, k * step);
    const lord = lordOfSign(signIndex, facts);
    const lf = facts.grahas[lord.lord];
    let count: number | null = null;
    let years: number = CHARA_DASHA.data.ownSignYears;
    let adjustment = 0;
    if (lord.rule !== 'both_in_sign') {
      count = isDirect(signIndex) ? houseFrom(signIndex, lf.signIndex) : houseFrom(lf.signIndex, signIndex);
      if (count > 1) {
        years = count - 1;
        // Only the seven grahas have an agreed exaltation; a lord in its own sign keeps 12 either way.
        if (adjust && lord.lord !== 'Rahu' && lord.lord !== 'Ketu')
          adjustment = lf.exalted ? 1 : lf.debilitated ? -1 : 0;
        years += adjustment;
      }
    }
    const end = start + years * yearDays;
    const adStep = stepFrom(signIndex);
    const antardashas: CharaAntardasha[] = Array.from({ length: 12 }, (_, j) => ({
      sign: signAt(signPlus(signIndex, (j + 1) * adStep)),
      startJdUt: start + (j * years * yearDays) / 12,
      endJdUt: j === 11 ? end : start + ((j + 1) * years * yearDays) / 12,
      years: years / 12,
    }));
    mahadashas.push({
      sign: signAt(signIndex),
      signIndex,
      lord,
      lordSign: signAt(lf.signIndex),
      count,
      years,
      adjustment,
      startJdUt: start,
      endJdUt: end,
      antardashaDirection: adStep === 1 ? 'zodiacal' : 'reverse',
      antardashas,
    });
    start = end;
  }
  return {
    method: CHARA_DASHA_METHOD,
    direction: step === 1 ? 'zodiacal' : 'reverse',
    ninthSign: signAt(signPlus(lagna, 8)),
    yearDays,
    exaltationAdjustment: adjust,
    mahadashas,
  };
}
