/**
 * The nine debts (rin) of Lal Kitab. Each names a karaka graha made malefic by the debt; the debt arises when one of
 * the trigger grahas stands in one of the trigger houses. The pattern behind the list: enemies of the karaka (in the
 * friendship table) in the houses of the karaka's own signs (Aries = 1), plus Jupiter's pakka ghar 2 and 5; the one
 * exception is Rahu in Pitri rin (neutral to Jupiter in that table), which the sources include.
 *
 * The remedy is collective: every blood relative contributes an equal share and it is done together, on one day.
 * Only simple, harmless remedies are given. `remedyFound` is false where no source found here gave the remedy
 * (it is then the one modern manuals commonly repeat). No debt named for brothers (bhratri) was found anywhere.
 */
import type { Graha } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { LK_REFS } from './refs.ts';

/** A trigger reading: the debt is present when any of `grahas` stands in any of `houses`. */
export interface LalKitabDebtReading {
  /** Who gives this reading. */
  reading: string;
  grahas: readonly Graha[];
  houses: readonly number[];
}

export interface LalKitabDebtRule {
  id: string;
  name: string;
  alsoCalled: readonly string[];
  /** The graha the debt makes malefic. */
  karaka: Graha;
  grahas: readonly Graha[];
  houses: readonly number[];
  /** The reading applied, in words. */
  rule: string;
  remedy: string;
  remedyFound: boolean;
  /** Who gives the reading applied (grahas, houses). */
  reading: string;
  /** Other trigger readings, evaluated beside the one applied and reported separately. */
  alternates: readonly LalKitabDebtReading[];
  /** Other readings found, and where sources disagree. */
  variants: readonly string[];
}

const PATTERN = "Hindi manuals (the enemies of the karaka in the karaka's houses)";

