/**
 * The rules of one act read on one segment of the timeline: each returns its findings with their citations. The
 * tables hold what is favoured and avoided (tables/muhurta); this file only compares a segment's facts with them.
 */
import { KARMA_RULES, type KarmaRule } from '../../tables/muhurta/karma-rules.ts';
import type { Karma } from '../../tables/muhurta/keys.ts';
import {
  BAD_YOGAS,
  BHADRA_RESIDENCE,
  DAGDHA_BY_SUN_SIGN,
  DAGDHA_BY_WEEKDAY,
  VISHTI,
} from '../../tables/muhurta/panchanga-doshas.ts';
import { ADHIKA_MASA, CHATURMAS, ECLIPSE_DAY, KHARMAS_SIGNS, PANCHAKA } from '../../tables/muhurta/periods.ts';
import { DEFAULT_PRACTICE, type Practice } from '../../tables/muhurta/practices.ts';
import { practice } from '../../tables/muhurta/refs.ts';
import {
  AMRITA_SIDDHI,
  PUSHKAR,
  PUSHYA_YOGAS,
  RAVI_YOGA,
  SARVARTHA_SIDDHI,
  SIDDHA_BY_TITHI,
} from '../../tables/muhurta/special-yogas.ts';
import { CHANDRABALA, TARAS } from '../../tables/muhurta/tara.ts';
import { TITHI_GROUP, groupOfTithi } from '../../tables/muhurta/tithi-groups.ts';
import { COMBUSTION_ORBS } from '../../tables/chart/combustion.ts';
import { RAHU_KALAM } from '../../tables/day-division/rahu-kalam.ts';
import { GRAHAS, LUNAR_MONTHS_ORDER, signAt, type Graha, type Nakshatra, type Sign } from './names.ts';
import type { DayFacts } from './day-context.ts';
import type { SegmentFacts } from './facts.ts';
import type { LunarMonthValue } from '../panchanga/lunar-month.ts';
import { LAYERS, type Finding } from './findings.ts';
import { chandrabala, tara, type Person } from './personal.ts';
import { addsRule, applyPractice, practiceCalendarRules, practicePlanetRules } from './practice-rules.ts';

const RAHU_KALAM_PRACTICE = [
  ...RAHU_KALAM.cites,
  practice('Rahu kalam avoided for beginning auspicious acts, as almanacs print it'),
];

const VISHTI_REFS = [...VISHTI.cites, ...BHADRA_RESIDENCE.cites];
const RESIDES = {
  earth: 'on the earth',
  heaven: 'in heaven',
  netherworld: 'in the netherworld',
} as const;

