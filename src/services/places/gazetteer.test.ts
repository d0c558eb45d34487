/**
 * The real GeoNames data. Expected coordinates are GeoNames' own published values for each place
 * (Mumbai 19.07283 N 72.88261 E; New Delhi 28.6358 N 77.2245 E), not this module's output.
 */
import { describe, test, expect } from 'vitest';
import { gazetteerReady, loadGazetteer, type PlaceItem } from './index.ts';

const g = loadGazetteer();
const first = (q: string): PlaceItem | undefined => g.search(q, 8)[0];

describe('offline gazetteer', () => {
  test('is loaded once and reports its size', () => {
    expect(gazetteerReady()).toBe(true);
    expect(loadGazetteer()).toBe(g);
    expect(g.size).toBeGreaterThan(190_000);
  });

  test.each(['mumbai', 'Mumbai', 'bombay', 'BOMB', 'मुंबई'])('"%s" finds Mumbai first', (q) => {
    expect(first(q)?.name).toBe('Mumbai');
  });

  test('Mumbai: state, country, zone and coordinates', () => {
    const mumbai = first('mumbai');
    expect(mumbai).toMatchObject({ name: 'Mumbai', admin1: 'Maharashtra', country: 'India', timezone: 'Asia/Kolkata' });
    expect(Math.abs((mumbai?.latitude ?? 0) - 19.07)).toBeLessThan(0.05);
    expect(Math.abs((mumbai?.longitude ?? 0) - 72.88)).toBeLessThan(0.05);
  });

  test('accent-insensitive', () => {
    for (const q of ['sao paulo', 'São Paulo', 'SAO-PAULO'])
      expect(first(q)).toMatchObject({ name: 'São Paulo', country: 'Brazil' });
  });

  test('"delhi" is in India, near New Delhi, on India time', () => {
    const delhi = first('delhi');
    expect(delhi).toMatchObject({ country: 'India', timezone: 'Asia/Kolkata' });
    expect(Math.abs((delhi?.latitude ?? 0) - 28.61)).toBeLessThan(0.5);
    expect(Math.abs((delhi?.longitude ?? 0) - 77.21)).toBeLessThan(0.5);
  });

  test('an Indian place comes before a foreign one of the same prefix', () => {
    const names = g.search('lond', 8).map((p) => `${p.name}, ${p.country}`);
    expect(names.indexOf('Londa, India')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Londa, India')).toBeLessThan(names.indexOf('London, United Kingdom'));
  });

  test('one result per place', () => {
    for (const q of ['mumb', 'bomb', 'new y', 'a']) {
      const seen = g.search(q, 10).map((p) => `${p.name}|${p.latitude}|${p.longitude}`);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  test('limit is respected', () => {
    expect(g.search('a', 3)).toHaveLength(3);
    expect(g.search('s', 10)).toHaveLength(10);
    expect(g.search('s', 1)).toHaveLength(1);
    expect(g.search('mumbai', 0)).toEqual([]);
  });

  test('empty or blank query gives nothing', () => {
    for (const q of ['', ' ', '   \t ', '--']) expect(g.search(q, 8)).toEqual([]);
  });

  test('every item has the six fields with the right types', () => {
    for (const q of ['a', 'mum', 'new y', 'sao p', 'lon', 'ban', 'tokyo', '東京']) {
      const items = g.search(q, 10);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(['admin1', 'country', 'latitude', 'longitude', 'name', 'timezone']);
        expect(typeof item.name).toBe('string');
        expect(item.name).not.toBe('');
        expect(typeof item.country).toBe('string');
        expect(typeof item.admin1).toBe('string');
        expect(item.latitude).toBeGreaterThanOrEqual(-90);
        expect(item.latitude).toBeLessThanOrEqual(90);
        expect(item.longitude).toBeGreaterThanOrEqual(-180);
        expect(item.longitude).toBeLessThanOrEqual(180);
        expect(item.timezone).toMatch(/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$|^UTC$/);
      }
    }
  });

  test('"new delhi" finds New Delhi first (Delhi lists the name only as an alternate); "bombay" still finds Mumbai', () => {
    expect(first('new delhi')).toMatchObject({ name: 'New Delhi', country: 'India' });
    expect(g.search('new delhi', 8).map((p) => p.name)).toContain('Delhi');
    expect(first('bombay')?.name).toBe('Mumbai');
  });
});
