// Narayana dasha: P.V.R. Narasimha Rao's published examples ("Computing Narayana Dasa", as posted at
// scribd.com/document/255156929), a constructed chart worked by hand, and the tiling of periods.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { computeChart } from '../chart/compute.ts';
import { buildFacts } from '../jaimini/facts.test-helpers.ts';
import { SIGNS, type Sign } from '../../vocabulary/names.ts';
import { signAspects, strongerSign } from './narayana-strength.ts';
import {
  narayanaDasha,
  narayanaForChart,
  narayanaSeed,
  narayanaSequence,
  narayanaStep,
  narayanaYears,
} from './narayana.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

const YD = 365.25;
const BIRTH = 2_450_000;
const at = (s: Sign) => SIGNS.indexOf(s);
const seq = (s: Sign) => narayanaSequence(at(s), narayanaStep(at(s))).map((i) => SIGNS[i]);

// Everything else parked where it changes nothing asked of the example.
const base = {
  Sun: ['Gemini', 10],
  Moon: ['Cancer', 10],
  Mars: ['Aries', 15],
  Mercury: ['Gemini', 5],
  Jupiter: ['Sagittarius', 20],
  Venus: ['Libra', 8],
  Saturn: ['Capricorn', 12],
  Rahu: ['Cancer', 3],
} as const satisfies Parameters<typeof buildFacts>[1];

describe("Narayana dasha: PVR's published examples", () => {
  test('orders: "Aries (forward) - Ar, Ta, Ge, Cn"; "Cancer (backward) - Cn, Ge, Ta, Ar"', () => {
    expect(seq('Aries').slice(0, 4)).toEqual(['Aries', 'Taurus', 'Gemini', 'Cancer']);
    expect(seq('Cancer').slice(0, 4)).toEqual(['Cancer', 'Gemini', 'Taurus', 'Aries']);
  });

  test('fixed, every 6th: "Leo (forward) - Le, Cp, Ge, Sc, Ar"; "Taurus (backward) - Ta, Sg, Cn, Aq, Vi, Ar"', () => {
    expect(seq('Leo').slice(0, 5)).toEqual(['Leo', 'Capricorn', 'Gemini', 'Scorpio', 'Aries']);
    expect(seq('Taurus').slice(0, 6)).toEqual(['Taurus', 'Sagittarius', 'Cancer', 'Aquarius', 'Virgo', 'Aries']);
  });

  test(
    'dual, trines first: "Virgo (forward) - Vi, Cp, Ta, Ge, Li, Aq, Pi, Cn"; the backward list "Ge, Aq, Li, Vi, Ta, ' +
      'Cp, Sg, Le"',
    () => {
      // The page labels the second list "Taurus (backward)", but it begins with Gemini, whose 9th (Aquarius) is
      // even-footed.
      expect(seq('Virgo').slice(0, 8)).toEqual([
        'Virgo',
        'Capricorn',
        'Taurus',
        'Gemini',
        'Libra',
        'Aquarius',
        'Pisces',
        'Cancer',
      ]);
      expect(seq('Gemini').slice(0, 8)).toEqual([
        'Gemini',
        'Aquarius',
        'Libra',
        'Virgo',
        'Taurus',
        'Capricorn',
        'Sagittarius',
        'Leo',
      ]);
    },
  );

  test(
    'years: "Ar dasa is of 2, 6, 10 and 12 years if Mars is in Ge, Li, Aq and Ar"; "If Mars is in Cp, 10"; "in Cn, ' +
      '2"',
    () => {
      const ar = (sign: Sign) => narayanaYears(at('Aries'), buildFacts('Aries', { ...base, Mars: [sign, 15] })).years;
      expect(['Gemini', 'Libra', 'Aquarius', 'Aries', 'Capricorn', 'Cancer'].map((s) => ar(s as Sign))).toEqual([
        2, 6, 10, 12, 10, 2,
      ]);
    },
  );

  test('years: "Le dasa is of 2, 6, 9 and 12 years if Sun is in Ge, Aq, Sc and Le" (Leo even-footed: counted backward)', () => {
    const le = (sign: Sign) => narayanaYears(at('Leo'), buildFacts('Aries', { ...base, Sun: [sign, 10] })).years;
    expect(['Gemini', 'Aquarius', 'Scorpio', 'Leo'].map((s) => le(s as Sign))).toEqual([2, 6, 9, 12]);
    // Sun exalted in Aries: Le back to Ar is 5 signs, less one, plus one = 5 (worked by the rule; the page is cut
    // here).
    expect(le('Aries')).toBe(5);
  });
});

