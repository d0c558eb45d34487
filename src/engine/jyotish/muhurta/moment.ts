/**
 * One moment read by the muhurta rules: the timeline of the Vedic day holding it (built from the previous date so a
 * moment before sunrise belongs to the day that began the day before), the segment in force, and every act's rules
 * there, all layers (no early stop: a single moment is shown whole).
 */
import { resolveMoment } from '../../astro/moment.ts';
import type { Karma } from '../../tables/muhurta/keys.ts';
import { DayContext, type DayFacts } from './day-context.ts';
import { factsOf, type SegmentFacts } from './facts.ts';
import type { Finding } from './findings.ts';
import type { Person } from './personal.ts';
import { evaluate } from './rules.ts';
import { scanTimeline, type ScannedDay } from './scan.ts';
import { buildTimeline, type ScanPlace, type Segment, type Timeline } from './timeline.ts';

export interface MomentReading {
  jdUt: number;
  localIso: string;
  utcIso: string;
  timezone: string;
  offsetIso: string;
  timeline: Timeline;
  segment: Segment;
  facts: SegmentFacts;
  dayFacts: DayFacts;
  /** The Vedic day holding the moment, scanned for `dayKarma`. */
  day: ScannedDay;
  findings: Partial<Record<Karma, Finding[]>>;
}

const previousDate = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export function readMoment(
  place: ScanPlace,
  date: string,
  time: string,
  karmas: readonly Karma[],
  dayKarma: Karma,
  people: readonly Person[] = [],
): MomentReading {
  const m = resolveMoment({
    date,
    time,
    latitude: place.latitude,
    longitude: place.longitude,
    timezone: place.timezone,
    utcOffset: place.utcOffset,
  });
  const timeline = buildTimeline({ ...place, startDate: previousDate(date), days: 2, lagna: true });
  const segment = timeline.segments.find((s) => m.jdUt >= s.start && m.jdUt < s.end) ?? timeline.segments.at(-1)!;
  const ctx = new DayContext(timeline);
  const facts = factsOf(segment, timeline);
  const dayFacts = ctx.day(segment.day);
  const findings: Partial<Record<Karma, Finding[]>> = {};
  for (const k of karmas) findings[k] = evaluate(k, facts, dayFacts, people, { practice: place.practice });
  const day = scanTimeline(timeline, (i) => timeline.days[i]!, dayKarma, people).days[segment.day]!;
  return {
    jdUt: m.jdUt,
    localIso: m.localIso,
    utcIso: m.utcIso,
    timezone: m.timezone,
    offsetIso: m.offsetIso,
    timeline,
    segment,
    facts,
    dayFacts,
    day,
    findings,
  };
}
