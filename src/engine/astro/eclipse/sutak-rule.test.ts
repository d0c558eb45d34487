import { describe, expect, test } from 'vitest';
import { SOURCES } from '../../tables/sources.ts';
import { SUTAK_RULE } from './sutak-rule.ts';

describe('sutak rule data', () => {
  test('4 praharas before a solar eclipse, 3 before a lunar one, a prahara of 3 hours', () => {
    const { solar, lunar } = SUTAK_RULE.data;
    expect([solar.praharas, lunar.praharas]).toEqual([4, 3]);
    for (const c of [solar, lunar]) expect(c.hours).toBe(c.praharas * 3);
    expect(SUTAK_RULE.data.onlyWhenVisible).toBe(true);
    expect(SUTAK_RULE.data.penumbralLunarObserved).toBe(false);
  });

  test('the exceptions are stated and not computed', () => {
    const who = SUTAK_RULE.data.exceptions.flatMap((e) => e.who);
    expect(who).toEqual(expect.arrayContaining(['children', 'the elderly', 'the sick']));
    expect(SUTAK_RULE.data.exceptions.every((e) => !e.computed)).toBe(true);
  });

  test('every citation names a known source, is pending, and guesses no verse', () => {
    expect(SUTAK_RULE.cites.length).toBeGreaterThan(0);
    for (const c of SUTAK_RULE.cites) {
      expect(c.source in SOURCES).toBe(true);
      expect(c.status).toBe('pending');
      expect(c).not.toHaveProperty('verses');
      expect(c.note?.length ?? 0).toBeGreaterThan(0);
    }
  });
});
