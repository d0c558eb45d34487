// Invariants of the reference tables (remedy corpus, Sarvatobhadra grid, BPHS chapters); the grid's cells against a
// layout written out by hand from the rule in sbc-grid.ts's header (East on top, clockwise) and against an independent
// drawing; BPHS titles against the sources named in the tests (facts read there, not this table's output).
import { describe, expect, test } from 'vitest';
import { GRAHAS, NAKSHATRAS, SIGNS } from '../../vocabulary/names.ts';
import { BPHS_CHAPTER_COUNT, bphsChapter } from './bphs-chapters.ts';
import { DIRECTIONS, GRAHA_GEMS, RUDRAKSHA_GRAHAS, VASTU_DIRECTIONS } from './remedy-corpus.ts';
import {
  ringCells,
  SBC_CONSONANT_RING,
  SBC_CORNER_VOWELS,
  SBC_NAKSHATRA_RING,
  SBC_SIGN_RING,
  sbcGrid,
} from './sbc-grid.ts';

describe('remedy corpus', () => {
  test('one gem per graha, nine distinct', () => {
    expect(Object.keys(GRAHA_GEMS.data).sort()).toEqual([...GRAHAS].sort());
    expect(new Set(Object.values(GRAHA_GEMS.data).map((g) => g.gem)).size).toBe(9);
  });
  test('rudraksha 1-9 faces, each graha once', () => {
    expect(RUDRAKSHA_GRAHAS.data.map((r) => r.mukhi)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(RUDRAKSHA_GRAHAS.data.map((r) => r.graha))).toEqual(new Set(GRAHAS));
  });
  test('eight directions, each with a different graha (Ketu has none)', () => {
    expect(Object.keys(VASTU_DIRECTIONS.data)).toEqual([...DIRECTIONS]);
    const grahas = Object.values(VASTU_DIRECTIONS.data).map((d) => d.graha);
    expect(new Set(grahas).size).toBe(8);
    expect(grahas).not.toContain('Ketu');
  });
});

describe('Sarvatobhadra grid', () => {
  const grid = sbcGrid();
  const label = (r: number, c: number): string => {
    const cell = grid[r]?.[c];
    if (cell === undefined) throw new Error('off grid');
    return 'name' in cell ? cell.name : cell.iast;
  };

  test('rings partition the 81 cells: 32 + 24 + 16 + 8 + 1', () => {
    const all = [0, 1, 2, 3, 4].flatMap((r) => ringCells(r).map(([a, b]) => `${a},${b}`));
    expect([0, 1, 2, 3, 4].map((r) => ringCells(r).length)).toEqual([32, 24, 16, 8, 1]);
    expect(new Set(all).size).toBe(81);
  });

  test('the 27 nakshatras and Abhijit once each; 16 vowels, 20 consonants, 12 signs', () => {
    expect(new Set(SBC_NAKSHATRA_RING.data)).toEqual(new Set([...NAKSHATRAS, 'Abhijit']));
    expect(SBC_NAKSHATRA_RING.data).toHaveLength(28);
    expect(SBC_CORNER_VOWELS.data.flat()).toHaveLength(16);
    expect(SBC_CONSONANT_RING.data).toHaveLength(20);
    expect(new Set(SBC_SIGN_RING.data)).toEqual(new Set(SIGNS));
  });

  test('hand-written cells: outer rows and columns, the second row, the sign ring and the centre', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => label(0, c))).toEqual([
      'a',
      'Krittika',
      'Rohini',
      'Mrigashira',
      'Ardra',
      'Punarvasu',
      'Pushya',
      'Ashlesha',
      'ā',
    ]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => label(1, c))).toEqual([
      'Bharani',
      'u',
      'a',
      'va',
      'ka',
      'ha',
      'ḍa',
      'ū',
      'Magha',
    ]);
    expect([1, 2, 3, 4, 5, 6, 7].map((r) => label(r, 8))).toEqual([
      'Magha',
      'Purva Phalguni',
      'Uttara Phalguni',
      'Hasta',
      'Chitra',
      'Swati',
      'Vishakha',
    ]);
    expect([8, 7, 6, 5, 4, 3, 2, 1, 0].map((c) => label(8, c))).toEqual([
      'i',
      'Anuradha',
      'Jyeshtha',
      'Mula',
      'Purva Ashadha',
      'Uttara Ashadha',
      'Abhijit',
      'Shravana',
      'ī',
    ]);
    expect([7, 6, 5, 4, 3, 2, 1].map((r) => label(r, 0))).toEqual([
      'Dhanishta',
      'Shatabhisha',
      'Purva Bhadrapada',
      'Uttara Bhadrapada',
      'Revati',
      'Ashwini',
      'Bharani',
    ]);
    expect([2, 3, 4, 5, 6].map((c) => label(2, c))).toEqual(['ḷ', 'Taurus', 'Gemini', 'Cancer', 'ḹ']);
    expect(label(3, 2)).toBe('Aries');
    expect(label(6, 6)).toBe('e');
    expect([label(3, 4), label(4, 5), label(5, 4), label(4, 3), label(4, 4)]).toEqual([
      'Nanda',
      'Bhadra',
      'Jaya',
      'Rikta',
      'Purna',
    ]);
    expect([label(3, 3), label(3, 5), label(5, 5), label(5, 3)]).toEqual(['o', 'au', 'aṃ', 'aḥ']);
  });

  test(
    'cell by cell against the chakra drawn at saravali.github.io (sbc1.gif, Martin Pettau, CC BY-SA 4.0; North at ' +
      'the top)',
    () => {
      // Read off that image, row 1 at the top, column 1 on the left. 'R' and 'L' stand for the r-type and l-type vowel
      // cells, which the image draws with one glyph per pair (short and long not distinguishable there).
      const saravali = [
        ['ई', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati', 'Ashwini', 'Bharani', 'अ'],
        ['Shravana', 'R', 'ग', 'स', 'द', 'च', 'ल', 'उ', 'Krittika'],
        ['Abhijit', 'ख', 'ऐ', 'Aquarius', 'Pisces', 'Aries', 'L', 'अ', 'Rohini'],
        ['Uttara Ashadha', 'ज', 'Capricorn', 'अः', 'Friday', 'ओ', 'Taurus', 'व', 'Mrigashira'],
        ['Purva Ashadha', 'भ', 'Sagittarius', 'Thursday', 'Saturday', 'Sunday Tuesday', 'Gemini', 'क', 'Ardra'],
        ['Mula', 'य', 'Scorpio', 'अं', 'Monday Wednesday', 'औ', 'Cancer', 'ह', 'Punarvasu'],
        ['Jyeshtha', 'न', 'ए', 'Libra', 'Virgo', 'Leo', 'L', 'ड', 'Pushya'],
        ['Anuradha', 'R', 'त', 'र', 'प', 'ट', 'म', 'ऊ', 'Ashlesha'],
        ['इ', 'Vishakha', 'Swati', 'Chitra', 'Hasta', 'Uttara Phalguni', 'Purva Phalguni', 'Magha', 'आ'],
      ];
      const drawn = (cell: ReturnType<typeof sbcGrid>[number][number]): string => {
        if (cell.kind === 'tithi_group') return cell.varas.join(' ');
        if (cell.kind === 'nakshatra' || cell.kind === 'sign') return cell.name;
        return ({ ऋ: 'R', ॠ: 'R', ऌ: 'L', ॡ: 'L' } as Record<string, string>)[cell.letter] ?? cell.letter;
      };
      // Their row r, column c (North on top, East on the right) is our row 8 - c (East on top), column r (North on the
      // left).
      saravali.forEach((line, r) =>
        line.forEach((label, c) => expect(drawn(grid[8 - c]![r]!), `saravali r${r + 1}c${c + 1}`).toBe(label)),
      );
    },
  );
});

