// Invariants of the activation tables: twelve levels in order, each area's parameters well formed and its karakas
// those of Phaladeepika 15.17 as the narrative table holds them, the band edges ordered, and the score range equal
// to the sum of each level's range as its rule states it.
import { expect, test } from 'vitest';
import { NARRATIVE_SECTIONS } from '../narrative/sections.ts';
import { AREA_PARAMS, LIFE_AREAS, OBSTRUCTION_RULES } from './areas.ts';
import { FERTILITY_BANDS, RATING_BANDS, SCORE_RANGE } from './bands.ts';
import { ACTIVATION_LEVELS, LEVEL_IDS } from './levels.ts';

test('twelve levels numbered 1-12 in the order of LEVEL_IDS, each with a rule and citations', () => {
  expect(LEVEL_IDS).toHaveLength(12);
  LEVEL_IDS.forEach((id, i) => {
    const d = ACTIVATION_LEVELS.data[id];
    expect(d.level).toBe(i + 1);
    expect(d.rule.length).toBeGreaterThan(20);
    expect(d.refs.length).toBeGreaterThan(0);
  });
});

test('areas: houses 1-12, known obstructions, natural karakas as Phaladeepika 15.17 gives them for the first house', () => {
  for (const area of LIFE_AREAS) {
    const p = AREA_PARAMS.data[area];
    for (const h of p.houses) expect(h >= 1 && h <= 12).toBe(true);
    for (const o of p.obstructions) expect(OBSTRUCTION_RULES.data[o]).toBeDefined();
    const section = NARRATIVE_SECTIONS.data.find((s) => s.bhava === p.houses[0]);
    expect([...p.naturalKarakas].sort()).toEqual([...(section?.karakas ?? [])].sort());
    expect(p.omittedByPolicy.some((o) => o.id === 'death-and-longevity')).toBe(true);
  }
  expect(AREA_PARAMS.data.progeny.omittedByPolicy.map((o) => o.id)).toEqual(
    expect.arrayContaining(['child-sex', 'infertility-certainty']),
  );
});

test('rating bands: edges strictly descending, the last open; the score range is the sum of the level ranges', () => {
  const edges = RATING_BANDS.data.map((b) => b.atLeast);
  expect(edges.at(-1)).toBeNull();
  const closed = edges.slice(0, -1) as number[];
  for (let i = 1; i < closed.length; i++) expect(closed[i]!).toBeLessThan(closed[i - 1]!);
  // From the rules: levels 1-5, 7, 8 run -2..+2; yogas 0..+2; obstructions -2..0; dasha, transit, annual 0..+2.
  const range: Record<string, [number, number]> = {
    bhava: [-2, 2],
    lord: [-2, 2],
    karaka: [-2, 2],
    occupants_aspects: [-2, 2],
    varga: [-2, 2],
    yogas: [0, 2],
    ashtakavarga: [-2, 2],
    strength: [-2, 2],
    obstructions: [-2, 0],
    dasha: [0, 2],
    transit: [0, 2],
    annual: [0, 2],
  };
  expect(Object.keys(range).sort()).toEqual([...LEVEL_IDS].sort());
  expect(SCORE_RANGE.min).toBe(Object.values(range).reduce((s, r) => s + r[0], 0));
  expect(SCORE_RANGE.max).toBe(Object.values(range).reduce((s, r) => s + r[1], 0));
  // The fertility band reads levels that exist; its star edges ascend.
  for (const id of FERTILITY_BANDS.data.levels) expect(LEVEL_IDS).toContain(id);
  const stars = FERTILITY_BANDS.data.starsAtLeast;
  for (let i = 1; i < stars.length; i++) expect(stars[i]!).toBeGreaterThan(stars[i - 1]!);
});
