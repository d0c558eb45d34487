/**
 * The Sarvatobhadra chakra: a 9 x 9 grid with East at the top (South right, West bottom, North left). Rings from
 * the outside in: the 28 nakshatras (Abhijit included) on the outer edge, seven a side from Krittika in the east,
 * clockwise; the 16 vowels at the corners of the four rings; 20 name initials on the second ring (19 consonants
 * and the vowel अ); the 12 signs on the third; the five tithi groups (nanda, bhadra, jaya, rikta, purna) with
 * their weekdays on the inner 3 x 3, purna in the centre. Layout as commonly reproduced from Narapati Jayacharya; not
 * checked against an edition (pending).
 * Checked cell by cell (all 81 agree) against an independent transcription: the chakra image of saravali.github.io
 * (Martin Pettau, CC BY-SA 4.0; images/sbc1.gif at commit 26cc606), drawn with North at the top, i.e. this grid
 * turned a quarter turn; its weekday cells match the tithi groups placed here. Open: that image draws the two
 * r-type corners of the second ring with one glyph, and the two l-type corners of the third ring likewise, so which
 * of each pair is short and which long (ri/rii, lri/lrii) follows the order the other rings show (a aa i ii:
 * short before long, clockwise from the north-east), not the image.
 */
import type { Nakshatra, Sign } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export type SbcNakshatra = Nakshatra | 'Abhijit';
export type SbcCell =
  | { kind: 'nakshatra'; name: SbcNakshatra }
  | { kind: 'vowel'; letter: string; iast: string }
  | { kind: 'consonant'; letter: string; iast: string }
  | { kind: 'sign'; name: Sign }
  | {
      kind: 'tithi_group';
      name: 'Nanda' | 'Bhadra' | 'Jaya' | 'Rikta' | 'Purna';
      tithis: readonly number[];
      varas: readonly string[];
    };

const SBC_CITE = cite('narapati_jayacharya', {
  chapter: 'Sarvatobhadra chakra',
  status: 'pending',
  note:
    'cell order not checked against an edition (none is carried); checked cell by cell against the chakra drawn at ' +
    'https://saravali.github.io/astrology/sbc_chakra.html (image sbc1.gif, Martin Pettau, CC BY-SA 4.0), North at ' +
    'the top: all 81 cells agree; ' +
    'the short/long order of the two r-type and the two l-type corner vowels is not distinguishable there and is ours',
});

/** The 28 nakshatras clockwise from the north-east corner: east side, south side, west side, north side. */
export const SBC_NAKSHATRA_RING = {
  id: 'reference.sbc_nakshatra_ring',
  cites: [SBC_CITE],
  data: [
    'Krittika',
    'Rohini',
    'Mrigashira',
    'Ardra',
    'Punarvasu',
    'Pushya',
    'Ashlesha',
    'Magha',
    'Purva Phalguni',
    'Uttara Phalguni',
    'Hasta',
    'Chitra',
    'Swati',
    'Vishakha',
    'Anuradha',
    'Jyeshtha',
    'Mula',
    'Purva Ashadha',
    'Uttara Ashadha',
    'Abhijit',
    'Shravana',
    'Dhanishta',
    'Shatabhisha',
    'Purva Bhadrapada',
    'Uttara Bhadrapada',
    'Revati',
    'Ashwini',
    'Bharani',
  ],
} as const satisfies CitedTable<readonly SbcNakshatra[]>;

/** Vowels at the corners, four per ring from the outside in, each ring's corners in the order NE, SE, SW, NW. */
export const SBC_CORNER_VOWELS = {
  id: 'reference.sbc_corner_vowels',
  cites: [SBC_CITE],
  data: [
    [
      ['अ', 'a'],
      ['आ', 'ā'],
      ['इ', 'i'],
      ['ई', 'ī'],
    ],
    [
      ['उ', 'u'],
      ['ऊ', 'ū'],
      ['ऋ', 'ṛ'],
      ['ॠ', 'ṝ'],
    ],
    [
      ['ऌ', 'ḷ'],
      ['ॡ', 'ḹ'],
      ['ए', 'e'],
      ['ऐ', 'ai'],
    ],
    [
      ['ओ', 'o'],
      ['औ', 'au'],
      ['अं', 'aṃ'],
      ['अः', 'aḥ'],
    ],
  ],
} as const satisfies CitedTable<readonly (readonly (readonly [string, string])[])[]>;

/**
 * The 20 name initials of the second ring (19 consonants and अ), in IAST, clockwise from the east side (five a side).
 */
export const SBC_CONSONANT_RING = {
  id: 'reference.sbc_consonant_ring',
  cites: [SBC_CITE],
  data: [
    ['अ', 'a'],
    ['व', 'va'],
    ['क', 'ka'],
    ['ह', 'ha'],
    ['ड', 'ḍa'],
    ['म', 'ma'],
    ['ट', 'ṭa'],
    ['प', 'pa'],
    ['र', 'ra'],
    ['त', 'ta'],
    ['न', 'na'],
    ['य', 'ya'],
    ['भ', 'bha'],
    ['ज', 'ja'],
    ['ख', 'kha'],
    ['ग', 'ga'],
    ['स', 'sa'],
    ['द', 'da'],
    ['च', 'ca'],
    ['ल', 'la'],
  ],
} as const satisfies CitedTable<readonly (readonly [string, string])[]>;

