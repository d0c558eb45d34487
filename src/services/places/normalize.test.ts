import { describe, test, expect } from 'vitest';
import { normalizePlaceQuery } from './normalize.ts';
import { placeKeys } from './keys.ts';

describe('normalizePlaceQuery', () => {
  test('folds case and accents', () => {
    expect(normalizePlaceQuery('São Paulo')).toBe('sao paulo');
    expect(normalizePlaceQuery('MÜNCHEN')).toBe('munchen');
    expect(normalizePlaceQuery('İstanbul')).toBe('istanbul');
    expect(normalizePlaceQuery('Łódź')).toBe('lodz');
    expect(normalizePlaceQuery('Straße')).toBe('strasse');
  });

  test('collapses punctuation and spaces, joins apostrophes, trims', () => {
    expect(normalizePlaceQuery('  New   York ')).toBe('new york');
    expect(normalizePlaceQuery('St.-Louis')).toBe('st louis');
    expect(normalizePlaceQuery("Xi'an")).toBe('xian');
    expect(normalizePlaceQuery('Xi’an')).toBe('xian');
  });

  test('compatibility forms fold to plain letters', () => {
    expect(normalizePlaceQuery('ｍｕｍｂａｉ')).toBe('mumbai');
  });

  test('keeps non-Latin scripts, including their vowel signs', () => {
    expect(normalizePlaceQuery('मुंबई')).toBe('मुंबई'.normalize('NFKD'));
    expect(normalizePlaceQuery('मुंबई')).not.toBe(normalizePlaceQuery('मबई'));
    expect(normalizePlaceQuery('Мумбаи')).toBe('мумбаи');
  });

  test('nothing left means empty', () => {
    expect(normalizePlaceQuery('')).toBe('');
    expect(normalizePlaceQuery('   ')).toBe('');
    expect(normalizePlaceQuery('--.,')).toBe('');
  });
});

describe('placeKeys', () => {
  test('name, ASCII name and alternates, deduplicated after normalization', () => {
    expect(placeKeys('São Paulo', 'Sao Paulo', 'Sao Paulo,SAO PAULO,San Pablo')).toEqual(['sao paulo', 'san pablo']);
  });

  test('drops code-like, numeric and URL alternates but never the name itself', () => {
    expect(placeKeys('Mumbai', 'Mumbai', 'BOM,Bombay,400001,https://en.wikipedia.org/wiki/Mumbai')).toEqual([
      'mumbai',
      'bombay',
    ]);
    expect(placeKeys('URA', 'URA', '')).toEqual(['ura']);
  });
});
