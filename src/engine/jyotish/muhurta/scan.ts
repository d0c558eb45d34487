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
import {
  calendarReadsSpan,
  dailyWindowFindings,
  evaluateLayers,
  memoSpecialYogas,
  RuleMemo,
  type LayerFindings,
} from './rules.ts';
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

const blocks = (findings: readonly Finding[]) => findings.some((f) => f.kind === 'block');
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

/**
 * A segment read: its findings flat, and the same findings as the non-empty arrays they were gathered from (each
 * layer's, then the special yogas). The rule memo and the neighbours share those arrays, and consecutive rows with
 * the same parts share `findings` too, so a day's lists skip whatever was already read; nothing changes them after.
 * `facts` is left out (null) where nothing reads it: on a closed segment that only repeats its neighbour.
 */
interface Row {
  segment: LimbSegment;
  facts: SegmentFacts | null;
  findings: Finding[];
  parts: readonly Finding[][];
  blocked: boolean;
}

const sameParts = (a: readonly Finding[][], b: readonly Finding[][]) =>
  a.length === b.length && a.every((p, i) => p === b[i]);

function row(segment: LimbSegment, facts: SegmentFacts, parts: Finding[][], previous: Row | undefined): Row {
  if (previous !== undefined && sameParts(parts, previous.parts))
    return {
      segment,
      facts,
      findings: previous.findings,
      parts: previous.parts,
      blocked: previous.blocked,
    };
  const findings = parts.flat();
  return { segment, facts, findings, parts, blocked: blocks(findings) };
}

/** The layers read, without those not read (null) or that found nothing. */
const partsOf = (layers: LayerFindings): Finding[][] =>
  layers.filter((x): x is Finding[] => x !== null && x.length > 0);

const factsIn = (r: Row): SegmentFacts => {
  if (r.facts === null) throw new Error('facts of a closed segment read');
  return r.facts;
};

