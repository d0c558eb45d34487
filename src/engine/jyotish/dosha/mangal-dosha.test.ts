// Mangal dosha on hand-placed signs: each expected verdict is derived by hand from the rule in the comment
// (whole-sign houses counted from the lagna, the Moon and Venus; dosha houses 1, 2, 4, 7, 8, 12), positive and
// negative for every cancellation; plus table invariants and a computed chart.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { MANGAL_DOSHA_CANCELLATIONS, MANGAL_DOSHA_HOUSES } from '../../tables/dosha/mangal-dosha.ts';
import { computeChart } from '../chart/compute.ts';
import { GRAHAS, SIGNS, type Graha, type Sign } from '../../vocabulary/names.ts';
import { mangalDosha, type MangalFacts } from './mangal-dosha.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

const S = (name: Sign): number => SIGNS.indexOf(name);
/** Lagna and the four grahas the rules read, by sign; the rest are parked in Aries and never read. */
function facts(lagna: Sign, p: { Mars: Sign; Moon: Sign; Venus: Sign; Jupiter: Sign }): MangalFacts {
  const grahas = Object.fromEntries(GRAHAS.map((g) => [g, { signIndex: 0 }])) as Record<Graha, { signIndex: number }>;
  for (const [g, sign] of Object.entries(p) as [Graha, Sign][]) grahas[g] = { signIndex: S(sign) };
  return { lagna: { signIndex: S(lagna) }, grahas };
}
const ids = (r: ReturnType<typeof mangalDosha>): string[] => r.cancellations.map((c) => c.id);

// Base case used by several variants: lagna Aries, Mars Cancer (4th from the lagna; Cancer is not an exception
// sign for the 4th), Moon Taurus (Mars 3rd), Venus Pisces (Mars 5th), Jupiter Gemini (aspects Libra, Sagittarius,
// Aquarius: not Cancer). Dosha from the lagna only, nothing cancels it.
const BASE = { Mars: 'Cancer', Moon: 'Taurus', Venus: 'Pisces', Jupiter: 'Gemini' } as const;

describe('formation and severity', () => {
  test('none: Mars in Gemini is 3rd from lagna Aries, 5th from Moon Aquarius, 6th from Venus Capricorn', () => {
    const r = mangalDosha(facts('Aries', { Mars: 'Gemini', Moon: 'Aquarius', Venus: 'Capricorn', Jupiter: 'Gemini' }));
    expect(r).toMatchObject({
      present: false,
      fromLagna: false,
      fromMoon: false,
      fromVenus: false,
      standingCount: 0,
      severity: 'none',
      cancellations: [],
    });
    expect(r.references.map((x) => x.marsHouse)).toEqual([3, 5, 6]);
  });

  test('low: from the lagna only (base case)', () => {
    const r = mangalDosha(facts('Aries', BASE));
    expect(r).toMatchObject({
      present: true,
      fromLagna: true,
      fromMoon: false,
      fromVenus: false,
      standingCount: 1,
      severity: 'low',
      cancellations: [],
    });
    expect(r.references.map((x) => x.marsHouse)).toEqual([4, 3, 5]);
  });

  test('medium: Moon moved to Aries, so Mars is 4th from the lagna and from the Moon', () => {
    const r = mangalDosha(facts('Aries', { ...BASE, Moon: 'Aries' }));
    expect(r).toMatchObject({
      present: true,
      fromLagna: true,
      fromMoon: true,
      fromVenus: false,
      standingCount: 2,
      severity: 'medium',
    });
  });

  test(
    'high: Mars Cancer is 1st from lagna Cancer, 2nd from Moon Gemini, 8th from Venus Sagittarius; Jupiter Taurus ' +
      'aspects Virgo, Scorpio, Capricorn',
    () => {
      const r = mangalDosha(
        facts('Cancer', { Mars: 'Cancer', Moon: 'Gemini', Venus: 'Sagittarius', Jupiter: 'Taurus' }),
      );
      expect(r).toMatchObject({
        present: true,
        fromLagna: true,
        fromMoon: true,
        fromVenus: true,
        standingCount: 3,
        severity: 'high',
        cancellations: [],
      });
      expect(r.references.map((x) => x.marsHouse)).toEqual([1, 2, 8]);
    },
  );

  test('every dosha house forms it from the lagna, and no other house does', () => {
    // Mars fixed in Cancer, the lagna moved round; Moon and Venus in Taurus (Mars 3rd), Jupiter in Gemini.
    const formed = SIGNS.filter(
      (lagna) =>
        mangalDosha(facts(lagna, { Mars: 'Cancer', Moon: 'Taurus', Venus: 'Taurus', Jupiter: 'Gemini' })).fromLagna,
    )
      .map((lagna) => ((S('Cancer') - S(lagna) + 12) % 12) + 1)
      .sort((a, b) => a - b);
    expect(formed).toEqual([1, 2, 4, 7, 8, 12]);
  });
});