export function specialYogas(f: SegmentFacts): Finding[] {
  const out: Finding[] = [];
  const yoga = (id: string, text: string, refs: Finding['refs']) =>
    out.push({
      id: `special.${id}`,
      kind: 'benefit',
      layer: 'nakshatra',
      text,
      refs,
    });
  if ((SARVARTHA_SIDDHI.data[f.weekday] as readonly Nakshatra[]).includes(f.nakshatra))
    yoga('sarvartha_siddhi', `sarvartha siddhi yoga (${f.weekday} with ${f.nakshatra})`, SARVARTHA_SIDDHI.cites);
  if (AMRITA_SIDDHI.data[f.weekday] === f.nakshatra)
    yoga('amrita_siddhi', `amrita siddhi yoga (${f.weekday} with ${f.nakshatra})`, AMRITA_SIDDHI.cites);
  if (SIDDHA_BY_TITHI.data[f.weekday] === groupOfTithi(f.tithiNumber))
    yoga(
      'siddha',
      `siddha yoga (${f.weekday} with a ${groupOfTithi(f.tithiNumber)} tithi, ${f.tithi})`,
      SIDDHA_BY_TITHI.cites,
    );
  if (f.nakshatra === 'Pushya' && PUSHYA_YOGAS.data.guru_pushya === f.weekday)
    yoga('guru_pushya', 'guru pushya yoga (Thursday with Pushya)', PUSHYA_YOGAS.cites);
  if (f.nakshatra === 'Pushya' && PUSHYA_YOGAS.data.ravi_pushya === f.weekday)
    yoga('ravi_pushya', 'ravi pushya yoga (Sunday with Pushya)', PUSHYA_YOGAS.cites);
  const fromSun = ((f.nakshatraIndex - f.sunNakshatraIndex + 27) % 27) + 1;
  if ((RAVI_YOGA.data as readonly number[]).includes(fromSun))
    yoga('ravi_yoga', `ravi yoga (the Moon's star ${fromSun}th from the Sun's)`, RAVI_YOGA.cites);
  if (
    groupOfTithi(f.tithiNumber) === PUSHKAR.data.tithiGroup &&
    (PUSHKAR.data.weekdays as readonly string[]).includes(f.weekday)
  ) {
    if ((PUSHKAR.data.dwipushkar as readonly Nakshatra[]).includes(f.nakshatra))
      out.push({
        id: 'special.dwipushkar',
        kind: 'issue',
        layer: 'nakshatra',
        text:
          `dwipushkar yoga (${f.weekday}, ${f.tithi}, ${f.nakshatra}): what is done repeats twice; good for ` +
          `gains, avoided for losses`,
        refs: PUSHKAR.cites,
      });
    if ((PUSHKAR.data.tripushkar as readonly Nakshatra[]).includes(f.nakshatra))
      out.push({
        id: 'special.tripushkar',
        kind: 'issue',
        layer: 'nakshatra',
        text:
          `tripushkar yoga (${f.weekday}, ${f.tithi}, ${f.nakshatra}): what is done repeats thrice; good for ` +
          `gains, avoided for losses`,
        refs: PUSHKAR.cites,
      });
  }
  return out;
}

function tithiRules(r: KarmaRule, f: SegmentFacts): Finding[] {
  const paksha = f.shukla ? 'Shukla' : 'Krishna';
  const name = `${paksha} ${f.tithi}`;
  const out: Finding[] = [];
  if (f.tithiIndex === 29)
    out.push({
      id: 'tithi.amavasya',
      kind: 'block',
      layer: 'tithi',
      text: 'Amavasya (new moon) is avoided',
      refs: TITHI_GROUP.cites,
    });
  else if (groupOfTithi(f.tithiNumber) === 'rikta')
    out.push({
      id: 'tithi.rikta',
      kind: 'block',
      layer: 'tithi',
      text: `${name} is a rikta tithi, avoided`,
      refs: TITHI_GROUP.cites,
    });
  else {
    const list: readonly number[] = f.shukla ? r.tithis.shukla : r.tithis.krishna;
    out.push(
      list.includes(f.tithiNumber)
        ? {
            id: 'tithi.favoured',
            kind: 'benefit',
            layer: 'tithi',
            text: `${name} is a tithi for ${r.label}`,
            refs: r.cites,
          }
        : {
            id: 'tithi.not_favoured',
            kind: 'block',
            layer: 'tithi',
            text: `${name} is not among the tithis for ${r.label}`,
            refs: r.cites,
          },
    );
  }
  if (DAGDHA_BY_SUN_SIGN.data[f.sunSign] === f.tithiNumber)
    out.push({
      id: 'tithi.dagdha',
      kind: 'block',
      layer: 'tithi',
      text: `${name} is dagdha (burnt) with the Sun in ${f.sunSign}`,
      refs: DAGDHA_BY_SUN_SIGN.cites,
    });
  if (DAGDHA_BY_WEEKDAY.data[f.weekday] === f.tithiNumber)
    out.push({
      id: 'tithi.dagdha_yoga',
      kind: 'block',
      layer: 'tithi',
      text: `dagdha yoga: ${f.tithi} on ${f.weekday}`,
      refs: DAGDHA_BY_WEEKDAY.cites,
    });
  return out;
}

