/**
 * Chara dasha as taught by K.N. Rao (Predicting through Jaimini's Chara Dasha, from Jaimini's sutras): the
 * dashas start from the lagna and run zodiacally when the 9th from lagna is in the "direct" group (Aries, Taurus,
 * Gemini, Libra, Scorpio, Sagittarius), in reverse otherwise. A sign's years: count from the sign to its lord,
 * forward for a direct sign and backward otherwise, less one; a lord in its own sign gives 12. No year is added
 * for an exalted lord nor taken for a debilitated one (that is the P.V.R. Narasimha Rao / Sanjay Rath reading,
 * offered as an option). Antardashas: twelve equal parts, starting from the sign after the dasha sign in the
 * direction its own 9th house gives, the dasha sign's own last.
 */
import type { Sign } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const CHARA_DASHA = {
  id: 'jaimini.chara_dasha',
  cites: [
    cite('jaimini_sutras', {
      chapter: 'chara dasha (adhyaya 2)',
      status: 'pending',
      note:
        "as read by K.N. Rao, Predicting through Jaimini's Chara Dasha (Vani Publications); sutra numbers not " +
        'checked',
    }),
    cite('integrated_approach', {
      chapter: 'Chara dasa',
      status: 'pending',
      note: 'the exaltation/debilitation year adjustment (option); chapter number not checked',
    }),
  ],
  data: {
    directSigns: ['Aries', 'Taurus', 'Gemini', 'Libra', 'Scorpio', 'Sagittarius'],
    ownSignYears: 12,
  },
} as const satisfies CitedTable<{ directSigns: readonly Sign[]; ownSignYears: number }>;