// Lagna Taurus; the 7th, Scorpio, holds the Sun and Mercury, so it is the seed. Its 9th, Cancer, is even-footed:
// backward. Fixed, every 6th back: Sc, Ge, Cp, Le, Pi, Li, Ta, Sg, Cn, Aq, Vi, Ar. Years (first cycle), by hand:
// Sc (odd-footed, forward): lords Mars (Aries) and Ketu (Sagittarius), neither with company, Mars further on (15 vs 3):
// Sc->Ar = 6, so 5. Ge: Mercury in Sc, Ge->Sc forward 6, so 5. Cp (even-footed, backward) to Saturn in Aq: 12, so 11.
// Le: Sun in Sc, back 10, so 9. Pi: Jupiter in Pi, 12. Li: Venus in Li, 12. Ta: Venus in Li, forward 6, so 5.
// Sg: Jupiter in Pi, forward 4, so 3. Cn: Moon in Cn, 12. Aq: Saturn in it, Rahu in Ge is taken, back Aq->Ge 9, so 8.
// Vi: Mercury in Sc, back Vi->Sc 11, so 10. Ar: Mars in Ar, 12. Sum 104; second cycle 144 - 104 = 40.
const WORKED_PLACES = {
  Sun: ['Scorpio', 10],
  Moon: ['Cancer', 10],
  Mars: ['Aries', 15],
  Mercury: ['Scorpio', 5],
  Jupiter: ['Pisces', 20],
  Venus: ['Libra', 8],
  Saturn: ['Aquarius', 12],
  Rahu: ['Gemini', 3],
} as const satisfies Parameters<typeof buildFacts>[1];
const WORKED = buildFacts('Taurus', WORKED_PLACES);

