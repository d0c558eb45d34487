/**
 * A muhurta scan: the timeline's segments read by the act's rules, gathered into each day's qualifying windows,
 * benefits, issues and band. A window is a run of segments where no rule blocks, cut wherever the tithi,
 * nakshatra, yoga or karana changes (so each window names the limbs in force throughout it).
 *
 * A day is first read on its limb segments through every layer before the daily windows. Only if some span survives
 * them are the day's sunset and Rahu kalam computed (daily-marks.ts) and its segments cut there and read again
 * whole; a day closed earlier keeps its limb segments, whose findings are those of every piece they would be cut
 * into (no earlier layer reads the marks).
 */
import type { Citation } from '../../tables/sources.ts';
import type { Nakshatra, Sign } from '../../vocabulary/names.ts';
import { KARMA_RULES } from '../../tables/muhurta/karma-rules.ts';
import type { Karma } from '../../tables/muhurta/keys.ts';
import { DEFAULT_PRACTICE, type Practice } from '../../tables/muhurta/practices.ts';
import { QUALITY_RULE, type DayBand } from '../../tables/muhurta/quality.ts';
import { lazyMarks, splitAtMarks, type MarksOf } from './daily-marks.ts';
import { DayContext } from './day-context.ts';
import { factsOf, type SegmentFacts } from './facts.ts';
import { LAYERS, type Finding } from './findings.ts';
import type { Person } from './personal.ts';
import { evaluateLayers, specialYogas, type LayerFindings } from './rules.ts';
import { buildLimbTimeline, segmentsByDay, type LimbSegment, type LimbTimeline, type ScanInput } from './timeline.ts';

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
  nextSunrise: number;
  /** At sunrise. */
  facts: SegmentFacts;
  quality: DayBand;
  score: number;
  windows: Window[];
  benefits: Finding[];
  /** Every rule that blocks somewhere in the day or cautions, in the order of the nine layers. */
  issues: Finding[];
  /**
   * Classical rules the practice relaxed that hold in the day's windows: what a stricter reading would object to.
   */
  stricter: Finding[];
  /**
   * Every finding of every segment of the day (the intelligence route's audit reads these). Cut at sunset and Rahu
   * kalam only on a day where some span survived the layers before the daily windows.
   */
  segments: { segment: LimbSegment; findings: Finding[] }[];
}

export interface ScanResult {
  timeline: LimbTimeline;
  days: ScannedDay[];
  refs: Citation[];
}

const SPECIAL = (f: Finding) => f.id.startsWith('special.') && f.kind === 'benefit';
const MIN_WINDOW_DAYS = QUALITY_RULE.data.minWindowMinutes / 1440;

function sameLimbs(a: LimbSegment, b: LimbSegment): boolean {
  return (
    a.tithi === b.tithi && a.nakshatra === b.nakshatra && a.yoga === b.yoga && a.karana === b.karana && a.day === b.day
  );
}

function uniqueByText(list: Finding[]): Finding[] {
  const seen = new Map<string, Finding>();
  for (const f of list) if (!seen.has(f.text)) seen.set(f.text, f);
  return [...seen.values()];
}

type Row = { segment: LimbSegment; facts: SegmentFacts; findings: Finding[] };

