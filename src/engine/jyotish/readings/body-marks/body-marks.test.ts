// Body marks on hand-placed charts (chartOf). The expected parts are written out below house by house from the
// rule (Brihat Jataka ch. 5 as stated in tables/readings/drekkana-body.ts), not read from the table.
import { describe, expect, test } from 'vitest';
import { chartOf, type Placements } from '../../yoga/chart.test-helpers.ts';
import { bodyMarks, risingDrekkana } from './index.ts';

// House 1..12 for each rising drekkana: 1, then 2 and 12, 3 and 11, ... 6 and 8, 7 alone.
const HAND = {
  1: ['head', 'eye', 'ear', 'nostril', 'cheek', 'jaw', 'mouth', 'jaw', 'cheek', 'nostril', 'ear', 'eye'],
  2: [
    'neck',
    'shoulder',
    'arm',
    'side of the trunk',
    'chest (heart)',
    'belly',
    'navel',
    'belly',
    'chest (heart)',
    'side of the trunk',
    'arm',
    'shoulder',
  ],
  3: [
    'pelvis (basti)',
    'genitals',
    'groin (scrotum)',
    'thigh',
    'knee',
    'calf',
    'foot',
    'calf',
    'knee',
    'thigh',
    'groin (scrotum)',
    'genitals',
  ],
} as const;
const SIDES = ['middle', 'right', 'right', 'right', 'right', 'right', 'middle', 'left', 'left', 'left', 'left', 'left'];

// Lagna Aries. Sun Ta10 (2nd), Moon Ta25 (2nd: 15 ahead of the Sun, waxing, benefic), Mars Ar15 (1st, own sign:
// from birth), Mercury Ge15 (3rd, own), Jupiter Cn15 (4th), Venus Li15 (7th, own), Saturn Aq15 (11th, own: fixed too),
// Rahu Sg15 (9th, Ketu Ge15 3rd).
const P: Placements = {
  Su: 'Ta10',
  Mo: 'Ta25',
  Ma: 'Ar15',
  Me: 'Ge15',
  Ju: 'Cn15',
  Ve: 'Li15',
  Sa: 'Aq15',
  Ra: 'Sg15',
};

describe('rising drekkana', () => {
  test('boundaries at 10 and 20 degrees', () => {
    expect([0, 9.999, 10, 19.999, 20, 29.999].map(risingDrekkana)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});

describe('regions and marks', () => {
  test.each([
    ['Ar5', 1],
    ['Ar15', 2],
    ['Ar25', 3],
  ] as const)('lagna %s: drekkana %i, parts and sides by hand (a man)', (lagna, drek) => {
    const r = bodyMarks(chartOf(lagna, P), 'male');
    expect(r.drekkana).toBe(drek);
    expect(r.regions.map((g) => g.part)).toEqual(HAND[drek]);
    expect(r.regions.map((g) => g.side)).toEqual(SIDES);
  });

  test("a woman's chart, or one whose gender is not given, never names the scrotum", () => {
    const neutral = HAND[3].map((part) => (part === 'groin (scrotum)' ? 'groin' : part));
    for (const gender of ['female', undefined] as const) {
      expect(bodyMarks(chartOf('Ar25', P), gender).regions.map((g) => g.part)).toEqual(neutral);
    }
  });

  test('marks fire only in occupied houses, by nature and timing', () => {
    const r = bodyMarks(chartOf('Ar5', P));
    const marks = (h: number) => r.regions[h - 1]?.marks.map((m) => `${m.graha}:${m.mark}:${m.timing}`);
    expect(marks(1)).toEqual(['Mars:scar_or_wound:from_birth']);
    // Taurus is fixed: both marks from birth.
    expect(marks(2)).toEqual(['Sun:scar_or_wound:from_birth', 'Moon:mole_or_mark:from_birth']);
    expect(marks(3)).toEqual(['Mercury:mole_or_mark:from_birth', 'Ketu:scar_or_wound:acquired']); // Gemini is Mercury's own
    expect(marks(4)).toEqual(['Jupiter:mole_or_mark:acquired']);
    expect(marks(7)).toEqual(['Venus:mole_or_mark:from_birth']);
    expect(marks(9)).toEqual(['Rahu:scar_or_wound:acquired']);
    expect(marks(11)).toEqual(['Saturn:scar_or_wound:from_birth']);
    for (const h of [5, 6, 8, 10, 12]) expect(marks(h)).toEqual([]);
  });

  test('a waning Moon marks as a malefic', () => {
    const r = bodyMarks(chartOf('Ar5', { ...P, Mo: 'Sc25' })); // 195 degrees ahead of the Sun: waning; Scorpio fixed
    expect(r.regions[7]?.marks).toEqual([
      { graha: 'Moon', nature: 'malefic', mark: 'scar_or_wound', timing: 'from_birth' },
    ]);
  });
});
