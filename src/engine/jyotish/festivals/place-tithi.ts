/**
 * The one decision every lunar festival and monthly vrata goes through: a tithi must hold a part of the day (its
 * kaala); find the civil days whose kaala it holds, then settle a tie (held on both days) or a gap (held on
 * neither) by the record's rule. Vishti is cut out of the kaala where the rule says so, a fallback kaala is tried
 * when nothing is held, and a preferred nakshatra settles a tie first.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { SECONDS_PER_DAY } from '../../astro/time.ts';
import { KAALA_WORDS, type DayRule, type Kaala, type TithiRule } from '../../tables/festivals/index.ts';
import { nakshatraOf, tithiName } from '../../vocabulary/names.ts';
import { addDays, type PlaceDays } from './days.ts';
import { intersect, kaalaWindow, subtract, type Window } from './kaala-window.ts';
import type { CandidateDay, DecidedBy } from './types.ts';
import { vishtiIn } from './vishti.ts';

const MINUTES_PER_DAY = SECONDS_PER_DAY / 60;

export interface TithiSpanInput {
  /** 0-29. */
  index: number;
  start: number;
  end: number;
}

export interface TithiPlacement {
  date: string;
  kaala: Kaala;
  decidedBy: DecidedBy;
  days: CandidateDay[];
  observance: (Window & { kaala: Kaala | 'day' | 'after_bhadra' }) | null;
  statement: string;
  notes: string[];
}

function dayRuleWords(r: DayRule, tie: boolean): string {
  switch (r.kind) {
    case 'first':
      return tie ? 'the first day (purva-viddha)' : 'the day it begins in';
    case 'second':
      return tie ? 'the second day (para-viddha)' : 'the day it ends in';
    case 'greater_share':
      return 'the day whose kaala it fills more';
    case 'second_if_minutes':
      return `the second day if it holds at least ${r.minutes} minutes of the kaala there, else the first`;
    case 'second_if_daytime_share':
      return `the second day if it lasts ${Math.round(r.share * 100)}% of that day's daytime, else the first`;
  }
}

/** The rule in words, for why_this_date and the alternatives. */
export function ruleWords(tithi: string, r: TithiRule): string {
  const parts = [
    `${tithi} must hold ${KAALA_WORDS[r.kaala]}`,
    ...(r.avoidVishti ? ['bhadra (vishti) cut out of it'] : []),
    ...(r.fallbackKaala === undefined ? [] : [`if no day holds it, ${KAALA_WORDS[r.fallbackKaala]} instead`]),
    ...(r.preferNakshatra === undefined ? [] : [`on two days the one with ${r.preferNakshatra} at the kaala`]),
    `held on both days: ${dayRuleWords(r.both, true)}`,
    `on neither: ${dayRuleWords(r.neither, false)}`,
  ];
  return parts.join('; ');
}

function candidates(
  t: TithiSpanInput,
  kaala: Kaala,
  rule: TithiRule,
  days: PlaceDays,
  vishti: Window[],
  ayanamsa: Ayanamsa,
): CandidateDay[] {
  const out: CandidateDay[] = [];
  const last = days.dateOf(t.end);
  for (let date = addDays(days.dateOf(t.start), -1); date <= last; date = addDays(date, 1)) {
    const w = kaalaWindow(days, date, kaala);
    const inTithi = w === null ? null : intersect(w, { start: t.start, end: t.end });
    const held = inTithi === null ? [] : subtract(inTithi, vishti);
    // An instant survives subtract only when no vishti interval contains it.
    const heldInstant = inTithi !== null && inTithi.start === inTithi.end;
    const heldPieces = heldInstant
      ? vishti.some((v) => v.start <= inTithi.start && inTithi.start < v.end)
        ? []
        : [inTithi]
      : held;
    const length = w === null ? 0 : w.end - w.start;
    const heldLength = heldPieces.reduce((s, p) => s + (p.end - p.start), 0);
    let nakshatra: boolean | null = null;
    if (rule.preferNakshatra !== undefined && w !== null) {
      const moon = siderealPosition((w.start + w.end) / 2, 'Moon', { ayanamsa });
      nakshatra = nakshatraOf(moon.longitude).name === rule.preferNakshatra;
    }
    out.push({
      date,
      kaala: w,
      held: heldPieces,
      minutes: Math.round(heldLength * MINUTES_PER_DAY),
      share: heldPieces.length === 0 ? 0 : length === 0 ? 1 : Math.min(1, heldLength / length),
      nakshatra,
    });
  }
  return out;
}

