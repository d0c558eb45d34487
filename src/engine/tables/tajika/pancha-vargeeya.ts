/**
 * Pancha-vargeeya bala (Tajika five-fold strength), on P.V.R. Narasimha Rao's scale (Integrated Approach 28.4):
 * the full units of each of the five parts, what share a graha takes by its relation to the lord of the division it
 * stands in, the divisor that turns the sum (at most 80) into the total (at most 20), the bands of 28.4.6 and the
 * 5 units an office-bearer needs for the year (Adawal's statement of the rule, cited below).
 *
 * The book prices own (full), a friend's (half) and an enemy's (a quarter) division and names no neutral's price.
 * A neutral's division is priced as an enemy's here: that is the reading which gives Example 120's figure for
 * Mars (13.7, with his navamsa in the sign of Saturn, his natural neutral); pricing it at nothing gives 13.4, at a
 * friend's 14.0. Other conventions: a quarter-step scale (own 1, friend 3/4, neutral 1/2, enemy 1/4), which a
 * secondary source attributes to Neelakanthi (Samjna Tantra 39-40) and Hayanaratna; PyJHora prices a neutral at 0.
 */
import { cite, type CitedTable } from '../sources.ts';

export type PanchaVargeeyaPart = 'kshetra' | 'uchcha' | 'hadda' | 'drekkana' | 'navamsa';
export type DivisionGrade = 'own' | 'friend' | 'enemy';
export type PanchaVargeeyaBand = 'weak' | 'ordinary' | 'strong' | 'very_strong';

export const PANCHA_VARGEEYA = {
  id: 'tajika.pancha_vargeeya',
  cites: [
    cite('integrated_approach', {
      chapter: 'Tajaka: pancha-vargeeya bala (28.4)',
      status: 'pending',
      note:
        "kshetra 30, uchcha 20, hadda 15, drekkana 10, navamsa 5 in own; half in a friend's, a quarter in an " +
        "enemy's; sum / 4; bands of 28.4.6",
    }),
    cite('tajika_neelakanthi', {
      chapter: 'Samjna Tantra',
      status: 'pending',
      note: 'the five parts and their full units (30, 20, 15, 10, 5), summed and quartered',
    }),
    cite('tajika_neelakanthi', {
      chapter: 'Varsha Tantra',
      status: 'pending',
      note:
        'the muntha lord is year lord when every office-bearer has under 5 units, as stated in S. Adawal, ' +
        'Encyclopedia of Vedic Astrology: Tajik Shastra, ch. 12',
    }),
  ],
  data: {
    full: { kshetra: 30, uchcha: 20, hadda: 15, drekkana: 10, navamsa: 5 },
    share: { own: 1, friend: 0.5, enemy: 0.25 },
    divisor: 4,
    /** Lower bounds of the bands of 28.4.6 (under 5 weak; the book's "above 20" cannot be reached). */
    bands: [
      { from: 15, band: 'very_strong' },
      { from: 10, band: 'strong' },
      { from: 5, band: 'ordinary' },
      { from: 0, band: 'weak' },
    ],
    yearLordMinimum: 5,
  },
} as const satisfies CitedTable<{
  full: Record<PanchaVargeeyaPart, number>;
  share: Record<DivisionGrade, number>;
  divisor: number;
  bands: readonly { from: number; band: PanchaVargeeyaBand }[];
  yearLordMinimum: number;
}>;
