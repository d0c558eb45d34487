/**
 * Dashas, doshas and numerology, in process, on charts computed once outside the timed call (as a route does after
 * computing its chart). Sade-sati finds Saturn's sign crossings by root finding, so it is priced beside one calc_ut.
 */
import path from 'node:path';
import { tropicalPosition } from '../src/engine/astro/positions.ts';
import { initEphemeris } from '../src/engine/astro/sweph/index.ts';
import { computeChart } from '../src/engine/jyotish/chart/compute.ts';
import { subPeriods, vimshottari, type DashaPeriod } from '../src/engine/jyotish/dasha/vimshottari.ts';
import { yoginiDasha } from '../src/engine/jyotish/dasha/yogini.ts';
import { ashtottariForChart } from '../src/engine/jyotish/dasha/ashtottari-applicability.ts';
import { kalachakra } from '../src/engine/jyotish/dasha/kalachakra.ts';
import { narayanaForChart } from '../src/engine/jyotish/dasha/narayana.ts';
import { kalasarpa } from '../src/engine/jyotish/dosha/kalasarpa.ts';
import { mangalDosha } from '../src/engine/jyotish/dosha/mangal-dosha.ts';
import { sadesati } from '../src/engine/jyotish/dosha/sadesati.ts';
import { clearSaturnCrossingCache } from '../src/engine/jyotish/dosha/saturn-crossing-cache.ts';
import { DOSHA_RULES, doshaCatalogue } from '../src/engine/jyotish/dosha/catalogue/index.ts';
import { YOGA_RULES, yogaCatalogue } from '../src/engine/jyotish/yoga/index.ts';
import { horoscope } from '../src/engine/jyotish/horoscope/index.ts';
import { phaladeepikaNarrative } from '../src/engine/reports/narrative/index.ts';
import { numerology } from '../src/engine/numerology/index.ts';
import { bodyMarks } from '../src/engine/jyotish/readings/body-marks/index.ts';
import { lostObject } from '../src/engine/jyotish/readings/prashna-lost-object/index.ts';
import { pastReading } from '../src/engine/jyotish/readings/past-reading/index.ts';
import { openDatabase } from '../src/storage/sql/database.ts';
import { birthOf } from './charts.ts';
import { percentile, timeCalls, type BenchRow } from './harness.ts';

