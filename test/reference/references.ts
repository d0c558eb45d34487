/**
 * The references the accuracy reports name (test/support/accuracy.ts), each once, with the version or edition the
 * fixture READMEs of this folder state. What a source does not state (a program's version, a page's edition) is said
 * to be not stated, never guessed.
 */
export interface Reference {
  /** The tool with its version, or the book, almanac or table with its edition, as published on /accuracy. */
  name: string;
  /** false: the service's own code by another method on the same ephemeris (a consistency check). */
  independent: boolean;
}

const SWETEST =
  'swetest 2.10.03 (Debian package swetest 2.10.03-3) with the ephemeris files of Debian swe-basic-data ' +
  '4.0-20221111-2';

export const REFERENCES = {
  /** test/reference/{astro,charts,eclipse,events,houses,panchanga,tajika}/README.md */
  swetest: { name: SWETEST, independent: true },
  /** Bisection run by the generators on swetest's printed longitudes (events, panchanga, tajika, astro tithi). */
  swetestBisection: { name: `bisection on longitudes printed by ${SWETEST}`, independent: true },
  /** The test's own rule applied to swetest's Moon (test/reference/charts/dasha-dates.test.ts). */
  swetestRecomputation: { name: `the rule recomputed in the test from the Moon of ${SWETEST}`, independent: true },
  /** test/reference/charts/README.md: local time to UTC outside the service's geo-tz/luxon code. */
  zoneinfo: { name: 'Python 3.11 zoneinfo over Debian tzdata 2025b', independent: true },
  /** shared/reference/published.md; the program's version is not stated by the quotation. */
  jagannathaHora: {
    name: "Jagannatha Hora (version not stated), values as quoted in published.md and PyJHora's test suite",
    independent: true,
  },
  /** test/reference/panchanga/published.json, test/reference/eclipse/published.json */
  drikPanchang: {
    name: 'Drik Panchang (drikpanchang.com; page edition not stated), transcribed by hand',
    independent: true,
  },
  /** test/reference/eclipse/published.json; NASA's phase table in src/engine/jyotish/events/solar-lunar.test.ts */
  nasa: { name: 'NASA eclipse and Moon phase tables (F. Espenak), as published', independent: true },
  /** test/reference/charts/published.json */
  ramanManual: {
    name:
      "B.V. Raman, A Manual of Hindu Astrology (1935 edition), as transcribed in VedAstro's tests; not checked " +
      'against a printed copy',
    independent: true,
  },
  /** test/reference/tajika/README.md, ashtakavarga.test.ts, shared/reference/published.md (dashas) */
  pvrIntegrated: {
    name:
      'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Sagar Publications), as transcribed in ' +
      "PyJHora's tests; not checked against a printed copy",
    independent: true,
  },
  /** test/reference/vrata/README.md and published-2025.json (sources A, B, C, retrieved 2026-11-22). */
  almanacs2025: {
    name:
      'three almanac pages for New Delhi 2025 (marriagehoroscope.com, appliedjyotish.com, Hindustan New Delhi 30 Nov ' +
      '2025), retrieved 2026-11-22',
    independent: true,
  },
  /** test/reference/muhurta/vivah-2026.json and README.md (sources A-D, stored copies read 2026-11-26). */
  vivahList2026: {
    name:
      'the 2026 vivah list of 59 dates as printed by Saamana (saamana.com, p=685119), totals as in Hindustan New ' +
      'Delhi 15 Nov 2025 and India TV; retrieved 2026-11-26',
    independent: true,
  },
  /** test/reference/muhurta/griha-pravesh-2028.json and README.md */
  astrosageGrihaPravesh2028: {
    name:
      'AstroSage, Griha Pravesh Muhurat 2028 for New Delhi (panchang.astrosage.com, English AMP page; edition not ' +
      'stated), retrieved 2026-11-26',
    independent: true,
  },
  /** src/engine/jyotish/jaimini/chara-dasha.test.ts */
  knRao: {
    name: 'K.N. Rao, "Predicting education by Jaimini", chart 4 (astrojyoti.com), periods as printed',
    independent: true,
  },
  /** src/engine/jyotish/kp/subs.test.ts */
  futureSamachar: {
    name:
      'futuresamachar.com, "Krishnamurti Paddhati" (English), chapter on sub lords, worked example (page edition not ' +
      'stated)',
    independent: true,
  },
  /** Arithmetic written out in the test itself, from the rule and the published example's inputs. */
  handDerivation: { name: 'the rule worked by hand in the test (no code of the service)', independent: true },
  /** Root finding of the service against a brute-force method of its own on the same ephemeris. */
  ownBisection: {
    name: "the service's own brute-force bisection on the same ephemeris (consistency check, not independent)",
    independent: false,
  },
  /**
   * Fixture README or test comment naming swetest 2.10.03 (Debian) without the ephemeris data's version: horoscope,
   * kalasarpa, yoga smoke chart.
   */
  swetestDataNotStated: {
    name:
      'swetest 2.10.03 (Debian; reports Version: 2.10.03-deb1) with the ephemeris files of Debian swe-basic-data ' +
      '(version not stated)',
    independent: true,
  },
  /** src/engine/jyotish/strength/shadbala/examples.test.ts */
  ramanBalas: {
    name:
      "B.V. Raman, Graha and Bhava Balas, worked horoscope (edition not stated), as transcribed in PyJHora's tests " +
      '(pvr_tests.py, since v4.5.0); not checked against a printed copy',
    independent: true,
  },
  /** src/engine/jyotish/strength/shadbala/examples.test.ts */
  jainShadbala: {
    name:
      "V.P. Jain, Text Book for Shadbala and Bhavabala, example (edition not stated), as transcribed in PyJHora's " +
      'tests (pvr_tests.py, since v4.5.0); not checked against a printed copy',
    independent: true,
  },
  /** src/engine/numerology/date-numbers.test.ts */
  lifePathPages: {
    name:
      'life path worked examples of decoz.com, lifepathcalc.pages.dev and mysticsisterhood.forumotion.com (page ' +
      'editions not stated)',
    independent: true,
  },
  /** src/engine/numerology/name-number.test.ts */
  numrolab: {
    name: 'numrolab.com, "Chaldean numerology chart", worked examples (page edition not stated)',
    independent: true,
  },
  /** src/engine/jyotish/longevity/longevity.test.ts */
  longevityNotes: {
    name:
      '"Mathematical Calculation of Longevity", lecture notes (scribd document 59347793; author and edition not ' +
      'stated)',
    independent: true,
  },
  /** src/engine/jyotish/readings/past-reading/past-reading.test.ts: the defining equation, solved in the test. */
  testBisection: {
    name: 'the defining equation solved by bisection in the test itself (no code of the service)',
    independent: true,
  },
  /** src/engine/jyotish/events/lagna-table.test.ts */
  ownLagnaRootFinder: {
    name: "the service's own root finder on the true ascendant (lagna-ingress.ts; consistency check, not independent)",
    independent: false,
  },
  /** src/engine/jyotish/muhurta/timeline.test.ts */
  ownDailyPanchanga: {
    name: "the service's own daily panchanga of the same day (consistency check, not independent)",
    independent: false,
  },
  /** src/engine/jyotish/panchanga/day-invariants.test.ts */
  ownNextDay: {
    name: "the service's own panchanga of the next day (consistency check, not independent)",
    independent: false,
  },
  /** test/http/marriage-timing.test.ts */
  ownDashaTree: {
    name: "the service's own POST /api/dasha/tree for the same birth (consistency check, not independent)",
    independent: false,
  },
} as const satisfies Record<string, Reference>;

export type ReferenceId = keyof typeof REFERENCES;
