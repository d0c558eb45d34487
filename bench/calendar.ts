/**
 * Calendar engine costs, in process, each beside the raw ephemeris calls it stands on (the targets:
 * a full daily panchanga with every limb end <= 1 ms; one calc_ut 8-18 us; one rise/set 35-80 us).
 */
import { lagnaSpans } from '../src/engine/jyotish/events/lagna-ingress.ts';
import path from 'node:path';
import { nextEclipses } from '../src/engine/astro/eclipse/index.ts';
import { localDay } from '../src/engine/astro/local-day.ts';
import { siderealPosition, tropicalPosition } from '../src/engine/astro/positions.ts';
import { sunrise } from '../src/engine/astro/riseset.ts';
import { initEphemeris } from '../src/engine/astro/sweph/index.ts';
import { calendarDay } from '../src/engine/jyotish/calendar/calendar-day.ts';
import { divideDay } from '../src/engine/jyotish/day-division/day-division.ts';
import { limbEnd } from '../src/engine/jyotish/panchanga/boundary.ts';
import { panchangaForDay } from '../src/engine/jyotish/panchanga/day.ts';
import { LIMB_IDS } from '../src/engine/jyotish/panchanga/limb-angle.ts';
import { ekadashiVrata } from '../src/engine/jyotish/vrata/index.ts';
import { festivalYear } from '../src/engine/jyotish/festivals/index.ts';
import { timeCalls, type BenchRow } from './harness.ts';

const PLACES = [
  { latitude: 12.9716, longitude: 77.5946 },
  { latitude: 28.6139, longitude: 77.209 },
  { latitude: 51.5074, longitude: -0.1278 },
  { latitude: -33.8688, longitude: 151.2093 },
];
const dateOf = (i: number) => new Date(Date.UTC(2025, 0, 1) + (i % 3650) * 86_400_000).toISOString().slice(0, 10);
const placeOf = (i: number) => PLACES[i % PLACES.length] ?? PLACES[0]!;

export async function benchCalendar(): Promise<BenchRow[]> {
  initEphemeris(path.resolve(import.meta.dirname, '..', 'data', 'ephe'));
  const rows: BenchRow[] = [];
  const jd = (i: number) => 2460676.5 + (i % 3650);

  const calc = timeCalls('raw: one tropical position (calc_ut)', 20_000, (i) => tropicalPosition(jd(i), 'Moon'));
  rows.push(calc);
  const grahas = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'MeanNode'] as const;
  rows.push(
    timeCalls('sidereal positions of the nine grahas (8 calls, Ketu derived)', 5_000, (i) =>
      grahas.map((g) => siderealPosition(jd(i), g)),
    ),
  );

  const day = localDay({ date: '2026-11-22', latitude: 28.6139, longitude: 77.209 });
  const rise = timeCalls("one sunrise (Newton on the Sun's altitude; rise_trans took ~44 us)", 5_000, (i) =>
    sunrise(day.startJdUt + (i % 365), 28.6139, 77.209),
  );
  rows.push(rise);

  const p = timeCalls('daily panchanga, every limb end (target <= 1 ms)', 1_000, (i) => {
    const place = placeOf(i);
    return panchangaForDay({ date: dateOf(i), ...place, sunriseRule: 'upper_limb', ayanamsa: 'lahiri' });
  });
  p.note = `= ${(p.median / calc.median).toFixed(0)} calc_ut-equivalents`;
  rows.push(p);
  rows.push(
    timeCalls("panchanga + kalams, muhurtas, varjyam (the route's engine work)", 1_000, (i) =>
      calendarDay({ date: dateOf(i), ...placeOf(i), sunriseRule: 'upper_limb', ayanamsa: 'lahiri' }),
    ),
  );

  rows.push(
    timeCalls('next 3 eclipses with local circumstances (target <= 25 ms)', 60, (i) => {
      const place = placeOf(i);
      return nextEclipses({ fromJdUt: jd(i * 37), count: 3, ...place });
    }),
  );

  const scan90 = (from: number): number => {
    let boundaries = 0;
    for (const limb of LIMB_IDS) {
      for (let t = from; t < from + 90; boundaries++) t = limbEnd(t + 1 / 86_400, limb);
    }
    return boundaries;
  };
  const count = scan90(jd(0));
  const scan = timeCalls('90-day scan of every limb boundary (tithi, karana, nakshatra, yoga)', 10, (i) =>
    scan90(jd(i * 11)),
  );
  scan.note =
    `${count} boundaries; ${(scan.median / count).toFixed(1)} us each = ` +
    `${(scan.median / count / calc.median).toFixed(1)} ` +
    `calc_ut-equivalents`;
  rows.push(scan);

  const lagnaRow = timeCalls("lagna table: the ascendant's sign entries over 24 h", 200, (i) => {
    const place = placeOf(i);
    return lagnaSpans(jd(i), jd(i) + 1, place.latitude, place.longitude);
  });
  lagnaRow.note = `= ${(lagnaRow.median / calc.median).toFixed(0)} calc_ut-equivalents (about 96 bracketing steps + 12 roots)`;
  rows.push(lagnaRow);

  rows.push(
    timeCalls('one-year ekadashi scan, both traditions (target <= 15 ms)', 20, (i) =>
      ekadashiVrata({
        date: `${2025 + (i % 5)}-01-01`,
        endDate: `${2025 + (i % 5)}-12-31`,
        latitude: 23.1765,
        longitude: 75.7885,
        tradition: 'both',
      }),
    ),
  );

  rows.push(
    timeCalls("a year's festival calendar at a place, monthly vratas included (target <= 50 ms)", 20, (i) =>
      festivalYear({ year: 2020 + (i % 10), ...placeOf(i) }),
    ),
  );
  rows.push(
    timeCalls("the festivals of one day (the panchanga page's list)", 50, (i) => {
      const date = dateOf(i * 7);
      return festivalYear({ year: Number(date.slice(0, 4)), ...placeOf(i), window: { from: date, to: date } });
    }),
  );
  rows.push(
    timeCalls('one festival for one year (GET /api/v2/festivals/{id})', 50, (i) =>
      festivalYear({ year: 2020 + (i % 10), ...placeOf(i), ids: ['diwali'] }),
    ),
  );

  const frame = {
    sunrise: Date.UTC(2026, 5, 16, 23, 54),
    sunset: Date.UTC(2026, 5, 17, 13, 52),
    nextSunrise: Date.UTC(2026, 5, 17, 23, 54),
    weekday: 2,
  };
  rows.push(timeCalls('day divisions only (choghadiya, hora, kalams, muhurtas)', 50_000, () => divideDay(frame)));
  return rows;
}

if (import.meta.main) {
  for (const r of await benchCalendar())
    console.log(
      `${r.name}: median ${r.median.toFixed(2)} ${r.unit}, p99 ${r.p99.toFixed(2)}${r.note ? ` (${r.note})` : ''}`,
    );
}
