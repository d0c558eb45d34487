import { describe, test, expect } from 'vitest';
import { bestPlaces } from './top-k.ts';

describe('bestPlaces', () => {
  // Ranks of the places owning keys [0, 6); the first two keys equal the query.
  const places = Int32Array.from([7, 3, 1, 3, 7, 0]);
  const penalty = 100;

  test('exact matches first, then by rank, one entry per place', () => {
    expect([...bestPlaces(places, 0, 2, places.length, penalty, 10)]).toEqual([3, 7, 0, 1]);
  });

  test('keeps only the best k', () => {
    expect([...bestPlaces(places, 0, 2, places.length, penalty, 3)]).toEqual([3, 7, 0]);
    expect([...bestPlaces(places, 0, 0, places.length, penalty, 2)]).toEqual([0, 1]);
  });

  test('an empty run gives nothing', () => {
    expect(bestPlaces(places, 2, 2, 2, penalty, 5).length).toBe(0);
  });
});
