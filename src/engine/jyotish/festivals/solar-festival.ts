/**
 * Festivals of the solar year: a sankranti's civil day by the record's regional rule, and a nakshatra within a
 * solar month (the day whose daytime it fills most, as Tamil and Kerala almanacs place Thaipusam and Onam).
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { isEphemerisError } from '../../astro/sweph/errors.ts';
import { isEngineError } from '../../errors.ts';
import type { NakshatraFestival, Region, SankrantiRule, SolarFestival } from '../../tables/festivals/index.ts';
import { nakshatraAt, NAKSHATRAS } from '../../vocabulary/names.ts';
import { angleAt, crossing } from '../panchanga/boundary.ts';
import { LIMB_ANGLES } from '../panchanga/limb-angle.ts';
import { nextSankranti, type Sankranti } from '../events/solar-lunar.ts';
import { addDays, type PlaceDays } from './days.ts';
import type { CandidateDay, PlacedFestival } from './types.ts';

const NAKSHATRA_ARC = 360 / 27;

/** The sankrantis from `fromJdUt` to `toJdUt`; at the end of 2399 the search stops where the ephemeris files end. */
export function sankrantisBetween(fromJdUt: number, toJdUt: number, ayanamsa: Ayanamsa): Sankranti[] {
  const out: Sankranti[] = [];
  try {
    for (let s = nextSankranti(fromJdUt, ayanamsa); s.jdUt < toJdUt; s = nextSankranti(s.jdUt + 1, ayanamsa)) {
      out.push(s);
    }
  } catch (err) {
    if (!isEphemerisError(err) && !isEngineError(err, 'DATE_OUT_OF_RANGE')) throw err;
  }
  return out;
}

const RULE_WORDS: Record<SankrantiRule, string> = {
  before_sunset: 'the day of the sankranti when it falls before sunset, else the next day',
  before_madhyahna_end: 'the day of the sankranti when it falls before three fifths of the daytime, else the next day',
  civil_date: 'the civil date of the sankranti',
  vedic_day: 'the day whose sunrise opens the Vedic day (sunrise to sunrise) holding the sankranti',
};

/** The civil day a sankranti is kept on by a rule, and the fact the rule read. */
export function sankrantiDay(jdUt: number, rule: SankrantiRule, days: PlaceDays): { date: string; fact: string } {
  const date = days.dateOf(jdUt);
  const d = days.day(date);
  const time = days.clock(jdUt).iso.slice(11, 16);
  if (rule === 'civil_date') return { date, fact: `the sankranti falls at ${time} on ${date}` };
  if (rule === 'vedic_day') {
    const vedic = days.vedicDateOf(jdUt);
    const where = vedic === date ? 'after that sunrise' : 'before that sunrise, in the Vedic day of the day before';
    return { date: vedic, fact: `the sankranti falls at ${time} on ${date}, ${where}` };
  }
  const limit =
    rule === 'before_sunset'
      ? d.sunset
      : d.sunrise === null || d.sunset === null
        ? null
        : d.sunrise + (3 / 5) * (d.sunset - d.sunrise);
  const label = rule === 'before_sunset' ? 'sunset' : 'the end of madhyahna';
  if (limit === null) return { date, fact: `no sunrise or sunset on ${date}: its civil date is kept` };
  const at = days.clock(limit).iso.slice(11, 16);
  return jdUt < limit
    ? { date, fact: `the sankranti at ${time} on ${date} falls before ${label} (${at})` }
    : { date: addDays(date, 1), fact: `the sankranti at ${time} on ${date} falls after ${label} (${at})` };
}

function base(f: SolarFestival | NakshatraFestival) {
  const { id, name, hi, sa, kind, category, regions, cites } = f;
  return { id, name, hi, sa, kind, category, regions, cites, lunar: null, parana: null };
}

