// Published check: Drik Panchang's daily values for 2-7 January 2023 (times in IST, place not stated), as exported
// in the public repository Prashanthmn166/hamara-calendar (calendar.js). Its sunrise and sunset are printed to the
// minute, so times are compared within 2 minutes.
import { describe, expect, test } from 'vitest';
import { ist, MIN, plainDay } from './fixtures.test-helpers.ts';
import { kalams } from './kalams.ts';

const DRIK = [
  { date: '2023-01-01', weekday: 0, rise: '06:45', set: '17:21', rahu: '16:02', gulika: '14:42', yama: '12:03' },
  { date: '2023-01-02', weekday: 1, rise: '06:45', set: '17:22', rahu: '08:05', gulika: '13:23', yama: '10:44' },
  { date: '2023-01-03', weekday: 2, rise: '06:46', set: '17:23', rahu: '14:43', gulika: '12:04', yama: '09:25' },
  { date: '2023-01-04', weekday: 3, rise: '06:46', set: '17:23', rahu: '12:05', gulika: '10:45', yama: '08:06' },
  { date: '2023-01-05', weekday: 4, rise: '06:46', set: '17:24', rahu: '13:25', gulika: '09:26', yama: '06:46' },
  { date: '2023-01-06', weekday: 5, rise: '06:46', set: '17:25', rahu: '10:46', gulika: '08:06', yama: '14:45' },
  { date: '2023-01-07', weekday: 6, rise: '06:46', set: '17:25', rahu: '09:26', gulika: '06:46', yama: '13:26' },
];

describe('kalams', () => {
  test.each(DRIK)('Drik Panchang $date', (d) => {
    const t = (hm: string) => ist(`${d.date} ${hm}`);
    const r = kalams({ sunrise: t(d.rise), sunset: t(d.set), nextSunrise: t(d.rise) + 86_400_000, weekday: d.weekday });
    const part = (r.yamaganda?.end ?? 0) - (r.yamaganda?.start ?? 0);
    for (const [k, hm] of [
      [r.rahuKalam, d.rahu],
      [r.gulikaKalam, d.gulika],
      [r.yamaganda, d.yama],
    ] as const) {
      expect(Math.abs((k?.start ?? 0) - t(hm))).toBeLessThanOrEqual(2 * MIN);
      expect((k?.end ?? 0) - (k?.start ?? 0)).toBe(part);
    }
  });

  test('never coincide, and night Gulika lies in the night', () => {
    for (let w = 0; w < 7; w++) {
      const input = plainDay(w);
      const r = kalams(input);
      const starts = [r.rahuKalam?.start, r.yamaganda?.start, r.gulikaKalam?.start];
      expect(new Set(starts).size).toBe(3);
      expect(r.gulikaNight?.half).toBe('night');
      expect(r.gulikaNight?.start).toBeGreaterThanOrEqual(input.sunset ?? 0);
      expect(r.gulikaNight?.end).toBeLessThanOrEqual(input.nextSunrise ?? 0);
    }
    // Sunday night: Jupiter, Venus, Saturn -> the third part.
    expect(kalams(plainDay(0)).gulikaNight?.part).toBe(3);
  });
});
