// Fixture: test/reference/eclipse/eclipses.json (swetest 2.10.03 -solecl / -lunecl, 2000-2040; generate.py).
import { beforeAll, describe, expect, test } from 'vitest';
import { EPHE_PATH, eclipseFixture } from '../../../../test/reference/eclipse/fixtures.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';
import { initEphemeris } from '../sweph/index.ts';
import { SECONDS_PER_DAY } from '../time.ts';
import { nextEclipses, previousEclipses, type Eclipse, type LunarEclipse, type SolarEclipse } from './index.ts';

/** Named tolerances. */
const TOL = {
  /** Eclipse maximum 60 s. */
  maximumSeconds: 60,
  /** Global lunar contacts, as the maximum. */
  contactSeconds: 60,
  /** swetest prints magnitudes to 4 decimals. */
  magnitude: 1e-4,
};

const fx = eclipseFixture();
const JD_2000 = 2451544.5; // 2000-01-01T00:00Z
const JD_2041 = 2466520.5; // 2041-01-01T00:00Z
const DELHI = { latitude: 28.6139, longitude: 77.209 };
let all: Eclipse[] = [];

beforeAll(() => {
  initEphemeris(EPHE_PATH);
  all = nextEclipses({ fromJdUt: JD_2000, count: fx.solar.length + fx.lunar.length + 1, ...DELHI });
});

describe('global eclipses 2000-2040 against swetest', () => {
  test('the merged list is every solar and lunar eclipse of 2000-2040 in time order, then 2041', () => {
    const inRange = all.slice(0, -1);
    expect(all.at(-1)?.maximum.jdUt).toBeGreaterThan(JD_2041);
    expect(inRange.every((e) => e.maximum.jdUt < JD_2041)).toBe(true);
    expect(inRange.filter((e) => e.kind === 'solar')).toHaveLength(fx.solar.length);
    expect(inRange.filter((e) => e.kind === 'lunar')).toHaveLength(fx.lunar.length);
    for (let i = 1; i < all.length; i++) expect(all[i]!.maximum.jdUt).toBeGreaterThan(all[i - 1]!.maximum.jdUt);
  });

  test('solar: maximum, type, magnitude and saros', () => {
    const solar = all.filter((e): e is SolarEclipse => e.kind === 'solar');
    const wMax = worst();
    const wMag = worst();
    fx.solar.forEach((ref, i) => {
      const e = solar[i]!;
      const at = ref.max_utc;
      record(wMax, Math.abs(e.maximum.jdUt - ref.max_jd_ut) * SECONDS_PER_DAY, at);
      expect(e.type, `${at} (swetest "${ref.swetest_type}")`).toBe(ref.type);
      record(wMag, Math.abs(e.magnitude - ref.magnitude), at);
      expect(e.saros === null ? null : [e.saros.series, e.saros.member], at).toEqual(ref.saros);
    });
    report(
      {
        id: 'eclipse.solar-maximum.swetest',
        quantity: 'greatest solar eclipse, every solar eclipse 2000-2040',
        reference: 'swetest',
        unit: 's',
        tolerance: TOL.maximumSeconds,
      },
      wMax,
    );
    report(
      {
        id: 'eclipse.solar-magnitude.swetest',
        quantity: 'solar magnitude at greatest eclipse, 2000-2040',
        reference: 'swetest',
        unit: 'fraction of the diameter',
        tolerance: TOL.magnitude,
      },
      wMag,
    );
    expect(wMax.max).toBeLessThanOrEqual(TOL.maximumSeconds);
    expect(wMag.max).toBeLessThanOrEqual(TOL.magnitude);
  });

  test('lunar: maximum, type, contacts, magnitudes and saros', () => {
    const lunar = all.filter((e): e is LunarEclipse => e.kind === 'lunar');
    const wMax = worst();
    const wContact = worst();
    const wMag = worst();
    fx.lunar.forEach((ref, i) => {
      const e = lunar[i]!;
      const at = ref.max_utc;
      record(wMax, Math.abs(e.maximum.jdUt - ref.max_jd_ut) * SECONDS_PER_DAY, at);
      expect(e.type, at).toBe(ref.type);
      const c = e.local.contacts;
      const pairs = [
        [c.penumbralStart, ref.contacts.penumbral_start],
        [c.partialStart, ref.contacts.partial_start],
        [c.totalStart, ref.contacts.total_start],
        [c.totalEnd, ref.contacts.total_end],
        [c.partialEnd, ref.contacts.partial_end],
        [c.penumbralEnd, ref.contacts.penumbral_end],
      ] as const;
      for (const [ours, theirs] of pairs) {
        expect(ours === null, at).toBe(theirs === null);
        if (ours !== null && theirs !== null) record(wContact, Math.abs(ours.jdUt - theirs) * SECONDS_PER_DAY, at);
      }
      // swetest prints a negative umbral magnitude (penumbral eclipse) as 0.0000.
      record(wMag, Math.abs(Math.max(0, e.magnitude) - ref.umbral_magnitude), at);
      record(wMag, Math.abs(e.penumbralMagnitude - ref.penumbral_magnitude), at);
      expect(e.saros === null ? null : [e.saros.series, e.saros.member], at).toEqual(ref.saros);
    });
    report(
      {
        id: 'eclipse.lunar-maximum.swetest',
        quantity: 'greatest lunar eclipse, every lunar eclipse 2000-2040',
        reference: 'swetest',
        unit: 's',
        tolerance: TOL.maximumSeconds,
      },
      wMax,
    );
    report(
      {
        id: 'eclipse.lunar-contacts.swetest',
        quantity: 'lunar eclipse contacts (penumbral, umbral, total), 2000-2040',
        reference: 'swetest',
        unit: 's',
        tolerance: TOL.contactSeconds,
      },
      wContact,
    );
    report(
      {
        id: 'eclipse.lunar-magnitude.swetest',
        quantity: 'lunar umbral and penumbral magnitudes, 2000-2040',
        reference: 'swetest',
        unit: 'fraction of the diameter',
        tolerance: TOL.magnitude,
      },
      wMag,
    );
    expect(wMax.max).toBeLessThanOrEqual(TOL.maximumSeconds);
    expect(wContact.max).toBeLessThanOrEqual(TOL.contactSeconds);
    expect(wMag.max).toBeLessThanOrEqual(TOL.magnitude);
  });
});

