// Every yoga rule against charts built by hand (cases.test-helpers.ts): each fires, with the expected status, on
// its positive charts and stays silent on its negative ones. Further tests check the facts and reasons reported.
import { describe, expect, test } from 'vitest';
import { YOGA_RULES } from './catalogue.ts';
import { YOGA_CASES } from './cases.test-helpers.ts';
import { chartOf } from './chart.test-helpers.ts';
import { neechaBhangaConditions } from './neecha-bhanga.ts';
import type { YogaRule } from './types.ts';

const rule = (id: string): YogaRule => {
  const r = YOGA_RULES.find((x) => x.id === id);
  if (r === undefined) throw new Error(`no rule ${id}`);
  return r;
};

describe('every rule has a positive and a negative case', () => {
  test('the case table covers the catalogue exactly', () => {
    expect(YOGA_CASES.map((c) => c.id).sort()).toEqual(YOGA_RULES.map((r) => r.id).sort());
    for (const c of YOGA_CASES) {
      expect(
        c.yes.some((y) => y.status === 'present'),
        c.id,
      ).toBe(true);
      expect(c.no.length, c.id).toBeGreaterThan(0);
    }
  });
});

describe.each(YOGA_CASES)('$id', ({ id, yes, no }) => {
  test.each(yes)('fires ($status): $why', ({ lagna, p, status, ctx }) => {
    const f = rule(id).detect(chartOf(lagna, p), ctx);
    expect(f).not.toBeNull();
    expect(f?.status).toBe(status);
    expect(f?.strengthLabel).toBe(status === 'cancelled' ? 'cancelled' : f?.strength);
    expect((f?.cancellation ?? []).length > 0).toBe(status === 'cancelled');
  });
  test.each(no)('silent: $why', ({ lagna, p, ctx }) => {
    expect(rule(id).detect(chartOf(lagna, p), ctx)).toBeNull();
  });
});

const caseChart = (id: string, i = 0) => {
  const c = YOGA_CASES.find((x) => x.id === id)?.yes[i];
  if (c === undefined) throw new Error(`no case ${id}[${i}]`);
  return chartOf(c.lagna, c.p);
};

describe('facts and reasons', () => {
  test('Ruchaka: Mars in Aries (own, 15 deg is past the 0-12 moolatrikona arc), 1st house, band strong (2 + 1 = 3)', () => {
    const f = rule('ruchaka').detect(caseChart('ruchaka'));
    expect(f?.facts).toMatchObject({ grahas: ['Mars'], houses: [1], signs: ['Aries'] });
    expect(f?.facts.detail).toContain('own');
    expect(f?.strength).toBe('strong');
  });

  test('Kemadruma: each exception named', () => {
    const reasons = [1, 2, 3, 4].map((i) => rule('kemadruma').detect(caseChart('kemadruma', i))?.cancellation ?? []);
    expect(reasons[0]?.join()).toContain('Saturn with the Moon');
    expect(reasons[1]).toEqual(['Jupiter in a kendra from the lagna (BPHS ch. 37)']);
    expect(reasons[2]).toEqual(['Jupiter in a kendra from the Moon (Phaladeepika ch. 6)']);
    expect(reasons[3]).toEqual(['the Moon in a kendra (1st) from the lagna (Saravali ch. 13)']);
  });

  test('Kemadruma band reads the afflicted Moon: moolatrikona Moon in the 2nd scores 2, negated -2: weak', () => {
    expect(rule('kemadruma').detect(caseChart('kemadruma'))?.strength).toBe('weak');
  });

  test('Sunapha lists the grahas in the 2nd and leaves out Rahu and the Sun', () => {
    expect(rule('sunapha').detect(caseChart('sunapha'))?.facts.grahas).toEqual(['Mars', 'Mercury']);
  });

  test('Raja yoga by conjunction names the pair and their lordships', () => {
    const f = rule('raja_conjunction').detect(caseChart('raja_conjunction'));
    expect(f?.facts.detail).toBe('Jupiter (lord of the 9th) and Moon (lord of the 4th) together in one sign');
  });

  test('Parivartana houses: Maha 4-5, Khala 3-4, Dainya 6-12', () => {
    expect(rule('maha_parivartana').detect(caseChart('maha_parivartana'))?.facts.houses).toEqual([4, 5]);
    expect(rule('khala_parivartana').detect(caseChart('khala_parivartana'))?.facts.houses).toEqual([3, 4]);
    expect(rule('dainya_parivartana').detect(caseChart('dainya_parivartana'))?.facts.houses).toEqual([6, 12]);
    // The exchange charts form only their own kind.
    expect(rule('dainya_parivartana').detect(caseChart('maha_parivartana'))).toBeNull();
    expect(rule('maha_parivartana').detect(caseChart('khala_parivartana'))).toBeNull();
  });

  test('Neecha bhanga: each chart meets exactly the one condition it was built for', () => {
    const expected = [
      'Venus, lord of Libra, in a kendra',
      'Mars, lord of Aries (its exaltation sign), in a kendra',
      'Saturn, exalted in Libra, in a kendra',
      'Venus, lord of Libra, aspects Sun',
      'Sun in Aries, its exaltation sign, in the navamsa',
      'Venus and Mars (lords of its debilitation and exaltation signs) in mutual kendras',
    ];
    expected.forEach((text, i) => {
      const chart = caseChart('neecha_bhanga_raja', i);
      expect(rule('neecha_bhanga_raja').detect(chart)?.facts.detail, text).toContain(text);
      expect(neechaBhangaConditions(chart, 'Sun').reasons, text).toHaveLength(1);
    });
    // Condition 5 has no other graha: the band is read from the debilitated Sun itself.
    expect(rule('neecha_bhanga_raja').detect(caseChart('neecha_bhanga_raja', 4))?.strengthFrom).toEqual(['Sun']);
  });

  test('Sankhya superseded by a shape yoga names it', () => {
    expect(rule('veena').detect(caseChart('veena', 1))?.cancellation?.[0]).toContain('Nauka');
    expect(rule('gola').detect(caseChart('gola', 1))?.cancellation?.[0]).toContain('Vapi');
  });

  test('Amala says from where', () => {
    expect(rule('amala').detect(caseChart('amala', 0))?.facts.detail).toBe('Venus alone in the 10th from the lagna');
    expect(rule('amala').detect(caseChart('amala', 1))?.facts.detail).toBe('Jupiter alone in the 10th from the Moon');
  });

  test('Arishta lists the aspecting malefics (Mars 4th aspect, Saturn 7th) and its antidote', () => {
    expect(rule('arishta_moon_dusthana').detect(caseChart('arishta_moon_dusthana', 0))?.facts.grahas).toEqual([
      'Moon',
      'Mars',
      'Saturn',
    ]);
    expect(rule('arishta_moon_dusthana').detect(caseChart('arishta_moon_dusthana', 1))?.cancellation).toEqual([
      'Jupiter in a kendra (4th)',
    ]);
  });
});
