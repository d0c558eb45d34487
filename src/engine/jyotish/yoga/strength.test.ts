// The strength rule of strength.ts worked by hand on constructed charts: points per graha (dignity, place,
// combustion), the band thresholds, the cap, and the negation for afflicted grahas.
import { describe, expect, test } from 'vitest';
import { chartOf } from './chart.test-helpers.ts';
import { grahaPoints, strengthBand } from './strength.ts';

// Lagna Aries. Jupiter Cancer (exalted, 4th), Mars Capricorn (exalted, 10th), Saturn Aquarius (own, 11th),
// Venus Libra 20 with the Sun at Libra 15 (own, 7th, combust: 5 deg < 10), the Moon Scorpio (debilitated, 8th),
// Mercury Virgo 5 (exalted, 6th; 40 deg from the Sun: not combust).
const C = chartOf('Ar', { Su: 'Li15', Mo: 'Sc', Ma: 'Cp', Me: 'Vi5', Ju: 'Cn', Ve: 'Li20', Sa: 'Aq', Ra: 'Ge' });

describe('points per graha', () => {
  test('by hand', () => {
    expect(grahaPoints(C, 'Jupiter')).toBe(3); // exalted +2, kendra +1
    expect(grahaPoints(C, 'Saturn')).toBe(2); // own +2, 11th +0
    expect(grahaPoints(C, 'Venus')).toBe(1); // own (Libra 20, past moolatrikona) +2, kendra +1, combust -2
    expect(grahaPoints(C, 'Moon')).toBe(-2); // debilitated -2, 8th +0
    expect(grahaPoints(C, 'Mercury')).toBe(2); // exalted +2, 6th +0
  });
});

describe('bands', () => {
  test('mean 2.5 is strong, 2 moderate, 0.5 moderate, below weak', () => {
    expect(strengthBand(C, ['Jupiter', 'Saturn'])).toBe('strong'); // (3 + 2) / 2 = 2.5
    expect(strengthBand(C, ['Saturn'])).toBe('moderate'); // 2
    expect(strengthBand(C, ['Venus', 'Jupiter', 'Moon'])).toBe('moderate'); // (1 + 3 - 2) / 3 = 0.67
    expect(strengthBand(C, ['Venus', 'Moon'])).toBe('weak'); // (1 - 2) / 2 = -0.5
    expect(strengthBand(C, [])).toBe('weak');
  });

  test('a combust or debilitated graha caps a strong mean at moderate', () => {
    const capped = chartOf('Ar', {
      Su: 'Li15',
      Mo: 'Sc',
      Ma: 'Cp',
      Me: 'Vi5',
      Ju: 'Cn',
      Ve: 'Li20',
      Sa: 'Aq',
      Ra: 'Ge',
    });
    // Four grahas scoring 3, 3, 3, 1 (mean 2.5): Jupiter and Mars as built; Mercury's and Saturn's facts edited
    // so one more scores 3 and one is combust.
    capped.grahas.Mercury = { ...capped.grahas.Mercury, house: 10 }; // exalted in a kendra: 3
    capped.grahas.Saturn = {
      ...capped.grahas.Saturn,
      house: 10,
      combustion: { ...capped.grahas.Saturn.combustion, combust: true },
    }; // 2 + 1 - 2 = 1
    expect((['Jupiter', 'Mars', 'Mercury', 'Saturn'] as const).map((g) => grahaPoints(capped, g))).toEqual([
      3, 3, 3, 1,
    ]);
    expect(strengthBand(capped, ['Jupiter', 'Mars', 'Mercury', 'Saturn'])).toBe('moderate');
    expect(strengthBand(capped, ['Jupiter', 'Mars', 'Mercury'])).toBe('strong');
  });

  test('afflicted: the score is negated, no cap', () => {
    expect(strengthBand(C, ['Moon'], true)).toBe('moderate'); // -(-2) = 2
    expect(strengthBand(C, ['Jupiter'], true)).toBe('weak'); // -3
    const weakMoon = chartOf('Ar', {
      Su: 'Sc10',
      Mo: 'Sc15',
      Ma: 'Cp',
      Me: 'Sc25',
      Ju: 'Cn',
      Ve: 'Sg',
      Sa: 'Aq',
      Ra: 'Ge',
    });
    expect(grahaPoints(weakMoon, 'Moon')).toBe(-4); // debilitated -2, combust (5 deg < 12) -2
    expect(strengthBand(weakMoon, ['Moon'], true)).toBe('strong'); // 4
  });
});
