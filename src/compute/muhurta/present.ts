/** Muhurta engine results as the routes answer them: local ISO times at the place, rules with their prove_refs. */
import { epochMsFromJulianDay } from '../../engine/astro/time.ts';
import type { Finding } from '../../engine/jyotish/muhurta/findings.ts';
import type { ScannedDay, Window } from '../../engine/jyotish/muhurta/scan.ts';
import { QUALITY_RULE } from '../../engine/tables/muhurta/quality.ts';
import { localClock, type LocalTime } from '../local-time.ts';
import { toProveRefs, type ProveRefItem } from '../prove-refs.ts';

export type Clock = (jdUt: number) => LocalTime;

export function jdClock(timezone: string): Clock {
  const clock = localClock(timezone);
  return (jd) => clock(epochMsFromJulianDay(jd));
}

/**
 * A scan repeats each rule's citations in every window of every day (the same table's array each time): each array
 * is converted once. The items are shared between rules, so nothing may change them after.
 */
const proveRefsOf = new WeakMap<Finding['refs'], ProveRefItem[]>();
function refsOnce(refs: Finding['refs']): ProveRefItem[] {
  let items = proveRefsOf.get(refs);
  if (items === undefined) {
    items = toProveRefs(refs);
    proveRefsOf.set(refs, items);
  }
  return items;
}

export const presentRule = (f: Finding) => ({
  id: f.id,
  kind: f.kind,
  layer: f.layer,
  text: f.text,
  prove_refs: refsOnce(f.refs),
});

export function presentWindow(w: Window, clock: Clock) {
  const [s, e] = [clock(w.start), clock(w.end)];
  return {
    start: s.iso,
    end: e.iso,
    start_time: s.hms,
    end_time: e.hms,
    minutes: Math.round((w.end - w.start) * 1440),
    tithi: w.tithi,
    paksha: w.paksha,
    nakshatra: w.nakshatra,
    yoga: w.yoga,
    karana: w.karana,
    lagnas: w.lagnas,
    rules: w.rules.map(presentRule),
  };
}

export function presentDay(d: ScannedDay, clock: Clock) {
  return {
    date: d.date,
    weekday: d.weekday,
    nakshatra: d.facts.nakshatra,
    tithi: d.facts.tithi,
    paksha: d.facts.shukla ? ('Shukla' as const) : ('Krishna' as const),
    quality: d.quality,
    score: d.score,
    sunrise: clock(d.sunrise).iso,
    next_sunrise: clock(d.nextSunrise).iso,
    benefits: d.benefits.map((f) => f.text),
    issues: d.issues.map((f) => f.text),
    stricter_rules: d.stricter.map(presentStricter),
    windows: d.windows.map((w) => presentWindow(w, clock)),
  };
}

/** A classical block the practice relaxed: shown as the block it is, with what this practice made of it. */
export const presentStricter = (f: Finding) => ({
  ...presentRule(f),
  kind: 'block' as const,
  this_practice: f.stricter ?? ('issue' as const),
});

export const qualityRule = () => ({
  text: QUALITY_RULE.data.text,
  score: QUALITY_RULE.data.score,
  min_window_minutes: QUALITY_RULE.data.minWindowMinutes,
  tier: 'service' as const,
});

export const SCAN_METHOD =
  'One boundary timeline over the whole window: every tithi, karana, nakshatra, yoga, Moon-sign, Sun-sign and ' +
  'Sun-star change (roots of the true angles, to 1 s), each sunrise and sunset, Rahu kalam, the amanta months from ' +
  'the new moons, and the rising signs (rising times from one house computation a day, within 0.02 s of the ' +
  'true-ascendant root). Rules are read on the segments between boundaries, layer by layer (calendar periods, ' +
  'tithi, vara, nakshatra, yoga and karana, personal tarabala and chandrabala, lagna shuddhi, planetary ' +
  'conditions, daily windows), every rule on every span, as the practice profile applies them (conventions.' +
  'practice); a day lists every rule that failed on it in the order of the layers. Graha signs for lagna shuddhi ' +
  "and the fixed-orb combustion are read at sunrise, the Moon's sign per segment; Venus and Jupiter set and rise " +
  'at the instants found for the almanac reading. Eclipses count when visible at the place: the whole Vedic day of ' +
  'greatest eclipse (classical) or the span of the sutak (the almanac profiles).';
