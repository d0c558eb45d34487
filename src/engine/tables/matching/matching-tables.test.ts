// Invariants of the matching tables: partitions of the 27 nakshatras, symmetric tables, maxima summing to 36, and
// graha maitri points that follow from the natural friendship table.
import { describe, expect, test } from 'vitest';
import { NATURAL_FRIENDSHIP } from '../chart/friendship.ts';
import { NAKSHATRAS, SIGN_LORDS, SIGNS, type SevenGraha } from '../../vocabulary/names.ts';
import { GANA_OF, NADI_OF, RAJJU_OF, VEDHA_GROUPS, YONI_OF } from './nakshatra-attributes.ts';
import { GANA_POINTS, KOOTA_MAXIMA, MAITRI_POINTS, VASHYA_POINTS, YONI_ENEMIES, YONI_POINTS } from './points.ts';
import { VASHYA_GROUP, VARNA, VASYA_SIGNS } from './sign-attributes.ts';

function expectPartition(groups: Record<string, readonly string[]>, sizes: number[]) {
  const all = Object.values(groups).flat();
  expect(all.length).toBe(27);
  expect(new Set(all)).toEqual(new Set(NAKSHATRAS));
  expect(Object.values(groups).map((g) => g.length)).toEqual(sizes);
}

describe('nakshatra partitions', () => {
  test('each star in exactly one gana (9 each), nadi (9 each) and rajju (6, 6, 6, 6, 3)', () => {
    expectPartition(GANA_OF.data, [9, 9, 9]);
    expectPartition(NADI_OF.data, [9, 9, 9]);
    expectPartition(RAJJU_OF.data, [6, 6, 6, 6, 3]);
  });

  test('nadi and rajju follow their zig-zag orders from Ashwini', () => {
    const nadi = ['Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi'] as const;
    NAKSHATRAS.forEach((n, i) =>
      expect((NADI_OF.data[nadi[i % 6] ?? 'Adi'] as readonly string[]).includes(n), n).toBe(true),
    );
    const rajju = ['Pada', 'Kati', 'Nabhi', 'Kantha', 'Siro', 'Kantha', 'Nabhi', 'Kati', 'Pada'] as const;
    NAKSHATRAS.forEach((n, i) =>
      expect((RAJJU_OF.data[rajju[i % 9] ?? 'Pada'] as readonly string[]).includes(n), n).toBe(true),
    );
  });

  test('each star one yoni; 14 animals, each male and female once, the Mongoose alone (Abhijit not counted)', () => {
    expect(Object.keys(YONI_OF.data).sort()).toEqual([...NAKSHATRAS].sort());
    const byAnimal = new Map<string, string[]>();
    for (const [animal, sex] of Object.values(YONI_OF.data))
      byAnimal.set(animal, [...(byAnimal.get(animal) ?? []), sex]);
    expect(byAnimal.size).toBe(14);
    for (const [animal, sexes] of byAnimal)
      expect(sexes.sort(), animal).toEqual(animal === 'Mongoose' ? ['male'] : ['female', 'male']);
  });
});

