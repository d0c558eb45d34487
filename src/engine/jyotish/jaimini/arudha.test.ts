// Arudha padas against C.S. Patel's worked example ("Jaimini astrology: calculation of arudha, a case study",
// scribd.com document 135073278), the rest by hand from the rule in ARUDHA_RULE; graha padas and the co-lord rule
// by hand.
import { describe, expect, test } from 'vitest';
import { arudhaPadas, grahaPadas, padaOf } from './arudha.ts';
import { lordOfSign } from './co-lord.ts';
import { buildFacts, type Placement } from './facts.test-helpers.ts';

// Patel's chart: Cancer lagna; Moon in Libra, Sun and Mercury in Sagittarius, Venus in Capricorn, Mars in Leo,
// Jupiter in Aquarius, Saturn in Gemini. The nodes are not printed: Rahu in Taurus / Ketu in Scorpio is chosen so
// that K.N. Rao's co-lord rule picks Mars for Scorpio (Ketu sits in it) and Saturn for Aquarius (both outside,
// alone, Saturn 25deg > Rahu 10deg), the lords Patel counts to.
const PATEL = buildFacts('Cancer', {
  Sun: ['Sagittarius', 10],
  Moon: ['Libra', 5],
  Mars: ['Leo', 12],
  Mercury: ['Sagittarius', 20],
  Jupiter: ['Aquarius', 8],
  Venus: ['Capricorn', 15],
  Saturn: ['Gemini', 25],
  Rahu: ['Taurus', 10],
});

describe('arudha padas', () => {
  test("C.S. Patel's published A1-A10; A11 and A12 by hand", () => {
    const published = [
      'Libra',
      'Aries',
      'Sagittarius',
      'Capricorn',
      'Taurus',
      'Aries',
      'Scorpio',
      'Libra',
      'Capricorn',
      'Sagittarius',
    ];
    // One printed value breaks the example's own stated exception ("when the 7th becomes the pada of a house, the
    // 4th from the original is its pada"): A5, Scorpio, with Mars in Leo, the 10th from it; 10 from Leo is Taurus,
    // the 7th from Scorpio, so the pada is the 4th from Scorpio, Aquarius. Patel printed Taurus.
    const expected = published.map((p, i) => (i === 4 ? 'Aquarius' : p));
    // A11: Taurus; Venus in Capricorn, the 9th from it; 9 from Capricorn is Virgo, the 5th from Taurus: Virgo.
    // A12: Gemini, Mercury in Sagittarius is 7th: 7 from Sagittarius = Gemini, the house itself -> 10th: Pisces.
    const padas = arudhaPadas(PATEL);
    const got = padas.map((p) => p.pada);
    const differing = published.filter((p, i) => got[i] !== p).length;
    console.info(
      `arudha padas vs C.S. Patel's A1-A10: ${differing} differ (A5, a slip in the example, see comment); ` +
        `tolerance: that one only`,
    );
    expect(got).toEqual([...expected, 'Virgo', 'Pisces']);
    expect(padas[4]?.exception).toBe('seventh');
    expect(padas[2]?.exception).toBe('seventh'); // A3: Mercury 4th from Virgo -> 7th -> 10th from it = Sagittarius
    expect(padas[11]).toMatchObject({ name: 'A12', label: 'Upapada', exception: 'same_sign', padaHouse: 9 });
    expect(padas[0]).toMatchObject({ label: 'Arudha Lagna', padaHouse: 4 });
    expect(padas[4]?.lord).toEqual({ lord: 'Mars', rule: 'other_outside', otherLord: 'Ketu' });
    expect(padas[7]?.lord).toEqual({ lord: 'Saturn', rule: 'more_degrees', otherLord: 'Rahu' });
  });

  test("every pada keeps its parity from the house (Uttara Kalamrita's note: 2n - 1 signs on) unless moved", () => {
    for (let from = 0; from < 12; from++) {
      for (let to = 0; to < 12; to++) {
        const p = padaOf(from, to);
        const h = ((p.padaIndex - from + 12) % 12) + 1;
        expect(h === 1 || h === 7).toBe(false);
        if (p.exception === null) expect(h % 2).toBe(1);
      }
    }
  });

  test(
    'graha padas by hand: Sun in Sagittarius -> Leo is 9th -> 9th from Leo is Aries; Moon in Libra -> Cancer is ' +
      '10th -> Aries, the 7th from Libra -> Capricorn',
    () => {
      const g = grahaPadas(PATEL);
      expect(g).toHaveLength(14); // Sun, Moon, Rahu, Ketu one each; five grahas two each
      expect(g.find((x) => x.graha === 'Sun')).toMatchObject({ ownSign: 'Leo', pada: 'Aries', exception: null });
      expect(g.find((x) => x.graha === 'Moon')).toMatchObject({
        ownSign: 'Cancer',
        pada: 'Capricorn',
        exception: 'seventh',
      });
      // Jupiter in Aquarius: Sagittarius is 11th -> 11th from Sagittarius = Libra; Pisces is 2nd -> Aries.
      expect(g.filter((x) => x.graha === 'Jupiter').map((x) => [x.ownSign, x.pada])).toEqual([
        ['Sagittarius', 'Libra'],
        ['Pisces', 'Aries'],
      ]);
      // Ketu in Scorpio owns Scorpio: count 1, falls on itself -> 10th from Scorpio = Leo.
      expect(g.find((x) => x.graha === 'Ketu')).toMatchObject({
        ownSign: 'Scorpio',
        pada: 'Leo',
        exception: 'same_sign',
      });
    },
  );
});

describe('co-lords of Scorpio and Aquarius (K.N. Rao)', () => {
  const base: Record<'Sun' | 'Moon' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn', Placement> = {
    Sun: ['Cancer', 1],
    Moon: ['Gemini', 2],
    Mercury: ['Cancer', 3],
    Jupiter: ['Pisces', 4],
    Venus: ['Virgo', 5],
    Saturn: ['Capricorn', 6],
  };
  const SCORPIO = 7;
  test('one lord in the sign: the other is taken', () => {
    const f = buildFacts('Aries', { ...base, Mars: ['Scorpio', 10], Rahu: ['Aquarius', 10] }); // Ketu in Leo
    expect(lordOfSign(SCORPIO, f)).toEqual({ lord: 'Ketu', rule: 'other_outside', otherLord: 'Mars' });
  });
  test('both in the sign: no count; the pada falls on the sign and moves to the 10th from it', () => {
    const f = buildFacts('Aries', { ...base, Mars: ['Scorpio', 10], Rahu: ['Taurus', 10] }); // Ketu in Scorpio
    expect(lordOfSign(SCORPIO, f).rule).toBe('both_in_sign');
    expect(arudhaPadas(f)[7]).toMatchObject({ sign: 'Scorpio', pada: 'Leo', exception: 'same_sign' });
  });
  test('both outside: more grahas with it wins; then more degrees', () => {
    const crowded = buildFacts('Aries', { ...base, Mars: ['Cancer', 10], Rahu: ['Sagittarius', 20] }); // Mars in Cancer with Sun and Mercury (2); Ketu in Gemini with the Moon (1)
    expect(lordOfSign(SCORPIO, crowded)).toMatchObject({ lord: 'Mars', rule: 'more_grahas_with_it' });
    const alone = buildFacts('Aries', { ...base, Mars: ['Leo', 12], Rahu: ['Libra', 20] }); // Ketu alone in Aries at 20deg, Mars alone in Leo at 12deg
    expect(lordOfSign(SCORPIO, alone)).toMatchObject({ lord: 'Ketu', rule: 'more_degrees' });
  });
});
