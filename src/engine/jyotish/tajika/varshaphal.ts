/**
 * Varshaphal (Tajika annual chart, after Tajika Neelakanthi): the solar return for a calendar year, the annual chart
 * at the birth place, varsha lagna, muntha, the five office-bearers and the year lord, Tajika aspects and yogas,
 * the 36 sahams and the mudda dasha. Pure: a natal Chart and a year in, plain data out (one return search, one
 * chart, one more return for the year's length).
 */
import { DEEPTAMSA } from '../../tables/tajika/deeptamsa.ts';
import { TAJIKA_ASPECTS } from '../../tables/tajika/aspects.ts';
import type { Citation } from '../../tables/sources.ts';
import { END_JD_UT } from '../../astro/range.ts';
import { EngineError } from '../../errors.ts';
import { epochMsFromJulianDay } from '../../astro/time.ts';
import type { Chart } from '../chart/types.ts';
import { SEVEN_GRAHAS, type SevenGraha } from '../../vocabulary/names.ts';
import { annualChartAt, type DayNightBasis } from './annual-chart.ts';
import { tajikaAspects, type TajikaAspect } from './aspects.ts';
import { muddaDasha, MUDDA_REFS, type MuddaDasha } from './mudda.ts';
import { munthaOf, MUNTHA_CITES, type Muntha } from './muntha.ts';
import { officeBearers, VARSHESHA_CITES, type OfficeBearers } from './office-bearers.ts';
import { panchaVargeeyaBalas, type PanchaVargeeyaBala } from './pancha-vargeeya.ts';
import { computeSahams, SAHAM_REFS, type Saham } from './sahams.ts';
import { MEAN_SIDEREAL_YEAR_DAYS, solarReturn } from './solar-return.ts';
import { TAJIKA_YOGA_REFS, TAJIKA_YOGAS_NOT_COMPUTED, tajikaYogas } from './yogas.ts';
import { positionsOf, type TajikaYoga } from './yoga-types.ts';

export const VARSHAPHAL_METHOD =
  "Tajika Neelakanthi as usually stated (P.V.R. Narasimha Rao's reading): sidereal solar return at the birth place; " +
  'muntha = natal lagna sign + completed years; varshesha = strongest office-bearer aspecting the varsha lagna, ' +
  'else the ' +
  'muntha lord (also when every office-bearer has under 5 units), strength by pancha-vargeeya bala on his scale; ' +
  'Tajika aspects by sign with deeptamsa orbs; sahams A - B + C (+30 when C is not between B and A), day/night of ' +
  'the return; mudda dasha from (janma nakshatra + years - 2) mod 9 with the natal balance, stretched to the year ' +
  'from return to return';

export const VARSHAPHAL_SIMPLIFICATIONS: readonly string[] = [
  "Pancha-vargeeya bala: relations to a division's lord are the natural (Parashari) ones, and a neutral's " +
    "division is priced as an enemy's (the book prices none); drekkana is the Parashari D-3, not the Chaldean decan " +
    'some Tajika works use; hadda is the Tajika table as printed (Table 72), the Egyptian terms with two pairs ' +
    'transposed (Gemini, Sagittarius)',
  "Ithasala and Ishrafa use the natural order of mean motion for faster/slower, not the day's speed; " +
    'retrogression enters only Radda',
  'Duhphali-Kuttha and Dutthottha-Davira use the Parashari dignity of the annual chart for strong (own, ' +
    'exaltation, moolatrikona) and weak (debility or an enemy sign), not Tajika hadda or pancha-vargeeya bala',
  'Bhavishyat (future) Ithasala across a sign change is not computed',
  'House cusps in sahams are equal houses from the lagna degree; house lords are by whole signs',
];

