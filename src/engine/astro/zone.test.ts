// The zone offset read from Intl's longOffset agrees with luxon's (formatToParts) reading of the same IANA data,
// to the second, over five centuries and zones with LMT, half-hour, negative and DST offsets; the learned offset
// tables (offset-table.ts) answer what Intl answers, at every change of every zone to the millisecond.
import { IANAZone } from 'luxon';
import { expect, test } from 'vitest';
import { intlOffsetSeconds, offsetSecondsAt } from './zone.ts';

const ZONES = [
  'Asia/Kolkata',
  'America/New_York',
  'Australia/Adelaide',
  'America/St_Johns',
  'Europe/London',
  'Asia/Kathmandu',
  'UTC',
  'Etc/GMT+10',
  'Pacific/Chatham',
  'Africa/Casablanca',
];

test('offset to the second, 1800-2399, against luxon', () => {
  let compared = 0;
  for (const zone of ZONES) {
    for (let ms = Date.UTC(1800, 0, 1); ms < Date.UTC(2400, 0, 1); ms += 86_400_000 * 29.3 + 3_600_000 * 7) {
      expect(offsetSecondsAt(zone, ms)).toBe(Math.round(IANAZone.create(zone).offset(ms) * 60));
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(70_000);
});

test('every zone Intl knows, 1800-2399, against luxon (the weekday-and-offset format reads the same offset)', () => {
  let compared = 0;
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    for (let ms = Date.UTC(1800, 0, 1); ms < Date.UTC(2400, 0, 1); ms += 86_400_000 * 1_117.3) {
      expect(intlOffsetSeconds(zone, ms)).toBe(Math.round(IANAZone.create(zone).offset(ms) * 60));
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(80_000);
});

test('every zone, 1900-2100: the table reads what Intl reads on both sides of each change, to the millisecond', () => {
  let changes = 0;
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    let before = Date.UTC(1900, 0, 1);
    let offset = intlOffsetSeconds(zone, before);
    // Intl is read every 40 days and each step that differs is bisected to the change; two changes closer than
    // that (a summer time paused for Ramadan) are passed over here, and `npm run zone-spans` checks those spans.
    for (let t = before + 40 * 86_400_000; t < Date.UTC(2100, 0, 1); before = t, t += 40 * 86_400_000) {
      const o = intlOffsetSeconds(zone, t);
      if (o === offset) continue;
      let lo = before;
      let hi = t;
      while (hi - lo > 1) {
        const mid = lo + Math.floor((hi - lo) / 2);
        if (intlOffsetSeconds(zone, mid) === o) hi = mid;
        else lo = mid;
      }
      expect(offsetSecondsAt(zone, hi - 1), `${zone} ${new Date(hi).toISOString()}`).toBe(
        intlOffsetSeconds(zone, hi - 1),
      );
      expect(offsetSecondsAt(zone, hi), `${zone} ${new Date(hi).toISOString()}`).toBe(o);
      offset = o;
      changes++;
    }
  }
  expect(changes).toBeGreaterThan(20_000);
  // Every change of every zone, read through Intl: about 15 s alone, longer on a machine busy with other tests.
}, 120_000);

test('Kolkata: Madras time +05:21:10 in 1900, +05:30 in 2000', () => {
  expect(offsetSecondsAt('Asia/Kolkata', Date.UTC(1900, 0, 1))).toBe(5 * 3600 + 21 * 60 + 10);
  expect(offsetSecondsAt('Asia/Kolkata', Date.UTC(2000, 0, 1))).toBe(5.5 * 3600);
});
