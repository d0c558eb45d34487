// Sade-sati and dhaiya spans against Saturn's crossings from swetest (fixtures/saturn-ingress.json), against dates
// published by Indian almanac sites (to the IST day), and invariants over all twelve janma rashis.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { epochMsFromJulianDay, julianDayUT } from '../../astro/time.ts';
import { computeChart } from '../chart/compute.ts';
import { sadesati, type SadesatiCycle, type SadesatiNatal } from './sadesati.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
interface FixtureCase {
  jd_ut: number;
  from_sign: number;
  to_sign: number;
  forward: boolean;
}
const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/saturn-ingress.json'), 'utf8')) as {
  cases: FixtureCase[];
};

beforeAll(() => initEphemeris(path.join(ROOT, 'data/ephe')));
afterAll(() => {
  report(
    {
      id: 'dosha.sadesati-spans.swetest',
      quantity: "sade-sati and dhaiya span ends (Saturn's sign crossings by the rule)",
      reference: 'swetestBisection',
      unit: 's',
      tolerance: TOLERANCE_S,
    },
    spans,
  );
});

const TOLERANCE_S = 1;
/** Moon in the given sign index: the only natal fact sade-sati reads. */
const natal = (moonSign: number): SadesatiNatal => ({ ayanamsa: 'lahiri', grahas: { Moon: { signIndex: moonSign } } });
const jd = (iso: string): number => julianDayUT(Date.parse(iso));
/** The swetest crossing from one sign to another on a UTC date. */
function fx(from: number, to: number, utcDate: string): number {
  const c = fixture.cases.find(
    (k) =>
      k.from_sign === from &&
      k.to_sign === to &&
      new Date(epochMsFromJulianDay(k.jd_ut)).toISOString().startsWith(utcDate),
  );
  if (c === undefined) throw new Error(`no fixture crossing ${from}->${to} on ${utcDate}`);
  return c.jd_ut;
}
const istDate = (jdUt: number): string =>
  new Date(epochMsFromJulianDay(jdUt) + 5.5 * 3_600_000).toISOString().slice(0, 10);

const spans = worst();
function near(actual: number | undefined, expected: number): void {
  const e = Math.abs((actual ?? NaN) - expected) * 86_400;
  record(spans, e, `crossing at JD ${expected.toFixed(5)}`);
  expect(e).toBeLessThanOrEqual(TOLERANCE_S);
}