export interface VarshaphalResult {
  method: string;
  year: number;
  /** Completed years at the return: year - birth year. */
  age: number;
  solarReturn: {
    jdUt: number;
    utcIso: string;
    /** Clock time of the birth's zone at the return, with its offset. */
    localIso: string;
    natalSunLongitude: number;
    nextReturnJdUt: number;
  };
  isDay: boolean;
  dayNightBasis: DayNightBasis;
  /** The annual chart (positions, lagna, houses, dignities) at the return, birth place. */
  chart: Chart;
  varshaLagna: { sign: Chart['lagna']['sign']; signIndex: number; degree: number; lord: SevenGraha };
  muntha: Muntha;
  officeBearers: OfficeBearers;
  /** Pancha-vargeeya bala of the seven grahas of the annual chart, part by part. */
  panchaVargeeyaBala: Record<SevenGraha, PanchaVargeeyaBala>;
  aspects: TajikaAspect[];
  deeptamsa: Record<SevenGraha, number>;
  yogas: TajikaYoga[];
  yogasNotComputed: readonly string[];
  sahams: Saham[];
  muddaDasha: MuddaDasha;
  simplifications: readonly string[];
  refs: readonly Citation[];
  warnings: string[];
}

/** The Tajika year that begins with the Sun's return in calendar `year` (the age-th return after birth). */
export function varshaphal(natal: Chart, year: number): VarshaphalResult {
  const birthYear = Number(natal.moment.localIso.slice(0, 4));
  const age = year - birthYear;
  if (!Number.isInteger(year) || age < 0) {
    throw new EngineError('FIELDS_DISAGREE', 'year', {
      value: year,
      relation: 'is before',
      other: `the birth year ${birthYear}`,
      because: 'a Tajika year starts at a solar return after birth',
    });
  }
  const natalSun = natal.grahas.Sun.longitude;
  const jdUt = solarReturn(natal.moment.jdUt, natalSun, age, natal.ayanamsa);
  const { chart, isDay, dayNightBasis } = annualChartAt(natal, jdUt);
  const warnings = [...chart.warnings];
  // The next return bounds the year; past the ephemeris files the mean sidereal year stands in.
  const nextNear = natal.moment.jdUt + (age + 1) * MEAN_SIDEREAL_YEAR_DAYS;
  let nextReturnJdUt = jdUt + MEAN_SIDEREAL_YEAR_DAYS;
  if (nextNear < END_JD_UT) nextReturnJdUt = solarReturn(natal.moment.jdUt, natalSun, age + 1, natal.ayanamsa);
  else
    warnings.push(
      'The next solar return falls after the ephemeris range: the year is taken as one mean sidereal year ' +
        '(365.256363 days)',
    );
  const muntha = munthaOf(natal.lagna.signIndex, age, chart.lagna.signIndex);
  const grahas = Object.fromEntries(SEVEN_GRAHAS.map((g) => [g, chart.grahas[g].longitude])) as Record<
    SevenGraha,
    number
  >;
  if (dayNightBasis !== 'sunrise_sunset')
    warnings.push(
      `No sunrise or sunset at the birth place in the day before the return (${dayNightBasis.replace('_', ' ')})`,
    );

  return {
    method: VARSHAPHAL_METHOD,
    year,
    age,
    solarReturn: {
      jdUt,
      utcIso: new Date(epochMsFromJulianDay(jdUt)).toISOString(),
      localIso: chart.moment.localIso,
      natalSunLongitude: natalSun,
      nextReturnJdUt,
    },
    isDay,
    dayNightBasis,
    chart,
    varshaLagna: {
      sign: chart.lagna.sign,
      signIndex: chart.lagna.signIndex,
      degree: chart.lagna.degree,
      lord: chart.lagna.lord,
    },
    muntha,
    officeBearers: officeBearers(natal, chart, muntha, isDay),
    panchaVargeeyaBala: panchaVargeeyaBalas(chart),
    aspects: tajikaAspects(positionsOf(chart)),
    deeptamsa: { ...DEEPTAMSA.data },
    yogas: tajikaYogas(chart),
    yogasNotComputed: TAJIKA_YOGAS_NOT_COMPUTED,
    sahams: computeSahams({ grahas, lagna: chart.lagna.longitude, isDay }),
    muddaDasha: muddaDasha(natal.grahas.Moon.longitude, age, jdUt, nextReturnJdUt),
    simplifications: VARSHAPHAL_SIMPLIFICATIONS,
    refs: [
      ...MUNTHA_CITES,
      ...VARSHESHA_CITES,
      ...DEEPTAMSA.cites,
      ...TAJIKA_ASPECTS.cites,
      ...TAJIKA_YOGA_REFS,
      ...SAHAM_REFS,
      ...MUDDA_REFS,
    ],
    warnings,
  };
}
