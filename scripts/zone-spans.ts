/**
 * `npm run zone-spans [STEP_HOURS]`: checks the one assumption of the learned offset tables (engine/astro/
 * offset-table.ts), that no zone keeps an offset for less than their sampling step of one day. It reads every zone
 * Intl knows straight from Intl (no table) every STEP_HOURS (default 6) from 1800 to 2400, and prints the shortest
 * spans between two changes. Run it when Node (and so its IANA data) is upgraded; about 12 minutes.
 */
import { SAMPLE_MS } from '../src/engine/astro/offset-table.ts';
import { intlOffsetSeconds } from '../src/engine/astro/zone.ts';

const stepMs = Number(process.argv[2] ?? 6) * 3_600_000;
const FROM = Date.UTC(1800, 0, 1);
const TO = Date.UTC(2400, 0, 1);
const spans: { days: number; zone: string; from: string }[] = [];

for (const zone of Intl.supportedValuesOf('timeZone')) {
  let offset = intlOffsetSeconds(zone, FROM);
  let changedAt = Number.NEGATIVE_INFINITY;
  for (let t = FROM + stepMs; t < TO; t += stepMs) {
    const o = intlOffsetSeconds(zone, t);
    if (o === offset) continue;
    if (Number.isFinite(changedAt))
      spans.push({ days: (t - changedAt) / 86_400_000, zone, from: new Date(changedAt).toISOString() });
    changedAt = t;
    offset = o;
  }
}
spans.sort((a, b) => a.days - b.days);
console.log(
  `${Intl.supportedValuesOf('timeZone').length} zones read every ${stepMs / 3_600_000} h, 1800-2400; shortest ` +
    `spans between two changes:`,
);
for (const s of spans.slice(0, 12)) console.log(`  ${s.days.toFixed(2)} days  ${s.zone} from about ${s.from}`);
const shortest = spans[0]?.days ?? Infinity;
const sample = SAMPLE_MS / 86_400_000;
console.log(
  shortest > sample
    ? `ok: every span is longer than the tables' ${sample}-day step`
    : `NOT OK: a span of ${shortest} days is not longer than the ${sample}-day step`,
);
process.exitCode = shortest > sample ? 0 : 1;
