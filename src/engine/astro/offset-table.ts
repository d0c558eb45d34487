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

/** Windows kept per zone before its table starts again: 717 years, more than the 600 the engine accepts (~60 KB). */
const MAX_WINDOWS = 2_048;

export interface OffsetTable {
  /** Offset in whole seconds at an instant (ms since 1970 UTC). */
  at(epochMs: number): number;
}

export function createOffsetTable(read: (epochMs: number) => number): OffsetTable {
  const windows = new Map<number, Window>();

  const learn = (index: number): Window => {
    const start = index * WINDOW_MS;
    const starts = [start];
    const offsets = [read(start)];
    for (let t = start + SAMPLE_MS; t <= start + WINDOW_MS; t += SAMPLE_MS) {
      const o = read(t);
      const last = offsets[offsets.length - 1] as number;
      if (o === last) continue;
      const change = firstChange(read, t - SAMPLE_MS, t, o);
      if (change < start + WINDOW_MS) {
        starts.push(change);
        offsets.push(o);
      }
    }
    if (windows.size >= MAX_WINDOWS) windows.clear();
    const w: Window = offsets.length === 1 ? (offsets[0] as number) : { starts, offsets };
    windows.set(index, w);
    return w;
  };

  return {
    at(epochMs) {
      const ms = Math.trunc(epochMs); // as a Date holds it, so a fraction reads what the reader would read
      const index = Math.floor(ms / WINDOW_MS);
      const w = windows.get(index) ?? learn(index);
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