describe('sade-sati spans against swetest crossings', () => {
  test('Moon in Capricorn on 2023-06-01: setting phase; 12th Sagittarius from 2017-01-26, ending 2025-03-29', () => {
    // From the fixture by the rule (first entry, final exit): Sagittarius 7->8 2017-01-26 (back 2017-06-20, again
    // 2017-10-26) to 8->9 2020-01-24; Capricorn 8->9 2020-01-24 to the final 9->10 2023-01-17; Aquarius from the
    // first 9->10 2022-04-29 (back 2022-07-12) to 10->11 2025-03-29. Saturn is in Aquarius on 2023-06-01.
    const r = sadesati(natal(9), jd('2023-06-01T00:00:00Z'));
    expect(r).toMatchObject({
      janmaRashi: 9,
      janmaRashiSign: 'Capricorn',
      saturnRashi: 10,
      saturnHouseFromJanma: 2,
      inSadesati: true,
      phase: 'setting (2nd)',
      durationOf: 'current',
    });
    const c = r.current as SadesatiCycle;
    near(c.startJdUt, fx(7, 8, '2017-01-26'));
    near(c.endJdUt, fx(10, 11, '2025-03-29'));
    const [rising, peak, setting] = c.phases;
    near(rising?.startJdUt, fx(7, 8, '2017-01-26'));
    near(rising?.endJdUt, fx(8, 9, '2020-01-24'));
    near(peak?.startJdUt, fx(8, 9, '2020-01-24'));
    near(peak?.endJdUt, fx(9, 10, '2023-01-17'));
    near(setting?.startJdUt, fx(9, 10, '2022-04-29'));
    near(setting?.endJdUt, fx(10, 11, '2025-03-29'));
    expect(rising?.crossings.map((k) => [k.fromSign, k.toSign])).toEqual([
      [7, 8],
      [8, 7],
      [7, 8],
      [8, 9],
    ]);
    expect(peak?.crossings.map((k) => [k.fromSign, k.toSign])).toEqual([
      [8, 9],
      [9, 10],
      [10, 9],
      [9, 10],
    ]);
    expect(setting?.crossings.map((k) => [k.fromSign, k.toSign])).toEqual([
      [9, 10],
      [10, 9],
      [9, 10],
      [10, 11],
    ]);
    expect(r.durationYears).toBeCloseTo((fx(10, 11, '2025-03-29') - fx(7, 8, '2017-01-26')) / 365.25, 6);
    // The next one: the 12th again from 2046 on, past the fixture; found and complete.
    expect(r.next?.startJdUt).toBeGreaterThan(jd('2045-01-01T00:00:00Z'));
    expect(r.missing).toEqual([]);
  });

  test(
    'Moon in Taurus on 2023-06-01: no sade-sati (Saturn 10th); the next one runs from Aries 2027-06-02 to leaving ' +
      'Gemini 2034-07-12',
    () => {
      const r = sadesati(natal(1), jd('2023-06-01T00:00:00Z'));
      expect(r).toMatchObject({
        saturnHouseFromJanma: 10,
        inSadesati: false,
        phase: 'none',
        current: null,
        durationOf: 'next',
      });
      near(r.next?.startJdUt, fx(11, 0, '2027-06-02'));
      near(r.next?.endJdUt, fx(2, 3, '2034-07-12'));
      near(r.next?.phases[0]?.endJdUt, fx(0, 1, '2030-04-17')); // Aries: final exit after the 2029 retrograde
      near(r.next?.phases[1]?.startJdUt, fx(0, 1, '2029-08-08')); // Taurus: first entry
      expect(r.durationYears).toBeCloseTo(((r.next?.endJdUt ?? 0) - (r.next?.startJdUt ?? 0)) / 365.25, 9);
    },
  );

  test(
    'during a retrograde excursion back into the 11th the instant lies inside the span but Saturn is not in the ' +
      '12th',
    () => {
      // Moon in Capricorn, 2017-08-01: Saturn went back into Scorpio (11th) on 2017-06-20 and returns on 2017-10-26.
      const r = sadesati(natal(9), jd('2017-08-01T00:00:00Z'));
      expect(r).toMatchObject({
        saturnRashi: 7,
        saturnHouseFromJanma: 11,
        inSadesati: false,
        phase: 'none',
        durationOf: 'current',
      });
      near(r.current?.startJdUt, fx(7, 8, '2017-01-26'));
    },
  );
});