describe('Narayana dasha: a constructed chart worked by hand', () => {
  test('seed, order and first-cycle years', () => {
    const n = narayanaDasha(WORKED, BIRTH, { levels: 2 });
    expect(n.seed).toMatchObject({
      sign: 'Scorpio',
      chosen: 'seventh',
      rule: 'more_grahas',
      ninthSign: 'Cancer',
      direction: 'backward',
      exception: null,
    });
    const first = n.periods.filter((p) => p.cycle === 1);
    expect(first.map((p) => p.lord)).toEqual([
      'Scorpio',
      'Gemini',
      'Capricorn',
      'Leo',
      'Pisces',
      'Libra',
      'Taurus',
      'Sagittarius',
      'Cancer',
      'Aquarius',
      'Virgo',
      'Aries',
    ]);
    expect(first.map((p) => p.years)).toEqual([5, 5, 11, 9, 12, 12, 5, 3, 12, 8, 10, 12]);
    expect(n.periods.filter((p) => p.cycle === 2).map((p) => p.years)).toEqual([7, 7, 1, 3, 0, 0, 7, 9, 0, 4, 2, 0]);
    expect(n.periods.reduce((s, p) => s + p.years, 0)).toBe(144);
    expect(n.periods[0]?.startJdUt).toBe(BIRTH);
    expect(n.balance).toBeNull();
  });

  test(
    "antardashas: twelfths from the lord's sign; Scorpio (Mars in Aries, movable, 9th Sg odd-footed) runs Ar, Ta, " +
      'Ge ...',
    () => {
      const n = narayanaDasha(WORKED, BIRTH, { levels: 2 });
      const sc = n.periods[0];
      expect(sc?.antardashas?.slice(0, 3).map((c) => c.lord)).toEqual(['Aries', 'Taurus', 'Gemini']);
      expect(sc?.antardashas?.[0]?.years).toBeCloseTo(5 / 12, 12);
      let worst = 0;
      n.periods.forEach((p, i) => {
        if (i > 0) worst = Math.max(worst, Math.abs(p.startJdUt - (n.periods[i - 1]?.endJdUt ?? 0)));
        expect(p.antardashas).toHaveLength(12);
        expect(p.antardashas?.at(-1)?.endJdUt).toBe(p.endJdUt);
      });
      console.log(`narayana largest gap between mahadashas: ${worst} days`);
      expect(worst).toBeLessThan(1e-6);
      expect(n.periods.at(-1)?.endJdUt).toBeCloseTo(BIRTH + 144 * YD, 6);
    },
  );

  test('Saturn in the seed makes the order forward; Ketu there reverses it; both can be switched off', () => {
    const saturn = buildFacts('Taurus', { ...WORKED_PLACES, Saturn: ['Scorpio', 12] });
    expect(narayanaSeed(saturn)).toMatchObject({ sign: 'Scorpio', direction: 'forward', exception: 'saturn_forward' });
    expect(narayanaSeed(saturn, false)).toMatchObject({ direction: 'backward', exception: null });
    const ketu = buildFacts('Taurus', { ...WORKED_PLACES, Rahu: ['Taurus', 3] }); // Ketu in Scorpio
    expect(narayanaSeed(ketu)).toMatchObject({ sign: 'Scorpio', direction: 'forward', exception: 'ketu_reversed' });
  });
});

describe('Narayana seed strength', () => {
  test(
    'sign aspects: Aries sees Leo, Scorpio, Aquarius (not Taurus); Taurus sees Cancer, Libra, Capricorn (not ' +
      'Aries); Gemini the duals',
    () => {
      expect(SIGNS.filter((_, s) => signAspects(at('Aries'), s))).toEqual(['Leo', 'Scorpio', 'Aquarius']);
      expect(SIGNS.filter((_, s) => signAspects(at('Taurus'), s))).toEqual(['Cancer', 'Libra', 'Capricorn']);
      expect(SIGNS.filter((_, s) => signAspects(at('Gemini'), s))).toEqual(['Virgo', 'Sagittarius', 'Pisces']);
    },
  );

  test('empty lagna and 7th: Libra wins by its lord Venus aspecting it from Taurus (Mars in Virgo does not see Aries)', () => {
    const f = buildFacts('Aries', {
      ...base,
      Sun: ['Gemini', 1],
      Mars: ['Virgo', 4],
      Venus: ['Taurus', 6],
      Rahu: ['Cancer', 3],
    });
    expect(strongerSign(at('Aries'), at('Libra'), f)).toEqual({ signIndex: at('Libra'), rule: 'jupiter_mercury_lord' });
    expect(narayanaSeed(f)).toMatchObject({
      sign: 'Libra',
      chosen: 'seventh',
      ninthSign: 'Gemini',
      direction: 'forward',
    });
  });

  test('on a computed chart: the seed is the lagna or the 7th and the first dasha starts at birth', () => {
    const chart = computeChart({
      date: '1990-11-20',
      time: '16:00',
      latitude: 26.85,
      longitude: 80.95,
      utcOffset: '+05:30',
    });
    const n = narayanaForChart(chart);
    expect([chart.lagna.signIndex, (chart.lagna.signIndex + 6) % 12]).toContain(n.seed.signIndex);
    expect(n.periods[0]).toMatchObject({ lord: n.seed.sign, startJdUt: chart.moment.jdUt });
    expect(n.periods).toHaveLength(24);
  });
});