function varaRules(r: KarmaRule, f: SegmentFacts): Finding[] {
  if ((r.varas.avoid as readonly string[]).includes(f.weekday))
    return [
      {
        id: 'vara.avoided',
        kind: 'block',
        layer: 'vara',
        text: `${f.weekday} is avoided for ${r.label}`,
        refs: r.cites,
      },
    ];
  if ((r.varas.good as readonly string[]).includes(f.weekday))
    return [
      {
        id: 'vara.favoured',
        kind: 'benefit',
        layer: 'vara',
        text: `${f.weekday} is a favoured weekday for ${r.label}`,
        refs: r.cites,
      },
    ];
  return [];
}

function panchaka(r: KarmaRule, f: SegmentFacts): Finding[] {
  if (!r.gates.panchaka || !(PANCHAKA.data as readonly Sign[]).includes(f.moonSign)) return [];
  return [
    {
      id: 'nakshatra.panchaka',
      kind: 'issue',
      layer: 'nakshatra',
      text: `panchaka (the Moon in ${f.moonSign}, ${f.nakshatra}): a journey south is avoided`,
      refs: PANCHAKA.cites,
    },
  ];
}

function nakshatraRules(r: KarmaRule, f: SegmentFacts): Finding[] {
  return [...starRule(r, f), ...panchaka(r, f)];
}

function starRule(r: KarmaRule, f: SegmentFacts): Finding[] {
  return r.nakshatras.includes(f.nakshatra)
    ? [
        {
          id: 'nakshatra.favoured',
          kind: 'benefit',
          layer: 'nakshatra',
          text: `${f.nakshatra} is a nakshatra for ${r.label}`,
          refs: r.cites,
        },
      ]
    : [
        {
          id: 'nakshatra.not_favoured',
          kind: 'block',
          layer: 'nakshatra',
          text: `${f.nakshatra} is not among the nakshatras for ${r.label}`,
          refs: r.cites,
        },
      ];
}

function yogaKaranaRules(f: SegmentFacts): Finding[] {
  const out: Finding[] = [];
  if ((BAD_YOGAS.data.rejected as readonly string[]).includes(f.yoga))
    out.push({
      id: 'yoga.rejected',
      kind: 'block',
      layer: 'yoga_karana',
      text: `${f.yoga} yoga is rejected for auspicious acts`,
      refs: BAD_YOGAS.cites,
    });
  else if ((BAD_YOGAS.data.inauspicious as readonly string[]).includes(f.yoga))
    out.push({
      id: 'yoga.inauspicious',
      kind: 'issue',
      layer: 'yoga_karana',
      text: `${f.yoga} yoga is inauspicious`,
      refs: BAD_YOGAS.cites,
    });
  if ((VISHTI.data as readonly string[]).includes(f.karana)) {
    const residence = BHADRA_RESIDENCE.data[f.moonSign];
    out.push({
      id: residence === 'earth' ? 'karana.vishti' : 'karana.vishti_away',
      kind: 'block',
      layer: 'yoga_karana',
      text: `Vishti (bhadra) karana is avoided; it resides ${RESIDES[residence]} (the Moon in ${f.moonSign})`,
      refs: VISHTI_REFS,
    });
  }
  return out;
}

function calendarRules(r: KarmaRule, f: SegmentFacts, d: DayFacts, practice: Practice): Finding[] {
  const out: Finding[] = [];
  const g = r.gates;
  if (g.adhika && f.month.adhika)
    out.push({
      id: 'period.adhika_masa',
      kind: 'block',
      layer: 'calendar_periods',
      text: `adhika (intercalary) ${f.month.name}: closed for ${r.label}`,
      refs: ADHIKA_MASA.cites,
    });
  if (g.kharmas && (KHARMAS_SIGNS.data as readonly Sign[]).includes(f.sunSign))
    out.push({
      id: 'period.kharmas',
      kind: 'block',
      layer: 'calendar_periods',
      text: `the Sun in ${f.sunSign} (kharmas): closed for ${r.label}`,
      refs: KHARMAS_SIGNS.cites,
    });
  if (g.chaturmas && inChaturmas(f))
    out.push({
      id: 'period.chaturmas',
      kind: 'block',
      layer: 'calendar_periods',
      text: `chaturmas (devshayani to prabodhini ekadashi): closed for ${r.label}`,
      refs: CHATURMAS.cites,
    });
  if (g.eclipse)
    for (const e of d.eclipses())
      out.push({
        id: 'period.eclipse',
        kind: 'block',
        layer: 'calendar_periods',
        text: `${e.kind} eclipse visible at the place this day`,
        refs: ECLIPSE_DAY.cites,
      });
  return [...out, ...practiceCalendarRules(r, f, d, practice)];
}