export function placeSolar(
  f: SolarFestival,
  sankrantis: readonly Sankranti[],
  days: PlaceDays,
  region: Region,
  inYear: (date: string) => boolean,
): PlacedFestival[] {
  const rule = f.regionRules?.[region] ?? f.rule;
  const others = [
    ...(rule === f.rule ? [] : [{ school: 'the rule most almanacs apply', rule: f.rule, cites: f.cites }]),
    ...(f.alternatives ?? []).filter((a) => a.rule !== rule),
  ];
  return sankrantis
    .filter((s) => s.sign === f.sign)
    .map((s): PlacedFestival => {
      const d = sankrantiDay(s.jdUt, rule, days);
      const alternatives = others.flatMap((a) => {
        const other = sankrantiDay(s.jdUt, a.rule, days);
        return other.date === d.date
          ? []
          : [{ date: other.date, school: a.school, rule: RULE_WORDS[a.rule], cites: a.cites }];
      });
      return {
        ...base(f),
        date: d.date,
        observance: { start: s.jdUt, end: s.jdUt, kaala: 'sankranti' },
        sankranti: s.jdUt,
        whyThisDate: {
          rule: `The Sun enters sidereal ${f.sign}: ${RULE_WORDS[rule]}`,
          kaala: null,
          decidedBy: 'sankranti',
          statement: `${d.fact}: kept on ${d.date}.`,
          span: null,
          days: [],
          steps: [],
          notes: [],
        },
        alternatives,
      };
    })
    .filter((p) => inYear(p.date));
}

/** Daytime share of a span on each civil day it touches. */
function daytimeShares(start: number, end: number, days: PlaceDays): CandidateDay[] {
  const out: CandidateDay[] = [];
  for (let date = days.dateOf(start); date <= days.dateOf(end); date = addDays(date, 1)) {
    const d = days.day(date);
    if (d.sunrise === null || d.sunset === null) continue;
    const from = Math.max(start, d.sunrise);
    const to = Math.min(end, d.sunset);
    const held = to > from ? [{ start: from, end: to }] : [];
    const share = held.length === 0 ? 0 : (to - from) / (d.sunset - d.sunrise);
    const kaala = { start: d.sunrise, end: d.sunset };
    out.push({ date, kaala, held, minutes: Math.round(Math.max(0, to - from) * 1440), share, nakshatra: true });
  }
  return out;
}

interface Span {
  start: number;
  end: number;
}

/** Every span of nakshatra `n` that begins between `from` and `to`. */
function starSpans(n: number, from: number, to: number, ayanamsa: Ayanamsa): Span[] {
  const limb = LIMB_ANGLES.nakshatra;
  const out: Span[] = [];
  let at = angleAt(limb, from, ayanamsa);
  for (;;) {
    const delta = (((n * NAKSHATRA_ARC - at.angle) % 360) + 360) % 360;
    const start = crossing(limb, ayanamsa, at, delta);
    if (start > to) return out;
    const end = crossing(limb, ayanamsa, { jdUt: start, angle: n * NAKSHATRA_ARC, rate: at.rate }, NAKSHATRA_ARC);
    out.push({ start, end });
    at = angleAt(limb, end + 1, ayanamsa);
  }
}

/** Purnima (elongation 168 to 180 degrees) around an instant. */
function purnimaNear(jdUt: number, ayanamsa: Ayanamsa): Span {
  const limb = LIMB_ANGLES.tithi;
  const a = angleAt(limb, jdUt, ayanamsa);
  const toStart = ((((168 - a.angle) % 360) + 540) % 360) - 180;
  const start = crossing(limb, ayanamsa, a, toStart);
  return { start, end: crossing(limb, ayanamsa, { jdUt: start, angle: 168, rate: a.rate }, 12) };
}

function chooseSpan(
  f: NakshatraFestival,
  spans: Span[],
  monthStartJd: number,
  ayanamsa: Ayanamsa,
): { span: Span; note: string } | null {
  const first = spans[0];
  if (first === undefined) return null;
  if (f.openedBy !== undefined) {
    const opener = starSpans(
      NAKSHATRAS.indexOf(f.openedBy),
      first.start - 27.5,
      (spans[spans.length - 1] ?? first).start,
      ayanamsa,
    );
    const after = spans.find((s) => opener.some((o) => o.start >= monthStartJd && o.start < s.start));
    if (after === undefined) return { span: first, note: '' };
    return { span: after, note: `the first ${f.nakshatra} after a ${f.openedBy} inside the month` };
  }
  if (f.withFullMoon === true) {
    const near = spans
      .map((s) => ({ s, p: purnimaNear((s.start + s.end) / 2, ayanamsa) }))
      .sort((a, b) => Math.abs(a.p.start - a.s.start) - Math.abs(b.p.start - b.s.start))[0];
    if (near !== undefined) return { span: near.s, note: `the ${f.nakshatra} nearest the full moon` };
  }
  return { span: first, note: '' };
}

