/**
 * The 36 classical Tajika sahams (sensitive points), each as A - B + C with its day formula and its night formula
 * (most are the day formula with A and B swapped; seven are the same by day and night; Karyasiddhi changes its
 * terms). When C does not lie on the zodiacal arc from B to A, 30 degrees are added (Neelakanthi's rule). The
 * numbering and formulas follow the table in P.V.R. Narasimha Rao's book, which gives Neelakanthi's list.
 *
 * Terms: a graha's longitude; `Lagna`; `H<n>` the cusp of house n (the lagna degree + (n - 1) x 30, equal houses
 * from the lagna); `L<n>` the longitude of the lord of house n (whole signs from the lagna); `Cancer15` the fixed
 * point 105 degrees; `SunSignLord`/`MoonSignLord` the longitude of the lord of the sign the Sun/Moon occupies; a
 * saham's name for that saham's own longitude (computed first, with the same day or night rule).
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const SAHAM_NAMES = [
  'Punya',
  'Vidya',
  'Yasas',
  'Mitra',
  'Mahatmya',
  'Asha',
  'Samartha',
  'Bhratri',
  'Gaurava',
  'Pitri',
  'Rajya',
  'Matri',
  'Putra',
  'Jeeva',
  'Karma',
  'Roga',
  'Kali',
  'Sastra',
  'Bandhu',
  'Mrityu',
  'Paradesa',
  'Artha',
  'Paradara',
  'Vanik',
  'Karyasiddhi',
  'Vivaha',
  'Santapa',
  'Sraddha',
  'Preeti',
  'Jadya',
  'Vyapara',
  'Satru',
  'Jalapatana',
  'Bandhana',
  'Apamrityu',
  'Labha',
] as const;
export type SahamName = (typeof SAHAM_NAMES)[number];

export type SahamTerm =
  | SevenGraha
  | 'Lagna'
  | 'H2'
  | 'H6'
  | 'H8'
  | 'H9'
  | 'H11'
  | 'L1'
  | 'L2'
  | 'L9'
  | 'L11'
  | 'Cancer15'
  | 'SunSignLord'
  | 'MoonSignLord'
  | 'Punya'
  | 'Vidya'
  | 'Sastra';

export type SahamFormula = readonly [a: SahamTerm, b: SahamTerm, c: SahamTerm];

export interface SahamEntry {
  name: SahamName;
  meaning: string;
  day: SahamFormula;
  night: SahamFormula;
  /** Samartha only: the formulas used when Mars itself owns the lagna. */
  whenMarsOwnsLagna?: { day: SahamFormula; night: SahamFormula };
}

/** Day formula A - B + C and its night reversal B - A + C. */
const rev = (name: SahamName, meaning: string, a: SahamTerm, b: SahamTerm, c: SahamTerm): SahamEntry => ({
  name,
  meaning,
  day: [a, b, c],
  night: [b, a, c],
});
/** The same formula by day and by night. */
const same = (name: SahamName, meaning: string, a: SahamTerm, b: SahamTerm, c: SahamTerm): SahamEntry => ({
  name,
  meaning,
  day: [a, b, c],
  night: [a, b, c],
});

export const SAHAMS = {
  id: 'tajika.sahams',
  cites: [
    cite('tajika_neelakanthi', {
      chapter: 'Samjna Tantra, sahama prakarana',
      status: 'pending',
      note: 'A - B + C, reversed by night for most; +30 degrees when C is not between B and A',
    }),
    cite('integrated_approach', {
      chapter: 'Tajaka sahams',
      status: 'pending',
      note: 'table of 36 sahams with day and night formulas',
    }),
  ],
  data: [
    rev('Punya', 'fortune, merit', 'Moon', 'Sun', 'Lagna'),
    rev('Vidya', 'learning', 'Sun', 'Moon', 'Lagna'),
    rev('Yasas', 'fame', 'Jupiter', 'Punya', 'Lagna'),
    rev('Mitra', 'friends', 'Jupiter', 'Punya', 'Venus'),
    rev('Mahatmya', 'greatness', 'Punya', 'Mars', 'Lagna'),
    rev('Asha', 'desires', 'Saturn', 'Mars', 'Lagna'),
    {
      ...rev('Samartha', 'ability, enterprise', 'Mars', 'L1', 'Lagna'),
      whenMarsOwnsLagna: { day: ['Jupiter', 'Mars', 'Lagna'], night: ['Mars', 'Jupiter', 'Lagna'] },
    },
    same('Bhratri', 'siblings', 'Jupiter', 'Saturn', 'Lagna'),
    rev('Gaurava', 'respect', 'Jupiter', 'Moon', 'Sun'),
    rev('Pitri', 'father', 'Saturn', 'Sun', 'Lagna'),
    rev('Rajya', 'authority, the state', 'Saturn', 'Sun', 'Lagna'),
    rev('Matri', 'mother', 'Moon', 'Venus', 'Lagna'),
    rev('Putra', 'children', 'Jupiter', 'Moon', 'Lagna'),
    rev('Jeeva', 'life', 'Saturn', 'Jupiter', 'Lagna'),
    rev('Karma', 'work', 'Mars', 'Mercury', 'Lagna'),
    same('Roga', 'illness', 'Lagna', 'Moon', 'Lagna'),
    rev('Kali', 'strife', 'Jupiter', 'Mars', 'Lagna'),
    rev('Sastra', 'sciences, scripture', 'Jupiter', 'Saturn', 'Mercury'),
    rev('Bandhu', 'relatives', 'Mercury', 'Moon', 'Lagna'),
    same('Mrityu', 'death', 'H8', 'Moon', 'Lagna'),
    same('Paradesa', 'foreign lands', 'H9', 'L9', 'Lagna'),
    same('Artha', 'wealth', 'H2', 'L2', 'Lagna'),
    rev('Paradara', "others' spouses", 'Venus', 'Sun', 'Lagna'),
    rev('Vanik', 'trade', 'Moon', 'Mercury', 'Lagna'),
    {
      name: 'Karyasiddhi',
      meaning: 'success in undertakings',
      day: ['Saturn', 'Sun', 'SunSignLord'],
      night: ['Saturn', 'Moon', 'MoonSignLord'],
    },
    rev('Vivaha', 'marriage', 'Venus', 'Saturn', 'Lagna'),
    rev('Santapa', 'sorrow', 'Saturn', 'Moon', 'H6'),
    rev('Sraddha', 'devotion', 'Venus', 'Mars', 'Lagna'),
    rev('Preeti', 'affection', 'Sastra', 'Punya', 'Lagna'),
    rev('Jadya', 'chronic illness', 'Mars', 'Saturn', 'Mercury'),
    same('Vyapara', 'business', 'Mars', 'Saturn', 'Lagna'),
    rev('Satru', 'enemies', 'Mars', 'Saturn', 'Lagna'),
    rev('Jalapatana', 'sea voyage', 'Cancer15', 'Saturn', 'Lagna'),
    rev('Bandhana', 'confinement', 'Punya', 'Saturn', 'Lagna'),
    rev('Apamrityu', 'untimely death', 'H8', 'Mars', 'Lagna'),
    same('Labha', 'gains', 'H11', 'L11', 'Lagna'),
  ],
} as const satisfies CitedTable<readonly SahamEntry[]>;
