// The narrative tables against independent statements: the karaka list as Phaladeepika ch. 15 v. 17 gives it
// (typed here from the verse's order, house by house), sign natures by their cyclic order, and the shape of the
// rules (citations pending, slots well formed) and weights (ordered as the chapter ranks the conditions).
import { describe, expect, test } from 'vitest';
import { SIGNS } from '../../vocabulary/names.ts';
import { NARRATIVE_RULES } from './rules.ts';
import { NARRATIVE_SECTIONS } from './sections.ts';
import { SIGN_NATURES } from './sign-natures.ts';
import { NARRATIVE_WEIGHTS, VERDICT_BANDS } from './weights.ts';

describe('sections', () => {
  test('thirteen: the lagna, the Moon, then houses 2 to 12, each once', () => {
    expect(NARRATIVE_SECTIONS.data.map((s) => s.bhava)).toEqual([1, 'moon', 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(NARRATIVE_SECTIONS.data.map((s) => s.id)).size).toBe(13);
  });

  test(
    'karakas as ch. 15 v. 17 lists them: Sun; Jupiter; Mars; Moon, Mercury; Jupiter; Saturn, Mars; Venus; Saturn; ' +
      'Sun, Jupiter; Jupiter, Sun, Mercury, Saturn; Jupiter; Saturn',
    () => {
      const verse = (
        'Sun|Jupiter|Mars|Moon,Mercury|Jupiter|Saturn,Mars|Venus|Saturn|Sun,Jupiter|Jupiter,' +
        'Sun,Mercury,Saturn|Jupiter|Saturn'
      ).split('|');
      for (const s of NARRATIVE_SECTIONS.data) {
        if (s.bhava === 'moon') expect(s.karakas).toEqual([]);
        else expect(s.karakas.join(',')).toBe(verse[s.bhava - 1]);
      }
    },
  );

  test('only the 8th carries a policy line', () => {
    expect(NARRATIVE_SECTIONS.data.filter((s) => 'policy' in s).map((s) => s.bhava)).toEqual([8]);
  });
});

test('sign natures: movable, fixed, dual in turn and fire, earth, air, water in turn from Aries', () => {
  SIGNS.forEach((sign, i) => {
    expect(SIGN_NATURES.data[sign]).toEqual({
      modality: ['movable', 'fixed', 'dual'][i % 3],
      element: ['fire', 'earth', 'air', 'water'][i % 4],
    });
  });
});

test('every rule: a statement, a template of named slots, at least one citation, all pending', () => {
  for (const [id, rule] of Object.entries(NARRATIVE_RULES)) {
    expect(rule.statement.length, id).toBeGreaterThan(20);
    expect(rule.template.replace(/\{\w+\}/g, ''), id).not.toMatch(/[{}]/);
    expect(rule.refs.length, id).toBeGreaterThan(0);
    for (const r of rule.refs) expect(r.status, id).toBe('pending');
  }
});

test('weights rank the conditions as ch. 15 does: dignity ordered, dusthana and combustion the heaviest faults', () => {
  const d = NARRATIVE_WEIGHTS.data.dignity;
  const order = [d.exalted, d.own, d.friend, d.neutral, d.enemy, d.debilitated];
  expect([...order].sort((a, b) => b - a)).toEqual(order);
  const p = NARRATIVE_WEIGHTS.data.place;
  expect(p.own_bhava > p.kendra_trikona && p.kendra_trikona > p.neutral && p.neutral > p.dusthana).toBe(true);
  expect(NARRATIVE_WEIGHTS.data.combust).toBe(p.dusthana);
  expect(VERDICT_BANDS.strongAtLeast).toBeGreaterThan(0);
  expect(VERDICT_BANDS.weakAtMost).toBeLessThan(0);
});
