// Rules on hand-built facts (each expectation read from the classical rule, not from the code) and the eclipse and
// period gates on real days.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import type { SegmentFacts } from './facts.ts';
import { inChaturmas, specialYogas } from './rules.ts';
import { scan } from './scan.ts';
import { moonRelation } from './travel.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

const base: SegmentFacts = {
  start: 0,
  end: 0,
  tithiIndex: 1,
  tithi: 'Dwitiya',
  tithiNumber: 2,
  shukla: true,
  nakshatraIndex: 7,
  nakshatra: 'Pushya',
  yoga: 'Siddhi',
  karana: 'Bava',
  weekday: 'Thursday',
  moonSignIndex: 3,
  moonSign: 'Cancer',
  sunSign: 'Aries',
  sunNakshatraIndex: 0,
  lagna: null,
  lagnaIndex: null,
  month: { index: 1, name: 'Vaishakha', adhika: false },
  night: false,
  rahuKalam: false,
};
const ids = (f: SegmentFacts) =>
  specialYogas(f)
    .map((x) => x.id)
    .sort();

describe('special yogas', () => {
  test(
    'Thursday with Pushya: guru pushya, amrita siddhi, sarvartha siddhi; Pushya is the 8th star from Ashwini: no ' +
      'ravi yoga',
    () => {
      expect(ids(base)).toEqual(['special.amrita_siddhi', 'special.guru_pushya', 'special.sarvartha_siddhi']);
    },
  );
  test('Sunday, Hasta, Sun in Krittika: Hasta is the 11th from Krittika (no ravi yoga); amrita and sarvartha siddhi', () => {
    expect(ids({ ...base, weekday: 'Sunday', nakshatra: 'Hasta', nakshatraIndex: 12, sunNakshatraIndex: 2 })).toEqual([
      'special.amrita_siddhi',
      'special.sarvartha_siddhi',
    ]);
  });
  test("Friday with a nanda tithi (Ekadashi) is siddha; the Moon's star 4th from the Sun's is ravi yoga", () => {
    expect(
      ids({
        ...base,
        weekday: 'Friday',
        tithiIndex: 10,
        tithi: 'Ekadashi',
        tithiNumber: 11,
        nakshatra: 'Rohini',
        nakshatraIndex: 3,
        sunNakshatraIndex: 0,
      }),
    ).toEqual(['special.ravi_yoga', 'special.siddha']);
  });
  test('Tuesday, Saptami (bhadra), Chitra: dwipushkar, reported as an issue with its use', () => {
    const f = specialYogas({
      ...base,
      weekday: 'Tuesday',
      tithiIndex: 6,
      tithi: 'Saptami',
      tithiNumber: 7,
      nakshatra: 'Chitra',
      nakshatraIndex: 13,
      sunNakshatraIndex: 13,
    });
    expect(f.map((x) => [x.id, x.kind])).toEqual([['special.dwipushkar', 'issue']]);
  });
});

describe('chaturmas', () => {
  const at = (name: 'Ashadha' | 'Shravana' | 'Kartika' | 'Margashirsha', tithiIndex: number, adhika = false) =>
    inChaturmas({ month: { index: 0, name, adhika }, tithiIndex });
  test('from Ashadha Shukla Ekadashi to Kartika Shukla Ekadashi, both inside', () => {
    expect([
      at('Ashadha', 9),
      at('Ashadha', 10),
      at('Shravana', 0),
      at('Kartika', 10),
      at('Kartika', 11),
      at('Margashirsha', 0),
    ]).toEqual([false, true, true, true, false, false]);
    expect(at('Ashadha', 20, true)).toBe(false); // an adhika Ashadha precedes the nija month that opens chaturmas
  });
});

describe('period gates on real days', () => {
  test('the total lunar eclipse of 2025-09-07 (greatest 18:12 UT, visible at Delhi) closes that Vedic day', () => {
    const r = scan(
      {
        latitude: 28.6139,
        longitude: 77.209,
        sunriseRule: 'upper_limb',
        ayanamsa: 'lahiri',
        startDate: '2025-09-05',
        days: 5,
        lagna: false,
      },
      'general',
    );
    const closed = r.days.filter((d) => d.segments.some((s) => s.findings.some((f) => f.id === 'period.eclipse')));
    expect(closed.map((d) => d.date)).toEqual(['2025-09-07']);
    expect(closed[0]!.quality).toBe('avoid');
  });
  test('vivah in December 2026: the Sun enters Sagittarius on 16 December and kharmas closes every day after', () => {
    const r = scan(
      {
        latitude: 28.6139,
        longitude: 77.209,
        sunriseRule: 'upper_limb',
        ayanamsa: 'lahiri',
        startDate: '2026-12-17',
        days: 10,
        lagna: false,
      },
      'vivah',
    );
    expect(r.days.every((d) => d.quality === 'avoid' && d.issues.some((i) => i.id === 'period.kharmas'))).toBe(true);
  });
});

describe('travel directions', () => {
  test('facing north, east is on the right and south behind; facing west, north is on the right', () => {
    expect((['North', 'East', 'South', 'West'] as const).map((m) => moonRelation('North', m))).toEqual([
      'ahead',
      'right',
      'behind',
      'left',
    ]);
    expect(moonRelation('West', 'North')).toBe('right');
  });
});
