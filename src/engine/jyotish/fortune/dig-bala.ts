/**
 * Dig bala (directional strength) of the seven grahas: 60 virupas at the graha's point of full strength, 0 at the
 * opposite point, linear in the arc between (BPHS; B.V. Raman's "Graha and Bhava Balas"). The points are the
 * ascendant (lagna), the midheaven (10th), the descendant (7th) and the nadir (4th), taken from the chart's own
 * ascendant and a sidereal midheaven at the birth instant.
 */
import { norm360, signedDiff } from '../../vocabulary/angles.ts';
import { houses } from '../../astro/houses.ts';
import { DIG_BALA_KENDRA, KENDRA_DIRECTIONS, type Direction } from '../../tables/fortune/directions.ts';
import type { Chart } from '../chart/types.ts';
import { SEVEN_GRAHAS, type SevenGraha } from '../../vocabulary/names.ts';

export interface DigBala {
  graha: SevenGraha;
  /** 0-60 virupas. */
  virupas: number;
  /** The direction in which this graha is strong. */
  direction: Direction;
}

/** Longitude of full strength for a graha, from the ascendant and the midheaven. */
export function strengthPoint(graha: SevenGraha, ascendant: number, midheaven: number): number {
  switch (DIG_BALA_KENDRA.data[graha]) {
    case 1:
      return ascendant;
    case 10:
      return midheaven;
    case 7:
      return norm360(ascendant + 180);
    case 4:
      return norm360(midheaven + 180);
  }
}

export function digBala(graha: SevenGraha, longitude: number, ascendant: number, midheaven: number): number {
  return (180 - Math.abs(signedDiff(longitude, strengthPoint(graha, ascendant, midheaven)))) / 3;
}

export function digBalas(chart: Chart): DigBala[] {
  const mc = houses(chart.moment.jdUt, chart.latitude, chart.longitude, 'porphyry', chart.ayanamsa).midheaven;
  return SEVEN_GRAHAS.map((g) => ({
    graha: g,
    virupas: digBala(g, chart.grahas[g].longitude, chart.lagna.longitude, mc),
    direction: KENDRA_DIRECTIONS.data[DIG_BALA_KENDRA.data[g]],
  }));
}
