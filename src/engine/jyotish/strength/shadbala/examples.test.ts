// Shadbala of two worked examples from the Raman school, component by component.
//
// Source of the expected figures: PyJHora's test suite (naturalstupid/PyJHora, src/jhora/tests/pvr_tests.py,
// functions shadbala_BVRamanBook_tests and shadbala_VPJainBook_tests, present since v4.5.0), which transcribes
//  - B. V. Raman, "Graha and Bhava Balas": the worked horoscope, 16 Oct 1918 14:22:16 IST, 13 N 77 E 35, Raman
//    ayanamsa, with the book's planetary positions;
//  - V. P. Jain, "Text Book for Shadbala and Bhavabala": 13 Sep 1981 01:30 IST, 28 N 39 77 E 13, Lahiri.
// We have NOT checked these figures against the books: some are visibly PyJHora's own output (Raman's Mars dig bala
// 64.30 exceeds the 60 the rule allows: the arc was not folded; Raman's Saturn uchcha 34.08 disagrees with the same
// list's sthana total 177.30, which needs 34.8). Those are left out and said so. Where our stated conventions differ
// from the transcription the difference is asserted to be exactly the convention's (moolatrikona by degree arc), or
// the tolerance is named with its cause (ayana: Raman's kranti tables use the Surya Siddhanta's 24 degree obliquity;
// cheshta: Raman's mean-motion tables against modern mean longitudes, 13 degrees apart for Mercury's
// seeghrochcha).
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../../astro/sweph/index.ts';
import { computeChart } from '../../chart/compute.ts';
import type { SevenGraha } from '../../../vocabulary/names.ts';
import { shadbala } from './shadbala.ts';
import type { GrahaShadbala, ShadbalaResult } from './types.ts';
import { record, report, worst, type Worst } from '../../../../../test/support/accuracy.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../../data/ephe')));

const SEVEN: SevenGraha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
type Row = readonly (number | null)[];

/**
 * Compare one component for the grahas whose expected value is not null, into `w`: the published quantity that
 * gathers the components of one example sharing one tolerance (reported by `publish`).
 */
function check(
  w: Worst,
  label: string,
  r: ShadbalaResult,
  pick: (g: GrahaShadbala) => number,
  expected: Row,
  tolerance: number,
): void {
  SEVEN.forEach((g, i) => {
    const e = expected[i];
    if (e === null || e === undefined) return;
    const err = Math.abs(pick(r.grahas[g]) - e);
    record(w, err, `${label} ${g}`);
    expect(err, `${label} ${g}: ${pick(r.grahas[g]).toFixed(3)} vs ${e}`).toBeLessThanOrEqual(tolerance);
  });
}

const RAMAN = { key: 'raman', reference: 'ramanBalas', example: "Raman's worked horoscope (1918-10-16)" } as const;
const JAIN = { key: 'jain', reference: 'jainShadbala', example: "V.P. Jain's example (1981-09-13)" } as const;
function publish(
  book: typeof RAMAN | typeof JAIN,
  part: string,
  components: string,
  tolerance: number,
  w: Worst,
): void {
  report(
    {
      id: `shadbala.${book.key}-${part}.${book.key === 'raman' ? 'raman-balas' : 'jain-textbook'}`,
      quantity: `${components}, ${book.example}`,
      reference: book.reference,
      unit: 'virupas',
      tolerance,
    },
    w,
  );
}

