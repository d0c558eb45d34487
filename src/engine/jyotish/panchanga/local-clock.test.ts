// Local clock: JD UT -> local ISO 8601 with the offset in force, and HH:MM:SS.
import { describe, expect, test } from 'vitest';
import { localClock } from './local-clock.ts';

describe('local clock', () => {
  test('IANA zone with history, fixed offsets, rounding to the second', () => {
    // 2025-10-01T00:38:56.7Z
    const jd = 2440587.5 + Date.parse('2025-10-01T00:38:56.700Z') / 86_400_000;
    expect(localClock('Asia/Kolkata')(jd)).toMatchObject({ iso: '2025-10-01T06:08:57+05:30', time: '06:08:57' });
    expect(localClock('UTC+05:00')(jd).iso).toBe('2025-10-01T05:38:57+05:00');
    expect(localClock('UTC-03:30')(jd).iso).toBe('2025-09-30T21:08:57-03:30');
    const madras = 2440587.5 + Date.parse('1900-01-15T01:00:00Z') / 86_400_000;
    expect(localClock('Asia/Kolkata')(madras).iso).toBe('1900-01-15T06:21:10+05:21:10');
  });

  test('a DST change inside the span shows in the offsets', () => {
    const clock = localClock('Europe/London');
    const before = 2440587.5 + Date.parse('2024-03-31T00:30:00Z') / 86_400_000;
    const after = 2440587.5 + Date.parse('2024-03-31T01:30:00Z') / 86_400_000;
    expect(clock(before).iso).toBe('2024-03-31T00:30:00+00:00');
    expect(clock(after).iso).toBe('2024-03-31T02:30:00+01:00');
  });
});