/** The 12 signs of the third ring, clockwise from the east side (three a side): Taurus first, Aries last. */
export const SBC_SIGN_RING = {
  id: 'reference.sbc_sign_ring',
  cites: [SBC_CITE],
  data: [
    'Taurus',
    'Gemini',
    'Cancer',
    'Leo',
    'Virgo',
    'Libra',
    'Scorpio',
    'Sagittarius',
    'Capricorn',
    'Aquarius',
    'Pisces',
    'Aries',
  ],
} as const satisfies CitedTable<readonly Sign[]>;

/** The inner cross: tithi groups by side (east, south, west, north) and the centre, with their weekdays. */
export const SBC_TITHI_GROUPS = {
  id: 'reference.sbc_tithi_groups',
  cites: [SBC_CITE],
  data: {
    east: { name: 'Nanda', tithis: [1, 6, 11], varas: ['Sunday', 'Tuesday'] },
    south: { name: 'Bhadra', tithis: [2, 7, 12], varas: ['Monday', 'Wednesday'] },
    west: { name: 'Jaya', tithis: [3, 8, 13], varas: ['Thursday'] },
    north: { name: 'Rikta', tithis: [4, 9, 14], varas: ['Friday'] },
    centre: { name: 'Purna', tithis: [5, 10, 15, 30], varas: ['Saturday'] },
  },
} as const;

/**
 * Vedha (piercing) from a nakshatra cell: three straight lines into the grid. As step vectors [row, column] for a
 * cell on each side: the line straight across, and the two diagonals. Which of them a graha casts depends on its
 * motion (commonly: the straight line for normal motion, one diagonal when fast, the other when retrograde);
 * authors differ on which diagonal goes with which, and some give all three to every graha, so the service fixes
 * none of those choices.
 */
export const SBC_VEDHA_LINES = {
  id: 'reference.sbc_vedha_lines',
  cites: [
    cite('narapati_jayacharya', {
      chapter: 'Sarvatobhadra chakra, vedha',
      status: 'pending',
      note:
        'front (sammukha) and the two diagonal vedhas from a nakshatra; the assignment by motion differs between ' +
        'authors',
    }),
  ],
  data: {
    east: {
      straight: [1, 0],
      diagonals: [
        [1, -1],
        [1, 1],
      ],
    },
    south: {
      straight: [0, -1],
      diagonals: [
        [-1, -1],
        [1, -1],
      ],
    },
    west: {
      straight: [-1, 0],
      diagonals: [
        [-1, -1],
        [-1, 1],
      ],
    },
    north: {
      straight: [0, 1],
      diagonals: [
        [-1, 1],
        [1, 1],
      ],
    },
  },
} as const;

const SIZE = 9;

/** The positions of ring `r` (0 = outer edge) clockwise from its north-east corner, corners included. */
export function ringCells(r: number): [number, number][] {
  const lo = r;
  const hi = SIZE - 1 - r;
  if (lo === hi) return [[lo, lo]];
  const cells: [number, number][] = [];
  for (let c = lo; c < hi; c++) cells.push([lo, c]);
  for (let row = lo; row < hi; row++) cells.push([row, hi]);
  for (let c = hi; c > lo; c--) cells.push([hi, c]);
  for (let row = hi; row > lo; row--) cells.push([row, lo]);
  return cells;
}

/** The whole grid, row 0 the east edge, column 0 the north edge. */
export function sbcGrid(): SbcCell[][] {
  const grid: (SbcCell | undefined)[][] = Array.from({ length: SIZE }, () =>
    Array.from({ length: SIZE }, () => undefined),
  );
  const put = ([row, col]: [number, number], cell: SbcCell) => {
    const line = grid[row];
    if (line === undefined || line[col] !== undefined)
      throw new Error(`sbc cell ${row},${col} placed twice or off the grid`);
    line[col] = cell;
  };
  const fill = (ring: number, sideItems: readonly SbcCell[]) => {
    const cells = ringCells(ring);
    const perSide = cells.length / 4;
    const vowels = SBC_CORNER_VOWELS.data[ring];
    if (vowels === undefined) throw new Error(`no vowels for ring ${ring}`);
    cells.forEach((pos, i) => {
      const side = Math.floor(i / perSide);
      const k = i % perSide;
      if (k === 0) {
        const [letter, iast] = vowels[side] ?? ['', ''];
        put(pos, { kind: 'vowel', letter, iast });
      } else {
        const item = sideItems[side * (perSide - 1) + k - 1];
        if (item === undefined) throw new Error(`ring ${ring} short of items`);
        put(pos, item);
      }
    });
  };
  fill(
    0,
    SBC_NAKSHATRA_RING.data.map((name) => ({ kind: 'nakshatra', name })),
  );
  // The ring's letters are the initials of names: all consonants but अ, a vowel.
  fill(
    1,
    SBC_CONSONANT_RING.data.map(([letter, iast]) => ({ kind: letter === 'अ' ? 'vowel' : 'consonant', letter, iast })),
  );
  fill(
    2,
    SBC_SIGN_RING.data.map((name) => ({ kind: 'sign', name })),
  );
  const g = SBC_TITHI_GROUPS.data;
  fill(
    3,
    [g.east, g.south, g.west, g.north].map((t) => ({ kind: 'tithi_group', ...t })),
  );
  put([4, 4], { kind: 'tithi_group', ...g.centre });
  return grid.map((line) =>
    line.map((cell) => {
      if (cell === undefined) throw new Error('sbc grid has an empty cell');
      return cell;
    }),
  );
}