export const LK_DEBTS = {
  id: 'lal_kitab.debts',
  cites: [LK_REFS.debts, LK_REFS.friendship],
  data: [
    {
      id: 'pitri',
      name: 'Pitri rin (debt of the ancestors)',
      alsoCalled: ['Pitra rin', 'Pitru rin'],
      karaka: 'Jupiter',
      grahas: ['Venus', 'Mercury', 'Rahu'],
      houses: [2, 5, 9, 12],
      rule: 'Venus, Mercury or Rahu in house 2, 5, 9 or 12 (the houses of Jupiter)',
      remedy:
        'Collect an equal coin from every member of the family and give it together at a temple, or the family ' +
        'cares for a temple or peepal tree near the ancestral home.',
      remedyFound: true,
      reading: PATTERN,
      alternates: [],
      variants: [
        'Some writers require Jupiter itself outside 2, 5, 9, 12 and add Saturn and Ketu to the trigger grahas.',
      ],
    },
    {
      id: 'swa',
      name: 'Swa rin (self-made debt)',
      alsoCalled: ['Swayam rin', 'Sva rin'],
      karaka: 'Sun',
      grahas: ['Venus', 'Saturn', 'Rahu'],
      houses: [5],
      rule: 'Venus, Saturn or Rahu in house 5',
      remedy: 'Collect an equal share of money from every relative and perform a havan (fire offering) together.',
      remedyFound: true,
      reading: 'Hindi manuals',
      alternates: [
        {
          reading: 'any sinful (papi) graha in 5, counting Ketu',
          grahas: ['Venus', 'Saturn', 'Rahu', 'Ketu'],
          houses: [5],
        },
      ],
      variants: ['Others say any "sinful" graha in 5, which in Lal Kitab also counts Ketu.'],
    },
    {
      id: 'matri',
      name: 'Matri rin (debt to the mother)',
      alsoCalled: ['Matru rin'],
      karaka: 'Moon',
      grahas: ['Ketu'],
      houses: [4],
      rule: 'Ketu in house 4',
      remedy:
        'Collect an equal share of silver from every member of the family and flow it all in running water on one ' +
        'day; honour the mother.',
      remedyFound: true,
      reading: PATTERN,
      alternates: [],
      variants: ['Some writers add: the Moon outside houses 2 and 4.'],
    },
    {
      id: 'stri',
      name: 'Stri rin (debt to a woman or wife)',
      alsoCalled: ['Patni rin'],
      karaka: 'Venus',
      grahas: ['Sun', 'Moon', 'Rahu'],
      houses: [2, 7],
      rule: 'Sun, Moon or Rahu in house 2 or 7 (the houses of Venus)',
      remedy: 'With money collected from every member of the family, feed a hundred cows on one day.',
      remedyFound: true,
      reading: PATTERN,
      alternates: [{ reading: 'widely repeated English list', grahas: ['Sun', 'Rahu', 'Ketu'], houses: [2, 7] }],
      variants: [
        'Some writers add: Venus in 3, 4, 5, 6, 9, 10 or 11.',
        'A widely repeated English list reads Sun, Rahu or Ketu in 2 or 7; not located in any source searched.',
      ],
    },
    {
      id: 'behan',
      name: 'Behan or putri rin (debt to a sister or daughter)',
      alsoCalled: ['Kanya rin'],
      karaka: 'Mercury',
      grahas: ['Moon'],
      houses: [3, 6],
      rule: 'The Moon in house 3 or 6 (the houses of Mercury)',
      remedy:
        'Every member of the family brings yellow cowrie shells; burn them together and flow the ash in running water.',
      remedyFound: true,
      reading: PATTERN,
      alternates: [],
      variants: ['Some writers add: Mercury in 1, 4, 5, 8, 9, 10 or 11.'],
    },
    {
      id: 'sambandhi',
      name: 'Sambandhi rin (debt to relatives)',
      alsoCalled: ['Parivarik rin'],
      karaka: 'Mars',
      grahas: ['Mercury', 'Ketu'],
      houses: [1, 8],
      rule: 'Mercury or Ketu in house 1 or 8 (the houses of Mars)',
      remedy: "Collect money from every member of the family and give it to a physician's charitable work on one day.",
      remedyFound: true,
      reading: PATTERN,
      alternates: [],
      variants: [],
    },
    {
      id: 'zalim',
      name: 'Zalim or nirdayi rin (debt of cruelty)',
      alsoCalled: ['Nirdayi rin'],
      karaka: 'Saturn',
      grahas: ['Sun', 'Moon', 'Mars'],
      houses: [10, 11],
      rule: 'Sun, Moon or Mars in house 10 or 11 (the houses of Saturn)',
      remedy: 'With money collected from every member of the family, feed a hundred labourers on one day.',
      remedyFound: false,
      reading: PATTERN,
      alternates: [],
      variants: [],
    },
    {
      id: 'ajanma',
      name: 'Ajanma rin (debt to the unborn)',
      alsoCalled: ['Ajanmakrit rin'],
      karaka: 'Rahu',
      grahas: ['Sun', 'Venus', 'Mars'],
      houses: [12],
      rule: 'Sun, Venus or Mars in house 12 (the house of Rahu)',
      remedy: 'Every member of the family gives one coconut; flow them all in running water on one day.',
      remedyFound: false,
      reading: PATTERN,
      alternates: [],
      variants: [],
    },
    {
      id: 'kudrati',
      name: 'Kudrati rin (divine debt)',
      alsoCalled: ['Ishvariya rin'],
      karaka: 'Ketu',
      grahas: ['Moon', 'Mars'],
      houses: [6],
      rule: 'The Moon or Mars in house 6 (the house of Ketu)',
      remedy: 'With money collected from every member of the family, feed a hundred dogs on one day.',
      remedyFound: false,
      reading: 'Hindi manuals (the Moon and Mars in 6)',
      alternates: [{ reading: 'circulating English list', grahas: ['Venus', 'Moon'], houses: [6] }],
      variants: [
        'A reading "Venus or the Moon in 6" circulates; not located in any source searched.',
        'One source says "the Moon and Mars in 6" without saying whether both are needed.',
      ],
    },
  ],
} as const satisfies CitedTable<readonly LalKitabDebtRule[]>;
