// Invariants of the yoga tables: house groups partition the twelve houses as the texts define them, the Nabhasa
// patterns are well formed (houses 1-12, Ardha Chandra's runs of seven not starting at a kendra), 32 Nabhasa
// yogas in all, and every citation pending.
import { describe, expect, test } from 'vitest';
import { HOUSE_GROUPS } from './house-groups.ts';
import { MAHAPURUSHA } from './mahapurusha.ts';
import { AKRITI, ASHRAYA, DALA, SANKHYA } from './nabhasa.ts';
import { NATURES } from './natures.ts';
import { BHAVA_DUSTHANA } from './bhava-dusthana.ts';
import { YOGA_REFS_MORE } from './refs-more.ts';
import { YOGA_REFS } from './refs.ts';

describe('house groups', () => {
  test('kendra, panaphara, apoklima partition 1-12; trikonas 1, 5, 9; dusthanas 6, 8, 12', () => {
    const { kendra, panaphara, apoklima } = HOUSE_GROUPS.data;
    expect([...kendra, ...panaphara, ...apoklima].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(HOUSE_GROUPS.data.trikona).toEqual([1, 5, 9]);
    expect(HOUSE_GROUPS.data.dusthana).toEqual([6, 8, 12]);
  });
});

describe('nabhasa tables', () => {
  test('32 yogas: 3 Ashraya, 2 Dala, 20 Akriti, 7 Sankhya, ids unique', () => {
    const ids = [...ASHRAYA.data, ...DALA.data, ...AKRITI.data, ...SANKHYA.data].map((x) => x.id);
    expect([ASHRAYA.data.length, DALA.data.length, AKRITI.data.length, SANKHYA.data.length]).toEqual([3, 2, 20, 7]);
    expect(new Set(ids).size).toBe(32);
    expect(SANKHYA.data.map((s) => s.signs)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  test('every set holds distinct houses 1-12', () => {
    for (const { id, pattern } of AKRITI.data) {
      const sets = pattern.kind === 'split' ? [pattern.benefics, pattern.malefics] : pattern.sets;
      for (const s of sets) {
        expect(new Set(s).size, id).toBe(s.length);
        for (const h of s) expect(h >= 1 && h <= 12, id).toBe(true);
      }
    }
  });

  test('Ardha Chandra: eight runs of seven consecutive houses, none starting at a kendra', () => {
    const entry = AKRITI.data.find((a) => a.id === 'ardha_chandra');
    const sets = entry?.pattern.kind === 'occupy' ? entry.pattern.sets : [];
    expect(sets).toHaveLength(8);
    for (const s of sets) {
      expect(s).toHaveLength(7);
      s.forEach((h, i) => i > 0 && expect(h).toBe(((s[i - 1] ?? 0) % 12) + 1));
      expect([1, 4, 7, 10]).not.toContain(s[0]);
    }
  });
});

describe('other tables', () => {
  test('five mahapurusha grahas, Mars to Saturn; natures for all nine grahas', () => {
    expect(MAHAPURUSHA.data.map((m) => m.graha)).toEqual(['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);
    expect(Object.keys(NATURES.data)).toHaveLength(9);
  });

  test('every citation is pending, and BPHS ones say the chapter numbering is unchecked', () => {
    for (const [key, refs] of Object.entries({ ...YOGA_REFS, ...YOGA_REFS_MORE })) {
      expect(refs.length, key).toBeGreaterThan(0);
      for (const c of refs) {
        expect(c.status, key).toBe('pending');
        if (c.source === 'bphs') expect(c.note, key).toContain("Santhanam's translation, not checked");
      }
    }
  });
  test('the bhava-lord dusthana yogas: one per house except the 6th, 8th and 12th (the viparita rules), ids unique', () => {
    expect(BHAVA_DUSTHANA.data.map((e) => e.house)).toEqual([1, 2, 3, 4, 5, 7, 9, 10, 11]);
    expect(new Set(BHAVA_DUSTHANA.data.map((e) => e.id)).size).toBe(9);
  });
});