export async function benchReadings(): Promise<BenchRow[]> {
  initEphemeris(path.resolve(import.meta.dirname, '..', 'data', 'ephe'));
  const rows: BenchRow[] = [];
  const charts = Array.from({ length: 64 }, (_, i) => computeChart(birthOf(i)));
  const chartAt = (i: number) => charts[i % charts.length]!;
  const calc = timeCalls('raw: one tropical position (calc_ut)', 20_000, (i) =>
    tropicalPosition(2451545 + i, 'Saturn'),
  );
  rows.push(calc);

  const expand = (p: DashaPeriod, depth: number, yearDays: number): number =>
    depth === 1 ? 1 : subPeriods(p, yearDays).reduce((n, c) => n + expand(c, depth - 1, yearDays), 1);
  rows.push(
    timeCalls('vimshottari tree, 4 levels (7,381 periods)', 300, (i) => {
      const c = chartAt(i);
      const v = vimshottari(c.grahas.Moon.longitude, c.moment.jdUt);
      return v.mahadashas.reduce((n, m) => n + expand(m, 4, v.yearDays), 0);
    }),
  );
  rows.push(
    timeCalls('vimshottari, 5 levels of one mahadasha (7,381 periods)', 300, (i) => {
      const c = chartAt(i);
      const v = vimshottari(c.grahas.Moon.longitude, c.moment.jdUt);
      return expand(v.mahadashas[i % 9]!, 5, v.yearDays);
    }),
  );
  rows.push(
    timeCalls('ashtottari, 3 levels, with applicability', 2_000, (i) => ashtottariForChart(chartAt(i), { levels: 3 })),
  );
  rows.push(
    timeCalls('kalachakra, 3 levels', 2_000, (i) =>
      kalachakra(chartAt(i).grahas.Moon.longitude, chartAt(i).moment.jdUt, { levels: 3 }),
    ),
  );
  rows.push(
    timeCalls('narayana dasha, 2 levels (two cycles)', 2_000, (i) => narayanaForChart(chartAt(i), { levels: 2 })),
  );
  rows.push(
    timeCalls('yogini dasha, 3 cycles with antardashas', 5_000, (i) =>
      yoginiDasha(chartAt(i).grahas.Moon.longitude, chartAt(i).moment.jdUt),
    ),
  );
  const ss = timeCalls(
    'sade-sati, cold: crossing memo emptied before each call (root finding over 52 years)',
    100,
    (i) => {
      clearSaturnCrossingCache();
      return sadesati(chartAt(i), 2461000.5 + i * 37);
    },
  );
  ss.note = `= ${(ss.median / calc.median).toFixed(0)} calc_ut-equivalents`;
  rows.push(ss);
  const warm = timeCalls('sade-sati, warm: Saturn crossings from the ten-year block memo', 2_000, (i) =>
    sadesati(chartAt(i), 2461000.5 + i * 37),
  );
  warm.note = `cold / warm = ${(ss.median / warm.median).toFixed(0)}`;
  rows.push(warm);
  rows.push(
    timeCalls(`yoga catalogue: ${YOGA_RULES.length} rules on one chart (no ephemeris)`, 5_000, (i) =>
      yogaCatalogue(chartAt(i)),
    ),
  );
  rows.push(
    timeCalls('Phaladeepika narrative: 13 sections on one chart (no ephemeris)', 5_000, (i) =>
      phaladeepikaNarrative(chartAt(i)),
    ),
  );
  const signs = ['Aries', 'Cancer', 'Libra', 'Capricorn'] as const;
  for (const [period, n] of [
    ['daily', 500],
    ['weekly', 300],
    ['yearly', 20],
  ] as const) {
    const h = timeCalls(`horoscope of a sign, ${period} (transits sampled over the period)`, n, (i) =>
      horoscope({ sign: signs[i % 4]!, period, startJdUt: 2461000.5 + i }),
    );
    h.note = `= ${(h.median / calc.median).toFixed(0)} calc_ut-equivalents`;
    rows.push(h);
  }
  rows.push(timeCalls('mangal dosha (no ephemeris)', 20_000, (i) => mangalDosha(chartAt(i))));
  const all = timeCalls(
    `dosha catalogue: ${DOSHA_RULES.length} rules with a partner and a date (warm sade-sati; eclipse search ` +
      `only near syzygy)`,
    300,
    (i) =>
      // A fresh object each call: the catalogue caches the sade-sati reading per chart and instant, and the warm-up
      // repeats i.
      doshaCatalogue(
        { ...chartAt(i) },
        { asOfJdUt: 2461000.5 + i * 37, sex: 'female', partnerMoon: chartAt(i + 1).grahas.Moon },
      ),
  );
  all.note = `= ${(all.median / calc.median).toFixed(0)} calc_ut-equivalents`;
  rows.push(all);
  rows.push(timeCalls('kalasarpa (no ephemeris)', 20_000, (i) => kalasarpa(chartAt(i))));
  rows.push(
    timeCalls('numerology: date numbers, two name systems, Lo Shu', 20_000, (i) =>
      numerology({
        firstName: 'Ravi',
        lastName: 'Kumar',
        day: 1 + (i % 28),
        month: 1 + (i % 12),
        year: 1950 + (i % 60),
      }),
    ),
  );
  // The checkable readings on a computed chart, and the check store.
  rows.push(timeCalls('body marks: drekkana regions and marks (no ephemeris)', 20_000, (i) => bodyMarks(chartAt(i))));
  rows.push(timeCalls('lost-article prashna rules (no ephemeris)', 20_000, (i) => lostObject(chartAt(i))));
  rows.push(
    timeCalls('past reading: marks and lived mahadashas, with the vimshottari', 5_000, (i) => {
      const c = chartAt(i);
      return pastReading(c, vimshottari(c.grahas.Moon.longitude, c.moment.jdUt), 2461000.5);
    }),
  );
  const db = await openDatabase({ sqlitePath: ':memory:' });
  const checks = 2_000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: checks }, (_, i) =>
      db.pastChecks.record({
        readerHash: `r${i % 1000}`,
        statementId: 'mark-malefic.0',
        ruleId: 'mark-malefic',
        correct: i % 3 === 0,
        at: '1970-01-01T00:00:00.000Z',
      }),
    ),
  );
  const perCheck = ((performance.now() - t0) * 1000) / checks;
  rows.push({
    name: `past-reading check, SQLite in memory (${checks} at once, half duplicates)`,
    median: perCheck,
    p99: Number.NaN,
    unit: 'us',
    n: checks,
    note: 'mean per check',
  });
  const tallies: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    await db.pastChecks.tally();
    tallies.push((performance.now() - t) * 1000);
  }
  tallies.sort((a, b) => a - b);
  rows.push({
    name: 'past-reading tally, SQLite in memory (1,000 checks stored)',
    median: percentile(tallies, 50),
    p99: percentile(tallies, 99),
    unit: 'us',
    n: tallies.length,
  });
  await db.close();
  return rows;
}
