/**
 * Scorpio and Aquarius have two lords in the Jaimini scheme (Mars and Ketu; Saturn and Rahu). The rule used to
 * choose one is K.N. Rao's (Predicting through Jaimini's Chara Dasha): both in the sign, no count (12 years);
 * one in the sign, the other is taken; both outside, the one with more grahas in its sign, then the one with more
 * degrees in its sign. P.V.R. Narasimha Rao and Sanjay Rath use a longer list of Jaimini's sources of strength
 * (conjunctions, aspects of Jupiter, Mercury or the dispositor, exaltation, sign nature, degrees).
 */
import type { Graha, SevenGraha, Sign } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const CO_LORDS = {
  id: 'jaimini.co_lords',
  cites: [
    cite('jaimini_sutras', {
      chapter: 'sources of strength (adhyaya 2)',
      status: 'pending',
      note:
        "K.N. Rao's reading, Predicting through Jaimini's Chara Dasha (Vani Publications); not in SOURCES, named " +
        'here',
    }),
  ],
  data: {
    Scorpio: { primary: 'Mars', secondary: 'Ketu' },
    Aquarius: { primary: 'Saturn', secondary: 'Rahu' },
  },
} as const satisfies CitedTable<Partial<Record<Sign, { primary: SevenGraha; secondary: Graha }>>>;