function planetRules(r: KarmaRule, d: DayFacts, practice: Practice): Finding[] {
  if (!r.gates.combust) return [];
  const byOrb = d.combust().map((c): Finding => ({
    id: `planet.${c.graha.toLowerCase()}_combust`,
    kind: 'block',
    layer: 'planetary_conditions',
    text: `${c.graha} combust (${c.distance.toFixed(1)} degrees from the Sun, orb ${c.orb})`,
    refs: [...COMBUSTION_ORBS.cites, ...r.cites],
  }));
  return [...byOrb, ...practicePlanetRules(r, d, practice)];
}

function lagnaRules(r: KarmaRule, f: SegmentFacts, d: DayFacts): Finding[] {
  if (r.lagnas === null || f.lagna === null || f.lagnaIndex === null) return [];
  const out: Finding[] = [
    r.lagnas.includes(f.lagna)
      ? {
          id: 'lagna.favoured',
          kind: 'benefit',
          layer: 'lagna_shuddhi',
          text: `${f.lagna} lagna rising`,
          refs: r.cites,
          shapesWindow: true,
        }
      : {
          id: 'lagna.not_favoured',
          kind: 'block',
          layer: 'lagna_shuddhi',
          text: `${f.lagna} lagna is not among the lagnas for ${r.label}`,
          refs: r.cites,
          shapesWindow: true,
        },
  ];
  if (r.lagnaShuddhi) {
    const signs: Partial<Record<Graha, number>> = {
      ...d.grahaSigns(),
      Moon: f.moonSignIndex,
    };
    const houses = [7, 8].map((h) => (f.lagnaIndex! + h - 1) % 12);
    const occupants = GRAHAS.filter((g) => signs[g] !== undefined && houses.includes(signs[g]));
    out.push(
      occupants.length === 0
        ? {
            id: 'lagna.shuddhi',
            kind: 'benefit',
            layer: 'lagna_shuddhi',
            text: `7th and 8th from the ${f.lagna} lagna (${signAt(houses[0]!)}, ${signAt(houses[1]!)}) hold no graha`,
            refs: r.cites,
            shapesWindow: true,
          }
        : {
            id: 'lagna.not_shuddha',
            kind: 'block',
            layer: 'lagna_shuddhi',
            text: `${occupants.join(', ')} in the 7th or 8th from the ${f.lagna} lagna`,
            refs: r.cites,
            shapesWindow: true,
          },
    );
  }
  return out;
}

function dailyWindowRules(r: KarmaRule, f: SegmentFacts): Finding[] {
  if (f.night === undefined || f.rahuKalam === undefined)
    throw new Error('daily windows read on a segment not cut at its sunset and Rahu kalam');
  const out: Finding[] = [];
  if (f.rahuKalam)
    out.push({
      id: 'daily.rahu_kalam',
      kind: 'block',
      layer: 'daily_windows',
      text: 'Rahu kalam',
      refs: RAHU_KALAM_PRACTICE,
      shapesWindow: true,
    });
  if (r.nightOnly && !f.night)
    out.push({
      id: 'daily.day_time',
      kind: 'block',
      layer: 'daily_windows',
      text: `${r.label} is timed at night`,
      refs: r.cites,
      shapesWindow: true,
    });
  return out;
}

