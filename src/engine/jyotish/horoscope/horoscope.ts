/**
 * Horoscope of a sign for a period, read as the janma rashi (the natal Moon sign, the usual reading of a sign
 * horoscope in Vedic practice): the period is sampled (sampling.ts), every graha's gochar from the sign scored into
 * eleven life areas (score.ts), the prediction assembled from rule outcomes (prediction.ts), and the lucky colour
 * and numbers read from the active planet and the sign lord (tables/horoscope/lucky.ts).
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { FULL_ASPECTS } from '../../tables/chart/aspects.ts';
import { GOCHAR_VEDHA, VEDHA_EXEMPT } from '../../tables/gochar/gochar.ts';
import { LIFE_AREAS, TWELFTH_HOUSE, type LifeArea } from '../../tables/horoscope/life-areas.ts';
import { COLOUR_HEX, GRAHA_COLOURS, GRAHA_NUMBER } from '../../tables/horoscope/lucky.ts';
import { ASPECT_SHARE, PERIOD_WEIGHTS, QUALITY_VALUE, type HoroscopePeriod } from '../../tables/horoscope/weights.ts';
import type { Citation } from '../../tables/sources.ts';
import type { NodeType } from '../chart/types.ts';
import { type Graha, rashiAt, type Sign, SIGN_LORDS, SIGNS } from '../../vocabulary/names.ts';
import { PREDICTION_SENTENCES, statements, type PredictionStatement } from './prediction.ts';
import { housesAt, sampleInstants, SAMPLING } from './sampling.ts';
import { scoreHouses, type GrahaPeriod } from './score.ts';
import { at } from '../../errors.ts';

export interface HoroscopeInput {
  sign: Sign;
  period: HoroscopePeriod;
  /** Start of the period, JD UT, from the caller's clock. */
  startJdUt: number;
  ayanamsa?: Ayanamsa;
  nodeType?: NodeType;
}

export interface HoroscopeResult {
  sign: Sign;
  rashi: ReturnType<typeof rashiAt>;
  signLord: Graha;
  period: HoroscopePeriod;
  startJdUt: number;
  /** Last sample instant, JD UT. */
  endJdUt: number;
  sampling: { count: number; stepDays: number };
  /** Mean of the eleven area scores, 0-100. */
  totalScore: number;
  categoryScores: Record<LifeArea, number>;
  /** The graha whose transits pull the area scores furthest from neutral (score.ts). */
  activePlanet: Graha;
  luckyColor: { name: string; hex: string };
  luckyNumbers: number[];
  prediction: string;
  statements: PredictionStatement[];
  grahas: GrahaPeriod[];
  method: string;
  refs: readonly Citation[];
}

export const HOROSCOPE_METHOD =
  'The sign is read as the janma rashi (natal Moon sign), as sign horoscopes are read in Vedic practice. The period ' +
  'is sampled from its start (daily 4 x 6 h, weekly 7 days, monthly 30 days, yearly 365 days, one sample a step); at ' +
  "each sample every graha's sidereal sign (Lahiri, mean node unless asked) gives its house from the sign and its " +
  'gochar quality (good houses and vedha, Phaladeepika ch. 26). Each of 11 life areas is one house (1st-11th, BPHS ' +
  'house chapters; the 12th is not scored); a graha counts in the area of the house it occupies with its period ' +
  'weight and in the areas of the houses it aspects (BPHS ch. 26 full aspects) with half of it; favourable worth 1, ' +
  'obstructed 0.5, unfavourable 0. Area score = 100 x weighted mean worth (50 when nothing touched it); total = mean ' +
  "of the 11. Weights are the service's own (Moon leads a day, Jupiter, Saturn and the nodes a year). Active planet: " +
  'the graha with the largest sum of weight x |worth - 0.5|. Prediction: one sentence per graha from its most ' +
  'frequent house and quality, the five most influential. Lucky colour from the active planet (almanac colour, CSS ' +
  'hex); lucky numbers the planet numbers (1 Sun ... 9 Mars) of the active planet and the sign lord. Other ' +
  "conventions exist: sun-sign readings from the Sun's sign, readings from the lagna, Ashtakavarga-based scores.";

/** Every table the result reads, each citation once. */
const REFS: readonly Citation[] = [
  ...new Map(
    [
      GOCHAR_VEDHA,
      VEDHA_EXEMPT,
      FULL_ASPECTS,
      LIFE_AREAS,
      TWELFTH_HOUSE,
      PERIOD_WEIGHTS,
      QUALITY_VALUE,
      ASPECT_SHARE,
      GRAHA_COLOURS,
      COLOUR_HEX,
      GRAHA_NUMBER,
    ]
      .flatMap((t) => t.cites)
      .map((c): [string, Citation] => [JSON.stringify(c), c]),
  ).values(),
];

export function horoscope(input: HoroscopeInput): HoroscopeResult {
  const { sign, period, startJdUt } = input;
  if (!Number.isFinite(startJdUt)) throw new RangeError('startJdUt must be a finite Julian day');
  const janma = SIGNS.indexOf(sign);
  const instants = sampleInstants(period, startJdUt);
  const samples = instants.map((jd) => housesAt(janma, jd, input));
  const scores = scoreHouses(janma, period, samples);
  const all = statements(sign, scores.grahas, samples.length);
  const signLord = SIGN_LORDS[sign];
  const colour = GRAHA_COLOURS.data[scores.activePlanet].color;
  const luckyNumbers = [...new Set([GRAHA_NUMBER.data[scores.activePlanet], GRAHA_NUMBER.data[signLord]])].sort(
    (a, b) => a - b,
  );
  return {
    sign,
    rashi: rashiAt(janma),
    signLord,
    period,
    startJdUt,
    endJdUt: at(instants, instants.length - 1, 'horoscope sample'),
    sampling: { ...SAMPLING[period] },
    totalScore: scores.totalScore,
    categoryScores: scores.categoryScores,
    activePlanet: scores.activePlanet,
    luckyColor: { name: colour, hex: COLOUR_HEX.data[colour] },
    luckyNumbers,
    prediction: all
      .slice(0, PREDICTION_SENTENCES)
      .map((s) => s.text)
      .join(' '),
    statements: all,
    grahas: scores.grahas,
    method: HOROSCOPE_METHOD,
    refs: REFS,
  };
}
