/**
 * Sampling a period: instants from the period start the caller passes (its clock; the route picks the start of the
 * local day), evenly spaced. Daily: 4 samples 6 hours apart (the Moon can change sign within a day); weekly: 7
 * samples a day apart; monthly: 30 days; yearly: 365 days. At each instant every graha's sidereal sign gives its
 * house from the janma rashi (whole signs).
 */
import type { HoroscopePeriod } from '../../tables/horoscope/weights.ts';
import { grahaLongitudesAt, type SkyOptions } from '../chart/longitudes.ts';
import { GRAHAS, signOf } from '../../vocabulary/names.ts';
import type { HouseSample } from './score.ts';

export const SAMPLING = {
  daily: { count: 4, stepDays: 0.25 },
  weekly: { count: 7, stepDays: 1 },
  monthly: { count: 30, stepDays: 1 },
  yearly: { count: 365, stepDays: 1 },
} as const satisfies Record<HoroscopePeriod, { count: number; stepDays: number }>;

export function sampleInstants(period: HoroscopePeriod, startJdUt: number): number[] {
  const { count, stepDays } = SAMPLING[period];
  return Array.from({ length: count }, (_, i) => startJdUt + i * stepDays);
}

export function housesAt(janmaIndex: number, jdUt: number, options: SkyOptions = {}): HouseSample {
  const lon = grahaLongitudesAt(jdUt, options);
  return Object.fromEntries(GRAHAS.map((g) => [g, ((signOf(lon[g]).index - janmaIndex + 12) % 12) + 1])) as HouseSample;
}
