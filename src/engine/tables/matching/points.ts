/**
 * Points of the Ashtakoota (36 gunas) as manuals print them, koota by koota. Tables read groom by bride where the
 * order matters (gana); the others are symmetric and tested so.
 */
import type { CitedTable } from '../sources.ts';
import type { Gana, YoniAnimal } from './nakshatra-attributes.ts';
import { MATCHING_REFS } from './refs.ts';
import type { VashyaGroup } from './sign-attributes.ts';

export type Koota = 'varna' | 'vashya' | 'tara' | 'yoni' | 'graha_maitri' | 'gana' | 'bhakoot' | 'nadi';

export const KOOTA_MAXIMA = {
  id: 'matching.koota_maxima',
  cites: MATCHING_REFS.varna,
  data: { varna: 1, vashya: 2, tara: 3, yoni: 4, graha_maitri: 5, gana: 6, bhakoot: 7, nadi: 8 },
} as const satisfies CitedTable<Record<Koota, number>>;

export const VASHYA_POINTS = {
  id: 'matching.vashya_points',
  cites: MATCHING_REFS.vashya,
  data: {
    Chatushpada: { Chatushpada: 2, Manava: 1, Jalachara: 1, Vanachara: 0.5, Keeta: 1 },
    Manava: { Chatushpada: 1, Manava: 2, Jalachara: 0.5, Vanachara: 0, Keeta: 1 },
    Jalachara: { Chatushpada: 1, Manava: 0.5, Jalachara: 2, Vanachara: 1, Keeta: 1 },
    Vanachara: { Chatushpada: 0.5, Manava: 0, Jalachara: 1, Vanachara: 2, Keeta: 0 },
    Keeta: { Chatushpada: 1, Manava: 1, Jalachara: 1, Vanachara: 0, Keeta: 2 },
  },
} as const satisfies CitedTable<Record<VashyaGroup, Record<VashyaGroup, number>>>;

/** Tara: remainders (count mod 9, 0 read as 9) that are bad: vipat 3, pratyak 5, naidhana 7. 1.5 points each way. */
export const TARA = {
  id: 'matching.tara',
  cites: MATCHING_REFS.tara,
  data: {
    names: ['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyak', 'Sadhana', 'Naidhana', 'Mitra', 'Parama Mitra'],
    bad: [3, 5, 7],
    pointsEachWay: 1.5,
  },
} as const satisfies CitedTable<{ names: readonly string[]; bad: readonly number[]; pointsEachWay: number }>;

const YONI_ORDER = [
  'Horse',
  'Elephant',
  'Sheep',
  'Serpent',
  'Dog',
  'Cat',
  'Rat',
  'Cow',
  'Buffalo',
  'Tiger',
  'Deer',
  'Monkey',
  'Mongoose',
  'Lion',
] as const satisfies readonly YoniAnimal[];
/** Rows and columns in YONI_ORDER; 4 same, 3 friendly, 2 neutral, 1 unfriendly, 0 sworn enemies. */
const YONI_ROWS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

export const YONI_POINTS = {
  id: 'matching.yoni_points',
  cites: MATCHING_REFS.yoni,
  data: Object.fromEntries(
    YONI_ORDER.map((a, i) => [a, Object.fromEntries(YONI_ORDER.map((b, j) => [b, YONI_ROWS[i]?.[j] ?? 0]))]),
  ) as Record<YoniAnimal, Record<YoniAnimal, number>>,
} as const satisfies CitedTable<Record<YoniAnimal, Record<YoniAnimal, number>>>;

/** The seven pairs of sworn enemies (0 points): each animal in exactly one. */
export const YONI_ENEMIES = {
  id: 'matching.yoni_enemies',
  cites: MATCHING_REFS.yoni,
  data: [
    ['Horse', 'Buffalo'],
    ['Elephant', 'Lion'],
    ['Sheep', 'Monkey'],
    ['Serpent', 'Mongoose'],
    ['Dog', 'Deer'],
    ['Cat', 'Rat'],
    ['Cow', 'Tiger'],
  ],
} as const satisfies CitedTable<readonly (readonly [YoniAnimal, YoniAnimal])[]>;

/**
 * Graha maitri points by the pair of natural relations (each lord's view of the other), sorted so the order of the
 * two views does not matter; one lord for both signs counts as mutual friends.
 */
export const MAITRI_POINTS = {
  id: 'matching.graha_maitri_points',
  cites: MATCHING_REFS.grahaMaitri,
  data: {
    'friend+friend': 5,
    'friend+neutral': 4,
    'neutral+neutral': 3,
    'enemy+friend': 1,
    'enemy+neutral': 0.5,
    'enemy+enemy': 0,
  },
} as const satisfies CitedTable<Record<string, number>>;

/** Gana points, groom's gana by the bride's. */
export const GANA_POINTS = {
  id: 'matching.gana_points',
  cites: MATCHING_REFS.gana,
  data: {
    Deva: { Deva: 6, Manushya: 6, Rakshasa: 1 },
    Manushya: { Deva: 5, Manushya: 6, Rakshasa: 0 },
    Rakshasa: { Deva: 1, Manushya: 0, Rakshasa: 6 },
  },
} as const satisfies CitedTable<Record<Gana, Record<Gana, number>>>;

/** Bhakoot: the Moon-sign distances (counted either way, 1-12) that score 0; all others score 7. */
export const BHAKOOT_BAD = {
  id: 'matching.bhakoot',
  cites: MATCHING_REFS.bhakoot,
  data: { 2: '2nd-12th', 12: '2nd-12th', 5: '5th-9th', 9: '5th-9th', 6: '6th-8th', 8: '6th-8th' },
} as const satisfies CitedTable<Readonly<Record<number, string>>>;