function settle(r: DayRule, a: CandidateDay, b: CandidateDay): CandidateDay {
  switch (r.kind) {
    case 'first':
      return a;
    case 'second':
      return b;
    case 'greater_share':
      return b.share > a.share ? b : a;
    case 'second_if_minutes':
      return b.minutes >= r.minutes ? b : a;
    case 'second_if_daytime_share':
      return b.share >= r.share ? b : a;
  }
}

/**
 * The window of a day chosen with the kaala held nowhere: after bhadra when bhadra was what blocked it (to the middle
 * of the night or to the tithi's end, by the rule), else the tithi's part of that Vedic day.
 */
function gapObservance(
  t: TithiSpanInput,
  rule: TithiRule,
  date: string,
  vishti: Window[],
  days: PlaceDays,
): TithiPlacement['observance'] {
  const d = days.day(date);
  const next = days.nextSunrise(date);
  // Moved to the second day by a share rule: the rite keeps its kaala there, after the tithi has ended.
  if (rule.neither.kind === 'second_if_daytime_share' && date !== days.vedicDateOf(t.start)) {
    const w = kaalaWindow(days, date, rule.kaala);
    return w === null ? null : { ...w, kaala: rule.kaala };
  }
  const bhadraEnd = vishti.find((v) => v.end > t.start && v.end < t.end)?.end;
  let end = next === null ? t.end : Math.min(t.end, next);
  if (bhadraEnd !== undefined) {
    if (rule.afterBhadraUntil === 'night_middle' && d.sunset !== null && next !== null) {
      end = Math.min(end, (d.sunset + next) / 2);
    }
    return end > bhadraEnd ? { start: bhadraEnd, end, kaala: 'after_bhadra' } : null;
  }
  const start = Math.max(t.start, d.sunrise ?? t.start);
  return end > start ? { start, end, kaala: 'day' } : null;
}

/** The date a gap (held on no day) gives, with the fact a share rule read. */
function gapDate(r: DayRule, t: TithiSpanInput, days: PlaceDays): { date: string; fact: string | null } {
  const begins = days.vedicDateOf(t.start);
  if (r.kind === 'second') return { date: days.vedicDateOf(t.end), fact: null };
  if (r.kind !== 'second_if_daytime_share') return { date: begins, fact: null };
  const ends = days.vedicDateOf(t.end);
  const d = days.day(ends);
  if (ends === begins || d.sunrise === null || d.sunset === null) return { date: begins, fact: null };
  const share = (Math.min(t.end, d.sunset) - d.sunrise) / (d.sunset - d.sunrise);
  const fact = `it lasts ${Math.round(share * 1000) / 10}% of the daytime of ${ends}`;
  return { date: share >= r.share ? ends : begins, fact };
}

/** Three muhurtas (six ghatis): how long past sunrise a tithi must last to count as that day's tithi. */
const THREE_MUHURTAS = 144 / MINUTES_PER_DAY;

/**
 * The one day the tithi touches (holding the kaala, or its sunrise and three muhurtas after) on which the preferred
 * nakshatra holds at the kaala; null when none or both do.
 */
function byStarOnTithiDay(t: TithiSpanInput, all: CandidateDay[], days: PlaceDays): CandidateDay | null {
  const touched = all.filter((d) => {
    const rise = days.day(d.date).sunrise;
    return d.held.length > 0 || (rise !== null && rise >= t.start && rise + THREE_MUHURTAS <= t.end);
  });
  const starred = touched.filter((d) => d.nakshatra === true);
  return starred.length === 1 && touched.length > 1 ? (starred[0] ?? null) : null;
}

