/**
 * Hadda (term) lords of Tajika: each sign cut into five unequal terms ruled by the five star grahas (the Sun and
 * the Moon rule none). Each row lists the terms in order with the degree (within the sign) where each one ENDS:
 * Aries is Jupiter 0-6, Venus 6-12, Mercury 12-20, Mars 20-25, Saturn 25-30.
 *
 * Source followed: the table as the Tajika books print it, here P.V.R. Narasimha Rao's Table 72 ("Hadda Lords"),
 * as transcribed independently by two public projects (PyJHora's const.py, which has two typos: Taurus 14-22 Venus
 * for Jupiter and an Aquarius end of 50 for 30, and a transcription of the book's chapter 28); a third project
 * reports the same table from Mahidhara's commentary on Tajika Neelakanthi and from Balabhadra's Hayanaratna.
 * It is the Egyptian terms (Ptolemy, Tetrabiblos I.21) with the lords of two pairs of neighbouring terms exchanged,
 * the boundaries kept: Gemini has Venus 6-12 then Jupiter 12-17 (Egyptian: Jupiter 6-12, Venus 12-17) and
 * Sagittarius Mars 21-26 then Saturn 26-30 (Egyptian: Saturn 21-26, Mars 26-30). So the degrees each lord rules are
 * Saturn 56, Jupiter 78, Mars 67, Venus 83, Mercury 76, not the Egyptian 57, 79, 66, 82, 76 (the planets'
 * "greater years"); the test checks both.
 */
import type { SevenGraha, Sign } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export type HaddaLord = Exclude<SevenGraha, 'Sun' | 'Moon'>;

export interface HaddaTerm {
  lord: HaddaLord;
  /** Degree within the sign where this term ends (the next begins there). */
  to: number;
}

export const TAJIKA_HADDA = {
  id: 'tajika.hadda',
  cites: [
    cite('tajika_neelakanthi', {
      chapter: 'Samjna Tantra',
      verses: '33-38',
      status: 'pending',
      note:
        'table as given in P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, Table 72; verse numbers ' +
        'as a secondary source cites them, not checked',
    }),
    cite('integrated_approach', {
      chapter: 'Tajaka: pancha-vargeeya bala (28.4)',
      status: 'pending',
      note: 'Table 72, Hadda Lords',
    }),
  ],
  data: {
    Aries: [
      { lord: 'Jupiter', to: 6 },
      { lord: 'Venus', to: 12 },
      { lord: 'Mercury', to: 20 },
      { lord: 'Mars', to: 25 },
      { lord: 'Saturn', to: 30 },
    ],
    Taurus: [
      { lord: 'Venus', to: 8 },
      { lord: 'Mercury', to: 14 },
      { lord: 'Jupiter', to: 22 },
      { lord: 'Saturn', to: 27 },
      { lord: 'Mars', to: 30 },
    ],
    Gemini: [
      { lord: 'Mercury', to: 6 },
      { lord: 'Venus', to: 12 },
      { lord: 'Jupiter', to: 17 },
      { lord: 'Mars', to: 24 },
      { lord: 'Saturn', to: 30 },
    ],
    Cancer: [
      { lord: 'Mars', to: 7 },
      { lord: 'Venus', to: 13 },
      { lord: 'Mercury', to: 19 },
      { lord: 'Jupiter', to: 26 },
      { lord: 'Saturn', to: 30 },
    ],
    Leo: [
      { lord: 'Jupiter', to: 6 },
      { lord: 'Venus', to: 11 },
      { lord: 'Saturn', to: 18 },
      { lord: 'Mercury', to: 24 },
      { lord: 'Mars', to: 30 },
    ],
    Virgo: [
      { lord: 'Mercury', to: 7 },
      { lord: 'Venus', to: 17 },
      { lord: 'Jupiter', to: 21 },
      { lord: 'Mars', to: 28 },
      { lord: 'Saturn', to: 30 },
    ],
    Libra: [
      { lord: 'Saturn', to: 6 },
      { lord: 'Mercury', to: 14 },
      { lord: 'Jupiter', to: 21 },
      { lord: 'Venus', to: 28 },
      { lord: 'Mars', to: 30 },
    ],
    Scorpio: [
      { lord: 'Mars', to: 7 },
      { lord: 'Venus', to: 11 },
      { lord: 'Mercury', to: 19 },
      { lord: 'Jupiter', to: 24 },
      { lord: 'Saturn', to: 30 },
    ],
    Sagittarius: [
      { lord: 'Jupiter', to: 12 },
      { lord: 'Venus', to: 17 },
      { lord: 'Mercury', to: 21 },
      { lord: 'Mars', to: 26 },
      { lord: 'Saturn', to: 30 },
    ],
    Capricorn: [
      { lord: 'Mercury', to: 7 },
      { lord: 'Jupiter', to: 14 },
      { lord: 'Venus', to: 22 },
      { lord: 'Saturn', to: 26 },
      { lord: 'Mars', to: 30 },
    ],
    Aquarius: [
      { lord: 'Mercury', to: 7 },
      { lord: 'Venus', to: 13 },
      { lord: 'Jupiter', to: 20 },
      { lord: 'Mars', to: 25 },
      { lord: 'Saturn', to: 30 },
    ],
    Pisces: [
      { lord: 'Venus', to: 12 },
      { lord: 'Jupiter', to: 16 },
      { lord: 'Mercury', to: 19 },
      { lord: 'Mars', to: 28 },
      { lord: 'Saturn', to: 30 },
    ],
  },
} as const satisfies CitedTable<Record<Sign, readonly HaddaTerm[]>>;
