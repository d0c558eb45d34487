// Checks on the second batch of rules beyond fire/silent: properties recomputed independently over every
// hand-built chart (the twelve house-lord-in-dusthana yogas, the three grades of the Moon from the Sun), and the
// facts and readings a few rules report, derived by hand in the comments.
import { describe, expect, test } from 'vitest';
import { YOGA_RULES } from './catalogue.ts';
import { YOGA_CASES } from './cases.test-helpers.ts';
import { chartOf } from './chart.test-helpers.ts';
import type { YogaChart, YogaRule } from './types.ts';

const rule = (id: string): YogaRule => {
  const r = YOGA_RULES.find((x) => x.id === id);
  if (r === undefined) throw new Error(`no rule ${id}`);
  return r;
};

const allCharts = (): YogaChart[] => YOGA_CASES.flatMap((c) => [...c.yes, ...c.no].map((x) => chartOf(x.lagna, x.p)));

describe('house lords in the 6th, 8th or 12th (Phaladeepika ch. 6)', () => {
  const BY_HOUSE = [
    'avayoga',
    'nissva',
    'mrityu',
    'kuhu',
    'pamara',
    'harsha',
    'dushkriti',
    'sarala',
    'nirbhagya',
    'duryoga',
    'daridra',
    'vimala',
  ];

  test('on every constructed chart the twelve rules fire exactly for the houses whose lord sits in 6, 8 or 12', () => {
    let checked = 0;
    for (const chart of allCharts()) {
      // Independent recomputation: the sign of each house, its lord from the house table, the lord's sign counted
      // from the lagna sign.
      const expected = chart.houses
        .filter((h) => {
          const fromLagna = ((chart.grahas[h.lord].signIndex - chart.lagna.signIndex + 12) % 12) + 1;
          return fromLagna === 6 || fromLagna === 8 || fromLagna === 12;
        })
        .map((h) => BY_HOUSE[h.house - 1]);
      const fired = BY_HOUSE.filter((id) => rule(id).detect(chart) !== null);
      expect(fired.sort()).toEqual(expected.sort());
      checked += 1;
    }
    console.info(`bhava-lord dusthana yogas: agreed with the recomputation on ${checked} charts`);
  });

  test('a lord of two houses names the other: Venus (2nd and 7th of Aries) in Pisces', () => {
    const c = YOGA_CASES.find((x) => x.id === 'nissva')?.yes[0];
    if (c === undefined) throw new Error('no nissva case');
    const f = rule('nissva').detect(chartOf(c.lagna, c.p));
    expect(f?.facts.detail).toBe('Venus, lord of the 2nd (it also owns the 7th), in the 12th');
    expect(f?.facts.houses).toEqual([2, 12]);
  });
});

describe('Adhama, Sama, Varishta', () => {
  test("exactly one of the three on every constructed chart, the one of the Moon's house from the Sun", () => {
    for (const chart of allCharts()) {
      const h = ((chart.grahas.Moon.signIndex - chart.grahas.Sun.signIndex + 12) % 12) + 1;
      const expected = [1, 4, 7, 10].includes(h) ? 'adhama' : [2, 5, 8, 11].includes(h) ? 'sama' : 'varishta';
      const fired = ['adhama', 'sama', 'varishta'].filter((id) => rule(id).detect(chart) !== null);
      expect(fired).toEqual([expected]);
    }
  });
});

const caseChart = (id: string, i = 0): YogaChart => {
  const c = YOGA_CASES.find((x) => x.id === id)?.yes[i];
  if (c === undefined) throw new Error(`no case ${id}[${i}]`);
  return chartOf(c.lagna, c.p);
};

describe('facts of particular rules', () => {
  test('Gouri: Mars in Aries 15 has navamsa Leo (the 5th part of a movable sign), whose lord the Sun is exalted', () => {
    expect(rule('gouri').detect(caseChart('gouri'))?.facts.detail).toBe(
      '10th lord Mars in Leo navamsa; its lord Sun exalted in the 10th with lagna lord Moon',
    );
  });

  test(
    "Chandika: Venus in Scorpio 5 has navamsa Leo (Scorpio's run starts from Cancer), Saturn in Aries 2 navamsa " +
      'Aries',
    () => {
      const f = rule('chandika').detect(caseChart('chandika'));
      expect(f?.facts.grahas).toEqual(['Sun', 'Mars', 'Venus']);
    },
  );

  test('Daridra by exchange of the lagna and 12th lords names the 7th lord touching them', () => {
    const f = rule('daridra_lagna_twelfth_exchange').detect(caseChart('daridra_lagna_twelfth_exchange'));
    expect(f?.family).toBe('daridra');
    expect(f?.facts.detail).toBe(
      'Mars (lord of the 1st) in the 12th and Jupiter (lord of the 12th) in the 1st; Venus (lord of the 7th) with Mars',
    );
  });

  test('Raja yoga of the vargottama Moon lists the four aspecting grahas in graha order', () => {
    expect(rule('raja_moon_vargottama').detect(caseChart('raja_moon_vargottama'))?.facts.grahas).toEqual([
      'Moon',
      'Sun',
      'Mercury',
      'Jupiter',
      'Venus',
    ]);
  });

  test('Pravrajya reads its band from the strong grahas of the group', () => {
    // Mars exalted in the 10th, 26 deg from the Sun: 2 + 1 = 3. Venus in Capricorn 15: Saturn is its natural
    // friend and, in Libra (10th from Capricorn), a temporary friend: great friend, 1 + 1 = 2; 13 deg from the Sun,
    // beyond its 10 deg orb. The Sun (Saturn's sign, neutral by compound relation) and combust Mercury (8 deg) are
    // not strong. Mean 2.5.
    const f = rule('pravrajya').detect(caseChart('pravrajya'));
    expect(f?.strengthFrom).toEqual(['Mars', 'Venus']);
    expect(f?.strength).toBe('strong');
  });

  test("Avayoga is an affliction: the band negates the lagna lord's score", () => {
    // Leo lagna, the Sun in Capricorn (the 6th): Saturn is its natural enemy and, in Taurus (5th from Capricorn),
    // a temporary enemy: great enemy's sign, -1; no kendra or trikona bonus; not combust. Negated: +1, moderate.
    const chart = chartOf('Le', { Su: 'Cp', Mo: 'Ar', Ma: 'Ge', Me: 'Cp20', Ju: 'Sg', Ve: 'Sg20', Sa: 'Ta', Ra: 'Cn' });
    const f = rule('avayoga').detect(chart);
    expect(f?.facts.detail).toBe('Sun, lord of the 1st, in the 6th');
    expect(f?.strength).toBe('moderate');
  });
});
