// Our muhurta finders over whole years at New Delhi against the lists almanacs and newspapers print
// (test/reference/muhurta/README.md): for each list, the share of its dates we accept and the share of our dates it
// does not print, within the months the stored copy shows. Each list is read with the practice of its region. The
// published lists disagree among themselves, so each is printed with the best agreement another list of the same act
// and year reaches with it. What is asserted: each list's figures stay at or above the floors recorded here (a
// regression fails), every published date we reject is closed by a named, cited rule, and the transcriptions hold
// (weekdays as printed agree with the dates, except where the page is known to misprint them).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { EPHE_PATH } from '../../../../test/reference/astro/fixtures.ts';
import vivah2026 from '../../../../test/reference/muhurta/vivah-2026.json' with { type: 'json' };
import griha2028 from '../../../../test/reference/muhurta/griha-pravesh-2028.json' with { type: 'json' };
import { initEphemeris } from '../../astro/sweph/index.ts';
import type { Karma } from '../../tables/muhurta/keys.ts';
import type { Practice } from '../../tables/muhurta/practices.ts';
import { scan, type ScannedDay } from './scan.ts';

const DELHI = { latitude: 28.6139, longitude: 77.209, sunriseRule: 'upper_limb', ayanamsa: 'lahiri' } as const;
/** The finder route's cap (days_ahead 1-90): a year is scanned in windows of this length. */
const CHUNK = 90;
const LISTS_DIR = path.resolve(import.meta.dirname, '../../../../test/reference/muhurta/lists');
/** The issue's goal for a list: at least this share of its dates accepted, at most this share of ours unprinted. */
const GOAL = { accepted: 85, outside: 15 };

interface PublishedList {
  name: string;
  karma: Karma;
  year: number;
  region: 'north' | 'south';
  /** Months the stored copy shows (YYYY-MM). */
  months: string[];
  /** The last date the stored copy shows, when it is cut. */
  last: string | null;
  dates: { date: string; weekday: string | null }[];
  misprintedWeekdays: string[];
}

interface ListFile {
  karma: Karma;
  year: number;
  region: 'north' | 'south';
  complete: boolean;
  months_covered: string[];
  dates: { date: string; weekday: string | null }[];
  notes?: string[];
}

const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (date: string) => WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const wholeYear = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

