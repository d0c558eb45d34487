// The zone offset read from Intl's longOffset agrees with luxon's (formatToParts) reading of the same IANA data,
// to the second, over five centuries and zones with LMT, half-hour, negative and DST offsets.
import { IANAZone } from 'luxon';
import { expect, test } from 'vitest';
import { offsetSecondsAt } from './zone.ts';

const ZONES = ['Asia/Kolkata', 'America/New_York', 'Australia/Adelaide', 'America/St_Johns', 'Europe/London', 'Asia/Kathmandu', 'UTC', 'Etc/GMT+10', 'Pacific/Chatham', 'Africa/Casablanca'];

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
      expect(offsetSecondsAt(zone, ms)).toBe(Math.round(IANAZone.create(zone).offset(ms) * 60));
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(80_000);
});

test('Kolkata: Madras time +05:21:10 in 1900, +05:30 in 2000', () => {
  expect(offsetSecondsAt('Asia/Kolkata', Date.UTC(1900, 0, 1))).toBe(5 * 3600 + 21 * 60 + 10);
  expect(offsetSecondsAt('Asia/Kolkata', Date.UTC(2000, 0, 1))).toBe(5.5 * 3600);
});
