// Nearest place: the real list, checked at coordinates whose state is known from GeoNames' own entries, and the
// distance against the spherical law of cosines (a different formula for the same great circle).
import { describe, expect, test } from 'vitest';
import { loadGazetteer } from './index.ts';
import { distanceKm } from './nearest.ts';

const g = loadGazetteer();
const RAD = Math.PI / 180;
const cosineLaw = (a: number, b: number, c: number, d: number) =>
  6371 *
  Math.acos(Math.sin(a * RAD) * Math.sin(c * RAD) + Math.cos(a * RAD) * Math.cos(c * RAD) * Math.cos((d - b) * RAD));

describe('nearest place', () => {
  test.each([
    [26.83928, 80.92313, 'Lucknow', 'Uttar Pradesh'], // GeoNames' Lucknow itself: distance 0
    [34.08565, 74.80555, 'Srinagar', 'Jammu and Kashmir'],
    [48.85341, 2.3488, 'Paris', 'Île-de-France'],
  ])('%f, %f is %s (%s)', (lat, lon, name, admin1) => {
    const p = g.nearest(lat, lon);
    expect(p).toMatchObject({ name, admin1 });
    expect(p?.distanceKm).toBeLessThan(0.01);
  });

  test('a point in the Arabian Sea 30 km off Mumbai still finds a Maharashtra place, with its distance', () => {
    const p = g.nearest(19.0, 72.55);
    expect(p?.admin1).toBe('Maharashtra');
    expect(p?.distanceKm).toBeGreaterThan(5);
    expect(p?.distanceKm).toBeLessThan(60);
  });

  test('haversine agrees with the law of cosines (New Delhi to Mumbai, about 1150 km)', () => {
    const d = distanceKm(28.6139, 77.209, 19.076, 72.8777);
    const ref = cosineLaw(28.6139, 77.209, 19.076, 72.8777);
    console.info(`New Delhi - Mumbai: ${d.toFixed(3)} km, law of cosines ${ref.toFixed(3)} km`);
    expect(Math.abs(d - ref)).toBeLessThan(1e-6);
    expect(d).toBeGreaterThan(1100);
    expect(d).toBeLessThan(1200);
  });
});