function windowsOf(rows: Row[]): Window[] {
  const out: Window[] = [];
  let run: typeof rows = [];
  const flush = () => {
    if (run.length === 0) return;
    const first = run[0]!;
    const start = first.segment.start;
    const end = run.at(-1)!.segment.end;
    if (end - start >= MIN_WINDOW_DAYS) {
      const facts = factsIn(first);
      // A finding held by the same object, or by one with its id and text: rows mostly share them.
      const holds = (r: Row, f: Finding) =>
        r.findings === first.findings || r.findings.some((g) => g === f || (g.id === f.id && g.text === f.text));
      const held = first.findings.filter(
        (f) => f.kind === 'benefit' && !f.shapesWindow && run.every((r) => holds(r, f)),
      );
      const lagnaRules = uniqueByText(
        run.flatMap((r) => r.findings.filter((f) => f.kind === 'benefit' && f.shapesWindow === true)),
      );
      out.push({
        start,
        end,
        tithi: facts.tithi,
        paksha: facts.shukla ? 'Shukla' : 'Krishna',
        nakshatra: facts.nakshatra,
        yoga: facts.yoga,
        karana: facts.karana,
        lagnas: [...new Set(run.map((r) => factsIn(r).lagna).filter((l): l is NonNullable<typeof l> => l !== null))],
        rules: [...held, ...lagnaRules],
      });
    }
    run = [];
  };
  for (const row of rows) {
    if (row.blocked || (run.length > 0 && !sameLimbs(run.at(-1)!.segment, row.segment))) flush();
    if (!row.blocked) run.push(row);
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

/** A day's issue: a block or a caution, not a rule that only shapes the windows nor one the practice does not apply. */
const isIssue = (f: Finding) =>
  (f.kind === 'block' || f.kind === 'issue') && f.shapesWindow !== true && f.stricter !== 'off';
const byLayer = (list: Finding[]) => list.sort((a, b) => LAYERS.indexOf(a.layer) - LAYERS.indexOf(b.layer));

/** Whether the list holds the item itself (a few arrays: a plain loop, not a set). */
function holds<T>(list: readonly T[], item: T): boolean {
  for (const x of list) if (x === item) return true;
  return false;
}

/** Adds the finding unless one with its text is listed already (a day lists a few: no map needed). */
function addByText(list: Finding[], f: Finding): void {
  for (const g of list) if (g === f || g.text === f.text) return;
  list.push(f);
}

/**
 * Segments of one day whose facts agree for every layer but the calendar's (a span's sutak) and the lagna's: the
 * limbs, the Moon's and the Sun's signs and the Sun's star, the lunar month (the weekday is the day's).
 */
const sameFacts = (a: LimbSegment, b: LimbSegment) =>
  a.tithi === b.tithi &&
  a.karana === b.karana &&
  a.nakshatra === b.nakshatra &&
  a.yoga === b.yoga &&
  a.moonSign === b.moonSign &&
  a.sunSign === b.sunSign &&
  a.sunNakshatra === b.sunNakshatra &&
  a.day === b.day &&
  a.month === b.month;
const CALENDAR = 0;
const LAGNA = LAYERS.indexOf('lagna_shuddhi');

/**
 * One day's rows: its limb segments read up to the daily windows; if some segment survives, the day cut at its
 * marks and read whole (a piece of a segment already blocked keeps that segment's findings). Segments are mostly
 * cut by the rising sign alone: a neighbour with the same facts lends its layers, and a piece its segment's, so only
 * the layers that can differ are read again (the calendar's only on a day whose eclipse sutak a span may meet). A
 * neighbour closed before the lagna layer lends all of them: no layer it read can differ.
 */
function dayRows(
  timeline: LimbTimeline,
  daySegments: readonly LimbSegment[],
  marks: MarksOf,
  karma: Karma,
  ctx: DayContext,
  people: readonly Person[],
  practice: Practice,
  memo: RuleMemo,
): Row[] {
  const day = ctx.day(daySegments[0]!.day);
  const spanCalendar = calendarReadsSpan(karma, day);
  const options = { beforeDailyWindows: true, practice, memo };
  // Layers a neighbour with the same facts cannot lend: the lagna's, and the calendar's on a day of an eclipse sutak.
  const reread = (1 << LAGNA) | (spanCalendar ? 1 << CALENDAR : 0);
  const early: Row[] = [];
  const layersOf: LayerFindings[] = [];
  for (const segment of daySegments) {
    const previous = early.at(-1);
    const before = layersOf.at(-1);
    const same = previous !== undefined && before !== undefined && sameFacts(previous.segment, segment);
    if (same && previous.blocked && before[LAGNA] === null && !spanCalendar) {
      early.push({
        segment,
        facts: null,
        findings: previous.findings,
        parts: previous.parts,
        blocked: true,
      });
      layersOf.push(before);
      continue;
    }
    const facts = factsOf(segment, timeline);
    const layers = evaluateLayers(karma, facts, day, people, options, same ? before : [], reread);
    layersOf.push(layers);
    early.push(row(segment, facts, partsOf(layers), previous));
  }
  if (early.every((r) => r.blocked)) return early;
  const pieces = splitAtMarks(daySegments, marks(daySegments[0]!.day));
  let from = 0;
  const out: Row[] = [];
  for (const segment of pieces) {
    while (daySegments[from]!.end <= segment.start) from++;
    const parent = early[from]!;
    if (parent.blocked) {
      // Only the first row's facts are read (the day at sunrise), and only its weekday and limbs.
      const facts = out.length === 0 ? factsOf(segment, timeline) : null;
      out.push({
        segment,
        facts,
        findings: parent.findings,
        parts: parent.parts,
        blocked: true,
      });
      continue;
    }
    // A piece differs from its open segment only in its span and marks (factsOf would give the same, field for
    // field), and reads every layer as its segment did but the daily windows; the special yogas last.
    const facts: SegmentFacts = {
      ...factsIn(parent),
      start: segment.start,
      end: segment.end,
      night: segment.night,
      rahuKalam: segment.rahuKalam,
    };
    const parts = [...parent.parts, dailyWindowFindings(karma, facts, practice, memo), memoSpecialYogas(facts, memo)];
    out.push(
      row(
        segment,
        facts,
        parts.filter((p) => p.length > 0),
        out.at(-1),
      ),
    );
  }
  return out;
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
  const memo = new RuleMemo();
  const byDay = segmentsByDay(timeline).map((s) => dayRows(timeline, s, marks, karma, ctx, people, practice, memo));
  const refs = new Set<Citation>([...KARMA_RULES[karma].cites, ...QUALITY_RULE.cites]);
  // Findings mostly carry their table's own citation array: each array is read once (the first-seen order stays).
  const seenRefs = new Set<Finding['refs']>();
  const days = timeline.days.map((d, i): ScannedDay => {
    const rows = byDay[i]!;
    const windows = windowsOf(rows);
    // The day's findings in order. A row mostly repeats the arrays of the row before it (its neighbour's layers), and
    // an array read again adds nothing to lists that keep the first finding of each text, so those are skipped.
    const issues: Finding[] = [];
    const stricter: Finding[] = [];
    let favouredVara = false;
    let previous: readonly Finding[][] = [];
    let previousOpen: readonly Finding[][] = [];
    for (const r of rows) {
      const parts = r.parts;
      if (parts === previous && (r.blocked || parts === previousOpen)) continue;
      for (const part of parts) {
        if (!r.blocked && !holds(previousOpen, part))
          for (const f of part) if (f.stricter !== undefined) addByText(stricter, f);
        if (holds(previous, part)) continue;
        for (const f of part) {
          if (!seenRefs.has(f.refs)) {
            seenRefs.add(f.refs);
            for (const c of f.refs) refs.add(c);
          }
          if (f.id === 'vara.favoured') favouredVara = true;
          if (isIssue(f)) addByText(issues, f);
        }
      }
      previous = parts;
      if (!r.blocked) previousOpen = parts;
    }
    const b = band(windows, favouredVara);
    const first = factsIn(rows[0]!);
    return {
      date: d.date,
      weekday: first.weekday,
      sunrise: d.sunrise,
      nextSunrise: d.nextSunrise,
      facts: atSunrise(first),
      ...b,
      windows,
      benefits: uniqueByText(windows.flatMap((w) => w.rules)),
      issues: byLayer(issues),
      stricter,
      segments: rows.map((r) => ({ segment: r.segment, findings: r.findings })),
    };
  });
  return { timeline, days, refs: [...refs] };
}

/**
 * At sunrise it is day and outside Rahu kalam (never the first eighth), whether or not the day was cut; the facts
 * hold at the instant, so their span is that instant.
 */
const atSunrise = (f: SegmentFacts): SegmentFacts => ({
  ...f,
  end: f.start,
  night: false,
  rahuKalam: false,
});

export function scan(input: ScanInput, karma: Karma, people: readonly Person[] = []): ScanResult {
  const timeline = buildLimbTimeline({
    ...input,
    lagna: input.lagna || KARMA_RULES[karma].lagnas !== null,
  });
  return scanTimeline(timeline, lazyMarks(timeline), karma, people);
}
