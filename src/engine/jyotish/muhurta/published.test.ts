// Our vivah and griha pravesh finders over a whole year at New Delhi against published lists
// (test/reference/muhurta/README.md): the published dates we also accept, those we reject with the rule that closes
// each (the funnel's first closing layer and its blocks), and the dates we accept that a list does not print, with
// our window's limbs. Agreement is reported, not asserted: the rules are not tuned to a list. What is asserted is
// that every disagreement is explained by a named, cited rule, and that the transcriptions are self-consistent.
import { beforeAll, describe, expect, test } from 'vitest';
import { EPHE_PATH } from '../../../../test/reference/astro/fixtures.ts';
import { REFERENCES } from '../../../../test/reference/references.ts';
import vivah2026 from '../../../../test/reference/muhurta/vivah-2026.json' with { type: 'json' };
import griha2028 from '../../../../test/reference/muhurta/griha-pravesh-2028.json' with { type: 'json' };
import { initEphemeris } from '../../astro/sweph/index.ts';
import type { Karma } from '../../tables/muhurta/keys.ts';
import { funnel, type Removal } from './funnel.ts';
import { scan, type ScannedDay } from './scan.ts';

const DELHI = { latitude: 28.6139, longitude: 77.209, sunriseRule: 'upper_limb', ayanamsa: 'lahiri' } as const;
/** The finder route's cap (days_ahead 1-90): the year is scanned in windows of this length. */
const CHUNK = 90;

beforeAll(() => initEphemeris(EPHE_PATH));

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (date: string) => WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
/** A local IST time of a date as printed (hours above 24 are the next morning) -> JD UT. */
const jdOf = (date: string, hms: string) => {
  const [h, m, s] = hms.split(':').map(Number) as [number, number, number];
  return (Date.parse(`${date}T00:00:00+05:30`) + ((h * 60 + m) * 60 + s) * 1000) / 86_400_000 + 2440587.5;
};