describe('Raman, Graha and Bhava Balas, worked horoscope (figures as transcribed by PyJHora)', () => {
  const chart = () =>
    computeChart(
      { date: '1918-10-16', time: '14:22:16', latitude: 13, longitude: 77 + 35 / 60, utcOffset: '+05:30' },
      { ayanamsa: 'raman' },
    );

  test("positions within 0.06 degree of the book's", () => {
    const c = chart();
    const book = [
      180 + 53 / 60 + 55 / 3600,
      311 + 17 / 60 + 19 / 3600,
      229 + 30 / 60 + 34 / 3600,
      181 + 31 / 60 + 34 / 3600,
      84 + 49 / 3600,
      171 + 9 / 60 + 56 / 3600,
      124 + 22 / 60 + 41 / 3600,
    ];
    const w = worst();
    SEVEN.forEach((g, i) => record(w, Math.abs(c.grahas[g].longitude - (book[i] ?? NaN)), g));
    report(
      {
        id: 'shadbala.raman-positions.raman-balas',
        quantity: `longitudes of the seven grahas (Raman ayanamsa), ${RAMAN.example}`,
        reference: 'ramanBalas',
        unit: 'deg',
        tolerance: 0.06,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(0.06);
  });

  test('sthana bala components', () => {
    const r = shadbala(chart());
    const [near, exact] = [worst(), worst()];
    // Saturn's 34.08 is left out: the list's own sthana total (177.30) needs 34.8, which is what the rule gives.
    check(near, 'Raman uchcha', r, (g) => g.sthana.uchcha, [3.0, 32.75, 37.06, 54.5, 56.33, 1.95, null], 0.2);
    check(exact, 'Raman saptavargaja', r, (g) => g.sthana.saptavargaja, [90, 48.75, 90, 135, 71.25, 116.25, 97.5], 0);
    check(exact, 'Raman ojayugma', r, (g) => g.sthana.ojayugma, [30, 15, 15, 30, 15, 30, 15], 0);
    check(exact, 'Raman kendradi', r, (g) => g.sthana.kendradi, [60, 30, 30, 60, 15, 15, 30], 0);
    check(exact, 'Raman drekkana', r, (g) => g.sthana.drekkana, [15, 0, 0, 0, 0, 15, 0], 0);
    check(near, 'Raman sthana total', r, (g) => g.sthana.total, [198, 126.5, 172.06, 279.5, 157.58, 178.2, 177.3], 0.2);
    publish(RAMAN, 'uchcha-sthana', 'uchcha bala (Saturn left out) and sthana bala total', 0.2, near);
    publish(RAMAN, 'sthana-exact', 'saptavargaja, ojayugma, kendradi and drekkana bala', 0, exact);
  });

  test('dig, kala and drik bala components', () => {
    const r = shadbala(chart());
    const [half, tenth, exact, wide] = [worst(), worst(), worst(), worst()];
    // Mars 64.30 is left out (over the rule's maximum of 60: an unfolded arc).
    check(half, 'Raman dig', r, (g) => g.dig, [48.1, 31.56, null, 21.09, 11.5, 15.15, 58.02], 0.5);
    check(half, 'Raman nathonnata', r, (g) => g.kala.nathonnata, [48.32, 11.68, 11.68, 60, 48.32, 48.32, 11.68], 0.5);
    check(tenth, 'Raman paksha', r, (g) => g.kala.paksha, [16.54, 86.92, 16.54, 16.54, 43.46, 43.46, 16.54], 0.1);
    check(exact, 'Raman tribhaga', r, (g) => g.kala.tribhaga, [0, 0, 0, 0, 60, 0, 60], 0);
    check(exact, 'Raman abda', r, (g) => g.kala.abda, [0, 0, 0, 0, 0, 0, 15], 0);
    check(exact, 'Raman masa', r, (g) => g.kala.masa, [0, 0, 0, 30, 0, 0, 0], 0);
    check(exact, 'Raman vara', r, (g) => g.kala.vara, [0, 0, 0, 45, 0, 0, 0], 0);
    check(exact, 'Raman hora', r, (g) => g.kala.hora, [0, 60, 0, 0, 0, 0, 0], 0);
    check(wide, 'Raman ayana', r, (g) => g.kala.ayana, [38.12, 43.44, 1.84, 41.25, 59.4, 23.75, 13.75], 1.5);
    check(tenth, 'Raman drik', r, (g) => g.drik, [15.86, -21.73, 0.95, 15.64, -16.04, 18.47, 7.21], 0.1);
    // The transcription's kala totals add a yuddha of -0.80/+0.80 to Mercury/Jupiter, 97 degrees apart (no war by
    // the rule), and leave it out of the totals: compare the totals without yuddha.
    check(
      wide,
      'Raman kala (without yuddha)',
      r,
      (g) => g.kala.total - g.kala.yuddha,
      [102.98, 202.04, 30.06, 192.79, 211.18, 115.53, 116.97],
      1.5,
    );
    publish(RAMAN, 'dig-nathonnata', 'dig bala (Mars left out) and nathonnata bala', 0.5, half);
    publish(RAMAN, 'paksha-drik', 'paksha bala and drik bala', 0.1, tenth);
    publish(RAMAN, 'kala-exact', 'tribhaga, abda, masa, vara and hora bala', 0, exact);
    publish(
      RAMAN,
      'ayana-kala',
      'ayana bala (Surya Siddhanta obliquity in the book) and kala bala total without yuddha',
      1.5,
      wide,
    );
    expect(r.wars).toEqual([]);
  });

  test('cheshta bala of Mars..Saturn', () => {
    const r = shadbala(chart());
    const [outer, venus, mercury] = [worst(), worst(), worst()];
    check(
      outer,
      'Raman cheshta (Mars, Jupiter, Saturn)',
      r,
      (g) => g.cheshta,
      [null, null, 22.23, null, 35.26, null, 21.14],
      0.6,
    );
    check(venus, 'Raman cheshta (Venus)', r, (g) => g.cheshta, [null, null, null, null, null, 5.95, null], 1.0);
    check(
      mercury,
      "Raman cheshta (Mercury, modern mean Mercury 13 deg from Raman's)",
      r,
      (g) => g.cheshta,
      [null, null, null, 2.3, null, null, null],
      4.5,
    );
    publish(RAMAN, 'cheshta-outer', 'cheshta bala of Mars, Jupiter and Saturn', 0.6, outer);
    publish(RAMAN, 'cheshta-venus', 'cheshta bala of Venus', 1.0, venus);
    publish(
      RAMAN,
      'cheshta-mercury',
      "cheshta bala of Mercury (modern mean Mercury, 13 deg from the book's)",
      4.5,
      mercury,
    );
  });
});

describe('V. P. Jain, Text Book for Shadbala and Bhavabala, example (figures as transcribed by PyJHora)', () => {
  const chart = () =>
    computeChart(
      { date: '1981-09-13', time: '01:30', latitude: 28 + 39 / 60, longitude: 77 + 13 / 60, utcOffset: '+05:30' },
      { ayanamsa: 'lahiri' },
    );

  test('sthana bala components', () => {
    const r = shadbala(chart());
    const [uchcha, oja, sapta] = [worst(), worst(), worst()];
    check(uchcha, 'Jain uchcha', r, (g) => g.sthana.uchcha, [14.54, 32.17, 4.94, 58.16, 34.85, 3.09, 48.81], 0.2);
    check(oja, 'Jain ojayugma', r, (g) => g.sthana.ojayugma, [15, 0, 15, 0, 0, 15, 0], 0);
    // Sun (Leo 26.6) and Mercury (Virgo 23.3) stand beyond their moolatrikona arcs (Leo 0-20, Virgo 15-20): own sign,
    // 30 in D1 by our convention; the transcription counts the whole sign as moolatrikona (45). The rest agree.
    check(
      sapta,
      'Jain saptavargaja',
      r,
      (g) => g.sthana.saptavargaja,
      [127.5 - 15, 30, 135, 120 - 15, 58.13, 150, 82.5],
      0.01,
    );
    publish(JAIN, 'uchcha', 'uchcha bala', 0.2, uchcha);
    publish(JAIN, 'ojayugma', 'ojayugma bala', 0, oja);
    publish(
      JAIN,
      'saptavargaja',
      "saptavargaja bala (Sun and Mercury: the book's figure less the 15 of its whole-sign moolatrikona)",
      0.01,
      sapta,
    );
    expect(r.grahas.Sun.sthana.saptavarga[0]?.standing).toBe('own');
    expect(r.grahas.Mercury.sthana.saptavarga[0]?.standing).toBe('own');
  });

  test('dig, kala, cheshta and drik bala components', () => {
    const r = shadbala(chart());
    expect(r.time.dayBirth).toBe(false);
    expect(r.time.vedicDate).toBe('1981-09-12'); // before sunrise: Saturday's Vedic day
    const [tenth, paksha, exact, ayana, outer, venus, mercury] = [
      worst(),
      worst(),
      worst(),
      worst(),
      worst(),
      worst(),
      worst(),
    ];
    check(tenth, 'Jain dig', r, (g) => g.dig, [6.59, 12.22, 20.99, 31.97, 31.99, 53.29, 26.67], 0.1);
    check(tenth, 'Jain nathonnata', r, (g) => g.kala.nathonnata, [6.1, 53.9, 53.9, 60, 6.1, 6.1, 53.9], 0.1);
    check(paksha, 'Jain paksha', r, (g) => g.kala.paksha, [5.62, 108.76, 5.62, 54.38, 54.38, 54.38, 5.62], 0.05);
    check(exact, 'Jain tribhaga', r, (g) => g.kala.tribhaga, [0, 0, 0, 0, 60, 60, 0], 0);
    check(exact, 'Jain abda', r, (g) => g.kala.abda, [0, 0, 15, 0, 0, 0, 0], 0);
    check(exact, 'Jain masa', r, (g) => g.kala.masa, [0, 0, 30, 0, 0, 0, 0], 0);
    check(exact, 'Jain vara', r, (g) => g.kala.vara, [0, 0, 0, 0, 0, 0, 45], 0);
    check(exact, 'Jain hora', r, (g) => g.kala.hora, [0, 0, 0, 60, 0, 0, 0], 0);
    check(ayana, 'Jain ayana', r, (g) => g.kala.ayana, [70.08, 43.19, 53.56, 37.1, 22.94, 15.41, 35.04], 0.5);
    check(
      outer,
      'Jain cheshta (Mars, Jupiter, Saturn)',
      r,
      (g) => g.cheshta,
      [null, null, 20.93, null, 8.43, null, 5.05],
      0.6,
    );
    check(venus, 'Jain cheshta (Venus)', r, (g) => g.cheshta, [null, null, null, null, null, 28.18, null], 1.2);
    check(
      mercury,
      "Jain cheshta (Mercury, modern mean Mercury 13 deg from Raman's)",
      r,
      (g) => g.cheshta,
      [null, null, null, 28.76, null, null, null],
      4.5,
    );
    check(tenth, 'Jain drik', r, (g) => g.drik, [11.24, -0.32, -5.1, 4.29, 4.32, -2.86, 5.82], 0.1);
    publish(JAIN, 'dig-nathonnata-drik', 'dig, nathonnata and drik bala', 0.1, tenth);
    publish(JAIN, 'paksha', 'paksha bala', 0.05, paksha);
    publish(JAIN, 'kala-exact', 'tribhaga, abda, masa, vara and hora bala', 0, exact);
    publish(JAIN, 'ayana', 'ayana bala', 0.5, ayana);
    publish(JAIN, 'cheshta-outer', 'cheshta bala of Mars, Jupiter and Saturn', 0.6, outer);
    publish(JAIN, 'cheshta-venus', 'cheshta bala of Venus', 1.2, venus);
    publish(
      JAIN,
      'cheshta-mercury',
      "cheshta bala of Mercury (modern mean Mercury, 13 deg from the book's)",
      4.5,
      mercury,
    );
    // Mercury and Jupiter stand 0.06 degree apart: a war by the rule (the transcription has none).
    expect(r.wars.map((w) => w.grahas)).toEqual([['Mercury', 'Jupiter']]);
    expect(r.wars[0]?.separation).toBeLessThan(0.1);
  });
});