function windowsOf(rows: Row[]): Window[] {
  const out: Window[] = [];
  let run: typeof rows = [];
  const flush = () => {
    if (run.length === 0) return;
    const first = run[0]!;
    const start = first.segment.start;
    const end = run.at(-1)!.segment.end;
    if (end - start >= MIN_WINDOW_DAYS) {
      const held = first.findings.filter(
        (f) =>
          f.kind === 'benefit' &&
          !f.shapesWindow &&
          run.every((r) => r.findings.some((g) => g.id === f.id && g.text === f.text)),
      );
      const lagnaRules = uniqueByText(
        run.flatMap((r) => r.findings.filter((f) => f.kind === 'benefit' && f.shapesWindow === true)),
      );
      out.push({
        start,
        end,
        tithi: first.facts.tithi,
        paksha: first.facts.shukla ? 'Shukla' : 'Krishna',
        nakshatra: first.facts.nakshatra,
        yoga: first.facts.yoga,
        karana: first.facts.karana,
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
  const quality: DayBand =
    favouredVara && special.size > 0 ? 'excellent' : favouredVara || special.size > 0 ? 'good' : 'average';
  return { quality, score };
}

const blocks = (findings: readonly Finding[]) => findings.some((f) => f.kind === 'block');
/** A day's issue: a block or a caution, not a rule that only shapes the windows nor one the practice does not apply. */
const isIssue = (f: Finding) =>
  (f.kind === 'block' || f.kind === 'issue') && f.shapesWindow !== true && f.stricter !== 'off';
const isStricter = (f: Finding) => f.stricter !== undefined;
const byLayer = (list: Finding[]) => list.sort((a, b) => LAYERS.indexOf(a.layer) - LAYERS.indexOf(b.layer));

/** Facts every layer but the calendar's (a span's sutak) and the lagna's reads: equal, those layers say the same. */
const sameFacts = (a: SegmentFacts, b: SegmentFacts) =>
  a.tithiIndex === b.tithiIndex &&
  a.nakshatraIndex === b.nakshatraIndex &&
  a.yoga === b.yoga &&
  a.karana === b.karana &&
  a.moonSignIndex === b.moonSignIndex &&
  a.sunSign === b.sunSign &&
  a.sunNakshatraIndex === b.sunNakshatraIndex &&
  a.weekday === b.weekday &&
  a.month === b.month;
const CALENDAR = 0;
const LAGNA = LAYERS.indexOf('lagna_shuddhi');

/**
 * One day's rows: its limb segments read up to the daily windows; if some segment survives, the day cut at its
 * marks and read whole (a piece of a segment already blocked keeps that segment's findings). Segments are mostly
 * cut by the rising sign alone: a neighbour with the same facts lends its layers, and a piece its segment's, so only
 * the layers that can differ are read again.
 */
function dayRows(
  timeline: LimbTimeline,
  daySegments: readonly LimbSegment[],
  marks: MarksOf,
  karma: Karma,
  ctx: DayContext,
  people: readonly Person[],
  practice: Practice,
): Row[] {
  const day = ctx.day(daySegments[0]!.day);
  const flat = (layers: LayerFindings) => layers.flatMap((x) => x ?? []);
  let previous: { facts: SegmentFacts; layers: LayerFindings } | null = null;
  const early = daySegments.map((segment) => {
    const facts = factsOf(segment, timeline);
    const reuse =
      previous !== null && sameFacts(previous.facts, facts)
        ? previous.layers.map((l, i) => (i === CALENDAR || i === LAGNA ? undefined : l))
        : [];
    const layers = evaluateLayers(karma, facts, day, people, { beforeDailyWindows: true, practice }, reuse);
    previous = { facts, layers };
    return { segment, facts, layers, findings: flat(layers) };
  });
  if (early.every((r) => blocks(r.findings))) return early;
  const pieces = splitAtMarks(daySegments, marks(daySegments[0]!.day));
  let from = 0;
  return pieces.map((segment): Row => {
    while (daySegments[from]!.end <= segment.start) from++;
    const parent = early[from]!;
    const facts = factsOf(segment, timeline);
    if (blocks(parent.findings)) return { segment, facts, findings: parent.findings };
    const layers = evaluateLayers(karma, facts, day, people, { practice }, parent.layers);
    return { segment, facts, findings: [...flat(layers), ...specialYogas(facts)] };
  });
}

/**
 * Scan a timeline for one act; `people` adds each one's tarabala and chandrabala. `marks` gives a day's sunset and
 * Rahu kalam when a rule needs them.
 */
export function scanTimeline(
  timeline: LimbTimeline,
  marks: MarksOf,
  karma: Karma,
  people: readonly Person[] = [],
): ScanResult {
  const practice = timeline.place.practice ?? DEFAULT_PRACTICE;
  const ctx = new DayContext(timeline);
  const byDay = segmentsByDay(timeline).map((s) => dayRows(timeline, s, marks, karma, ctx, people, practice));
  const refs = new Set<Citation>([...KARMA_RULES[karma].cites, ...QUALITY_RULE.cites]);
  // Findings mostly carry their table's own citation array: each array is read once (the first-seen order stays).
  const seenRefs = new Set<Finding['refs']>();
  const days = timeline.days.map((d, i): ScannedDay => {
    const rows = byDay[i]!;
    const windows = windowsOf(rows);
    const all = rows.flatMap((r) => r.findings);
    for (const f of all) {
      if (seenRefs.has(f.refs)) continue;
      seenRefs.add(f.refs);
      for (const c of f.refs) refs.add(c);
    }
    const favouredVara = all.some((f) => f.id === 'vara.favoured');
    const b = band(windows, favouredVara);
    return {
      date: d.date,
      weekday: rows[0]!.facts.weekday,
      sunrise: d.sunrise,
      nextSunrise: d.nextSunrise,
      facts: atSunrise(rows[0]!.facts),
      ...b,
      windows,
      benefits: uniqueByText(windows.flatMap((w) => w.rules)),
      issues: byLayer(uniqueByText(all.filter(isIssue))),
      stricter: uniqueByText(rows.filter((r) => !blocks(r.findings)).flatMap((r) => r.findings.filter(isStricter))),
      segments: rows.map((r) => ({ segment: r.segment, findings: r.findings })),
    };
  });
  return { timeline, days, refs: [...refs] };
}

/**
 * At sunrise it is day and outside Rahu kalam (never the first eighth), whether or not the day was cut; the facts
 * hold at the instant, so their span is that instant.
 */
const atSunrise = (f: SegmentFacts): SegmentFacts => ({ ...f, end: f.start, night: false, rahuKalam: false });

export function scan(input: ScanInput, karma: Karma, people: readonly Person[] = []): ScanResult {
  const timeline = buildLimbTimeline({ ...input, lagna: input.lagna || KARMA_RULES[karma].lagnas !== null });
  return scanTimeline(timeline, lazyMarks(timeline), karma, people);
}
