// Dignity, relationships, combustion and aspects against the rules as stated in BPHS ch. 3 and 26 (worked by hand
// in each test's comment), plus the invariants of their tables.
import { describe, expect, test } from 'vitest';
import { DIGNITY } from '../../tables/chart/dignity.ts';
import { NATURAL_FRIENDSHIP } from '../../tables/chart/friendship.ts';
import { SIGNS, type SevenGraha } from '../../vocabulary/names.ts';
import { aspectedHouses } from './aspects.ts';
import { combustionOf } from './combustion.ts';
import { dignityOf, signDignity } from './dignity.ts';
import { compoundRelation, temporaryRelation } from './relationship.ts';

const S = (name: (typeof SIGNS)[number]) => SIGNS.indexOf(name);

describe('dignity table', () => {
  test('debilitation is the seventh sign from exaltation, at the same degree', () => {
    for (const d of Object.values(DIGNITY.data)) {
      expect((S(d.debilitation.sign) - S(d.exaltation.sign) + 12) % 12).toBe(6);
      expect(d.debilitation.deepest).toBe(d.exaltation.deepest);
    }
  });
});

describe('signDignity', () => {
  test('Moon: Taurus 0-3 exalted, 3-30 moolatrikona; Cancer own; Scorpio debilitated', () => {
    expect(signDignity('Moon', S('Taurus'), 2)).toBe('exalted');
    expect(signDignity('Moon', S('Taurus'), 10)).toBe('moolatrikona');
    expect(signDignity('Moon', S('Cancer'), 10)).toBe('own');
    expect(signDignity('Moon', S('Scorpio'), 10)).toBe('debilitated');
  });
  test('Mercury in Virgo: exalted to 15, moolatrikona 15-20, own after', () => {
    expect([5, 17, 25].map((d) => signDignity('Mercury', S('Virgo'), d))).toEqual(['exalted', 'moolatrikona', 'own']);
  });
  test('Sun in Leo 0-20 moolatrikona, 20-30 own', () => {
    expect([10, 25].map((d) => signDignity('Sun', S('Leo'), d))).toEqual(['moolatrikona', 'own']);
  });
});

describe('compound relationship (panchadha)', () => {
  test('natural + temporary', () => {
    expect(compoundRelation('friend', 'friend')).toBe('great_friend');
    expect(compoundRelation('friend', 'enemy')).toBe('neutral');
    expect(compoundRelation('neutral', 'friend')).toBe('friend');
    expect(compoundRelation('neutral', 'enemy')).toBe('enemy');
    expect(compoundRelation('enemy', 'enemy')).toBe('great_enemy');
  });
  test('temporary friends sit in the 2nd, 3rd, 4th, 10th, 11th, 12th', () => {
    const friends = Array.from({ length: 12 }, (_, k) => temporaryRelation(0, k))
      .map((r, k) => (r === 'friend' ? k + 1 : 0))
      .filter(Boolean);
    expect(friends).toEqual([2, 3, 4, 10, 11, 12]);
  });
  test('natural table: each graha rates the other six', () => {
    for (const [g, row] of Object.entries(NATURAL_FRIENDSHIP.data)) {
      expect(Object.keys(row)).toHaveLength(6);
      expect(Object.keys(row)).not.toContain(g);
    }
  });
  test('Jupiter in Gemini with Mercury in Gemini: natural enemy + temporary enemy (same sign) = great enemy', () => {
    const signOf = (g: SevenGraha) => (g === 'Mercury' ? S('Gemini') : S('Aries'));
    expect(dignityOf('Jupiter', S('Gemini'), 10, signOf)).toBe('great_enemy');
  });
  test('Sun in Aries is exalted whatever Mars does; Sun in Scorpio with Mars in Capricorn (3rd) = great friend', () => {
    expect(dignityOf('Sun', S('Aries'), 29, () => 0)).toBe('exalted');
    expect(dignityOf('Sun', S('Scorpio'), 5, (g) => (g === 'Mars' ? S('Capricorn') : 0))).toBe('great_friend');
  });
});

describe('combustion (Surya Siddhanta orbs)', () => {
  test('Mercury 13 deg from the Sun: combust when direct (14), not when retrograde (12)', () => {
    expect(combustionOf('Mercury', 113, 100, false).combust).toBe(true);
    expect(combustionOf('Mercury', 113, 100, true).combust).toBe(false);
  });
  test('distance wraps across 0 deg, and the nodes are never combust', () => {
    expect(combustionOf('Saturn', 355, 5, false)).toMatchObject({ combust: true, orb: 15 });
    expect(combustionOf('Saturn', 355, 5, false).distanceFromSun).toBeCloseTo(10, 12);
    expect(combustionOf('Rahu', 5, 5, true)).toMatchObject({ combust: false, orb: null });
  });
});

describe('graha drishti', () => {
  test('seventh for all; Mars 4 and 8, Jupiter 5 and 9, Saturn 3 and 10, counted from the graha, wrapping', () => {
    expect(aspectedHouses('Sun', 1)).toEqual([7]);
    expect(aspectedHouses('Mars', 1)).toEqual([4, 7, 8]);
    expect(aspectedHouses('Jupiter', 10)).toEqual([2, 4, 6]);
    expect(aspectedHouses('Saturn', 12)).toEqual([2, 6, 9]);
  });
});