describe('sade-sati against published almanac dates (IST calendar day)', () => {
  test(
    'Capricorn: Saturn into Sagittarius 26 Jan 2017 at 7:33 PM IST, back 21 Jun 2017, again 26 Oct 2017 ' +
      '(sanipeyarchi.in, Makaram 2017)',
    () => {
      const r = sadesati(natal(9), jd('2018-01-01T00:00:00Z'));
      const rising = r.current?.phases[0];
      const start = rising?.startJdUt ?? NaN;
      const publishedMs = Date.parse('2017-01-26T19:33:00+05:30');
      const minutes = Math.abs(epochMsFromJulianDay(start) - publishedMs) / 60_000;
      console.info(
        `Saturn into Sagittarius 2017 vs sanipeyarchi.in: ${minutes.toFixed(1)} min (tolerance 10 min: the ` +
          `site's ayanamsa and rounding are not stated)`,
      );
      expect(minutes).toBeLessThanOrEqual(10);
      expect(rising?.crossings.map((k) => istDate(k.jdUt))).toEqual([
        '2017-01-26',
        '2017-06-21',
        '2017-10-26',
        '2020-01-24',
      ]);
    },
  );

  test('Aries: sade-sati from 29 Mar 2025 to 31 May 2032 (indiatv.in, 2024-12-14)', () => {
    const r = sadesati(natal(0), jd('2026-01-01T00:00:00Z'));
    expect([istDate(r.current?.startJdUt ?? NaN), istDate(r.current?.endJdUt ?? NaN)]).toEqual([
      '2025-03-29',
      '2032-05-31',
    ]);
    expect(r.phase).toBe('rising (12th)');
  });

  test(
    'Sagittarius: sade-sati from 2 Nov 2014, Saturn leaving Capricorn 29 Apr 2022 (pateltimes.in, written before ' +
      '2022)',
    () => {
      // The site gives Saturn's first exit from the 2nd; it came back on 12 Jul 2022, so by the rule here (final
      // exit) the span ends when it left Capricorn for good, 17 Jan 2023 (swetest fixture), with 29 Apr 2022 listed.
      const r = sadesati(natal(8), jd('2021-01-01T00:00:00Z'));
      expect(istDate(r.current?.startJdUt ?? NaN)).toBe('2014-11-02');
      expect(r.current?.phases[2]?.crossings.map((k) => istDate(k.jdUt))).toEqual([
        '2020-01-24',
        '2022-04-29',
        '2022-07-12',
        '2023-01-17',
      ]);
      near(r.current?.endJdUt, fx(9, 10, '2023-01-17'));
      expect(r.phase).toBe('setting (2nd)');
    },
  );

  test(
    'Saturn in Aquarius 17 Jan 2023 to 29 Mar 2025: sade-sati for Capricorn, Aquarius, Pisces; dhaiya for Cancer ' +
      'and Scorpio (alphainindia.com)',
    () => {
      const at = jd('2024-01-01T00:00:00Z');
      const inSade = Array.from({ length: 12 }, (_, m) => m).filter((m) => sadesati(natal(m), at).inSadesati);
      expect(inSade).toEqual([9, 10, 11]);
      const dhaiya = Array.from({ length: 12 }, (_, m) => m).filter((m) => sadesati(natal(m), at).dhaiya.active);
      expect(dhaiya).toEqual([3, 7]);
      const scorpio = sadesati(natal(7), at).dhaiya;
      expect(scorpio.house).toBe(4);
      expect([istDate(scorpio.current?.startJdUt ?? NaN), istDate(scorpio.current?.endJdUt ?? NaN)]).toEqual([
        '2022-04-29',
        '2025-03-29',
      ]);
      expect(sadesati(natal(3), at).dhaiya).toMatchObject({ active: true, house: 8 });
    },
  );
});

describe('dhaiya', () => {
  test('Moon in Scorpio, 2023-06-01: 4th-house dhaiya now; next the 8th (Gemini, from 2032-05-30), then the 4th again', () => {
    const d = sadesati(natal(7), jd('2023-06-01T00:00:00Z')).dhaiya;
    expect(d).toMatchObject({ active: true, house: 4 });
    near(d.current?.startJdUt, fx(9, 10, '2022-04-29'));
    near(d.current?.endJdUt, fx(10, 11, '2025-03-29'));
    expect(d.current?.crossings.length).toBe(4);
    expect(d.next.map((s) => s.house)).toEqual([8, 4]);
    near(d.next[0]?.startJdUt, fx(1, 2, '2032-05-30'));
    near(d.next[0]?.endJdUt, fx(2, 3, '2034-07-12'));
  });

  test('no dhaiya when Saturn is elsewhere (Moon in Taurus, Saturn 10th)', () => {
    const d = sadesati(natal(1), jd('2023-06-01T00:00:00Z')).dhaiya;
    expect(d).toMatchObject({ active: false, house: null, current: null });
    expect(d.next).toHaveLength(2);
  });
});