describe('symmetric tables', () => {
  const animals = Object.keys(YONI_POINTS.data) as (keyof typeof YONI_POINTS.data)[];
  test('yoni points symmetric, 4 on the diagonal, 0 exactly for the seven enemy pairs (each animal in one)', () => {
    const enemies = new Set(YONI_ENEMIES.data.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
    expect(new Set(YONI_ENEMIES.data.flat()).size).toBe(14);
    for (const a of animals) {
      for (const b of animals) {
        expect(YONI_POINTS.data[a][b], `${a}-${b}`).toBe(YONI_POINTS.data[b][a]);
        if (a === b) expect(YONI_POINTS.data[a][b]).toBe(4);
        expect(YONI_POINTS.data[a][b] === 0, `${a}-${b}`).toBe(enemies.has(`${a}|${b}`));
      }
    }
  });

  test('vedha pairs symmetric and a partition of the 27 stars (12 pairs and one triple)', () => {
    const all = VEDHA_GROUPS.data.flat();
    expect(all.length).toBe(27);
    expect(new Set(all)).toEqual(new Set(NAKSHATRAS));
    // Symmetric by construction of groups; also not the "sum of star numbers" shortcut: Ardra (6) and Shravana (22).
    const idx = (n: string) => NAKSHATRAS.indexOf(n as never) + 1;
    expect(VEDHA_GROUPS.data.some((g) => g.length === 2 && idx(g[0]) + idx(g[1] ?? '') !== 19)).toBe(true);
  });

  test('vashya points symmetric with 2 on the diagonal; the Sagittarius and Capricorn halves differ', () => {
    const groups = Object.keys(VASHYA_POINTS.data) as (keyof typeof VASHYA_POINTS.data)[];
    for (const a of groups) for (const b of groups) expect(VASHYA_POINTS.data[a][b]).toBe(VASHYA_POINTS.data[b][a]);
    for (const a of groups) expect(VASHYA_POINTS.data[a][a]).toBe(2);
    expect(VASHYA_GROUP.data.Sagittarius).toEqual(['Manava', 'Chatushpada']);
    expect(VASHYA_GROUP.data.Capricorn).toEqual(['Chatushpada', 'Jalachara']);
  });

  test('gana: one gana scores 6; the rakshasa-manushya pair scores 0 both ways', () => {
    for (const g of ['Deva', 'Manushya', 'Rakshasa'] as const) expect(GANA_POINTS.data[g][g]).toBe(6);
    expect(GANA_POINTS.data.Manushya.Rakshasa).toBe(0);
    expect(GANA_POINTS.data.Rakshasa.Manushya).toBe(0);
  });
});

test('koota maxima are 1..8 and sum to 36', () => {
  expect(Object.values(KOOTA_MAXIMA.data)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
});

test('graha maitri points follow from the natural friendship table (the classic 7 x 7 grid)', () => {
  const lords = [
    'Sun',
    'Moon',
    'Mars',
    'Mercury',
    'Jupiter',
    'Venus',
    'Saturn',
  ] as const satisfies readonly SevenGraha[];
  const view = (a: SevenGraha, b: SevenGraha) =>
    a === b ? 'friend' : (NATURAL_FRIENDSHIP.data[a] as Record<string, string>)[b];
  const grid = lords.map((a) =>
    lords.map((b) => MAITRI_POINTS.data[[view(a, b), view(b, a)].sort().join('+') as keyof typeof MAITRI_POINTS.data]),
  );
  // As manuals print it (rows and columns Sun..Saturn).
  expect(grid).toEqual([
    [5, 5, 5, 4, 5, 0, 0],
    [5, 5, 4, 1, 4, 0.5, 0.5],
    [5, 4, 5, 0.5, 5, 3, 0.5],
    [4, 1, 0.5, 5, 0.5, 5, 4],
    [5, 4, 5, 0.5, 5, 0.5, 3],
    [0, 0.5, 3, 5, 0.5, 5, 5],
    [0, 0.5, 0.5, 4, 3, 5, 5],
  ]);
});

test('every sign has a varna (3 each), a vashya group and a vasya list of other signs', () => {
  const counts = new Map<string, number>();
  for (const s of SIGNS) counts.set(VARNA.data.ofSign[s], (counts.get(VARNA.data.ofSign[s]) ?? 0) + 1);
  expect([...counts.values()]).toEqual([3, 3, 3, 3]);
  for (const s of SIGNS) {
    expect(VASHYA_GROUP.data[s]).toHaveLength(2);
    expect(VASYA_SIGNS.data[s].length).toBeGreaterThan(0);
    expect(VASYA_SIGNS.data[s]).not.toContain(s);
  }
  expect(Object.keys(SIGN_LORDS)).toHaveLength(12);
});