/** Every Vedic day of the year, scanned in windows of CHUNK days. */
function yearScan(karma: Karma, year: number): ScannedDay[] {
  const first = `${year}-01-01`;
  const total = Math.round((Date.parse(`${year + 1}-01-01T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);
  const out: ScannedDay[] = [];
  for (let i = 0; i < total; i += CHUNK)
    out.push(
      ...scan({ ...DELHI, startDate: addDays(first, i), days: Math.min(CHUNK, total - i), lagna: true }, karma).days,
    );
  return out;
}

interface Comparison {
  agree: string[];
  rejected: { date: string; removal: Removal }[];
  added: ScannedDay[];
  accepted: number;
  /** Rejected dates our previous Vedic day's window reaches after midnight. */
  civil: string[];
}

/** Local midnight (IST) that starts a civil date, as JD UT. */
const midnightOf = (date: string) => jdOf(date, '00:00:00');

/**
 * Published dates we reject on their Vedic day but where our window of the Vedic day before runs past midnight into
 * that civil date: a list that dated windows by the civil date would print them.
 */
function civilDateOnly(days: ScannedDay[], rejected: readonly string[]): string[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  return rejected.filter((date) =>
    (byDate.get(addDays(date, -1))?.windows ?? []).some((w) => w.end > midnightOf(date)),
  );
}

function compare(days: ScannedDay[], published: readonly string[]): Comparison {
  const listed = new Set(published);
  const removed = new Map(funnel(days).removed.map((r) => [r.date, r]));
  const accepted = days.filter((d) => d.windows.length > 0);
  const ours = new Set(accepted.map((d) => d.date));
  const rejected = published.filter((d) => !ours.has(d));
  return {
    agree: published.filter((d) => ours.has(d)),
    rejected: rejected.map((date) => ({ date, removal: removed.get(date)! })),
    added: accepted.filter((d) => !listed.has(d.date)),
    accepted: accepted.length,
    civil: civilDateOnly(days, rejected),
  };
}

const rules = (r: Removal) => [...new Set(r.reasons.map((f) => f.id))].join(', ');
const texts = (r: Removal) => [...new Set(r.reasons.map((f) => f.text))].join('; ');
const limbs = (d: ScannedDay) =>
  [...new Set(d.windows.map((w) => `${w.nakshatra} / ${w.paksha} ${w.tithi}`))].join(', ');
const tally = (keys: string[]) =>
  Object.entries(keys.reduce<Record<string, number>>((a, k) => ({ ...a, [k]: (a[k] ?? 0) + 1 }), {}))
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');

function print(
  title: string,
  reference: string,
  published: readonly string[],
  c: Comparison,
  note = (_: string) => '',
): void {
  const lines = [
    `${title} (${reference})`,
    `  published ${published.length}, ours ${c.accepted}; published and ours ${c.agree.length} ` +
      `(${((100 * c.agree.length) / published.length).toFixed(0)}% of the list, ` +
      `${((100 * c.agree.length) / c.accepted).toFixed(0)}% of ours), published and rejected by us ` +
      `${c.rejected.length}, ours and not published ${c.added.length}`,
    `  rejections by closing layer: ${tally(c.rejected.map(({ removal }) => removal.layer))}`,
    `  rule ids among the closing blocks: ` +
      `${tally(c.rejected.flatMap(({ removal }) => [...new Set(removal.reasons.map((f) => f.id))]))}`,
    `  rejected dates that our window of the Vedic day before reaches after midnight (a civil-date listing): ` +
      `${c.civil.length === 0 ? 'none' : c.civil.join(', ')}`,
    '  published, rejected by us (layer: rule ids: reasons):',
    ...c.rejected.map(
      ({ date, removal }) =>
        `    ${date} ${weekdayOf(date).slice(0, 3)}${note(date)}  ${removal.layer}: ${rules(removal)}: ` +
        `${texts(removal)}`,
    ),
    '  ours, not published (band; amanta month at sunrise; window star / tithi; lagnas):',
    ...c.added.map(
      (d) =>
        `    ${d.date} ${d.weekday.slice(0, 3)}  ${d.quality}; ` +
        (`${d.facts.month.adhika ? 'adhika ' : ''}${d.facts.month.name}; ${limbs(d)}; ` +
          `${[...new Set(d.windows.flatMap((w) => w.lagnas))].join(' ')}`),
    ),
  ];
  console.info(lines.join('\n'));
}

/** Every rejection is a removal by a named layer with at least one blocking, cited rule. */
function expectExplained(c: Comparison): void {
  for (const { date, removal } of c.rejected) {
    expect(removal, `${date}: rejected with no removal recorded`).toBeDefined();
    expect(removal.reasons.length, date).toBeGreaterThan(0);
    for (const f of removal.reasons) {
      expect([f.kind, f.layer], date).toEqual(['block', removal.layer]);
      expect(f.refs.length, `${date} ${f.id}`).toBeGreaterThan(0);
    }
  }
}

/** Every date we add has a window that holds the act's star, tithi and rising-sign rules. */
function expectReasoned(c: Comparison): void {
  for (const d of c.added) {
    const ids = d.windows.flatMap((w) => w.rules.map((f) => f.id));
    expect(ids, d.date).toEqual(expect.arrayContaining(['tithi.favoured', 'nakshatra.favoured', 'lagna.favoured']));
  }
}

describe('vivah 2026 at New Delhi against the published list', () => {
  const published = Object.entries(vivah2026.dates).flatMap(([month, list]) =>
    list.map((d) => `${month}-${String(d).padStart(2, '0')}`),
  );
  const onlyA = new Set(vivah2026.only_in_A);

  test("the transcription: 59 dates as the sources total, first 5 February; A's 11 and 12 December marked", () => {
    expect(published).toHaveLength(vivah2026.totals.A);
    expect(published[0]).toBe(vivah2026.totals.B_first);
    expect(published.filter((d) => d > vivah2026.totals.B_last)).toEqual(vivah2026.only_in_A);
  });

  test('published dates we find, we reject (each by a named rule) and we add', () => {
    const c = compare(yearScan('vivah', 2026), published);
    print('vivah 2026, New Delhi', REFERENCES.vivahList2026.name, published, c, (d) =>
      onlyA.has(d) ? ' (A only)' : '',
    );
    expectExplained(c);
    expectReasoned(c);
    expect(c.agree.length + c.rejected.length).toBe(published.length);
  });
});

describe('griha pravesh 2028 at New Delhi against AstroSage', () => {
  const rows = griha2028.muhurtas;
  const published = rows.map((r) => r.date);

  test('the transcription: 28 rows, weekdays agree with the dates, each window starts before it ends', () => {
    expect(rows).toHaveLength(28);
    for (const r of rows) {
      expect(weekdayOf(r.date), r.date).toBe(r.weekday);
      expect(jdOf(r.date, r.start), r.date).toBeLessThan(jdOf(r.date, r.end));
    }
  });

  test(
    'published dates we find, we reject (each by a named ' + 'rule) and we add; windows overlapping the printed ones',
    () => {
      const days = yearScan('griha_pravesh', 2028);
      const c = compare(days, published);
      print('griha pravesh 2028, New Delhi', REFERENCES.astrosageGrihaPravesh2028.name, published, c);
      expectExplained(c);
      expectReasoned(c);
      expect(c.agree.length + c.rejected.length).toBe(published.length);
      // For the dates both accept: does one of our windows overlap the printed window?
      const byDate = new Map(days.map((d) => [d.date, d]));
      const overlap = c.agree.filter((date) => {
        const r = rows.find((x) => x.date === date)!;
        const [s, e] = [jdOf(date, r.start), jdOf(date, r.end)];
        return byDate.get(date)!.windows.some((w) => w.start < e && w.end > s);
      });
      const missed = c.agree.filter((d) => !overlap.includes(d));
      console.info(
        `  windows: ours overlap the printed window on ${overlap.length} of the ${c.agree.length} dates both ` +
          `accept${missed.length > 0 ? ` (not: ${missed.join(', ')})` : ''}`,
      );
    },
  );
});