export function personalRules(f: SegmentFacts, people: readonly Person[]): Finding[] {
  const out: Finding[] = [];
  for (const p of people) {
    const t = tara(p.nakshatra, f.nakshatraIndex);
    if (t.quality === 'bad')
      out.push({
        id: 'personal.tarabala',
        kind: 'block',
        layer: 'personal',
        text: `${p.label}: ${t.name} tara (${t.count} from the birth star), bad`,
        refs: TARAS.cites,
      });
    else if (t.quality === 'good')
      out.push({
        id: 'personal.tarabala',
        kind: 'benefit',
        layer: 'personal',
        text: `${p.label}: ${t.name} tara, good`,
        refs: TARAS.cites,
      });
    const c = chandrabala(p.sign, f.moonSignIndex, f.shukla);
    out.push(
      c.holds
        ? {
            id: 'personal.chandrabala',
            kind: 'benefit',
            layer: 'personal',
            text: `${p.label}: the Moon ${c.house}th from the birth sign, chandrabala good`,
            refs: CHANDRABALA.cites,
          }
        : {
            id: 'personal.chandrabala',
            kind: 'block',
            layer: 'personal',
            text:
              `${p.label}: the Moon ${c.house}th from the birth sign, chandrabala ` +
              `${c.quality === 'bad' ? 'bad' : 'weak in Krishna paksha'}`,
            refs: CHANDRABALA.cites,
          },
    );
  }
  return out;
}

/** Ashadha Shukla Ekadashi to Kartika Shukla Ekadashi, by the amanta month (an adhika month inside counts too). */
export function inChaturmas(f: Pick<SegmentFacts, 'month' | 'tithiIndex'>): boolean {
  const m = LUNAR_MONTHS_ORDER.indexOf(f.month.name);
  const from = LUNAR_MONTHS_ORDER.indexOf(CHATURMAS.data.from.month);
  const to = LUNAR_MONTHS_ORDER.indexOf(CHATURMAS.data.to.month);
  if (m === from) return !f.month.adhika && f.tithiIndex >= CHATURMAS.data.from.tithiIndex;
  if (m === to) return f.month.adhika || f.tithiIndex <= CHATURMAS.data.to.tithiIndex;
  return m > from && m < to;
}

export interface EvaluateOptions {
  /** Stop after the first layer that blocks (a scan needs only the rule that decided each segment). */
  stopAtBlock?: boolean;
  /** Read every layer before the daily windows only (no special yogas): the facts need no sunset. */
  beforeDailyWindows?: boolean;
  /** How the rules are applied (the default profile when absent). */
  practice?: Practice;
  /** Findings already read in this scan, by what they depend on (one act, practice and set of people per memo). */
  memo?: RuleMemo;
}

const LAGNA_LAYER = LAYERS.indexOf('lagna_shuddhi');

/** Each layer's findings on a segment, in the order of LAYERS; null for a layer not read (see evaluateLayers). */
export type LayerFindings = (Finding[] | null)[];

/**
 * The findings a scan reads again and again with the same inputs, kept for that one scan (one act, practice and set
 * of people): each layer's by what it reads (KEY_OF below), the special yogas by weekday, tithi and the two stars.
 * Equal inputs give equal findings, so each is built, texts and all, once a scan and then shared (never changed).
 */
export class RuleMemo {
  /** Each layer's findings by its key (KEY_OF): a number, or the day itself for the planets. */
  readonly layers: Map<unknown, Finding[]>[] = LAYERS.map(() => new Map<unknown, Finding[]>());
  readonly special = new Map<number, Finding[]>();
  private readonly names = new Map<string, number>();
  private readonly months = new Map<LunarMonthValue, number>();

  /** A number for a name of a sign, weekday, yoga or karana: below 64, as there are 57 such names. */
  id(name: string): number {
    return RuleMemo.number(this.names, name);
  }

  /** A number for a lunar month of the scan's timeline. */
  monthId(month: LunarMonthValue): number {
    return RuleMemo.number(this.months, month);
  }

