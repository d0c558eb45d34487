// The compact zone finder answers what geo-tz's own lookup answers, on random points, on whole-degree grid points
// (which lie exactly on straight borders such as 49 N), at the poles and the date line, and after its bounded cache
// has dropped cells and read them again.
import { find } from 'geo-tz/all';
import { expect, test } from 'vitest';
import { cellBytes, findZones, ZONE_CELL_BYTES, zoneCellCache } from './zone-finder.ts';

/** A fixed pseudo-random sequence, so a failure names the same points on every run. */
function* randomPoints(n: number): Generator<[number, number]> {
  let seed = 20_261_129;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < n; i++) {
    const lat = (Math.asin(2 * next() - 1) * 180) / Math.PI;
    yield [+lat.toFixed(4), +(360 * next() - 180).toFixed(4)];
  }
}

function* gridPoints(): Generator<[number, number]> {
  for (let lat = -90; lat <= 90; lat += 2) for (let lon = -180; lon <= 180; lon += 2) yield [lat, lon];
  // Dense over the 49th parallel and the Indian subcontinent's borders.
  for (let lat = 44; lat <= 50; lat += 0.25) for (let lon = -125; lon <= -65; lon += 0.25) yield [lat, lon];
  for (let lat = 20; lat <= 36; lat += 0.25) for (let lon = 66; lon <= 98; lon += 0.25) yield [lat, lon];
}

function compare(points: Iterable<[number, number]>): { count: number; differ: string[] } {
  const differ: string[] = [];
  let count = 0;
  for (const [lat, lon] of points) {
    count++;
    const ours = findZones(lat, lon);
    const theirs = find(lat, lon);
    if (JSON.stringify(ours) !== JSON.stringify(theirs))
      differ.push(`${lat},${lon}: ${ours.join(',')} vs ${theirs.join(',')}`);
  }
  return { count, differ };
}

test('the same zones as geo-tz at random points and on grids over straight borders', () => {
  const extremes: [number, number][] = [
    [90, 10],
    [-90, 10],
    [0, 180],
    [0, -180],
    [10, 7.5],
    [10, -7.5],
    [-89.99999, 179.99999],
  ];
  const { count, differ } = compare([...randomPoints(20_000), ...gridPoints(), ...extremes]);
  console.log(`zone finder against geo-tz: ${count} points, ${differ.length} differ`);
  expect(differ).toEqual([]);
  expect(count).toBeGreaterThan(40_000);
}, 120_000);

test('cells held stay within the bound; with a small bound cells are dropped, read again, and answer the same', () => {
  const points = [...randomPoints(3_000)];
  const before = points.map(([lat, lon]) => findZones(lat, lon));
  const service = zoneCellCache();
  expect(service.maxSize).toBe(ZONE_CELL_BYTES);
  expect(service.calculatedSize).toBeLessThanOrEqual(ZONE_CELL_BYTES);
  let dropped = 0;
  const small = zoneCellCache(512 * 1024, () => dropped++);
  const after = points.map(([lat, lon]) => findZones(lat, lon));
  expect(after).toEqual(before);
  expect(dropped).toBeGreaterThan(0);
  expect(small.calculatedSize).toBeLessThanOrEqual(512 * 1024);
  zoneCellCache(ZONE_CELL_BYTES);
  console.log(`zone cells: ${points.length} points with a 512 KB bound, ${dropped} cells dropped and read again`);
});

test('a cell is counted by its coordinate bytes and a fixed cost per polygon', () => {
  const polygon = { coords: new Float64Array(10), ringStarts: new Uint32Array(2), box: [0, 0, 1, 1] as [0, 0, 1, 1] };
  const bytes = cellBytes([{ tzid: 'Asia/Kolkata', polygons: [polygon] }]);
  expect(bytes).toBe(400 + 80 + 8);
});

test('out-of-range coordinates are refused', () => {
  expect(() => findZones(91, 0)).toThrow(/latitude/);
  expect(() => findZones(0, Number.NaN)).toThrow(/longitude/);
});
