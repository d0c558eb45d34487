/**
 * The nearest instant, before or after a given one, at which a quantity of the chart crosses into another cell: a
 * longitude into another sign, nakshatra or varga, a position in the Vimshottari cycle into another period. The
 * quantity is a continuous `driver` (an angle, or a number of years in a cycle) and the cells are bounded by fixed
 * `thresholds` that repeat every `period`. The search walks out from the instant in steps short enough never to
 * pass a whole cell (a step that moves the driver more than one cell is halved), and the crossing itself is found by
 * the bracketed root finder every other event uses.
 */
import { findRoot, type Sample } from '../../astro/event-search.ts';
import { SECONDS_PER_DAY } from '../../astro/time.ts';

export interface Quantity {
  /** The driver at an instant (JD UT). */
  driver: (jdUt: number) => number;
  /** Cell bounds within one period, ascending, the first at or above 0 and all below `period`. */
  thresholds: readonly number[];
  period: number;
  /** The smallest width of a cell: no step may move the driver further. */
  smallestCell: number;
  /** The first step tried, in days. */
  stepDays: number;
}

export interface Crossing {
  jdUt: number;
  /**
   * True when the driver jumped across the cell bound within a second (the ascendant near the polar circles): the
   * instant is where the jump happens, to the second.
   */
  jump: boolean;
}

const ONE_SECOND = 1 / SECONDS_PER_DAY;
const TOLERANCE_DAYS = 0.01 / SECONDS_PER_DAY;

/** The difference a - b brought into [-period/2, period/2): the driver's movement between close instants. */
const wrapped = (a: number, b: number, period: number) => {
  const d = (((a - b) % period) + period) % period;
  return d >= period / 2 ? d - period : d;
};

/** The bounds of the cell holding `value` (unwrapped): [lo, hi). */
function cellOf(q: Quantity, value: number): { lo: number; hi: number } {
  const base = Math.floor(value / q.period) * q.period;
  const x = value - base;
  const t = q.thresholds;
  let i = t.length - 1;
  while (i >= 0 && (t[i] ?? 0) > x) i--;
  const lo = i < 0 ? base + (t[t.length - 1] ?? 0) - q.period : base + (t[i] ?? 0);
  const hi = i + 1 < t.length ? base + (t[i + 1] ?? 0) : base + q.period + (t[0] ?? 0);
  return { lo, hi };
}

/**
 * The first instant after `fromJdUt` (direction +1) or before it (-1), no further than `limitJdUt`, at which the
 * quantity leaves the cell it is in at `fromJdUt`; null when it stays in that cell up to the limit.
 */
export function nextCrossing(q: Quantity, fromJdUt: number, direction: 1 | -1, limitJdUt: number): Crossing | null {
  const start = q.driver(fromJdUt);
  const { lo, hi } = cellOf(q, start);
  let t = fromJdUt;
  let value = start;
  let raw = start;
  let step = q.stepDays;
  while ((limitJdUt - t) * direction > 0) {
    const next = direction > 0 ? Math.min(t + step, limitJdUt) : Math.max(t - step, limitJdUt);
    const rawNext = q.driver(next);
    const moved = value + wrapped(rawNext, raw, q.period);
    const inside = moved >= lo && moved < hi;
    if (inside) {
      t = next;
      value = moved;
      raw = rawNext;
      continue;
    }
    // Too long a step could pass a whole cell and return: shorten it until the driver moves less than a cell.
    if (Math.abs(moved - value) > q.smallestCell && Math.abs(next - t) > ONE_SECOND) {
      step = Math.abs(next - t) / 2;
      continue;
    }
    if (Math.abs(next - t) <= ONE_SECOND) return { jdUt: direction > 0 ? next : t, jump: true };
    const bound = moved >= hi ? hi : lo;
    const base = value;
    const baseRaw = raw;
    const offset = (jd: number) => base + wrapped(q.driver(jd), baseRaw, q.period) - bound;
    const [a, b] = direction > 0 ? [t, next] : [next, t];
    const root = findRoot({
      evaluate: (jd: number, out: Sample) => {
        out.value = offset(jd);
        out.derivative = (offset(jd + ONE_SECOND) - out.value) / ONE_SECOND;
      },
      lo: a,
      hi: b,
      // Forward across the upper bound, or backward across the lower one: below the bound at the bracket's start.
      rising: direction > 0 === (bound === hi),
      tolerance: TOLERANCE_DAYS,
    });
    return { jdUt: root, jump: false };
  }
  return null;
}
