import { describe, expect, test } from 'vitest';
import { localTime } from './local-time.ts';

describe('local time', () => {
  test('IANA history: Kolkata +05:30 today, +06:30 in war time, LMT-like +05:21:10 before 1906', () => {
    expect(localTime(Date.UTC(2026, 10, 22, 1, 19, 8), 'Asia/Kolkata')).toEqual({
      iso: '2026-11-22T06:49:08+05:30',
      hms: '06:49:08',
      twelveHour: '6:49 AM',
      date: '2026-11-22',
    });
    expect(localTime(Date.UTC(1943, 2, 1, 6, 0, 0), 'Asia/Kolkata').iso).toBe('1943-03-01T12:30:00+06:30');
    expect(localTime(Date.UTC(1905, 5, 1, 6, 0, 0), 'Asia/Kolkata').iso).toBe('1905-06-01T11:21:10+05:21:10');
  });

  test('a fixed-offset override, noon and midnight in 12-hour form, DST applied per instant', () => {
    expect(localTime(Date.UTC(2026, 0, 1, 6, 30), 'UTC+05:30').twelveHour).toBe('12:00 PM');
    expect(localTime(Date.UTC(2026, 0, 1, 18, 30), 'UTC+05:30').twelveHour).toBe('12:00 AM');
    expect(localTime(Date.UTC(2021, 2, 14, 6, 59, 59), 'America/New_York').iso).toBe('2021-03-14T01:59:59-05:00');
    expect(localTime(Date.UTC(2021, 2, 14, 7, 0, 0), 'America/New_York').iso).toBe('2021-03-14T03:00:00-04:00');
  });
});
