import { describe, expect, test } from 'vitest';
import { NAKSHATRAS } from '../../vocabulary/names.ts';
import { ist, MIN } from './fixtures.test-helpers.ts';
import { amritKalam, varjyam } from './nakshatra-windows.ts';

const HOUR = 3_600_000;

describe('varjyam and amrit kalam', () => {
  // A constructed Ashwini lasting 60 hours, so one ghati of it is one hour: varjyam after 50, amrit after 42.
  const t0 = Date.UTC(2026, 0, 1);
  const ashwini = { index: 0, start: t0, end: t0 + 60 * HOUR };
  const whole = { start: ashwini.start, end: ashwini.end };

  test('scaled to the nakshatra: 4 ghatis after the tabulated one', () => {
    expect(varjyam([ashwini], whole).windows).toEqual([
      { start: t0 + 50 * HOUR, end: t0 + 54 * HOUR, nakshatra: 'Ashwini', afterGhati: 50 },
    ]);
    expect(amritKalam([ashwini], whole).windows).toEqual([
      { start: t0 + 42 * HOUR, end: t0 + 46 * HOUR, nakshatra: 'Ashwini', afterGhati: 42 },
    ]);
  });

  test('only windows overlapping the requested span, returned whole', () => {
    expect(varjyam([ashwini], { start: t0, end: t0 + 50 * HOUR }).windows).toEqual([]);
    expect(varjyam([ashwini], { start: t0 + 53 * HOUR, end: t0 + 70 * HOUR }).windows[0]?.start).toBe(t0 + 50 * HOUR);
    const bharani = { index: 1, start: ashwini.end, end: ashwini.end + 60 * HOUR };
    const both = varjyam([ashwini, bharani], { start: t0, end: bharani.end }).windows;
    expect(both.map((w) => w.nakshatra)).toEqual(['Ashwini', 'Bharani']);
    expect(both[1]?.start).toBe(bharani.start + 24 * HOUR);
  });

  test('every nakshatra gives a window inside its own span', () => {
    const spans = NAKSHATRAS.map((_, i) => ({ index: i, start: t0 + i * 24 * HOUR, end: t0 + (i + 1) * 24 * HOUR }));
    const all = { start: t0, end: t0 + 27 * 24 * HOUR };
    for (const f of [varjyam, amritKalam]) {
      const ws = f(spans, all).windows;
      expect(ws).toHaveLength(f === varjyam ? 28 : 27); // Mula's second varjyam
      for (const w of ws) {
        const own = spans[NAKSHATRAS.indexOf(w.nakshatra)];
        expect(w.start).toBeGreaterThanOrEqual(own?.start ?? 0);
        expect(w.end).toBeLessThanOrEqual(own?.end ?? 0);
        expect(w.end - w.start).toBe((4 * HOUR * 24) / 60);
      }
      for (let i = 1; i < ws.length; i++) expect(ws[i]?.start).toBeGreaterThanOrEqual(ws[i - 1]?.start ?? 0);
    }
  });

  // Published check: Drik Panchang, January 2023 (IST), as exported in the public repository
  // Prashanthmn166/hamara-calendar (calendar.js). Nakshatra ends are printed to the minute, so 2 min.
  test.each([
    {
      n: 'Rohini',
      index: 3,
      from: '2023-01-03 16:26',
      to: '2023-01-04 18:49',
      varjyam: ['2023-01-04 10:01', '2023-01-04 11:46'],
      amrit: ['2023-01-04 15:18', '2023-01-04 17:03'],
    },
    // Mula: two varjyam windows, after ghati 20 and after ghati 56.
    {
      n: 'Mula',
      index: 18,
      from: '2023-01-19 15:18',
      to: '2023-01-20 12:40',
      varjyam: ['2023-01-19 22:25', '2023-01-19 23:51', '2023-01-20 11:15', '2023-01-20 12:40'],
      amrit: ['2023-01-20 06:58', '2023-01-20 08:24'],
    },
  ])('Drik Panchang: $n', (c) => {
    const span = { index: c.index, start: ist(c.from), end: ist(c.to) };
    for (const [f, want] of [
      [varjyam, c.varjyam],
      [amritKalam, c.amrit],
    ] as const) {
      const got = f([span], span).windows.flatMap((w) => [w.start, w.end]);
      expect(got).toHaveLength(want.length);
      got.forEach((t, i) => expect(Math.abs(t - ist(want[i] ?? ''))).toBeLessThanOrEqual(2 * MIN));
    }
  });

  test('rejects a bad index or span', () => {
    expect(() => varjyam([{ index: 27, start: t0, end: t0 + HOUR }], whole)).toThrow(RangeError);
    expect(() => varjyam([{ index: 1.5, start: t0, end: t0 + HOUR }], whole)).toThrow(RangeError);
    expect(() => amritKalam([{ index: 2, start: t0, end: t0 }], whole)).toThrow(RangeError);
  });
});
