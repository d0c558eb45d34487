/** Time intervals in Julian days (UT), half-open [start, end): merged, intersected, measured. */

export interface Interval {
  startJdUt: number;
  endJdUt: number;
}

/** The union of intervals, sorted and merged where they touch or overlap. */
export function merge<T extends Interval>(list: readonly T[]): Interval[] {
  const sorted = [...list].filter((i) => i.endJdUt > i.startJdUt).sort((a, b) => a.startJdUt - b.startJdUt);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && i.startJdUt <= last.endJdUt) last.endJdUt = Math.max(last.endJdUt, i.endJdUt);
    else out.push({ startJdUt: i.startJdUt, endJdUt: i.endJdUt });
  }
  return out;
}

/** Where both merged lists hold. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const [x, y] = [merge(a), merge(b)];
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const p = x[i] as Interval;
    const q = y[j] as Interval;
    const start = Math.max(p.startJdUt, q.startJdUt);
    const end = Math.min(p.endJdUt, q.endJdUt);
    if (end > start) out.push({ startJdUt: start, endJdUt: end });
    if (p.endJdUt < q.endJdUt) i++;
    else j++;
  }
  return out;
}

/** Total length in days of a merged list. */
export function totalDays(list: readonly Interval[]): number {
  return merge(list).reduce((s, i) => s + (i.endJdUt - i.startJdUt), 0);
}

/** The list clipped to [from, to). */
export function clip(list: readonly Interval[], from: number, to: number): Interval[] {
  return intersect(list, [{ startJdUt: from, endJdUt: to }]);
}
