// geo-tz's cache is bounded: a lookup after its cell was dropped reads the cell again and answers the same zone.
import { expect, test } from 'vitest';
import { cellBytes, useZoneCache, ZONE_CACHE_BYTES, zoneCells } from './zone-cache.ts';
import { lookupZone } from './zone.ts';

/** 1,200 points on a grid over the inhabited latitudes, so many cells of the quad tree are decoded. */
const POINTS = Array.from({ length: 1200 }, (_, i) => [-45 + ((i * 7.31) % 115), -170 + ((i * 13.77) % 340)] as const);

test('the service bound is set at load, and every cell held is counted within it', () => {
  for (const [lat, lon] of POINTS.slice(0, 300)) lookupZone(lat, lon);
  expect(zoneCells.size).toBeGreaterThan(0);
  expect(zoneCells.maxSize).toBe(ZONE_CACHE_BYTES);
  expect(zoneCells.calculatedSize).toBeLessThanOrEqual(ZONE_CACHE_BYTES);
});

test('with a 2 MB bound cells are dropped and read again, and every point gets the zone it got before', () => {
  const before = POINTS.map(([lat, lon]) => lookupZone(lat, lon).zone);
  let dropped = 0;
  const small = useZoneCache(2 * 1024 * 1024, () => dropped++);
  const after = POINTS.map(([lat, lon]) => lookupZone(lat, lon).zone);
  const again = POINTS.map(([lat, lon]) => lookupZone(lat, lon).zone);
  expect(after).toEqual(before);
  expect(again).toEqual(before);
  expect(dropped).toBeGreaterThan(0);
  expect(small.calculatedSize).toBeLessThanOrEqual(2 * 1024 * 1024);
  console.log(`zone cache: ${POINTS.length} points twice, ${dropped} cells dropped and read again, same zones`);
});

test('a cell is estimated from its coordinate pairs', () => {
  const ring = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 0],
  ];
  expect(cellBytes({ features: [{ geometry: { coordinates: [ring] } }] })).toBe(2_000 + 4 * 200);
  expect(cellBytes({ features: [{ geometry: { coordinates: [[ring], [ring]] } }] })).toBe(2_000 + 8 * 200);
});