describe('BPHS chapters', () => {
  test('every chapter 1..97 answers; outside it nothing', () => {
    for (let c = 1; c <= BPHS_CHAPTER_COUNT; c++) expect(bphsChapter(c)?.chapter).toBe(c);
    for (const c of [0, -1, 98, 1000, 1.5]) expect(bphsChapter(c)).toBeUndefined();
  });
  test('the twelve house chapters 12-23 in order', () => {
    expect(bphsChapter(12)?.title).toBe('Effects of First House');
    expect(bphsChapter(13)?.title).toBe('Effects of the Second House');
    expect(bphsChapter(23)?.title).toBe('Effects of the Twelfth House');
  });
  test(
    "titles as printed in the contents of Santhanam's vol. 1 (Ranjan Publications; contents pages, OCR in " +
      'Victordtesla24/jyotish-shastra)',
    () => {
      const printed: Record<number, string> = {
        1: 'The Creation',
        6: 'The Sixteen Divisions of a Sign',
        7: 'Divisional Consideration',
        10: 'Antidotes for Evils',
        12: 'Effects of First House',
        24: 'Effects of the Bhava Lords',
        30: 'Upa Pada',
        31: 'Argala or Planetary Intervention',
        32: 'Planetary Karakatwas',
        34: 'Yogakarakas',
        41: 'Yogas for Wealth',
        44: 'Maraka (Killer) Planets',
        45: 'Avasthas of Planets',
      };
      for (const [n, title] of Object.entries(printed)) expect(bphsChapter(Number(n))?.title).toBe(title);
    },
  );
  test('chapters 46-97 carry the Sanskrit adhyaya heading of the sanskritdocuments.org text (par4650-par9197.itx)', () => {
    const headings: Record<number, string> = {
      46: 'daśādhyāya',
      51: 'antardaśādhyāya',
      63: 'prāṇadaśāphalādhyāya',
      66: 'aṣṭakavargādhyāya',
      67: 'trikoṇaśodhanādhyāya',
      69: 'piṇḍasādhanādhyāya',
      74: 'sudarśanacakraphalādhyāya',
      80: 'strījātakādhyāya',
      84: 'grahaśāntyadhyāya',
      97: 'upasaṃhārādhyāya',
    };
    for (const [n, h] of Object.entries(headings))
      expect(bphsChapter(Number(n))?.topic).toContain(`Sanskrit heading: ${h})`);
  });
  test('every chapter has a title now; each says which source it was checked against, and stays pending', () => {
    for (let c = 1; c <= BPHS_CHAPTER_COUNT; c++) {
      const ch = bphsChapter(c);
      expect(ch?.title).toEqual(expect.any(String));
      expect(ch?.refs).toHaveLength(1);
      expect(ch?.refs[0]).toMatchObject({ status: 'pending', chapter: c });
      expect(ch?.refs[0]?.note).toMatch(c <= 45 ? /contents pages of Santhanam/ : /Sanskrit adhyaya heading/);
    }
  });
});
