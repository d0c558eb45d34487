// Venus and Jupiter set and risen as the almanac reading dates them (asta.ts), against 143 published dates of 32
// settings and risings of 2017-2026 (test/reference/muhurta/asta-udaya.json: Hindi, Gujarati, Marathi and English
// news and almanac pages, each row with its page). The sources disagree among themselves by up to 17 days, so each
// event is judged two ways: whether some source prints a date within a day of ours, and whether the date printed
// most often is within a day. The chart's fixed orb (Venus 10 / 8 retrograde, Jupiter 11 degrees in longitude) is
// scored the same way, as the reading the almanac one replaces. Latitude: New Delhi (most pages name no place).
import { beforeAll, describe, expect, test } from 'vitest';
import { EPHE_PATH } from '../../../../test/reference/astro/fixtures.ts';
import rows from '../../../../test/reference/muhurta/asta-udaya.json' with { type: 'json' };
import { tropicalPosition } from '../../astro/positions.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { COMBUSTION_ORBS } from '../../tables/chart/combustion.ts';
import type { AstaGraha } from '../../tables/muhurta/asta.ts';
import { signedDiff } from '../../vocabulary/angles.ts';
import { astaEvents, type AstaEvent } from './asta.ts';

const DELHI_LATITUDE = 28.6139;
const IST = 5.5 / 24;
const jdOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000 + 2440587.5;
const istDate = (jd: number) => new Date((jd + IST - 2440587.5) * 86_400_000).toISOString().slice(0, 10);
const FROM = jdOf('2017-06-01');
const TO = jdOf('2026-04-01');

beforeAll(() => initEphemeris(EPHE_PATH));

interface Row {
  planet: string;
  event: string;
  date: string;
}

/** The fixed-orb reading: set while the distance in longitude is below the chart's combustion orb. */
function orbEvents(): AstaEvent[] {
  const out: AstaEvent[] = [];
  for (const graha of ['Venus', 'Jupiter'] as const) {
    const set = (jd: number) => {
      const p = tropicalPosition(jd, graha);
      const orb = COMBUSTION_ORBS.data[graha][p.speed < 0 ? 'retrograde' : 'direct'];
      return Math.abs(signedDiff(p.longitude, tropicalPosition(jd, 'Sun').longitude)) < orb;
    };
    let was = set(FROM);
    for (let jd = FROM + 0.25; jd < TO; jd += 0.25) {
      const now = set(jd);
      if (now !== was) out.push({ graha, event: now ? 'asta' : 'udaya', jdUt: jd });
      was = now;
    }
  }
  return out;
}

interface Judged {
  label: string;
  ours: string;
  printed: number[];
  mostPrinted: string;
}

/** Each published row goes to the computed event of its planet and kind nearest its date. */
function judge(events: AstaEvent[]): Judged[] {
  const byEvent = new Map<AstaEvent, string[]>();
  for (const r of rows as Row[]) {
    const same = events.filter((e) => e.graha === (r.planet as AstaGraha) && e.event === r.event);
    const nearest = same.reduce((a, b) => (Math.abs(b.jdUt - jdOf(r.date)) < Math.abs(a.jdUt - jdOf(r.date)) ? b : a));
    byEvent.set(nearest, [...(byEvent.get(nearest) ?? []), r.date]);
  }
  return [...byEvent.entries()]
    .sort((a, b) => a[0].jdUt - b[0].jdUt)
    .map(([e, dates]) => {
      const ours = istDate(e.jdUt);
      const count = (d: string) => dates.filter((x) => x === d).length;
      const mostPrinted = [...new Set(dates)].sort((a, b) => count(b) - count(a) || a.localeCompare(b))[0]!;
      return {
        label: `${e.graha} ${e.event}`,
        ours,
        printed: dates.map((d) => Math.round(jdOf(d) - jdOf(ours))),
        mostPrinted,
      };
    });
}

const within = (days: number) => Math.abs(days) <= 1;
const score = (j: Judged[]) => ({
  someSource: j.filter((x) => x.printed.some(within)).length,
  mostPrinted: j.filter((x) => within(Math.round(jdOf(x.mostPrinted) - jdOf(x.ours)))).length,
  rows: j.reduce((n, x) => n + x.printed.filter(within).length, 0),
});

describe('Venus and Jupiter asta and udaya against published dates, 2017-2026', () => {
  test('the almanac reading: most events within a day of a source, and better than the fixed orb', () => {
    const almanac = judge(astaEvents(FROM, TO, DELHI_LATITUDE));
    const orb = judge(orbEvents());
    const a = score(almanac);
    const o = score(orb);
    console.info(
      [
        `asta/udaya: ${rows.length} published rows, ${almanac.length} events (New Delhi latitude)`,
        `  almanac reading: ${a.someSource}/${almanac.length} events with a source within a day, ` +
          `${a.mostPrinted}/${almanac.length} with the most printed date within a day, ${a.rows}/${rows.length} rows`,
        `  fixed orb:       ${o.someSource}/${orb.length} events with a source within a day, ` +
          `${o.mostPrinted}/${orb.length} with the most printed date within a day, ${o.rows}/${rows.length} rows`,
        '  event, ours (IST date), most printed, days from ours of every printed date:',
        ...almanac.map(
          (x) =>
            `    ${x.label.padEnd(14)} ${x.ours}  ${x.mostPrinted}  ${x.printed.join(', ')}` +
            (x.printed.some(within) ? '' : '   <- no source within a day'),
        ),
      ].join('\n'),
    );
    expect(almanac.length).toBe(32);
    expect(a.someSource).toBeGreaterThanOrEqual(27);
    expect(a.mostPrinted).toBeGreaterThanOrEqual(22);
    expect(a.mostPrinted).toBeGreaterThan(o.mostPrinted);
    expect(a.rows).toBeGreaterThan(o.rows);
  });
});
