// Scoring from constructed transit houses, every expected value derived by hand from the rule in score.ts
// (weights from tables/horoscope/weights.ts, good and vedha houses from Phaladeepika ch. 26 in tables/gochar,
// aspects from BPHS ch. 26). Scores are integers, so the tolerance is exact (0).
import { describe, expect, test } from 'vitest';
import { GRAHAS, type Graha } from '../../vocabulary/names.ts';
import { statements } from './prediction.ts';
import { scoreHouses, type HouseSample } from './score.ts';

const all = (h: number): HouseSample => Object.fromEntries(GRAHAS.map((g) => [g, h])) as HouseSample;
const ARIES = 0;
const CANCER = 3;

describe('scoreHouses, hand-derived', () => {
  test('Aries, daily, every graha in the 1st', () => {
    // Daily weights: Sun 1, Moon 4, Mars 1, Mercury 1, Jupiter 2, Venus 1, Saturn 2, Rahu 1, Ketu 1 (sum 14).
    // Good in the 1st: Moon (vedha 5, empty) and Venus (vedha 8, empty) -> favourable; all others unfavourable.
    // 1st: occupied by all: (4 + 1) / 14 = 35.7 -> 36. 7th: aspected by all at half: 2.5 / 7 -> 36.
    // Mars aspects 4, 8; Jupiter 5, 9; Saturn 3, 10: each an unfavourable contribution only -> 0.
    // 2nd, 6th, 11th: nothing -> 50. Total: (35.71 x 2 + 50 x 3) / 11 = 20.13 -> 20.
    // Influence (weight x |worth - 1/2|): Moon 4 x .5 + 2 x .5 = 3; Saturn and Jupiter 1 + 3 x .5 = 2.5 -> Moon.
    const r = scoreHouses(ARIES, 'daily', [all(1)]);
    expect(r.categoryScores).toEqual({
      health: 36,
      wealth: 50,
      courage: 0,
      home: 0,
      children: 0,
      enemies: 50,
      marriage: 36,
      longevity: 0,
      fortune: 0,
      career: 0,
      gains: 50,
    });
    expect(r.totalScore).toBe(20);
    expect(r.activePlanet).toBe('Moon');
    const inf = Object.fromEntries(r.grahas.map((g) => [g.graha, g.influence]));
    expect([inf.Moon, inf.Saturn, inf.Jupiter]).toEqual([3, 2.5, 2.5]);
    console.info('hand-derived daily case: max error 0 (integer scores)');
  });

  test('Aries, daily, two samples: all in the 1st, then all in the 3rd', () => {
    // Sample 2, all in the 3rd: favourable Sun, Moon, Mars, Venus, Saturn, Rahu, Ketu (11 of 14; vedha houses 9, 12
    // and 1 empty); Mercury and Jupiter unfavourable. Sums over both samples (num / den):
    // 3rd: 0/1 (Saturn's aspect, sample 1) + 11/14 -> 11/15 = 73. 5th: Jupiter 0/1 + Saturn's 3rd aspect 1/1 -> 50.
    // 6th: Mars's 4th aspect .5/.5 -> 100. 7th: 2.5/7 + Jupiter 0/1 -> 2.5/8 = 31. 9th: 0/1 + 5.5/7 -> 5.5/8 = 69.
    // 10th: 0/1 + Mars .5/.5 -> .5/1.5 = 33. 11th: Jupiter 0/1 -> 0. 1st 36, 2nd 50, 4th 0, 8th 0 as before.
    // Total (35.71 + 50 + 73.33 + 0 + 50 + 100 + 31.25 + 0 + 68.75 + 33.33 + 0) / 11 = 40.2 -> 40.
    // Influence: Moon 3 + 3 = 6, Jupiter 2.5 + 2.5 = 5, Saturn 2.5 + 2 = 4.5 -> Moon.
    const r = scoreHouses(ARIES, 'daily', [all(1), all(3)]);
    expect(r.categoryScores).toEqual({
      health: 36,
      wealth: 50,
      courage: 73,
      home: 0,
      children: 50,
      enemies: 100,
      marriage: 31,
      longevity: 0,
      fortune: 69,
      career: 33,
      gains: 0,
    });
    expect(r.totalScore).toBe(40);
    expect(r.activePlanet).toBe('Moon');
    const inf = Object.fromEntries(r.grahas.map((g) => [g.graha, g.influence]));
    expect([inf.Moon, inf.Jupiter, inf.Saturn]).toEqual([6, 5, 4.5]);
  });

  test('Cancer, weekly, with vedha: Saturn in the 4th obstructs Jupiter in the 5th', () => {
    // Houses: Sun 11, Moon 3, Mars 6, Mercury 12, Jupiter 5, Venus 12, Saturn 4, Rahu 9, Ketu 3.
    // Sun 11 (vedha 5: Jupiter) obstructed; Moon 3 (vedha 9: Rahu) obstructed; Mars 6 (vedha 9: Rahu) obstructed;
    // Mercury 12 unfavourable; Jupiter 5 (vedha 4: Saturn) obstructed; Venus 12 (vedha 3: Moon, Ketu) obstructed;
    // Saturn 4, Rahu 9 unfavourable; Ketu 3 (vedha 12: Mercury, Venus) obstructed.
    // Weekly weights: Sun 2, Moon 3, Mars 2, Mercury 2, Jupiter 2, Venus 2, Saturn 2, Rahu 1, Ketu 1.
    // 1st: Saturn's 10th 1 x 0, Mars's 8th 1 x .5, Jupiter's 9th 1 x .5 -> 1/3 = 33.
    // 5th: Jupiter 2 x .5, Sun's 7th 1 x .5 -> 1.5/3 = 50.
    // 6th: Mars 2 x .5, Saturn's 3rd 1 x 0, Mercury's 7th 1 x 0, Venus's 7th 1 x .5 -> 1.5/5 = 30.
    const sample: HouseSample = {
      Sun: 11,
      Moon: 3,
      Mars: 6,
      Mercury: 12,
      Jupiter: 5,
      Venus: 12,
      Saturn: 4,
      Rahu: 9,
      Ketu: 3,
    };
    const r = scoreHouses(CANCER, 'weekly', [sample]);
    expect([r.categoryScores.health, r.categoryScores.children, r.categoryScores.enemies]).toEqual([33, 50, 30]);
    const q = (g: Graha) => r.grahas.find((x) => x.graha === g)?.stays[0];
    expect(q('Jupiter')).toMatchObject({ house: 5, obstructed: 1, obstructedBy: ['Saturn'] });
    expect(q('Venus')).toMatchObject({ house: 12, obstructed: 1, obstructedBy: ['Moon', 'Ketu'] });
    expect(q('Saturn')).toMatchObject({ house: 4, unfavourable: 1 });
    const jup = statements('Cancer', r.grahas, 1).find((s) => s.graha === 'Jupiter');
    expect(jup?.text).toBe(
      'Jupiter transits the 5th house from Karka (Cancer) on 1 of 1 samples, one of its good houses, but Saturn ' +
        'in the 4th ' +
        '(its vedha house) obstructs it: the good result for children, learning and intellect is held back ' +
        '(Phaladeepika 26; BPHS 16).',
    );
  });

  test('repeating a sample changes no score; a house outside 1-12 is refused', () => {
    const s: HouseSample = {
      Sun: 10,
      Moon: 7,
      Mars: 3,
      Mercury: 11,
      Jupiter: 9,
      Venus: 2,
      Saturn: 6,
      Rahu: 11,
      Ketu: 5,
    };
    expect(scoreHouses(ARIES, 'monthly', [s, s, s]).categoryScores).toEqual(
      scoreHouses(ARIES, 'monthly', [s]).categoryScores,
    );
    expect(() => scoreHouses(ARIES, 'daily', [{ ...s, Sun: 13 }])).toThrow(RangeError);
  });

  test('no samples: every area neutral', () => {
    const r = scoreHouses(ARIES, 'weekly', []);
    expect(new Set(Object.values(r.categoryScores))).toEqual(new Set([50]));
    expect(r.totalScore).toBe(50);
  });
});
