/**
 * A muhurta scan: the timeline's segments read by the act's rules, gathered into each day's qualifying windows,
 * benefits, issues and band. A window is a run of segments where no rule blocks, cut wherever the tithi,
 * nakshatra, yoga or karana changes (so each window names the limbs in force throughout it).
 */
import type { Citation } from '../../tables/sources.ts';
import type { Nakshatra, Sign } from '../../vocabulary/names.ts';
import { KARMA_RULES } from '../../tables/muhurta/karma-rules.ts';
import type { Karma } from '../../tables/muhurta/keys.ts';
import { QUALITY_RULE, type DayBand } from '../../tables/muhurta/quality.ts';
import { DayContext } from './day-context.ts';
import { factsOf, type SegmentFacts } from './facts.ts';
import type { Finding } from './findings.ts';
import type { Person } from './personal.ts';
import { evaluate } from './rules.ts';
import { buildTimeline, type ScanInput, type Segment, type Timeline } from './timeline.ts';

export interface Window {
  start: number;
  end: number;
  tithi: string;
  paksha: 'Shukla' | 'Krishna';
  nakshatra: Nakshatra;
  yoga: string;
  karana: string;
  /** Rising signs over the window, in order (empty when the act is not timed by the lagna). */
  lagnas: Sign[];
  /** Benefits holding throughout the window (lagna benefits: at some point of it). */
  rules: Finding[];
}

export interface ScannedDay {
  date: string;
  weekday: string;
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  /** At sunrise. */
  facts: SegmentFacts;
  quality: DayBand;
  score: number;
  windows: Window[];
  benefits: Finding[];
  issues: Finding[];
  /** Every finding of every segment of the day (the intelligence route's audit reads these). */
  segments: { segment: Segment; findings: Finding[] }[];
}

export interface ScanResult {
  timeline: Timeline;
  days: ScannedDay[];
  refs: Citation[];
}

const SPECIAL = (f: Finding) => f.id.startsWith('special.') && f.kind === 'benefit';
const MIN_WINDOW_DAYS = QUALITY_RULE.data.minWindowMinutes / 1440;

function sameLimbs(a: Segment, b: Segment): boolean {
  return a.tithi === b.tithi && a.nakshatra === b.nakshatra && a.yoga === b.yoga && a.karana === b.karana && a.day === b.day;
}

function uniqueByText(list: Finding[]): Finding[] {
  const seen = new Map<string, Finding>();
  for (const f of list) if (!seen.has(f.text)) seen.set(f.text, f);
  return [...seen.values()];
}

function windowsOf(rows: { segment: Segment; facts: SegmentFacts; findings: Finding[] }[]): Window[] {
  const out: Window[] = [];
  let run: typeof rows = [];
  const flush = () => {
    if (run.length === 0) return;
    const first = run[0]!;
    const start = first.segment.start;
    const end = run.at(-1)!.segment.end;
    if (end - start >= MIN_WINDOW_DAYS) {
      const held = first.findings.filter((f) => f.kind === 'benefit' && !f.shapesWindow && run.every((r) => r.findings.some((g) => g.id === f.id && g.text === f.text)));
      const lagnaRules = uniqueByText(run.flatMap((r) => r.findings.filter((f) => f.kind === 'benefit' && f.shapesWindow === true)));
      out.push({
        start, end,
        tithi: first.facts.tithi, paksha: first.facts.shukla ? 'Shukla' : 'Krishna', nakshatra: first.facts.nakshatra, yoga: first.facts.yoga, karana: first.facts.karana,
        lagnas: [...new Set(run.map((r) => r.facts.lagna).filter((l): l is NonNullable<typeof l> => l !== null))],
        rules: [...held, ...lagnaRules],
      });
    }
    run = [];
  };
  for (const row of rows) {
    const blocked = row.findings.some((f) => f.kind === 'block');
    if (blocked || (run.length > 0 && !sameLimbs(run.at(-1)!.segment, row.segment))) flush();
    if (!blocked) run.push(row);
  }
  flush();
  return out;
}

function band(windows: Window[], favouredVara: boolean): { quality: DayBand; score: number } {
  if (windows.length === 0) return { quality: 'avoid', score: 0 };
  const special = new Set(windows.flatMap((w) => w.rules.filter(SPECIAL).map((f) => f.id)));
  const minutes = windows.reduce((s, w) => s + (w.end - w.start) * 1440, 0);
  const score = Math.round((minutes / 60 + (favouredVara ? 2 : 0) + special.size) * 10) / 10;
  const quality: DayBand = favouredVara && special.size > 0 ? 'excellent' : favouredVara || special.size > 0 ? 'good' : 'average';
  return { quality, score };
}

/** Scan the timeline for one act; `people` adds each one's tarabala and chandrabala. */
export function scanTimeline(timeline: Timeline, karma: Karma, people: readonly Person[] = []): ScanResult {
  const ctx = new DayContext(timeline);
  const byDay = timeline.days.map(() => [] as { segment: Segment; facts: SegmentFacts; findings: Finding[] }[]);
  for (const segment of timeline.segments) {
    const facts = factsOf(segment, timeline);
    byDay[segment.day]!.push({ segment, facts, findings: evaluate(karma, facts, ctx.day(segment.day), people, { stopAtBlock: true }) });
  }
  const refs = new Set<Citation>([...KARMA_RULES[karma].cites, ...QUALITY_RULE.cites]);
  const days = timeline.days.map((d, i): ScannedDay => {
    const rows = byDay[i]!;
    const windows = windowsOf(rows);
    const all = rows.flatMap((r) => r.findings);
    for (const f of all) for (const c of f.refs) refs.add(c);
    const favouredVara = all.some((f) => f.id === 'vara.favoured');
    const b = band(windows, favouredVara);
    return {
      date: d.date,
      weekday: rows[0]!.facts.weekday,
      sunrise: d.sunrise,
      sunset: d.sunset,
      nextSunrise: d.nextSunrise,
      facts: rows[0]!.facts,
      ...b,
      windows,
      benefits: uniqueByText(windows.flatMap((w) => w.rules)),
      issues: uniqueByText(all.filter((f) => (f.kind === 'block' || f.kind === 'issue') && f.shapesWindow !== true)),
      segments: rows.map((r) => ({ segment: r.segment, findings: r.findings })),
    };
  });
  return { timeline, days, refs: [...refs] };
}

export function scan(input: ScanInput, karma: Karma, people: readonly Person[] = []): ScanResult {
  return scanTimeline(buildTimeline({ ...input, lagna: input.lagna || KARMA_RULES[karma].lagnas !== null }), karma, people);
}
