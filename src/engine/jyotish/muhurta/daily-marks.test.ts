// Sunset and Rahu kalam cut in lazily: a scan that computes them only on the days where a span survives the layers
// before the daily windows answers exactly as a scan of the timeline cut at every day's marks; and each cut segment
// is day or night, in or out of Rahu kalam, as its midpoint says against the day's sunset and Rahu kalam.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import type { Karma } from '../../tables/muhurta/keys.ts';
import { funnel } from './funnel.ts';
import { scan, scanTimeline, type ScannedDay } from './scan.ts';
import { buildTimeline, type ScanInput } from './timeline.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

const DELHI = { latitude: 28.6139, longitude: 77.209, sunriseRule: 'upper_limb' as const, ayanamsa: 'lahiri' as const };

/** What a route shows of a day (its segments aside, which a lazy scan cuts only where needed). */
const shown = (d: ScannedDay) => ({
  date: d.date,
  weekday: d.weekday,
  facts: d.facts,
  quality: d.quality,
  score: d.score,
  windows: d.windows,
  benefits: d.benefits,
  issues: d.issues,
});

describe('daily marks', () => {
  test('each segment of the full timeline is day or night and in or out of Rahu kalam as its midpoint says', () => {
    const t = buildTimeline({ ...DELHI, startDate: '2026-03-01', days: 20, lagna: true });
    for (const s of t.segments) {
      const d = t.days[s.day]!;
      const mid = (s.start + s.end) / 2;
      expect(s.night).toBe(mid > d.sunset);
      expect(s.rahuKalam).toBe(mid > d.rahuKalam.start && mid < d.rahuKalam.end);
    }
  });

  test.each([
    [
      '2026-01-20',
      'lagna-timed acts, the eclipses of February and March 2026, kharmas from mid-March',
      ['vivah', 'griha_pravesh', 'upanayana'],
    ],
    ['2026-07-01', 'chaturmas, the night-only act', ['vivah', 'garbhadhana', 'general', 'yatra']],
  ] as const satisfies readonly (readonly [string, string, readonly Karma[]])[])(
    'a lazy scan from %s (%s) answers as a scan of the timeline cut everywhere',
    (startDate, _what, karmas) => {
      const input: ScanInput = { ...DELHI, startDate, days: 60, lagna: true };
      const full = buildTimeline(input);
      const people = [{ label: 'A', nakshatra: 3, sign: 1 }];
      for (const karma of karmas) {
        const eager = scanTimeline(full, (i) => full.days[i]!, karma, people);
        const lazy = scan(input, karma, people);
        expect(lazy.days.map(shown), karma).toEqual(eager.days.map(shown));
        expect(funnel(lazy.days).removed, karma).toEqual(funnel(eager.days).removed);
        expect(new Set(lazy.refs), karma).toEqual(new Set(eager.refs));
      }
    },
  );
});