describe('cancellations, each with a positive and a negative case', () => {
  test('own sign: Mars in Aries 1st from lagna Aries is cancelled; Mars in Cancer (base) is not', () => {
    // Moon and Venus in Aquarius: Mars 3rd. Jupiter Gemini aspects Libra, Sagittarius, Aquarius.
    const r = mangalDosha(facts('Aries', { Mars: 'Aries', Moon: 'Aquarius', Venus: 'Aquarius', Jupiter: 'Gemini' }));
    expect(r).toMatchObject({ fromLagna: true, present: false, severity: 'cancelled' });
    expect(ids(r)).toEqual(['mars_own_sign']);
    expect(ids(mangalDosha(facts('Aries', BASE)))).not.toContain('mars_own_sign');
  });

  test('exalted: Mars in Capricorn 1st from lagna Capricorn is cancelled; not when Mars is in Cancer', () => {
    // Moon and Venus in Pisces: Mars 11th. Jupiter Gemini: 5th Libra, 7th Sagittarius, 9th Aquarius.
    const r = mangalDosha(
      facts('Capricorn', { Mars: 'Capricorn', Moon: 'Pisces', Venus: 'Pisces', Jupiter: 'Gemini' }),
    );
    expect(r).toMatchObject({ fromLagna: true, present: false, severity: 'cancelled' });
    expect(ids(r)).toEqual(['mars_exalted']);
    expect(ids(mangalDosha(facts('Aries', BASE)))).not.toContain('mars_exalted');
  });

  test('Leo or Aquarius: Mars in Leo 1st from lagna Leo is cancelled, likewise Aquarius; not in Cancer', () => {
    // Moon and Venus in Libra: Leo is 11th, Aquarius 5th. Jupiter Taurus: Virgo, Scorpio, Capricorn.
    for (const sign of ['Leo', 'Aquarius'] as const) {
      const r = mangalDosha(facts(sign, { Mars: sign, Moon: 'Libra', Venus: 'Libra', Jupiter: 'Taurus' }));
      expect(r).toMatchObject({ fromLagna: true, present: false, severity: 'cancelled' });
      expect(ids(r)).toEqual(['mars_in_leo_or_aquarius']);
    }
    expect(ids(mangalDosha(facts('Aries', BASE)))).not.toContain('mars_in_leo_or_aquarius');
  });

  test('2nd in Gemini or Virgo cancels from that reference only', () => {
    // Lagna Taurus: Mars Gemini 2nd, cancelled. Moon and Venus Aquarius: Mars 5th. Jupiter Cancer: Scorpio, Capricorn,
    // Pisces.
    const r = mangalDosha(facts('Taurus', { Mars: 'Gemini', Moon: 'Aquarius', Venus: 'Aquarius', Jupiter: 'Cancer' }));
    expect(r).toMatchObject({ fromLagna: true, present: false, severity: 'cancelled' });
    expect(r.cancellations).toMatchObject([{ id: 'second_in_gemini_virgo', cancels: ['lagna'] }]);
    // Moon in Pisces: Gemini is 4th from it, not an exception: the dosha stands from the Moon.
    const s = mangalDosha(facts('Taurus', { Mars: 'Gemini', Moon: 'Pisces', Venus: 'Aquarius', Jupiter: 'Cancer' }));
    expect(s).toMatchObject({ present: true, severity: 'low', fromLagna: true, fromMoon: true });
    expect(s.references.find((x) => x.reference === 'moon')).toMatchObject({
      marsHouse: 4,
      stands: true,
      cancelledBy: [],
    });
    // Virgo 2nd from lagna Leo (Moon, Venus Aquarius: Virgo 8th from them, still a dosha; Jupiter Cancer misses Virgo).
    const v = mangalDosha(facts('Leo', { Mars: 'Virgo', Moon: 'Aquarius', Venus: 'Aquarius', Jupiter: 'Cancer' }));
    expect(v.references.map((x) => [x.marsHouse, x.stands])).toEqual([
      [2, false],
      [8, true],
      [8, true],
    ]);
    expect(v.severity).toBe('medium');
    // Mars in Cancer in the 2nd (lagna Gemini) is not the exception (Moon, Venus, Jupiter in Taurus: Mars 3rd; Jupiter
    // aspects Virgo, Scorpio, Capricorn).
    const c = mangalDosha(facts('Gemini', { Mars: 'Cancer', Moon: 'Taurus', Venus: 'Taurus', Jupiter: 'Taurus' }));
    expect(c).toMatchObject({ present: true, severity: 'low', cancellations: [] });
  });

  test(
    '4th in Aries or Scorpio: Mars in Scorpio 4th from lagna Leo (with own sign); Mars in Scorpio 1st does not take ' +
      'the 4th exception',
    () => {
      // Moon and Venus in Cancer: Scorpio 5th. Jupiter Gemini: Libra, Sagittarius, Aquarius.
      const r = mangalDosha(facts('Leo', { Mars: 'Scorpio', Moon: 'Cancer', Venus: 'Cancer', Jupiter: 'Gemini' }));
      expect(ids(r)).toEqual(['mars_own_sign', 'fourth_in_aries_scorpio']);
      const s = mangalDosha(facts('Scorpio', { Mars: 'Scorpio', Moon: 'Cancer', Venus: 'Cancer', Jupiter: 'Gemini' }));
      expect(ids(s)).toEqual(['mars_own_sign']);
    },
  );

  test('7th in Cancer or Capricorn: Mars in Cancer 7th from lagna Capricorn is cancelled; in the 4th (base) it is not', () => {
    // Moon and Venus in Aquarius: Cancer 6th. Jupiter Taurus: Virgo, Scorpio, Capricorn.
    const r = mangalDosha(
      facts('Capricorn', { Mars: 'Cancer', Moon: 'Aquarius', Venus: 'Aquarius', Jupiter: 'Taurus' }),
    );
    expect(r).toMatchObject({ fromLagna: true, present: false, severity: 'cancelled' });
    expect(ids(r)).toEqual(['seventh_in_cancer_capricorn']);
    expect(ids(mangalDosha(facts('Aries', BASE)))).toEqual([]);
  });

  test(
    '8th in Sagittarius or Pisces: Mars in Sagittarius 8th from lagna Taurus is cancelled; Sagittarius 7th (lagna ' +
      'Gemini) is not',
    () => {
      // Moon and Venus in Leo: Sagittarius 5th. Jupiter Virgo: Capricorn, Pisces, Taurus.
      const r = mangalDosha(facts('Taurus', { Mars: 'Sagittarius', Moon: 'Leo', Venus: 'Leo', Jupiter: 'Virgo' }));
      expect(r).toMatchObject({ fromLagna: true, present: false });
      expect(ids(r)).toEqual(['eighth_in_sagittarius_pisces']);
      const s = mangalDosha(facts('Gemini', { Mars: 'Sagittarius', Moon: 'Leo', Venus: 'Leo', Jupiter: 'Virgo' }));
      expect(s).toMatchObject({ fromLagna: true, present: true, severity: 'low' });
      expect(ids(s)).toEqual([]);
    },
  );

  test('12th in Taurus or Libra: Mars in Libra 12th from lagna Scorpio is cancelled; Libra 1st (lagna Libra) is not', () => {
    // Moon and Venus in Gemini: Libra 5th. Jupiter Cancer: Scorpio, Capricorn, Pisces.
    const r = mangalDosha(facts('Scorpio', { Mars: 'Libra', Moon: 'Gemini', Venus: 'Gemini', Jupiter: 'Cancer' }));
    expect(r).toMatchObject({ fromLagna: true, present: false });
    expect(ids(r)).toEqual(['twelfth_in_taurus_libra']);
    const s = mangalDosha(facts('Libra', { Mars: 'Libra', Moon: 'Gemini', Venus: 'Gemini', Jupiter: 'Cancer' }));
    expect(s).toMatchObject({ present: true, severity: 'low' });
  });

  test('Jupiter conjoined: base case with Jupiter in Cancer beside Mars', () => {
    const r = mangalDosha(facts('Aries', { ...BASE, Jupiter: 'Cancer' }));
    expect(r).toMatchObject({ present: false, severity: 'cancelled' });
    expect(ids(r)).toEqual(['jupiter_conjoined']);
  });

  test(
    "Jupiter's aspect: from Pisces (5th), Capricorn (7th), Scorpio (9th) on Mars in Cancer; not from Gemini or " +
      'Aquarius',
    () => {
      for (const jupiter of ['Pisces', 'Capricorn', 'Scorpio'] as const) {
        const r = mangalDosha(facts('Aries', { ...BASE, Jupiter: jupiter }));
        expect(ids(r)).toEqual(['jupiter_aspects_mars']);
        expect(r.present).toBe(false);
      }
      for (const jupiter of ['Gemini', 'Aquarius', 'Libra'] as const)
        expect(mangalDosha(facts('Aries', { ...BASE, Jupiter: jupiter })).present).toBe(true);
    },
  );

  test('Moon conjoined: base case with the Moon in Cancer (Mars now 1st from the Moon too) is cancelled from both', () => {
    const r = mangalDosha(facts('Aries', { ...BASE, Moon: 'Cancer' }));
    expect(r).toMatchObject({ fromLagna: true, fromMoon: true, present: false });
    expect(r.cancellations).toMatchObject([{ id: 'moon_conjoined', cancels: ['lagna', 'moon'] }]);
  });

  test(
    'Jupiter or Venus in the lagna: base case with Venus in Aries, or Jupiter in Aries (aspects Leo, Libra, ' +
      'Sagittarius)',
    () => {
      const v = mangalDosha(facts('Aries', { ...BASE, Venus: 'Aries' }));
      expect(v).toMatchObject({ fromVenus: true, present: false });
      expect(ids(v)).toEqual(['jupiter_or_venus_in_lagna']);
      const j = mangalDosha(facts('Aries', { ...BASE, Jupiter: 'Aries' }));
      expect(ids(j)).toEqual(['jupiter_or_venus_in_lagna']);
      expect(mangalDosha(facts('Aries', { ...BASE, Venus: 'Taurus' })).present).toBe(true);
    },
  );
});

