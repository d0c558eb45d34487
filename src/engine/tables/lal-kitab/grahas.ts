/**
 * The nine grahas as Lal Kitab reads them: pakka ghar (permanent house), exaltation and debilitation by house
 * (Aries = house 1, so the classical exaltation signs become houses), friends and enemies, and significations.
 *
 * Readings chosen:
 * - Pakka ghar: Sun 1, Moon 4, Mars 3 and 8, Mercury 7, Jupiter 2, 5, 9, 12, Venus 7, Saturn 8 and 10, Rahu 12,
 *   Ketu 6. Jupiter 12 follows the Hindi writers (and the 1952 p. 54-55 statement that house 12 is held by Jupiter
 *   and Rahu jointly); Y. Prabhakar's English list has 11 instead. Saturn 8 and 10 is Prabhakar's list; some Hindi
 *   writers add 11. Both variants are named in PAKKA_GHAR_VARIANTS.
 * - Principal pakka ghar (the short list, one seat per graha, Mars two): Sun 1, Moon 4, Mars 3 and 8, Mercury 7,
 * Jupiter 2, Venus 7, Saturn 8, Rahu 12, Ketu 6, the short table as commonly printed (section not located). The full
 * `pakkaGhar`
 *   list above, which the rules use, adds Jupiter's 5, 9, 12 and Saturn's 10.
 * - Rahu exalted in 3 and 6, debilitated in 9 and 12; Ketu the reverse (1952 pp. 54-55 as transcribed: Rahu is
 *   high in Mercury's houses 3 and 6, Ketu in Jupiter's 9 and 12, each low where the other is high). Lists that
 *   disagree are named in DIGNITY_VARIANTS (Rahu low in 8 and 9 in several English lists).
 * - Friends and enemies: Y. Prabhakar's table (graha not listed either way is neutral).
 */
import type { Graha } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { LK_REFS } from './refs.ts';

export interface LalKitabGrahaFacts {
  /** Every house the graha holds as pakka ghar. */
  pakkaGhar: readonly number[];
  /** The principal pakka ghar (the short list). */
  principalPakkaGhar: readonly number[];
  exalted: readonly number[];
  debilitated: readonly number[];
  friends: readonly Graha[];
  enemies: readonly Graha[];
  significations: readonly string[];
}

export const LK_GRAHAS = {
  id: 'lal_kitab.grahas',
  cites: [LK_REFS.pakkaGhar, LK_REFS.dignity, LK_REFS.nodeDignity, LK_REFS.friendship, LK_REFS.grahaMeanings],
  data: {
    Sun: {
      pakkaGhar: [1],
      principalPakkaGhar: [1],
      exalted: [1],
      debilitated: [7],
      friends: ['Moon', 'Mars', 'Jupiter'],
      enemies: ['Venus', 'Saturn', 'Rahu', 'Ketu'],
      significations: ['the self and status', 'government and authority', 'copper, wheat, jaggery'],
    },
    Moon: {
      pakkaGhar: [4],
      principalPakkaGhar: [4],
      exalted: [2],
      debilitated: [8],
      friends: ['Sun', 'Mercury'],
      enemies: ['Rahu', 'Ketu'],
      significations: ['the mother', 'peace of mind', 'silver, milk, water', 'land and the home'],
    },
    Mars: {
      pakkaGhar: [3, 8],
      principalPakkaGhar: [3, 8],
      exalted: [10],
      debilitated: [4],
      friends: ['Sun', 'Moon', 'Jupiter'],
      enemies: ['Mercury', 'Ketu'],
      significations: ['brothers', 'courage and strength', 'sweets (when benefic)', 'red things'],
    },
    Mercury: {
      pakkaGhar: [7],
      principalPakkaGhar: [7],
      exalted: [6],
      debilitated: [12],
      friends: ['Sun', 'Venus', 'Rahu'],
      enemies: ['Moon'],
      significations: ['sisters, daughters, aunts', 'speech and intellect', 'trade', 'green things'],
    },
    Jupiter: {
      pakkaGhar: [2, 5, 9, 12],
      principalPakkaGhar: [2],
      exalted: [4],
      debilitated: [10],
      friends: ['Sun', 'Moon', 'Mars'],
      enemies: ['Mercury', 'Venus'],
      significations: [
        'father and grandfather, teachers',
        'religion and learning',
        'gold, saffron, turmeric',
        'the peepal tree',
      ],
    },
    Venus: {
      pakkaGhar: [7],
      principalPakkaGhar: [7],
      exalted: [12],
      debilitated: [6],
      friends: ['Mercury', 'Saturn', 'Ketu'],
      enemies: ['Sun', 'Moon', 'Rahu'],
      significations: ['the wife and household life', 'the cow', 'wealth (Lakshmi)', 'curd, fine soil'],
    },
    Saturn: {
      pakkaGhar: [8, 10],
      principalPakkaGhar: [8],
      exalted: [7],
      debilitated: [1],
      friends: ['Mercury', 'Venus', 'Rahu'],
      enemies: ['Sun', 'Moon', 'Mars'],
      significations: ['labourers and servants', 'houses and buildings', 'iron and oil', 'the crow'],
    },
    Rahu: {
      pakkaGhar: [12],
      principalPakkaGhar: [12],
      exalted: [3, 6],
      debilitated: [9, 12],
      friends: ['Mercury', 'Saturn', 'Ketu'],
      enemies: ['Sun', 'Mars', 'Venus'],
      significations: ['in-laws (sasural)', 'maternal grandparents', 'electricity, coal', 'sudden events'],
    },
    Ketu: {
      pakkaGhar: [6],
      principalPakkaGhar: [6],
      exalted: [9, 12],
      debilitated: [3, 6],
      friends: ['Venus', 'Rahu'],
      enemies: ['Moon', 'Mars'],
      significations: ['sons and nephews', 'the dog', 'travel', 'feet and ears'],
    },
  },
} as const satisfies CitedTable<Record<Graha, LalKitabGrahaFacts>>;

/** Readings of the pakka ghar that differ from LK_GRAHAS, named so a response can show them. */
export const PAKKA_GHAR_VARIANTS: readonly { graha: Graha; houses: readonly number[]; reading: string }[] = [
  { graha: 'Jupiter', houses: [2, 5, 9, 11], reading: "Y. Prabhakar's English list (11 in place of 12)" },
  { graha: 'Saturn', houses: [8, 10, 11], reading: 'some Hindi writers add house 11' },
  { graha: 'Mercury', houses: [6, 7], reading: 'house 6 held jointly by Mercury and Ketu (1952 p. 54 as transcribed)' },
];

/** Exaltation or debilitation houses that other lists give, named; LK_GRAHAS keeps the 1952 transcription. */
export const DIGNITY_VARIANTS: readonly {
  graha: Graha;
  kind: 'exalted' | 'debilitated';
  houses: readonly number[];
  reading: string;
}[] = [
  {
    graha: 'Rahu',
    kind: 'debilitated',
    houses: [8, 9],
    reading: "several modern English lists (8 in place of 12, Rahu's own pakka ghar)",
  },
];
