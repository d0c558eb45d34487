// Kalachakra: the tables against an independent rebuild from the two 12-sign rounds and the stated paramayus,
// balances worked by hand (one of them the published example of saravali.de, whose own arithmetic slips), and the
// tiling of periods and sub-periods.
import { describe, expect, test } from 'vitest';
import { KALACHAKRA, KALACHAKRA_PARAMAYUS, type KalachakraGroup } from '../../tables/dasha/kalachakra.ts';
import { NAKSHATRAS, SIGNS, type Sign } from '../../vocabulary/names.ts';
import { kalachakra, kalachakraBalance, kalachakraPada } from './kalachakra.ts';

const YD = 365.25;
const BIRTH = 2_450_000;
const T = KALACHAKRA.data;
const sum = (seq: readonly Sign[]) => seq.reduce((s, x) => s + T.signYears[x], 0);

// The savya wheel runs round A (Aries to Pisces) then round B, B being A mirrored (Scorpio, Libra, Virgo, then the
// frog's leap Cancer-Leo, Gemini, Taurus, Aries, Pisces ... Sagittarius). Ashwini's padas read A B A in nines,
// Bharani's B A B; the apasavya tables are these chains reversed (Rohini's = Bharani's, Mrigashira's = Ashwini's).
const ROUND_A: Sign[] = [...SIGNS];
const ROUND_B: Sign[] = [
  'Scorpio',
  'Libra',
  'Virgo',
  'Cancer',
  'Leo',
  'Gemini',
  'Taurus',
  'Aries',
  'Pisces',
  'Aquarius',
  'Capricorn',
  'Sagittarius',
];
const nines = (chain: Sign[]) => [0, 1, 2, 3].map((k) => chain.slice(9 * k, 9 * k + 9));
const ashwiniChain = [...ROUND_A, ...ROUND_B, ...ROUND_A];
const bharaniChain = [...ROUND_B, ...ROUND_A, ...ROUND_B];
const REBUILT: Record<KalachakraGroup, Sign[][]> = {
  savya_ashwini: nines(ashwiniChain),
  savya_bharani: nines(bharaniChain),
  apasavya_rohini: nines([...bharaniChain].reverse()),
  apasavya_mrigashira: nines([...ashwiniChain].reverse()),
};

describe('Kalachakra tables', () => {
  test('sign years as stated: Ar 7, Ta 16, Ge 9, Cn 21, Le 5, Vi 9, Li 16, Sc 7, Sg 10, Cp 4, Aq 4, Pi 10', () => {
    expect(SIGNS.map((s) => T.signYears[s])).toEqual([7, 16, 9, 21, 5, 9, 16, 7, 10, 4, 4, 10]);
  });

  test('each pada sums to its paramayus: savya 100, 85, 83, 86; apasavya 86, 83, 85, 100', () => {
    for (const g of Object.keys(T.sequences) as KalachakraGroup[]) {
      const expected = g.startsWith('savya') ? KALACHAKRA_PARAMAYUS.savya : KALACHAKRA_PARAMAYUS.apasavya;
      expect(T.sequences[g].map(sum)).toEqual([...expected]);
      T.sequences[g].forEach((seq) => expect(seq).toHaveLength(9));
    }
  });

  test('the sixteen sequences equal the rebuild from rounds A and B', () => {
    for (const g of Object.keys(REBUILT) as KalachakraGroup[])
      expect(T.sequences[g].map((s) => [...s])).toEqual(REBUILT[g]);
  });

  test('groups: savya triads 1, 3, 5, 7, 9; left foot = middle of a savya triad, first of an apasavya one', () => {
    NAKSHATRAS.forEach((n, i) => {
      const savya = Math.floor(i / 3) % 2 === 0;
      const expected = savya
        ? i % 3 === 1
          ? 'savya_bharani'
          : 'savya_ashwini'
        : i % 3 === 0
          ? 'apasavya_rohini'
          : 'apasavya_mrigashira';
      expect(T.groupOf[n], n).toBe(expected);
    });
    expect(NAKSHATRAS.filter((n) => T.groupOf[n].startsWith('savya'))).toHaveLength(15);
  });
});