describe('invariants over twelve janma rashis and several instants', () => {
  test(
    'phases in order, meeting on their common boundary; first and last phase bound the cycle; 6-9 years (eccentric ' +
      'orbit)',
    () => {
      let minY = Infinity;
      let maxY = 0;
      let n = 0;
      for (const iso of ['1950-03-01', '1990-07-15', '2023-06-01', '2150-11-30']) {
        for (let m = 0; m < 12; m++) {
          const r = sadesati(natal(m), jd(`${iso}T00:00:00Z`));
          expect(r.missing).toEqual([]);
          expect(r.inSadesati).toBe([12, 1, 2].includes(r.saturnHouseFromJanma));
          if (r.inSadesati) expect(r.current).not.toBeNull();
          for (const c of [r.current, r.next]) {
            if (c === null) continue;
            n++;
            const [a, b, d] = c.phases;
            expect(c.phases.map((p) => p.house)).toEqual([12, 1, 2]);
            expect(c.phases.map((p) => p.signIndex)).toEqual([(m + 11) % 12, m, (m + 1) % 12]);
            expect(a?.startJdUt).toBe(c.startJdUt);
            expect(d?.endJdUt).toBe(c.endJdUt);
            for (const [p, q] of [
              [a, b],
              [b, d],
            ] as const) {
              // The final exit from one phase and the first entry into the next both cross their common boundary.
              expect(p?.crossings.at(-1)).toMatchObject({ fromSign: p?.signIndex, toSign: q?.signIndex, direct: true });
              expect(q?.crossings[0]).toMatchObject({ fromSign: p?.signIndex, toSign: q?.signIndex, direct: true });
              expect(q?.startJdUt ?? NaN).toBeLessThanOrEqual(p?.endJdUt ?? NaN);
              // With a single crossing of that boundary the phases meet exactly.
              const across = c.crossings.filter(
                (k) =>
                  (k.fromSign === p?.signIndex && k.toSign === q?.signIndex) ||
                  (k.toSign === p?.signIndex && k.fromSign === q?.signIndex),
              );
              if (across.length === 1) expect(q?.startJdUt).toBe(p?.endJdUt);
            }
            for (const p of c.phases) {
              // Crossings alternate into and out of the phase's sign, starting with an entry, ending with the exit.
              p.crossings.forEach((k, i) => expect(i % 2 === 0 ? k.toSign : k.fromSign).toBe(p.signIndex));
              expect(p.crossings.length % 2).toBe(0);
              for (let i = 1; i < p.crossings.length; i++)
                expect(p.crossings[i]?.jdUt).toBeGreaterThan(p.crossings[i - 1]?.jdUt ?? Infinity);
            }
            minY = Math.min(minY, c.durationYears);
            maxY = Math.max(maxY, c.durationYears);
            expect(c.durationYears).toBeGreaterThan(6);
            expect(c.durationYears).toBeLessThan(9);
          }
        }
      }
      console.info(`sade-sati: ${n} cycles, whole span ${minY.toFixed(2)}-${maxY.toFixed(2)} years`);
    },
  );

  test('near the ends of the ephemeris, spans that run outside are reported missing, never guessed', () => {
    // 1801-06-01: for the Moon sign just behind Saturn's, Saturn is in the 2nd, so that sade-sati began over
    // five years earlier, before the files start (1800-01-01).
    const early = jd('1801-06-01T00:00:00Z');
    const saturnSign = sadesati(natal(0), early).saturnRashi;
    const r = sadesati(natal((saturnSign + 11) % 12), early);
    expect(r).toMatchObject({ inSadesati: true, phase: 'setting (2nd)', current: null, durationOf: 'next' });
    expect(r.missing.join(' ')).toMatch(/current sade-sati/);
    // 2395-01-01: the next sade-sati for the Moon sign Saturn has just left cannot finish before 2400.
    const late = jd('2395-01-01T00:00:00Z');
    const s = sadesati(natal((sadesati(natal(0), late).saturnRashi + 10) % 12), late);
    expect(s.next).toBeNull();
    expect(s.missing.join(' ')).toMatch(/next sade-sati/);
  });

  test('from a computed chart: the janma rashi is the natal Moon sign', () => {
    const chart = computeChart({ date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 });
    const r = sadesati(chart, jd('2024-01-01T00:00:00Z'));
    expect(r.janmaRashi).toBe(chart.grahas.Moon.signIndex);
    expect(r.saturnHouseFromJanma).toBe(((r.saturnRashi - r.janmaRashi + 12) % 12) + 1);
    expect(r.refs.every((c) => c.status === 'pending')).toBe(true);
  });
});
