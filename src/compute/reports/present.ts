/**
 * A life-area report as the interface spells it: snake_case, instants as local ISO 8601 at the birth place, every
 * citation as prove_refs, and the works behind them as `sources`.
 */
import { epochMsFromJulianDay } from '../../engine/astro/time.ts';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import type {
  AreaReport,
  GrahaAspects,
  HouseAssessment,
  LevelResult,
  Rating,
  TimingWindow,
} from '../../engine/reports/activation/index.ts';
import { sourceKind, SOURCES, type Citation } from '../../engine/tables/sources.ts';
import { localClock } from '../local-time.ts';
import { toProveRefs } from '../prove-refs.ts';

export type Clock = (jdUt: number) => string;

/** Level and beat citations are mostly the tables' own lists: converted once per list, not once per report. */
const converted = new WeakMap<readonly Citation[], ReturnType<typeof toProveRefs>>();
function refsOf(list: readonly Citation[]) {
  let out = converted.get(list);
  if (out === undefined) {
    out = toProveRefs(list);
    converted.set(list, out);
  }
  return out;
}

export const clockFor = (chart: Chart): Clock => {
  const clock = localClock(chart.moment.timezone);
  return (jdUt) => clock(epochMsFromJulianDay(jdUt)).iso;
};

export const presentLevel = (l: LevelResult) => ({
  level: l.level,
  id: l.id,
  name: l.name,
  status: l.status,
  score: l.score,
  unit: 'points' as const,
  facts: l.facts,
  rule: l.rule,
  finding: l.finding,
  prove_refs: refsOf(l.refs),
});

export const presentRating = (r: Rating) => ({
  band: r.band,
  score: r.score,
  min: r.min,
  max: r.max,
  trace: r.trace,
  not_evaluated: r.notEvaluated,
  tier: 'service' as const,
});

export function presentWindow(w: TimingWindow, at: Clock) {
  const stay = (s: TimingWindow['jupiter']) => ({
    sign: s.sign,
    start: at(s.startJdUt),
    end: at(s.endJdUt),
    houses: s.houses,
  });
  return {
    kind: w.kind,
    start: at(w.startJdUt),
    end: at(w.endJdUt),
    mahadasha: { lord: w.mahadasha.lord, start: at(w.mahadasha.startJdUt), end: at(w.mahadasha.endJdUt) },
    antardasha: { lord: w.antardasha.lord, start: at(w.antardasha.startJdUt), end: at(w.antardasha.endJdUt) },
    jupiter: stay(w.jupiter),
    saturn: stay(w.saturn),
    because: w.because,
  };
}

export const presentHouse = (h: HouseAssessment) => ({
  house: h.house,
  sign: h.sign,
  lord: h.lord,
  lord_house: h.lordHouse,
  lord_dignity: h.lordDignity,
  occupants: h.occupants,
  aspected_by: h.aspectedBy,
  bindus: h.bindus,
  bhavabala_rupas: h.bhavabalaRupas,
  bhavabala_band: h.bhavabalaBand,
});

export const presentAspects = (a: GrahaAspects) => ({
  graha: a.graha,
  sign: a.sign,
  house: a.house,
  conjunct: a.conjunct,
  aspected_by: a.aspectedBy,
  aspects_houses: a.aspectsHouses,
});

export function sourcesOf(refs: readonly Citation[]) {
  return [...new Set(refs.map((c) => c.source))].map((key) => {
    const s = SOURCES[key];
    return { source: key, work: s.work, author: s.author, tier: sourceKind(key) };
  });
}

export function presentNativeEcho(chart: Chart, name: unknown) {
  return {
    ...(typeof name === 'string' ? { name } : {}),
    birth: chart.moment.localIso,
    timezone: chart.moment.timezone,
    utc: chart.moment.utcIso,
  };
}

/** The fields every area report carries. */
export function presentReport(r: AreaReport, at: Clock) {
  return {
    area: r.area,
    title: r.title,
    rating: presentRating(r.rating),
    activation_chain: r.levels.map(presentLevel),
    significators: r.significators,
    obstruction_list: r.obstructions.map(({ refs, ...o }) => ({ ...o, prove_refs: toProveRefs(refs) })),
    timing_windows: r.timingWindows.map((w) => presentWindow(w, at)),
    karma_chain: r.karmaChain,
    story_beats: r.storyBeats.map((b) => ({ text: b.text, level: b.level, prove_refs: refsOf(b.refs) })),
    omitted_by_policy: r.omittedByPolicy.map((o) => ({ id: o.id, topic: o.topic, reason: o.reason })),
    sources: sourcesOf(r.refs),
  };
}
