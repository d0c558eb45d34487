/**
 * The nine layers as a funnel over a scan (the intelligence route): layers are applied in order (findings.ts
 * LAYERS) and a date is removed by the first layer after which it has no window left; its reasons are that layer's
 * blocks on the spans that had survived the layers before. Survivors are ranked by the day score (quality.ts).
 */
import { QUALITY_RULE } from '../../tables/muhurta/quality.ts';
import { LAYERS, type Finding, type Layer } from './findings.ts';
import type { ScannedDay } from './scan.ts';
import type { LimbSegment } from './timeline.ts';

export interface Removal {
  date: string;
  layer: Layer;
  /** The closing layer's blocks on the spans the layers before it had left. */
  reasons: Finding[];
  /** Every block anywhere in the day, of every layer, in the layers' order. */
  failing: Finding[];
}

export interface Funnel {
  removed: Removal[];
  survivors: ScannedDay[];
}

const MIN_WINDOW_DAYS = QUALITY_RULE.data.minWindowMinutes / 1440;

/** Index of the first layer that blocks a segment (LAYERS.length when none does). */
function firstBlock(findings: readonly Finding[]): number {
  let k: number = LAYERS.length;
  for (const f of findings) if (f.kind === 'block') k = Math.min(k, LAYERS.indexOf(f.layer));
  return k;
}

const sameLimbs = (a: LimbSegment, b: LimbSegment) =>
  a.tithi === b.tithi && a.nakshatra === b.nakshatra && a.yoga === b.yoga && a.karana === b.karana;

/** Whether some window of at least the minimum length survives layers 0..k. */
function hasWindow(rows: { segment: LimbSegment; block: number }[], k: number): boolean {
  let start: number | null = null;
  let prev: LimbSegment | null = null;
  for (const r of rows) {
    const passes = r.block > k;
    if (!passes || (prev !== null && start !== null && !sameLimbs(prev, r.segment))) {
      if (start !== null && prev !== null && prev.end - start >= MIN_WINDOW_DAYS) return true;
      start = null;
    }
    if (passes) {
      start ??= r.segment.start;
      prev = r.segment;
    }
  }
  return start !== null && prev !== null && prev.end - start >= MIN_WINDOW_DAYS;
}

export function funnel(days: readonly ScannedDay[]): Funnel {
  const removed: Removal[] = [];
  const survivors: ScannedDay[] = [];
  for (const d of days) {
    const rows = d.segments.map((s) => ({ segment: s.segment, block: firstBlock(s.findings), findings: s.findings }));
    const k = LAYERS.findIndex((_, i) => !hasWindow(rows, i));
    if (k < 0 || d.windows.length > 0) {
      survivors.push(d);
      continue;
    }
    const layer = LAYERS[k]!;
    const seen = new Map<string, Finding>();
    for (const r of rows) {
      if (r.block !== k) continue;
      for (const f of r.findings) if (f.kind === 'block' && f.layer === layer && !seen.has(f.text)) seen.set(f.text, f);
    }
    const failing = d.issues.filter((f) => f.kind === 'block');
    removed.push({ date: d.date, layer, reasons: [...seen.values()], failing });
  }
  survivors.sort((a, b) => b.score - a.score || a.date.localeCompare(b.date));
  return { removed, survivors };
}
