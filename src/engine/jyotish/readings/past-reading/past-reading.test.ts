// Past-reading rules on a hand-placed chart and hand-made dasha periods: each rule where it fires and where it
// does not; statements only for periods begun by "now"; keys stable. Wilson interval against its defining
// equation solved independently by bisection.
import { describe, expect, test } from 'vitest';
import type { DashaPeriod, Vimshottari } from '../../dasha/vimshottari.ts';
import { chartOf, type Placements } from '../../yoga/chart.test-helpers.ts';
import { pastReading } from './index.ts';
import { wilson } from './wilson.ts';
import { record, report, worst } from '../../../../../test/support/accuracy.ts';

// Lagna Aries 5 (first drekkana). Sun Cp10 (10th), Moon Cn15 (4th, own; 185 deg from the Sun: waning, malefic),
// Mars Vi15 (6th), Mercury Cp20 (10th), Jupiter Cn5 (4th, exalted), Venus Sg15 (9th), Saturn Pi15 (12th),
// Rahu Ge15 (3rd), Ketu Sg15 (9th).
const P: Placements = { Su: 'Cp10', Mo: 'Cn15', Ma: 'Vi15', Me: 'Cp20', Ju: 'Cn5', Ve: 'Sg15', Sa: 'Pi15', Ra: 'Ge15' };
const BIRTH = 2447000.5;
const Y = 365.25;
const chart = { ...chartOf('Ar5', P), moment: { jdUt: BIRTH } };
const period = (lord: DashaPeriod['lord'], fromYear: number, toYear: number): DashaPeriod => ({
  level: 'Mahadasha',
  lord,
  startJdUt: BIRTH + fromYear * Y,
  endJdUt: BIRTH + toYear * Y,
  years: toYear - fromYear,
});
// Mars (6th) running at birth, then Rahu (3rd: no rule), Jupiter (4th, exalted), Saturn (12th), Mercury (10th, no
// dignity).
const V: Vimshottari = {
  balance: { lord: 'Mars', years: 3, elapsedFraction: 4 / 7, ymd: { years: 3, months: 0, days: 0 } },
  yearDays: Y,
  mahadashas: [
    period('Mars', -4, 3),
    period('Rahu', 3, 21),
    period('Jupiter', 21, 37),
    period('Saturn', 37, 56),
    period('Mercury', 56, 73),
  ],
};

describe('dasha rules', () => {
  test(
    'at age 40: Mars (6th) and Saturn (12th) fire dusthana, Jupiter (exalted, 4th) fires dignified; Rahu and ' +
      'Mercury do not',
    () => {
      const s = pastReading(chart, V, BIRTH + 40 * Y).filter((x) => x.facts.period !== undefined);
      expect(
        s.map(
          (x) =>
            `${x.ruleId}:${x.facts.period?.lord}:${x.facts.period?.fromAge}-${x.facts.period?.toAge}:` +
            `${x.facts.period?.running}`,
        ),
      ).toEqual([
        'dasha-dusthana-lord:Mars:0-3:false',
        'dasha-dignified-lord:Jupiter:21-37:false',
        'dasha-dusthana-lord:Saturn:37-40:true',
      ]);
    },
  );
  test('at age 10 only the periods begun so far', () => {
    const s = pastReading(chart, V, BIRTH + 10 * Y).filter((x) => x.facts.period !== undefined);
    expect(s.map((x) => x.facts.period?.lord)).toEqual(['Mars']);
  });
  test('a birth after now has lived no period: no dasha statement, no age below zero', () => {
    // The fuzz test found "to_age": -4 for a birth in 2030: the period running at birth began before it.
    const s = pastReading(chart, V, BIRTH - 4 * Y).filter((x) => x.facts.period !== undefined);
    expect(s).toEqual([]);
  });
});

describe('mark rules', () => {
  test('malefics and benefics by house; empty houses give nothing', () => {
    const s = pastReading(chart, V, BIRTH).filter((x) => x.ruleId.startsWith('mark'));
    const got = s.map((x) => `${x.ruleId}:${x.facts.houses[0]}:${x.facts.grahas.join('+')}`).sort();
    expect(got).toEqual(
      [
        'mark-benefic:10:Mercury',
        'mark-benefic:4:Jupiter',
        'mark-benefic:9:Venus',
        'mark-malefic:10:Sun',
        'mark-malefic:12:Saturn',
        'mark-malefic:3:Rahu',
        'mark-malefic:4:Moon',
        'mark-malefic:6:Mars',
        'mark-malefic:9:Ketu',
      ].sort(),
    );
    // Drekkana 1: house 10 is the nostril (left side), house 3 the ear (right side).
    expect(s.find((x) => x.ruleId === 'mark-malefic' && x.facts.houses[0] === 10)?.text).toMatch(/left nostril/);
    expect(s.find((x) => x.facts.houses[0] === 3)?.text).toMatch(/right ear/);
  });
  test('keys are stable and distinct', () => {
    const a = pastReading(chart, V, BIRTH + 40 * Y).map((x) => x.key);
    expect(pastReading(chart, V, BIRTH + 40 * Y).map((x) => x.key)).toEqual(a);
    expect(new Set(a).size).toBe(a.length);
  });
});

describe('Wilson interval', () => {
  // The bounds are the two roots p of (hits/n - p)^2 = z^2 p (1 - p) / n; found here by bisection on each side of
  // hits/n.
  const root = (hits: number, n: number, z: number, lo: number, hi: number) => {
    const f = (p: number) => (hits / n - p) ** 2 - (z * z * p * (1 - p)) / n;
    let a = lo;
    let b = hi;
    for (let i = 0; i < 200; i++) {
      const m = (a + b) / 2;
      if (Math.sign(f(a)) === Math.sign(f(m))) a = m;
      else b = m;
    }
    return (a + b) / 2;
  };
  test('matches the defining equation within 1e-12 over a grid of cases', () => {
    const w = worst();
    for (const n of [1, 2, 5, 10, 37, 100, 1000]) {
      for (const hits of new Set(
        [0, 1, Math.floor(n / 3), Math.floor(n / 2), n - 1, n].filter((h) => h >= 0 && h <= n),
      )) {
        const interval = wilson(hits, n);
        const p = hits / n;
        // At p = 0 or 1 the equation has a root at p itself: search just beside it.
        const lower = hits === 0 ? 0 : root(hits, n, 1.96, 0, Math.min(p, 1 - 1e-12));
        const upper = hits === n ? 1 : root(hits, n, 1.96, Math.max(p, 1e-12), 1);
        record(w, Math.abs((interval?.lower ?? NaN) - lower), `${hits}/${n} lower`);
        record(w, Math.abs((interval?.upper ?? NaN) - upper), `${hits}/${n} upper`);
      }
    }
    report(
      {
        id: 'reading.wilson-interval.test-bisection',
        quantity: '95% Wilson interval bounds of the past-reading hit rate, n 1 to 1000',
        reference: 'testBisection',
        unit: 'probability',
        tolerance: 1e-12,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(1e-12);
  });
  test('no checks: no interval', () => {
    expect(wilson(0, 0)).toBeNull();
  });
});