describe('Kalachakra balance', () => {
  test(
    "Moon at 1deg40' (Ashwini 1, half crossed): 50 of 100 years run; Ar 7 + Ta 16 + Ge 9 = 32, so Cancer, 18 in, 3 " +
      'left',
    () => {
      const b = kalachakraBalance(1 + 40 / 60);
      expect(b.pada).toMatchObject({
        nakshatra: 'Ashwini',
        pada: 1,
        direction: 'savya',
        paramayus: 100,
        deha: 'Aries',
        jeeva: 'Sagittarius',
      });
      expect(b.elapsedYears).toBeCloseTo(50, 9);
      expect(b).toMatchObject({ sign: 'Cancer', position: 3 });
      expect(b.years).toBeCloseTo(3, 9);
    },
  );

  test(
    'Moon at 40deg (Rohini 1, apasavya, just begun): Sagittarius, all 10 years; deha Cancer (last), jeeva ' +
      'Sagittarius (first)',
    () => {
      const b = kalachakraBalance(40);
      expect(b.pada).toMatchObject({
        nakshatra: 'Rohini',
        pada: 1,
        direction: 'apasavya',
        paramayus: 86,
        deha: 'Cancer',
        jeeva: 'Sagittarius',
      });
      expect(b.sign).toBe('Sagittarius');
      expect(b.years).toBeCloseTo(10, 9);
    },
  );

  test(
    "published example (saravali.de/articles/kala_balance.html), Moon 20deg37' Leo: balance 19.275 by hand; the " +
      "page's arithmetic skips Gemini",
    () => {
      // By hand from the rules: 140deg37' is in Purva Phalguni (133deg20'-146deg40'), pada 3 (140deg00'-143deg20'), 37'
      // of
      // 200' crossed = 0.185. Purva Phalguni is apasavya, Mrigashira's table; its 3rd pada runs Ge 9, Le 5, Cn 21, Vi
      // 9,
      // Li 16, Sc 7, Pi 10, Aq 4, Cp 4 = 85, jeeva the first sign (Gemini), deha the last (Capricorn): the page's own
      // group, deha, jeeva and paramayus. Run before birth 0.185 x 85 = 15.725 years; Gemini 9 + Leo 5 = 14, so Cancer
      // is
      // running with 1.725 of its 21 years gone: balance 19.275. (The page's time-method portion 0.185031824 gives
      // 15.72770504 run and 19.2723 left; the two methods differ by one day.)
      // The page deducts only Leo (15.72770504 - 5 = 10.72770504) before Cancer, which would leave 21 - 10.7277 =
      // 10.27.
      // That drops the pada's first dasha: the page's jeeva (Gemini, the first sign) and its paramayus (85 needs
      // Gemini's 9;
      // the other eight make 76) put Gemini first, and Maitreya, the program saravali.de documents, lists this pada
      // from
      // Gemini and deducts from the first sign (martin-pe/maitreya8, src/jyotish/KalachakraDasa.cpp). The page is not
      // consistent either way: it next compares Cancer's 21 with 15.7, not 10.7, and once calls the pada the 1st. So
      // the
      // page is wrong, not a convention; the running sign, Cancer, agrees.
      const b = kalachakraBalance(120 + 20 + 37 / 60);
      expect(b.pada).toMatchObject({
        nakshatra: 'Purva Phalguni',
        pada: 3,
        group: 'apasavya_mrigashira',
        deha: 'Capricorn',
        jeeva: 'Gemini',
        paramayus: 85,
      });
      expect([...b.pada.sequence]).toEqual([
        'Gemini',
        'Leo',
        'Cancer',
        'Virgo',
        'Libra',
        'Scorpio',
        'Pisces',
        'Aquarius',
        'Capricorn',
      ]);
      expect(b.elapsedYears).toBeCloseTo(0.185 * 85, 9);
      expect(b).toMatchObject({ sign: 'Cancer', position: 2 });
      expect(b.years).toBeCloseTo(21 - (15.725 - 9 - 5), 9);
      console.log(`kalachakra elapsed years vs saravali.de (time method): ${Math.abs(b.elapsedYears - 15.72770504)}`);
      expect(Math.abs(b.elapsedYears - 15.72770504)).toBeLessThan(0.003);
    },
  );
});

describe('Kalachakra periods', () => {
  test(
    'from Ashwini 1 (half): Cancer first, the rest of the pada, then Ashwini 2 from Capricorn; 120 years covered, ' +
      'no gaps',
    () => {
      const k = kalachakra(1 + 40 / 60, BIRTH, { levels: 2 });
      expect(k.periods.slice(0, 8).map((p) => p.lord)).toEqual([
        'Cancer',
        'Leo',
        'Virgo',
        'Libra',
        'Scorpio',
        'Sagittarius',
        'Capricorn',
        'Aquarius',
      ]);
      expect(k.periods[6]).toMatchObject({ nakshatra: 'Ashwini', pada: 2 });
      expect(k.periods[0]?.startJdUt).toBeCloseTo(BIRTH - 18 * YD, 6);
      expect(k.periods[0]?.endJdUt).toBeCloseTo(BIRTH + 3 * YD, 6);
      expect(k.periods.at(-1)?.endJdUt ?? 0).toBeGreaterThanOrEqual(BIRTH + 120 * YD);
      let worst = 0;
      k.periods.forEach((p, i) => {
        if (i > 0) worst = Math.max(worst, Math.abs(p.startJdUt - (k.periods[i - 1]?.endJdUt ?? 0)));
        expect(p.antardashas?.[0]?.lord).toBe(p.lord);
        expect(p.antardashas?.at(-1)?.endJdUt).toBe(p.endJdUt);
        expect(p.antardashas?.reduce((s, c) => s + c.years, 0)).toBeCloseTo(p.years, 9);
      });
      console.log(`kalachakra largest gap between mahadashas: ${worst} days`);
      expect(worst).toBeLessThan(1e-6);
    },
  );

  test(
    'antardashas of Cancer in Ashwini 1: Cn Le Vi Li Sc Sg then Ar Ta Ge; Cancer/Cancer = 21 x 21 / 100 = 4.41 ' +
      'years',
    () => {
      const cancer = kalachakra(1 + 40 / 60, BIRTH, { levels: 2 }).periods[0];
      expect(cancer?.antardashas?.map((c) => c.lord)).toEqual([
        'Cancer',
        'Leo',
        'Virgo',
        'Libra',
        'Scorpio',
        'Sagittarius',
        'Aries',
        'Taurus',
        'Gemini',
      ]);
      expect(cancer?.antardashas?.[0]?.years).toBeCloseTo(4.41, 12);
      expect(cancer?.antardashas?.[1]?.years).toBeCloseTo((21 * 5) / 100, 12);
    },
  );

  test('pada lookup agrees at every quarter with the balance at its midpoint', () => {
    for (let q = 0; q < 108; q++) {
      const p = kalachakraPada(Math.floor(q / 4), (q % 4) + 1);
      const b = kalachakraBalance((q + 0.5) * (360 / 108));
      expect(b.pada).toEqual(p);
      expect(b.elapsedYears).toBeCloseTo(p.paramayus / 2, 9);
    }
  });
});
