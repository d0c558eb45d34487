/**
 * The timing shaped for a timeline: one column per calendar year (UTC), one row per person and layer, each cell the
 * share of that year the layer covers; for a couple, a row of shared windows and a sync score per year and overall.
 * Sync score (the service's own): 100 x days both partners have a window / days either has one (Jaccard index);
 * null where neither has a window.
 */
import { julianDayUT } from '../../astro/time.ts';
import { clip, intersect, merge, totalDays, type Interval } from './intervals.ts';
import type { MarriageTiming } from './timing.ts';

export type Layer = 'promised_age' | 'dasha_gate' | 'jupiter_trigger' | 'double_transit' | 'windows';
export const LAYERS: readonly Layer[] = ['promised_age', 'dasha_gate', 'jupiter_trigger', 'double_transit', 'windows'];

export interface TimelineColumn {
  year: number;
  startJdUt: number;
  endJdUt: number;
}

export interface TimelineRow {
  person: 'person' | 'bride' | 'groom' | 'couple';
  layer: Layer | 'shared_windows';
  /** Share of each column's year the layer covers, 0-1, in column order. */
  cells: number[];
}

export interface Timeline {
  columns: TimelineColumn[];
  rows: TimelineRow[];
  /** Per column, for a couple; null where neither partner has a window that year. */
  syncByColumn: (number | null)[] | null;
  syncScore: number | null;
}

export const SYNC_FORMULA =
  'sync = 100 x (days both partners have a window) / (days either partner has a window), over the years both ' +
  'scans cover; null where neither has one';

const yearStart = (year: number): number => julianDayUT(Date.UTC(year, 0, 1));
const yearOf = (jdUt: number): number => new Date((jdUt - 2440587.5) * 86_400_000).getUTCFullYear();
const round3 = (x: number): number => Math.round(x * 1000) / 1000;

export function layerIntervals(t: MarriageTiming, layer: Layer): Interval[] {
  switch (layer) {
    case 'promised_age':
      return [{ startJdUt: t.birthJdUt + t.promise.fromAge * 365.25, endJdUt: t.birthJdUt + t.promise.toAge * 365.25 }];
    case 'dasha_gate':
      return clip(t.dashaGate, t.scan.startJdUt, t.scan.endJdUt);
    case 'jupiter_trigger':
      return t.jupiter;
    case 'double_transit':
      return t.doubleTransit;
    case 'windows':
      return t.windows;
  }
}

function columnsFor(from: number, to: number): TimelineColumn[] {
  const columns: TimelineColumn[] = [];
  for (let y = yearOf(from); y <= yearOf(to - 1e-6); y++)
    columns.push({ year: y, startJdUt: yearStart(y), endJdUt: yearStart(y + 1) });
  return columns;
}

const cellsOf = (list: readonly Interval[], columns: readonly TimelineColumn[]): number[] =>
  columns.map((c) => round3(totalDays(clip(list, c.startJdUt, c.endJdUt)) / (c.endJdUt - c.startJdUt)));

function jaccard(a: readonly Interval[], b: readonly Interval[]): number | null {
  const either = totalDays(merge([...a, ...b]));
  return either === 0 ? null : Math.round((1000 * totalDays(intersect(a, b))) / either) / 10;
}

export function timeline(people: { person: TimelineRow['person']; timing: MarriageTiming }[]): Timeline {
  const from = Math.min(...people.map((p) => p.timing.scan.startJdUt));
  const to = Math.max(...people.map((p) => p.timing.scan.endJdUt));
  const columns = columnsFor(from, to);
  const rows: TimelineRow[] = people.flatMap(({ person, timing }) =>
    LAYERS.map((layer) => ({ person, layer, cells: cellsOf(layerIntervals(timing, layer), columns) })),
  );
  const [a, b] = people;
  if (people.length !== 2 || a === undefined || b === undefined)
    return { columns, rows, syncByColumn: null, syncScore: null };
  const scan = intersect([a.timing.scan], [b.timing.scan]);
  const aw = intersect(a.timing.windows, scan);
  const bw = intersect(b.timing.windows, scan);
  rows.push({ person: 'couple', layer: 'shared_windows', cells: cellsOf(intersect(aw, bw), columns) });
  const syncByColumn = columns.map((c) => jaccard(clip(aw, c.startJdUt, c.endJdUt), clip(bw, c.startJdUt, c.endJdUt)));
  return { columns, rows, syncByColumn, syncScore: jaccard(aw, bw) };
}
