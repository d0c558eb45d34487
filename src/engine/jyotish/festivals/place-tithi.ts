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
  observance: (Window & { kaala: Kaala | 'day' }) | null;
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
      return `the second day if it lasts ${Math.round(r.share * 100)}% of that day's daytime, else the day it begins in`;
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

/** The date a gap (held on no day) gives: the day the tithi begins in or ends in, by the rule. */
function gapDate(r: DayRule, t: TithiSpanInput, days: PlaceDays): string {
  const begins = days.vedicDateOf(t.start);
  if (r.kind === 'second') return days.vedicDateOf(t.end);
  if (r.kind !== 'second_if_daytime_share') return begins;
  const ends = days.vedicDateOf(t.end);
  const d = days.day(ends);
  if (ends === begins || d.sunrise === null || d.sunset === null) return begins;
  const share = (Math.min(t.end, d.sunset) - d.sunrise) / (d.sunset - d.sunrise);
  return share >= r.share ? ends : begins;
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
  const date = gapDate(rule.neither, t, days);
  const next = days.nextSunrise(date);
  const bhadraEnd = vishti.find((v) => v.end > t.start && v.end < t.end)?.end;
  const dayEnd = next === null ? t.end : Math.min(t.end, next);
  const observance =
    bhadraEnd !== undefined
      ? { start: bhadraEnd, end: dayEnd, kaala: 'day' as const }
      : { start: Math.max(t.start, days.day(date).sunrise ?? t.start), end: dayEnd, kaala: 'day' as const };
  if (bhadraEnd !== undefined) notes.push(`the rite follows the end of bhadra at ${time(bhadraEnd)}`);
  return {
    date,
    kaala,
    decidedBy: 'neither_day',
    days: days1,
    observance: observance.end > observance.start ? observance : null,
    statement: `${span} holds ${words} on no day: ${dayRuleWords(rule.neither, false)}, ${date}.`,
    notes,
  };
}
