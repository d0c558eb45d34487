// KP significators on a constructed chart, every level derived by hand from the rule in the comment below.
import { describe, expect, test } from 'vitest';
import { type Graha, signAt } from '../../vocabulary/names.ts';
import { grahaSignifications, houseSignificators, nodeAgency, type SignificatorInput } from './significators.ts';
import { bhavaOf } from './bhava.ts';
import { kpLords } from './subs.ts';

// Equal cusps from Aries 10deg (cusp h at 10 + 30(h-1)): house h has sign h-1 on its cusp, so the owners are
// 1 Mars, 2 Venus, 3 Mercury, 4 Moon, 5 Sun, 6 Mercury, 7 Venus, 8 Mars, 9 Jupiter, 10 Saturn, 11 Saturn, 12 Jupiter.
const CUSPS = Array.from({ length: 12 }, (_, i) => 10 + 30 * i);
// Longitude -> (bhava, nakshatra lord) by hand:
// Sun 12 (h1, Ashwini: Ketu), Moon 100 (on cusp 4: h4, Pushya: Saturn), Mars 200 (h7, Vishakha: Jupiter),
// Mercury 20 (h1, Bharani: Venus), Jupiter 250 (on cusp 9: h9, Mula: Ketu), Venus 45 (h2, Rohini: Moon),
// Saturn 310 (on cusp 11: h11, Shatabhisha: Rahu), Rahu 125 (h4, Magha: Ketu), Ketu 305 (h10, Dhanishta: Mars).
const LON: Record<Graha, number> = {
  Sun: 12,
  Moon: 100,
  Mars: 200,
  Mercury: 20,
  Jupiter: 250,
  Venus: 45,
  Saturn: 310,
  Rahu: 125,
  Ketu: 305,
};
const HAND_BHAVA: Record<Graha, number> = {
  Sun: 1,
  Moon: 4,
  Mars: 7,
  Mercury: 1,
  Jupiter: 9,
  Venus: 2,
  Saturn: 11,
  Rahu: 4,
  Ketu: 10,
};
const HAND_STAR: Record<Graha, Graha> = {
  Sun: 'Ketu',
  Moon: 'Saturn',
  Mars: 'Jupiter',
  Mercury: 'Venus',
  Jupiter: 'Ketu',
  Venus: 'Moon',
  Saturn: 'Rahu',
  Rahu: 'Ketu',
  Ketu: 'Mars',
};

const input: SignificatorInput = {
  bhava: HAND_BHAVA,
  starLord: HAND_STAR,
  signIndex: Object.fromEntries(Object.entries(LON).map(([g, l]) => [g, Math.floor(l / 30)])) as Record<Graha, number>,
  cuspSigns: CUSPS.map((c) => signAt(Math.floor(c / 30))),
};

describe('KP significators, constructed chart', () => {
  test('the engine reads the same bhavas and star lords as the hand derivation', () => {
    for (const [g, lon] of Object.entries(LON) as [Graha, number][]) {
      expect(bhavaOf(lon, CUSPS), g).toBe(HAND_BHAVA[g]);
      expect(kpLords(lon).nakshatraLord, g).toBe(HAND_STAR[g]);
    }
  });

  test('node agency: Rahu in Leo acts for the Sun; Ketu in Aquarius for Saturn (its lord, also conjoined)', () => {
    expect(nodeAgency(input).map((a) => [a.node, a.sign, a.principals])).toEqual([
      ['Rahu', 'Leo', ['Sun']],
      ['Ketu', 'Aquarius', ['Saturn']],
    ]);
  });

  test('four levels per house, by hand', () => {
    // Who is in whose star: Ketu <- Sun, Jupiter, Rahu; Saturn <- Moon; Jupiter <- Mars; Venus <- Mercury;
    // Moon <- Venus; Rahu <- Saturn; Mars <- Ketu; none in the Sun's or Mercury's star.
    // h1: occupants Sun, Mercury, + Rahu for the Sun; in their stars: Saturn (Rahu's). Owner Mars; in Mars' star: Ketu.
    // h4: occupants Moon, Rahu; in their stars Venus (Moon's), Saturn (Rahu's). Owner Moon; Venus.
    // h5: empty. Owner Sun, + Rahu for the Sun; in their stars: Saturn (Rahu's).
    // h10: occupant Ketu; in its star Sun, Jupiter, Rahu. Owner Saturn + Ketu for Saturn: Moon, Sun, Jupiter, Rahu.
    // h11: occupant Saturn + Ketu for Saturn: Moon, Sun, Jupiter, Rahu; owner the same.
    const h = houseSignificators(input);
    const row = (n: number) => {
      const r = h[n - 1];
      return r && [r.level1, r.level2, r.level3, r.level4];
    };
    expect(row(1)).toEqual([['Saturn'], ['Sun', 'Mercury', 'Rahu'], ['Ketu'], ['Mars']]);
    expect(row(2)).toEqual([['Mercury'], ['Venus'], ['Mercury'], ['Venus']]);
    expect(row(3)).toEqual([[], [], [], ['Mercury']]);
    expect(row(4)).toEqual([['Venus', 'Saturn'], ['Moon', 'Rahu'], ['Venus'], ['Moon']]);
    expect(row(5)).toEqual([[], [], ['Saturn'], ['Sun', 'Rahu']]);
    expect(row(7)).toEqual([['Ketu'], ['Mars'], ['Mercury'], ['Venus']]);
    expect(row(9)).toEqual([['Mars'], ['Jupiter'], ['Mars'], ['Jupiter']]);
    expect(row(10)).toEqual([
      ['Sun', 'Jupiter', 'Rahu'],
      ['Ketu'],
      ['Sun', 'Moon', 'Jupiter', 'Rahu'],
      ['Saturn', 'Ketu'],
    ]);
    expect(row(11)).toEqual([
      ['Sun', 'Moon', 'Jupiter', 'Rahu'],
      ['Saturn', 'Ketu'],
      ['Sun', 'Moon', 'Jupiter', 'Rahu'],
      ['Saturn', 'Ketu'],
    ]);
    expect(h[0]?.agents).toEqual([{ node: 'Rahu', principal: 'Sun', level: 2 }]);
    expect(h[4]?.agents).toEqual([{ node: 'Rahu', principal: 'Sun', level: 4 }]);
  });

  test('per graha: Sun 1 5 10 11, Saturn 1 4 5 10 11, Rahu 1 4 5 10 11, Mercury 1 2 3 6 7 (by hand from the rows)', () => {
    const s = grahaSignifications(input, houseSignificators(input));
    const of = (g: Graha) => s.find((x) => x.planet === g);
    expect(of('Sun')).toMatchObject({
      starLord: 'Ketu',
      signifies: [1, 5, 10, 11],
      byLevel: { level1: [10, 11], level2: [1], level3: [10, 11], level4: [5] },
    });
    expect(of('Saturn')?.signifies).toEqual([1, 4, 5, 10, 11]);
    expect(of('Rahu')?.signifies).toEqual([1, 4, 5, 10, 11]);
    expect(of('Mercury')?.signifies).toEqual([1, 2, 3, 6, 7]);
    expect(s).toHaveLength(9);
  });
});
