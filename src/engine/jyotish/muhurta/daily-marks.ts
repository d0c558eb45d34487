/**
 * The day's marks that only the daily-window layer reads: sunset (day or night) and Rahu kalam (an eighth of the
 * daytime, which needs the sunset). A scan asks for them only on the days where some span survives every earlier
 * layer (scan.ts): on the others no rule reads them, and each sunset is a rise/set search as dear as the sunrise.
 *
 * Cutting a day's limb segments at its marks gives exactly the segments of one sweep over all changes: the marks
 * set only `night` and `rahuKalam`, which no other change touches, so changes at one instant commute.
 */
import { sunset } from '../../astro/riseset.ts';
import { RAHU_KALAM } from '../../tables/day-division/rahu-kalam.ts';
import { WEEKDAYS } from '../../vocabulary/names.ts';
import type { LimbSegment, LimbTimeline, Segment } from './timeline.ts';

export interface DailyMarks {
  sunset: number;
  rahuKalam: { start: number; end: number };
}

export type MarksOf = (day: number) => DailyMarks;

export function dailyMarks(t: LimbTimeline, index: number): DailyMarks {
  const d = t.days[index]!;
  const { latitude, longitude, sunriseRule } = t.place;
  const set =
    sunset(d.sunrise, latitude, longitude, sunriseRule, { endJdUt: d.nextSunrise }).jdUt ??
    (d.sunrise + d.nextSunrise) / 2;
  const part = RAHU_KALAM.data[WEEKDAYS[d.weekday]!.name];
  const eighth = (set - d.sunrise) / 8;
  return { sunset: set, rahuKalam: { start: d.sunrise + (part - 1) * eighth, end: d.sunrise + part * eighth } };
}

/** Each day's marks computed on first request, once. */
export function lazyMarks(t: LimbTimeline): MarksOf {
  const memo: (DailyMarks | undefined)[] = [];
  return (index) => (memo[index] ??= dailyMarks(t, index));
}

type Cut = { t: number; night?: boolean; rahuKalam?: boolean };

/**
 * One day's limb segments (in order, starting at its sunrise) cut at its sunset and Rahu kalam. At sunrise it is
 * day and outside Rahu kalam (Rahu kalam is never the first eighth).
 */
export function splitAtMarks(daySegments: readonly LimbSegment[], m: DailyMarks): Segment[] {
  // Stable sort: a Rahu kalam ending exactly at sunset keeps the order sunset, start, end.
  const cuts: Cut[] = [
    { t: m.sunset, night: true },
    { t: m.rahuKalam.start, rahuKalam: true },
    { t: m.rahuKalam.end, rahuKalam: false },
  ].sort((a, b) => a.t - b.t);
  let night = false;
  let rahuKalam = false;
  const apply = (c: Cut) => {
    night = c.night ?? night;
    rahuKalam = c.rahuKalam ?? rahuKalam;
  };
  const out: Segment[] = [];
  let k = 0;
  for (const seg of daySegments) {
    while (k < cuts.length && cuts[k]!.t <= seg.start) apply(cuts[k++]!);
    let start = seg.start;
    while (k < cuts.length && cuts[k]!.t < seg.end) {
      const c = cuts[k++]!;
      if (c.t > start) {
        out.push({ ...seg, start, end: c.t, night, rahuKalam });
        start = c.t;
      }
      apply(c);
    }
    out.push({ ...seg, start, night, rahuKalam });
  }
  return out;
}
