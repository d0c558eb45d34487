/**
 * Doshas of the moment of birth: the tithi, karana and yoga at birth (from the chart's panchanga, else from the
 * Sun and Moon longitudes: the same arcs), the weekday (needs the panchanga), and the Sun's ingress.
 */
import { DAGDHA_TITHI_BY_WEEKDAY, SANKRANTI_WINDOW } from '../../../tables/dosha/catalogue/birth.ts';
import { DOSHA_REFS } from '../../../tables/dosha/catalogue/refs.ts';
import type { Citation } from '../../../tables/sources.ts';
import { signAt, SIGNS } from '../../../vocabulary/names.ts';
import { SHANTI_REMEDY } from './nakshatra.ts';
import { birthLimbs, degMin, doshaRule, nearest, notEvaluated, presentIf, type BirthLimbs } from './rule.ts';
import type { DoshaRule } from './types.ts';
import { at } from '../../../errors.ts';

const source = (l: BirthLimbs): string =>
  l.from === 'panchanga' ? 'birth panchanga' : 'from the Sun and Moon longitudes';

function limbRule(
  id: string,
  name: string,
  definition: string,
  refs: readonly Citation[],
  hit: (l: BirthLimbs) => boolean,
  describe: (l: BirthLimbs) => string,
): DoshaRule {
  return doshaRule({
    id,
    name,
    group: 'birth_time',
    verification: 'hand_tested',
    refs,
    definition,
    check(chart) {
      const l = birthLimbs(chart);
      const text = `${describe(l)} at birth (${source(l)})`;
      return { ...presentIf(hit(l) ? text : null, ['Sun', 'Moon'], text), remedies: [SHANTI_REMEDY] };
    },
  });
}

const vishti = limbRule(
  'vishti_karana_birth',
  'Vishti (Bhadra) karana at birth',
  'The karana at birth is Vishti (Bhadra), the 7th movable karana (half-tithis 7, 14, ... 56 of the month).',
  DOSHA_REFS.vishti,
  (l) => l.karana.name === 'Vishti',
  (l) => `${l.karana.name} karana`,
);
const amavasya = limbRule(
  'amavasya_birth',
  'Amavasya birth',
  'The tithi at birth is Amavasya (the 30th, Moon 348-360 deg ahead of the Sun).',
  DOSHA_REFS.amavasya,
  (l) => l.tithi.index === 29,
  (l) => `${l.tithi.paksha} ${l.tithi.name}`,
);
const krishnaChaturdashi = limbRule(
  'krishna_chaturdashi_birth',
  'Krishna Chaturdashi birth',
  'The tithi at birth is Krishna Chaturdashi (the 29th, Moon 336-348 deg ahead of the Sun). Some texts single out ' +
    'its last part; the whole tithi is taken here.',
  DOSHA_REFS.krishnaChaturdashi,
  (l) => l.tithi.index === 28,
  (l) => `${l.tithi.paksha} ${l.tithi.name}`,
);
const vyatipata = limbRule(
  'vyatipata_birth',
  'Vyatipata yoga at birth',
  'The nitya yoga (Sun + Moon) at birth is Vyatipata, the 17th.',
  DOSHA_REFS.vyatipataVaidhriti,
  (l) => l.yoga.name === 'Vyatipata',
  (l) => `${l.yoga.name} yoga`,
);
const vaidhriti = limbRule(
  'vaidhriti_birth',
  'Vaidhriti yoga at birth',
  'The nitya yoga (Sun + Moon) at birth is Vaidhriti, the 27th.',
  DOSHA_REFS.vyatipataVaidhriti,
  (l) => l.yoga.name === 'Vaidhriti',
  (l) => `${l.yoga.name} yoga`,
);

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dagdha = doshaRule({
  id: 'dagdha_tithi_birth',
  name: 'Dagdha tithi at birth',
  group: 'birth_time',
  verification: 'advisory',
  refs: DOSHA_REFS.dagdha,
  definition:
    `Reading used: the weekday-tithi pairs ` +
    `${DAGDHA_TITHI_BY_WEEKDAY.data.map((t, i) => `${at(WEEKDAY_NAMES, i, 'weekday')} ${t}`).join(', ')} ` +
    `(tithi number in either paksha; weekday as the Vedic day from sunrise). The solar-month reading of dagdha ` +
    `tithis is not applied.`,
  check(chart) {
    const vara = chart.panchanga?.vara;
    if (vara === undefined) return notEvaluated("needs the birth weekday (the chart's panchanga), not given");
    const t = birthLimbs(chart).tithi;
    const text = `${vara.name} with ${t.paksha} ${t.name} (tithi ${t.number})`;
    return presentIf(DAGDHA_TITHI_BY_WEEKDAY.data[vara.index] === t.number ? text : null, [], text);
  },
});

const sankranti = doshaRule({
  id: 'sankranti_birth',
  name: 'Sankranti birth',
  group: 'birth_time',
  verification: 'advisory',
  refs: DOSHA_REFS.sankranti,
  definition:
    "Birth within 16 ghatis (6 h 24 min) before or after the Sun's sidereal sign ingress: the Sun within its " +
    'speed at birth times 16/60 day of a sign boundary.',
  check(chart) {
    const sun = chart.grahas.Sun;
    const limit = Math.abs(sun.speed) * SANKRANTI_WINDOW.data.days;
    const n = nearest(
      sun.longitude,
      SIGNS.map((_, i) => i * 30),
    );
    const into = signAt(Math.round(n.point / 30) % 12);
    const hours = sun.speed === 0 ? Infinity : (n.distance / Math.abs(sun.speed)) * 24;
    const text =
      `the Sun ${degMin(n.distance)} from its ingress into ${into}, about ${hours.toFixed(1)} h at its speed ` +
      `(limit 6.4 h)`;
    return { ...presentIf(n.distance < limit ? text : null, ['Sun'], text), remedies: [SHANTI_REMEDY] };
  },
});

export const BIRTH_TIME_DOSHAS: readonly DoshaRule[] = [
  vishti,
  amavasya,
  krishnaChaturdashi,
  vyatipata,
  vaidhriti,
  dagdha,
  sankranti,
];