describe('tables and output', () => {
  test('six dosha houses; twelve cancellations with unique ids; house exceptions only for dosha houses; all pending', () => {
    expect(MANGAL_DOSHA_HOUSES.data).toEqual([1, 2, 4, 7, 8, 12]);
    const table = MANGAL_DOSHA_CANCELLATIONS.data;
    expect(new Set(table.map((c) => c.id)).size).toBe(table.length);
    for (const c of table) {
      if (c.rule.kind === 'house_in_sign') expect(MANGAL_DOSHA_HOUSES.data).toContain(c.rule.house);
      expect(c.refs.length).toBeGreaterThan(0);
      for (const ref of c.refs) expect(ref.status).toBe('pending');
    }
    const r = mangalDosha(facts('Aries', BASE));
    expect(r.parihaar).toMatch(/both partners/);
    expect(r.refs.every((x) => x.status === 'pending')).toBe(true);
  });

  test('a computed chart: houses from the lagna agree with the chart, verdict consistent with its findings', () => {
    const chart = computeChart({ date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 });
    const r = mangalDosha(chart);
    expect(r.references[0]?.marsHouse).toBe(chart.grahas.Mars.house);
    expect(r.present).toBe(r.references.some((x) => x.stands));
    expect(r.marsSign).toBe(chart.grahas.Mars.sign);
  });
});
