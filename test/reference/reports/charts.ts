/** The public charts of public-charts.json read into reports by the engine (shared by the test and generate.ts). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Ayanamsa } from '../../../src/engine/astro/bodies.ts';
import { resolveMoment } from '../../../src/engine/astro/moment.ts';
import { computeChart } from '../../../src/engine/jyotish/chart/compute.ts';
import type { Chart } from '../../../src/engine/jyotish/chart/types.ts';
import { activationInputs, lifeAreaReport, type AreaReport } from '../../../src/engine/reports/activation/index.ts';
import { LIFE_AREAS, type LifeArea } from '../../../src/engine/tables/activation/areas.ts';

export interface PublicChart {
  id: string;
  source: string;
  birth: {
    date: string;
    time: string;
    utc_offset: string;
    latitude: number;
    longitude: number;
    gender: 'Male' | 'Female';
  };
  ayanamsa: Ayanamsa;
  as_of: string;
  published_signs: Record<string, string>;
  expected: {
    area: LifeArea;
    level: number;
    status: string;
    score?: number;
    standing?: string[];
    yoga_present?: string;
    why: string;
  }[];
}

export const PUBLIC = JSON.parse(readFileSync(path.join(import.meta.dirname, 'public-charts.json'), 'utf8')) as {
  charts: PublicChart[];
};

export function reportsOf(c: PublicChart): { chart: Chart; reports: Record<LifeArea, AreaReport> } {
  const b = c.birth;
  const chart = computeChart(
    { date: b.date, time: b.time, latitude: b.latitude, longitude: b.longitude, utcOffset: b.utc_offset },
    { ayanamsa: c.ayanamsa },
  );
  const asOf = resolveMoment({
    date: c.as_of,
    time: '12:00',
    latitude: b.latitude,
    longitude: b.longitude,
    utcOffset: b.utc_offset,
  }).jdUt;
  const inputs = activationInputs(chart, {
    asOfJdUt: asOf,
    horizonYears: 10,
    sex: b.gender === 'Male' ? 'male' : 'female',
  });
  const reports = Object.fromEntries(LIFE_AREAS.map((a) => [a, lifeAreaReport(a, inputs)])) as Record<
    LifeArea,
    AreaReport
  >;
  return { chart, reports };
}