const SIX_NAZHIKAS = 144 / 1440;

/** The star holds the day's sunrise and lasts six nazhikas (144 minutes) past it. */
function holdsSixNazhikas(c: CandidateDay, start: number, end: number, days: PlaceDays): boolean {
  const rise = days.day(c.date).sunrise;
  return rise !== null && start <= rise && end >= rise + SIX_NAZHIKAS;
}

export function placeStar(
  f: NakshatraFestival,
  sankrantis: readonly Sankranti[],
  days: PlaceDays,
  ayanamsa: Ayanamsa,
  inYear: (date: string) => boolean,
): PlacedFestival[] {
  const n = NAKSHATRAS.indexOf(f.nakshatra);
  const out: PlacedFestival[] = [];
  sankrantis.forEach((s, i) => {
    const next = sankrantis[i + 1];
    if (s.sign !== f.sunSign || next === undefined) return;
    const monthStart = sankrantiDay(s.jdUt, 'before_sunset', days).date;
    const monthEnd = addDays(sankrantiDay(next.jdUt, 'before_sunset', days).date, -1);
    const spans = starSpans(n, days.midnight(monthStart) - 1, days.midnight(addDays(monthEnd, 1)), ayanamsa).filter(
      (sp) =>
        daytimeShares(sp.start, sp.end, days).some((c) => c.share > 0 && c.date >= monthStart && c.date <= monthEnd),
    );
    const chosen = chooseSpan(f, spans, days.midnight(monthStart), ayanamsa);
    if (chosen === null) return;
    const { start, end } = chosen.span;
    const shares = daytimeShares(start, end, days).filter((c) => c.date >= monthStart && c.date <= monthEnd);
    const purnima = f.withFullMoon === true ? purnimaNear((start + end) / 2, ayanamsa) : null;
    const both =
      purnima === null ? [] : shares.filter((c) => c.held.some((h) => purnima.start < h.end && purnima.end > h.start));
    const pool = both.length > 0 ? both : shares;
    const atSunrise =
      f.day === 'sunrise_six_nazhika' ? shares.find((c) => holdsSixNazhikas(c, start, end, days)) : undefined;
    const best =
      atSunrise ?? pool.reduce<CandidateDay | null>((b, c) => (b === null || c.share > b.share ? c : b), null);
    if (best === null) return;
    const time = (jd: number) => days.clock(jd).iso.slice(0, 16).replace('T', ' ');
    const joined = both.length > 0 ? ', with Purnima in the same daytime' : '';
    const placed: PlacedFestival = {
      ...base(f),
      date: best.date,
      observance: best.held[0] === undefined ? null : { ...best.held[0], kaala: 'day' },
      sankranti: s.jdUt,
      whyThisDate: {
        rule:
          `${f.nakshatra} in the solar month that begins when the Sun enters sidereal ${f.sunSign} ` +
          `(${monthStart} to ${monthEnd}): the day whose daytime it fills most` +
          (f.withFullMoon === true ? ', preferring the day whose daytime also holds Purnima' : '') +
          (f.day === 'sunrise_six_nazhika'
            ? '; first the day whose sunrise it holds for six nazhikas (144 minutes)'
            : ''),
        kaala: null,
        decidedBy: 'solar_month_star',
        statement:
          `${nakshatraAt(n)} runs ${time(start)} to ${time(end)} and fills ` +
          `${Math.round(best.share * 100)}% of the daytime of ${best.date}${joined}.`,
        span: { name: f.nakshatra, start, end },
        days: shares,
        steps: [],
        notes: chosen.note === '' ? [] : [chosen.note],
      },
      alternatives: [],
    };
    if (inYear(placed.date)) out.push(placed);
  });
  return out;
}