  private static number<T>(ids: Map<T, number>, value: T): number {
    let i = ids.get(value);
    if (i === undefined) {
      i = ids.size;
      ids.set(value, i);
    }
    return i;
  }
}

/** The special yogas of a segment, from the memo when the same weekday, tithi and stars were read before. */
export function memoSpecialYogas(f: SegmentFacts, memo: RuleMemo): Finding[] {
  const key = ((memo.id(f.weekday) * 30 + f.tithiIndex) * 27 + f.nakshatraIndex) * 27 + f.sunNakshatraIndex;
  let found = memo.special.get(key);
  if (found === undefined) {
    found = specialYogas(f);
    memo.special.set(key, found);
  }
  return found;
}

/**
 * Whether the calendar layer reads a segment's span besides its facts: on a day with an eclipse sutak (its start and
 * end) for an act the eclipse closes. Elsewhere two segments with the same facts get the same calendar findings.
 */
export function calendarReadsSpan(karma: Karma, d: DayFacts): boolean {
  return KARMA_RULES[karma].gates.eclipse && d.eclipses().some((e) => e.sutak !== null);
}

/** What the daily windows read (null on a segment not yet cut at its marks: the rules refuse it, every time). */
const dailyKey = (f: SegmentFacts): number | null =>
  f.night === undefined || f.rahuKalam === undefined ? null : (f.night ? 2 : 0) + (f.rahuKalam ? 1 : 0);

/**
 * Everything a layer reads of a segment and its day, as one number (ids of names below 64, signs 12, or 13 with
 * "none"; the planets read only the day, so the day is their key), or null where it is not kept: the calendar on a
 * day of an eclipse, and the daily windows of a segment not cut at its marks.
 */
type KeyOf = (r: KarmaRule, f: SegmentFacts, d: DayFacts, memo: RuleMemo, practice: Practice) => unknown;
const KEY_OF: KeyOf[] = [
  // calendar periods: the month, the Sun's sign, the tithi, Jupiter's sign (guru-aditya) and the day's eclipses
  (r, f, d, memo, practice) => {
    if (r.gates.eclipse && d.eclipses().length > 0) return null;
    const jupiter = r.gates.combust && addsRule(practice, 'period.guru_aditya') ? d.jupiterSign() : 12;
    return ((memo.monthId(f.month) * 64 + memo.id(f.sunSign)) * 30 + f.tithiIndex) * 13 + jupiter;
  },
  // tithi: the tithi, the Sun's sign (dagdha) and the weekday (dagdha yoga)
  (_r, f, _d, memo) => (f.tithiIndex * 64 + memo.id(f.sunSign)) * 64 + memo.id(f.weekday),
  // vara
  (_r, f, _d, memo) => memo.id(f.weekday),
  // nakshatra: the star and the Moon's sign (panchaka)
  (_r, f) => f.nakshatraIndex * 12 + f.moonSignIndex,
  // yoga and karana, and the Moon's sign (where bhadra resides)
  (_r, f, _d, memo) => (memo.id(f.yoga) * 64 + memo.id(f.karana)) * 12 + f.moonSignIndex,
  // personal: the star, the Moon's sign and the paksha
  (_r, f) => (f.nakshatraIndex * 12 + f.moonSignIndex) * 2 + (f.shukla ? 1 : 0),
  // lagna: the rising sign, the Moon's sign and (lagna shuddhi) the day's graha signs
  (r, f, d) => {
    if (r.lagnas === null || f.lagnaIndex === null) return null;
    let key = f.lagnaIndex * 12 + f.moonSignIndex;
    if (r.lagnaShuddhi) {
      const signs = d.grahaSigns();
      for (const g of GRAHAS) key = key * 13 + (signs[g] ?? 12);
    }
    return key;
  },
  // planetary conditions: the day's combustion and settings
  (_r, _f, d) => d,
  // daily windows: day or night and Rahu kalam
  (_r, f) => dailyKey(f),
];
const DAILY_LAYER = LAYERS.indexOf('daily_windows');