export function placeTithi(t: TithiSpanInput, rule: TithiRule, days: PlaceDays, ayanamsa: Ayanamsa): TithiPlacement {
  const name = tithiName(t.index);
  const time = (jd: number) => days.clock(jd).iso.slice(0, 16).replace('T', ' ');
  const span = `${name} (${time(t.start)} to ${time(t.end)})`;
  const vishti = rule.avoidVishti ? vishtiIn(t.index, t.start, t.end, ayanamsa) : [];
  const notes = vishti.map((v) => `bhadra (vishti) inside ${name}: ${time(v.start)} to ${time(v.end)}`);
  let kaala = rule.kaala;
  let days1 = candidates(t, kaala, rule, days, vishti, ayanamsa);
  if (vishti.length > 0) {
    for (const d of candidates(t, kaala, rule, days, [], ayanamsa)) {
      const cut = days1.find((c) => c.date === d.date);
      if (d.held.length > 0 && cut !== undefined && cut.held.length === 0) {
        notes.push(`on ${d.date} ${name} holds ${KAALA_WORDS[kaala]} only inside bhadra`);
      }
    }
  }
  let holding = days1.filter((d) => d.held.length > 0);
  let fallback = false;
  if (holding.length === 0 && rule.fallbackKaala !== undefined) {
    const other = candidates(t, rule.fallbackKaala, rule, days, vishti, ayanamsa);
    const otherHolding = other.filter((d) => d.held.length > 0);
    notes.push(`${name} holds no ${KAALA_WORDS[kaala]}; ${KAALA_WORDS[rule.fallbackKaala]} tried instead`);
    if (otherHolding.length > 0) {
      kaala = rule.fallbackKaala;
      days1 = other;
      holding = otherHolding;
      fallback = true;
    }
  }
  const words = KAALA_WORDS[kaala];
  const observe = (d: CandidateDay) => {
    const first = d.held[0];
    const last = d.held[d.held.length - 1];
    return first === undefined || last === undefined ? null : { start: first.start, end: last.end, kaala };
  };
  const starDay = rule.nakshatraScope === 'tithi_day' ? byStarOnTithiDay(t, days1, days) : null;
  if (starDay !== null) {
    return {
      date: starDay.date,
      kaala,
      decidedBy: 'nakshatra',
      days: days1,
      observance: observe(starDay),
      statement:
        `${span} touches ${starDay.date}, where ${rule.preferNakshatra ?? ''} holds at ${words}: ` +
        `the nakshatra decides.`,
      notes,
    };
  }
  const [a, b] = holding;
  if (a !== undefined && b === undefined) {
    return {
      date: a.date,
      kaala,
      decidedBy: fallback ? 'fallback_kaala' : 'only_day',
      days: days1,
      observance: observe(a),
      statement: `${span} holds ${words} on ${a.date} only.`,
      notes,
    };
  }
  if (a !== undefined && b !== undefined) {
    const byStar = a.nakshatra !== b.nakshatra && a.nakshatra !== null && b.nakshatra !== null;
    const chosen = byStar ? (a.nakshatra ? a : b) : settle(rule.both, a, b);
    const how = byStar
      ? `${rule.preferNakshatra ?? ''} holds at the kaala on ${chosen.date} only`
      : `the rule for both days gives ${dayRuleWords(rule.both, true)}`;
    return {
      date: chosen.date,
      kaala,
      decidedBy: byStar ? 'nakshatra' : 'both_days',
      days: days1,
      observance: observe(chosen),
      statement:
        `${span} holds ${words} on ${a.date} (${a.minutes} min, ${Math.round(a.share * 100)}%) and on ` +
        `${b.date} (${b.minutes} min, ${Math.round(b.share * 100)}%): ${how}.`,
      notes,
    };
  }
  const { date, fact } = gapDate(rule.neither, t, days);
  if (days1.every((d) => d.kaala === null)) {
    notes.push(`no ${KAALA_WORDS[kaala]} at this place on these days (no sunrise or sunset: polar day or night)`);
  }
  const observance = gapObservance(t, rule, date, vishti, days);
  if (observance?.kaala === 'after_bhadra') {
    notes.push(`the rite follows the end of bhadra at ${time(observance.start)}`);
  } else if (observance !== null && observance.kaala === kaala && fact !== null) {
    notes.push(`the rite keeps its ${KAALA_WORDS[kaala]} on ${date}, after ${name} has ended`);
  }
  return {
    date,
    kaala,
    decidedBy: 'neither_day',
    days: days1,
    observance,
    statement:
      `${span} holds ${words} on no day` +
      (fact === null ? '' : ` and ${fact}`) +
      `: ${dayRuleWords(rule.neither, false)}, ${date}.`,
    notes,
  };
}
