/**
 * A zone's UTC offsets, learned one window of time at a time and then read without asking Intl again. A response
 * converts dozens of instants (the birth, the day's midnights and sunrise, every dasha boundary), and formatting
 * each through Intl was about 8% of a kundli's compute; most requests fall in windows an earlier one learned.
 *
 * A window is read every SAMPLE_MS and each change between two readings is found to the millisecond by bisection,
 * so the table answers exactly what the reader answers at every instant, provided the zone never keeps an offset
 * for less than SAMPLE_MS (two changes inside one step would cancel out unseen). The shortest span in the IANA data
 * Node 24 carries is 7 days (America/Recife in October 2000; Asia/Gaza's Ramadan pauses of summer time after 2040):
 * `npm run zone-spans` reads every zone every 6 hours, 1800-2400, to check it again after a Node upgrade.
 */

/** Offsets are read once a day; a window holds 128 days (129 readings to learn, about 0.1 ms). */
export const SAMPLE_MS = 86_400_000;
const WINDOW_MS = 128 * SAMPLE_MS;

/** A window's offset, or its changes: `offsets[i]` holds from `starts[i]` (starts[0] is the window's start). */
type Window = number | { starts: number[]; offsets: number[] };

/**
 * Windows kept over all zones before the tables start again: about 7 MB at most, and 29 zones' windows over the
 * 600 years the engine accepts (a client could otherwise grow them with every zone and every date).
 */
export const MAX_WINDOWS = 50_000;

export interface OffsetTables {
  /** The zone's offset in whole seconds at an instant (ms since 1970 UTC). */
  at(zone: string, epochMs: number): number;
}

/** Tables over `read(zone, ms)`, the offset in whole seconds; a zone `read` refuses (throws) keeps nothing. */
export function createOffsetTables(
  read: (zone: string, epochMs: number) => number,
  maxWindows = MAX_WINDOWS,
): OffsetTables {
  let zones = new Map<string, Map<number, Window>>();
  /** Windows in `zones`. */
  let kept = 0;

  const learn = (zone: string, index: number): Window => {
    const start = index * WINDOW_MS;
    const readZone = (ms: number) => read(zone, ms);
    const starts = [start];
    const offsets = [readZone(start)];
    for (let t = start + SAMPLE_MS; t <= start + WINDOW_MS; t += SAMPLE_MS) {
      const o = readZone(t);
      const last = offsets[offsets.length - 1] as number;
      if (o === last) continue;
      const change = firstChange(readZone, t - SAMPLE_MS, t, o);
      if (change < start + WINDOW_MS) {
        starts.push(change);
        offsets.push(o);
      }
    }
    if (kept >= maxWindows) {
      zones = new Map();
      kept = 0;
    }
    let windows = zones.get(zone);
    if (windows === undefined) {
      windows = new Map<number, Window>();
      zones.set(zone, windows);
    }
    const w: Window = offsets.length === 1 ? (offsets[0] as number) : { starts, offsets };
    windows.set(index, w);
    kept++;
    return w;
  };

  return {
    at(zone, epochMs) {
      const ms = Math.trunc(epochMs); // as a Date holds it, so a fraction reads what the reader would read
      const index = Math.floor(ms / WINDOW_MS);
      const w = zones.get(zone)?.get(index) ?? learn(zone, index);
      if (typeof w === 'number') return w;
      let i = w.starts.length - 1;
      while ((w.starts[i] as number) > ms) i--;
      return w.offsets[i] as number;
    },
  };
}

/** The first millisecond in (before, after] whose offset is `next`; exactly one change lies between them. */
function firstChange(read: (epochMs: number) => number, before: number, after: number, next: number): number {
  let lo = before;
  let hi = after;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (read(mid) === next) hi = mid;
    else lo = mid;
  }
  return hi;
}
