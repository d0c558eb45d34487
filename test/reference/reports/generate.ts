/**
 * Writes public-charts.reports.json: the full life-area reports of the three public charts (levels with the rules
 * that fired, ratings with traces, obstructions, windows, karma chains), for reading and review by hand. Run:
 *   node_modules/.bin/node test/reference/reports/generate.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { epochMsFromJulianDay } from '../../../src/engine/astro/time.ts';
import { initEphemeris } from '../../../src/engine/astro/sweph/index.ts';
import { PUBLIC, reportsOf } from './charts.ts';

initEphemeris(path.resolve(import.meta.dirname, '../../../data/ephe'));
const day = (jd: number) => new Date(epochMsFromJulianDay(jd)).toISOString().slice(0, 10);

const out = PUBLIC.charts.map((c) => {
  const { chart, reports } = reportsOf(c);
  return {
    id: c.id,
    source: c.source,
    lagna: chart.lagna.sign,
    as_of: c.as_of,
    areas: Object.fromEntries(
      Object.entries(reports).map(([area, r]) => [
        area,
        {
          rating: `${r.rating.band} (${r.rating.score} of ${r.rating.min}..${r.rating.max})`,
          levels: r.levels.map((l) => `${l.level} ${l.id}: ${l.status} ${l.score} | ${l.finding}`),
          obstructions_standing: r.obstructions.filter((o) => o.stands).map((o) => o.detail),
          significators: r.significators.map((s) => `${s.graha}: ${s.because.join(', ')}`),
          timing_windows_utc: r.timingWindows.map(
            (w) =>
              `${day(w.startJdUt)}..${day(w.endJdUt)} ${w.mahadasha.lord}/${w.antardasha.lord}, Jupiter ` +
              (`${w.jupiter.sign}, Saturn ${w.saturn.sign}` +
                `${w.kind === 'dasha_and_double_transit' ? ' (double transit)' : ''}`),
          ),
          karma_chain: r.karmaChain.map((k) => `${k.graha} in ${k.sign} (${k.house})`).join(' -> '),
        },
      ]),
    ),
  };
});
writeFileSync(
  path.join(import.meta.dirname, 'public-charts.reports.json'),
  `${JSON.stringify({ generated_by: 'test/reference/reports/generate.ts', charts: out }, null, 1)}\n`,
);
console.log('wrote public-charts.reports.json');