function loadLists(): PublishedList[] {
  const lists: PublishedList[] = [
    {
      name: 'vivah-2026 (Saamana, Hindustan, India TV)',
      karma: 'vivah',
      year: 2026,
      region: 'north',
      months: wholeYear(2026),
      last: null,
      dates: Object.entries(vivah2026.dates).flatMap(([month, days]) =>
        days.map((d) => ({ date: `${month}-${String(d).padStart(2, '0')}`, weekday: null })),
      ),
      misprintedWeekdays: [],
    },
    {
      name: 'griha-pravesh-2028 (AstroSage)',
      karma: 'griha_pravesh',
      year: 2028,
      region: 'north',
      months: wholeYear(2028),
      last: null,
      dates: griha2028.muhurtas.map((r) => ({ date: r.date, weekday: r.weekday })),
      misprintedWeekdays: [],
    },
  ];
  for (const file of readdirSync(LISTS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const f = JSON.parse(readFileSync(path.join(LISTS_DIR, file), 'utf8')) as ListFile;
    const dates = f.dates.map((d) => ({ date: d.date, weekday: d.weekday }));
    const misprinted = (f.notes ?? []).flatMap((n) =>
      n.startsWith('Weekday mismatch') ? [...n.matchAll(/\d{4}-\d{2}-\d{2}/g)].map((m) => m[0]) : [],
    );
    lists.push({
      name: file.replace(/\.json$/, ''),
      karma: f.karma,
      year: f.year,
      region: f.region,
      months: f.months_covered,
      last: f.complete
        ? null
        : dates
            .map((d) => d.date)
            .sort()
            .at(-1)!,
      dates,
      misprintedWeekdays: misprinted,
    });
  }
  return lists;
}

const PRACTICE_OF: Record<PublishedList['region'], Practice> = {
  north: 'north_indian_almanac',
  south: 'south_indian_almanac',
};

const scans = new Map<string, ScannedDay[]>();
/** Every Vedic day of a year, scanned in windows of CHUNK days. */
function yearScan(karma: Karma, year: number, practice: Practice): ScannedDay[] {
  const key = `${karma} ${year} ${practice}`;
  let days = scans.get(key);
  if (days === undefined) {
    days = [];
    for (let start = `${year}-01-01`; start <= `${year}-12-31`; start = addDays(start, CHUNK))
      days.push(...scan({ ...DELHI, practice, startDate: start, days: CHUNK, lagna: true }, karma).days);
    days = days.filter((d) => d.date.startsWith(String(year)));
    scans.set(key, days);
  }
  return days;
}

const inScope = (l: PublishedList) => (date: string) =>
  date.startsWith(String(l.year)) && l.months.includes(date.slice(0, 7)) && (l.last === null || date <= l.last);

interface Comparison {
  published: string[];
  ours: string[];
  rejected: ScannedDay[];
  added: ScannedDay[];
  accepted: number;
  outside: number;
}

function compare(l: PublishedList): Comparison {
  const scope = inScope(l);
  const days = yearScan(l.karma, l.year, PRACTICE_OF[l.region]).filter((d) => scope(d.date));
  const published = [...new Set(l.dates.map((d) => d.date).filter(scope))].sort();
  const listed = new Set(published);
  const ours = days.filter((d) => d.windows.length > 0);
  const oursSet = new Set(ours.map((d) => d.date));
  const rejected = days.filter((d) => listed.has(d.date) && !oursSet.has(d.date));
  const added = ours.filter((d) => !listed.has(d.date));
  return {
    published,
    ours: [...oursSet],
    rejected,
    added,
    accepted: Math.round((100 * (published.length - rejected.length)) / published.length),
    outside: ours.length === 0 ? 0 : Math.round((100 * added.length) / ours.length),
  };
}

/**
 * How this list agrees with the other list of the same act and year that shares the most dates with it, in their
 * common scope: the share of this list's dates the other prints, and of the other's that this one prints.
 */
function otherListAgreement(l: PublishedList, all: PublishedList[]): string {
  let best: { name: string; both: number; mine: number; theirs: number } | null = null;
  for (const o of all) {
    if (o === l || o.karma !== l.karma || o.year !== l.year) continue;
    const scope = (d: string) => inScope(l)(d) && inScope(o)(d);
    const mine = new Set(l.dates.map((d) => d.date).filter(scope));
    const theirs = new Set(o.dates.map((d) => d.date).filter(scope));
    const both = [...mine].filter((d) => theirs.has(d)).length;
    if (mine.size >= 8 && theirs.size >= 8 && (best === null || both > best.both))
      best = { name: o.name, both, mine: mine.size, theirs: theirs.size };
  }
  if (best === null) return 'no other list shares enough of its months';
  const pct = (n: number, of: number) => Math.round((100 * n) / of);
  return (
    `${best.name} prints ${pct(best.both, best.mine)}% of its ${best.mine} dates in their common months, and ` +
    `${pct(best.theirs - best.both, best.theirs)}% of that list's ${best.theirs} are not in it`
  );
}

const blocks = (d: ScannedDay) => d.issues.filter((f) => f.kind === 'block');
const ids = (d: ScannedDay) => [...new Set(blocks(d).map((f) => f.id))].join(', ');
const tally = (keys: string[]) =>
  Object.entries(keys.reduce<Record<string, number>>((a, k) => ({ ...a, [k]: (a[k] ?? 0) + 1 }), {}))
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');

/**
 * Floors (accepted at least, outside at most, in per cent) recorded from the engine when practice profiles were
 * added, with three points of slack each: a change that loses agreement with a list fails here. They are not the
 * goal (GOAL); the printed lines say which lists meet it.
 */
const FLOORS: Record<string, { accepted: number; outside: number }> = {
  'vivah-2026 (Saamana, Hindustan, India TV)': { accepted: 85, outside: 32 },
  'griha-pravesh-2028 (AstroSage)': { accepted: 61, outside: 53 },
  'griha_pravesh-2025-bharatone': { accepted: 63, outside: 32 },
  'griha_pravesh-2026-nobroker': { accepted: 63, outside: 27 },
  'griha_pravesh-2026-odiacalendar': { accepted: 85, outside: 49 },
  'griha_pravesh-2026-sampoornapanchang': { accepted: 29, outside: 61 },
  'mundan-2025-darbhanga-univpanchang': { accepted: 64, outside: 74 },
  'mundan-2025-onlinenews24seven': { accepted: 66, outside: 55 },
  'mundan-2025-pawankaushik': { accepted: 52, outside: 70 },
  'mundan-2026-abplive': { accepted: 61, outside: 66 },
  'property-2026-nedricknews': { accepted: 78, outside: 69 },
  'vahana-2025-panchangorg': { accepted: 24, outside: 82 },
  'vahana-2026-sampoornapanchang': { accepted: 41, outside: 82 },
  'vahana-2026-toi': { accepted: 76, outside: 50 },
  'vivah-2025-aajtak-nov': { accepted: 83, outside: 28 },
  'vivah-2025-apedu-te': { accepted: 79, outside: 60 },
  'vivah-2025-astrogiva': { accepted: 61, outside: 64 },
  'vivah-2025-bharatraftar-jaipur': { accepted: 78, outside: 61 },
  'vivah-2025-bigtvlive-te': { accepted: 78, outside: 38 },
  'vivah-2025-etvbharat-en': { accepted: 35, outside: 81 },
  'vivah-2025-fatehlive-jamshedpur': { accepted: 67, outside: 16 },
  'vivah-2025-mahaanews-shravana-te': { accepted: 0, outside: 100 },
  'vivah-2025-manaenadu-te': { accepted: 79, outside: 67 },
  'vivah-2025-mpsamachar': { accepted: 82, outside: 27 },
  'vivah-2025-newsindialive-mithila': { accepted: 67, outside: 55 },
  'vivah-2025-pardaphash': { accepted: 70, outside: 32 },
  'vivah-2025-punjabkesari-nari': { accepted: 80, outside: 20 },
  'vivah-2025-purvanchal24-ballia': { accepted: 79, outside: 62 },
  'vivah-2025-sakshi-eluru-te': { accepted: 41, outside: 67 },
  'vivah-2025-socialsamvad': { accepted: 88, outside: 43 },
  'vivah-2025-streetbuzz-desari': { accepted: 72, outside: 46 },
  'vivah-2025-tarunchhattisgarh-champa': { accepted: 79, outside: 33 },
  'vivah-2025-zeenews-biharjharkhand': { accepted: 79, outside: 62 },
  'vivah-2026-myfest-ta': { accepted: 75, outside: 59 },
  'vivah-2026-ntvtelugu-te': { accepted: 83, outside: 32 },
  'vivah-2026-tamildot-ta': { accepted: 48, outside: 68 },
};

const ALL = loadLists();

beforeAll(() => initEphemeris(EPHE_PATH));

describe('muhurta finders against published lists', () => {
  test.each(ALL.map((l) => [l.name, l] as const))('%s', (_name, l) => {
    const c = compare(l);
    const floor = FLOORS[l.name];
    const meets = c.accepted >= GOAL.accepted && c.outside <= GOAL.outside;
    console.info(
      [
        `${l.name}: ${l.karma} ${l.year}, ${PRACTICE_OF[l.region]}, months ${l.months[0]} to ${l.months.at(-1)}` +
          `${l.last === null ? '' : ` (copy cut after ${l.last})`}`,
        `  published ${c.published.length}, ours ${c.ours.length}: ${c.accepted}% of the list accepted, ` +
          `${c.outside}% of ours not printed (goal ${GOAL.accepted}% / ${GOAL.outside}%: ${meets ? 'met' : 'not met'})`,
        `  between sources: ${otherListAgreement(l, ALL)}`,
        `  rejections by rule: ${tally(c.rejected.flatMap((d) => [...new Set(blocks(d).map((f) => f.id))])) || 'none'}`,
        ...c.rejected.map((d) => `    ${d.date} ${d.weekday.slice(0, 3)}  ${ids(d)}`),
        `  ours, not printed: ${c.added.map((d) => d.date.slice(5)).join(' ') || 'none'}`,
      ].join('\n'),
    );
    for (const d of c.rejected) {
      expect(blocks(d).length, `${d.date}: rejected with no blocking rule`).toBeGreaterThan(0);
      for (const f of blocks(d)) expect(f.refs.length, `${d.date} ${f.id}`).toBeGreaterThan(0);
    }
    for (const d of l.dates)
      if (d.weekday !== null && !l.misprintedWeekdays.includes(d.date))
        expect(weekdayOf(d.date), `${l.name} ${d.date}`).toBe(d.weekday);
    expect(floor, `${l.name}: no floor recorded`).toBeDefined();
    expect(c.accepted).toBeGreaterThanOrEqual(floor!.accepted);
    expect(c.outside).toBeLessThanOrEqual(floor!.outside);
  });
});