function readLayer(i: number, r: KarmaRule, f: SegmentFacts, d: DayFacts, people: readonly Person[], p: Practice) {
  switch (i) {
    case 0:
      return calendarRules(r, f, d, p);
    case 1:
      return tithiRules(r, f);
    case 2:
      return varaRules(r, f);
    case 3:
      return nakshatraRules(r, f);
    case 4:
      return yogaKaranaRules(f);
    case 5:
      return personalRules(f, people);
    case 6:
      return lagnaRules(r, f, d);
    case 7:
      return planetRules(r, d, p);
    default:
      return dailyWindowRules(r, f);
  }
}

/** One layer's findings as the practice reads them, from the memo when its inputs were read before in the scan. */
function layer(
  i: number,
  r: KarmaRule,
  karma: Karma,
  f: SegmentFacts,
  d: DayFacts,
  people: readonly Person[],
  practice: Practice,
  memo: RuleMemo | undefined,
): Finding[] {
  const key = memo === undefined ? null : KEY_OF[i]!(r, f, d, memo, practice);
  let found = key === null ? undefined : memo!.layers[i]!.get(key);
  if (found === undefined) {
    found = applyPractice(readLayer(i, r, f, d, people, practice), practice, karma);
    if (key !== null) memo!.layers[i]!.set(key, found);
  }
  return found;
}

/** The daily windows' findings on a segment cut at its marks (kept in the memo of the scan's act and practice). */
export function dailyWindowFindings(karma: Karma, f: SegmentFacts, practice: Practice, memo: RuleMemo): Finding[] {
  const key = dailyKey(f);
  const table = memo.layers[DAILY_LAYER]!;
  let found = key === null ? undefined : table.get(key);
  if (found === undefined) {
    found = applyPractice(dailyWindowRules(KARMA_RULES[karma], f), practice, karma);
    if (key !== null) table.set(key, found);
  }
  return found;
}

const isBlock = (x: Finding) => x.kind === 'block';

/**
 * Every rule of the act on one segment, layer by layer in the intelligence route's order (findings.ts LAYERS). Day
 * facts are asked for lazily, and the lagna layer is skipped on a span an earlier layer has already closed (its rules
 * only cut a day into windows, they are never a day's issue), so such a day never costs every graha's position.
 * `reuse` gives layers already read on a segment with the same facts for them (a neighbour that differs only in its
 * rising sign, or the segment a piece was cut from), which are taken as they are but for those whose bit is set in
 * `reread`; `options.memo` gives those read before in the scan with the same inputs.
 */
export function evaluateLayers(
  karma: Karma,
  f: SegmentFacts,
  d: DayFacts,
  people: readonly Person[],
  options: EvaluateOptions = {},
  reuse: readonly (Finding[] | null | undefined)[] = [],
  reread = 0,
): LayerFindings {
  const r: KarmaRule = KARMA_RULES[karma];
  const practice = options.practice ?? DEFAULT_PRACTICE;
  const memo = options.memo;
  const count = options.beforeDailyWindows === true ? LAYERS.length - 1 : LAYERS.length;
  const out: LayerFindings = [];
  let blocked = false;
  for (let i = 0; i < count; i++) {
    if (blocked && i === LAGNA_LAYER) {
      out.push(null);
      continue;
    }
    const found = ((reread >> i) & 1 ? undefined : reuse[i]) ?? layer(i, r, karma, f, d, people, practice, memo);
    out.push(found);
    if (found.some(isBlock)) {
      if (options.stopAtBlock === true) return out;
      blocked = true;
    }
  }
  return out;
}

/** Every rule of the act on one segment (evaluateLayers), flat; the special yogas (benefits only) last. */
export function evaluate(
  karma: Karma,
  f: SegmentFacts,
  d: DayFacts,
  people: readonly Person[],
  options: EvaluateOptions = {},
): Finding[] {
  const out = evaluateLayers(karma, f, d, people, options).flatMap((x) => x ?? []);
  if (options.beforeDailyWindows !== true) out.push(...specialYogas(f));
  return out;
}