describe('search direction and kinds', () => {
  test('previousEclipses from 2041 returns the same eclipses, newest first', () => {
    const n = fx.solar.length + fx.lunar.length;
    const back = previousEclipses({ fromJdUt: JD_2041, count: n, ...DELHI });
    expect(back.map((e) => e.maximum.jdUt)).toEqual(
      all
        .slice(0, n)
        .reverse()
        .map((e) => e.maximum.jdUt),
    );
  });

  test('"next" is strictly after the start and "previous" strictly before it', () => {
    const first = all[0]!;
    const again = nextEclipses({ fromJdUt: first.maximum.jdUt, count: 1, ...DELHI })[0]!;
    expect(again.maximum.jdUt).toBe(all[1]!.maximum.jdUt);
    const before = previousEclipses({ fromJdUt: all[1]!.maximum.jdUt, count: 1, ...DELHI })[0]!;
    expect(before.maximum.jdUt).toBe(first.maximum.jdUt);
  });

  test('kinds filters; count 0 and no kinds give nothing; a bad count or place is refused', () => {
    const solar = nextEclipses({ fromJdUt: JD_2000, count: 4, ...DELHI, kinds: ['solar'] });
    expect(solar.map((e) => e.maximum.jdUt)).toEqual(
      all
        .filter((e) => e.kind === 'solar')
        .slice(0, 4)
        .map((e) => e.maximum.jdUt),
    );
    const lunar = nextEclipses({ fromJdUt: JD_2000, count: 4, ...DELHI, kinds: ['lunar'] });
    expect(lunar.every((e) => e.kind === 'lunar')).toBe(true);
    expect(nextEclipses({ fromJdUt: JD_2000, count: 0, ...DELHI })).toEqual([]);
    expect(nextEclipses({ fromJdUt: JD_2000, count: 3, ...DELHI, kinds: [] })).toEqual([]);
    expect(() => nextEclipses({ fromJdUt: JD_2000, count: -1, ...DELHI })).toThrow(RangeError);
    expect(() => nextEclipses({ fromJdUt: JD_2000, count: 1.5, ...DELHI })).toThrow(RangeError);
    expect(() => nextEclipses({ fromJdUt: JD_2000, count: 1, latitude: 91, longitude: 0 })).toThrow(RangeError);
    expect(() => nextEclipses({ fromJdUt: JD_2000, count: 1, latitude: 0, longitude: Number.NaN })).toThrow(RangeError);
  });
});
