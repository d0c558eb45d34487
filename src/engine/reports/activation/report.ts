/**
 * One life-area report from the engine results of one chart (inputs.ts): the twelve levels in order, the rating
 * with its trace, the obstructions, the timing windows, the karma chain, the house assessments and the story beats
 * built from the levels' findings. Marriage with a partner reads the matching engine's results (PartnerMatch).
 */
import { at } from '../../errors.ts';
import { epochMsFromJulianDay } from '../../astro/time.ts';
import type { MangalDoshaResult } from '../../jyotish/dosha/mangal-dosha.ts';
import { AREA_PARAMS, type LifeArea, type PolicyOmission } from '../../tables/activation/areas.ts';
import { ACTIVATION_LEVELS } from '../../tables/activation/levels.ts';
import { RATING_BANDS } from '../../tables/activation/bands.ts';
import type { Citation } from '../../tables/sources.ts';
import { signAt, type Graha, type Sign } from '../../vocabulary/names.ts';
import { aspecting, bhavaOf, lordOfHouse, occupantsOf, signOfHouse, significators } from './chart-reading.ts';
import { karmaChain } from './karma-chain.ts';
import {
  ashtakavargaLevel,
  obstructionLevel,
  obstructionsOf,
  strengthLevel,
  vargaLevel,
  yogaLevel,
  type Obstruction,
} from './levels-chart.ts';
import { bhavaLevel, karakaLevel, lordLevel, occupantsLevel } from './levels-house.ts';
import { annualLevel, dashaLevel, timingWindows, transitLevel } from './levels-timing.ts';
import { rate, type Rating } from './rating.ts';
import type { ActivationInputs, KarmaLink, LevelResult, PartnerMatch, StoryBeat, TimingWindow } from './types.ts';

export interface HouseAssessment {
  house: number;
  sign: Sign;
  lord: Graha;
  lordHouse: number;
  lordDignity: string;
  occupants: Graha[];
  aspectedBy: Graha[];
  bindus: number;
  bhavabalaRupas: number;
  bhavabalaBand: string;
}

export interface GrahaAspects {
  graha: Graha;
  sign: Sign;
  house: number;
  /** Grahas in its sign. */
  conjunct: Graha[];
  /** Grahas aspecting its house by graha drishti. */
  aspectedBy: Graha[];
  /** Houses it aspects from the lagna. */
  aspectsHouses: number[];
}

export interface AreaReport {
  area: LifeArea;
  title: string;
  levels: LevelResult[];
  rating: Rating;
  obstructions: Obstruction[];
  significators: { graha: Graha; because: string[] }[];
  timingWindows: TimingWindow[];
  karmaChain: KarmaLink[];
  houses: HouseAssessment[];
  karakaAspects: GrahaAspects;
  storyBeats: StoryBeat[];
  omittedByPolicy: readonly PolicyOmission[];
  /** The native's mangal dosha (marriage reads it at level 9). */
  mangal: MangalDoshaResult;
  /** The engines' own warnings (polar fallbacks, ranges), once each. */
  warnings: string[];
  refs: Citation[];
}

export const ACTIVATION_METHOD =
  'Twelve levels read in order from the promise to its timing (GET /api/v2/activation-config): the area houses ' +
  '(whole signs from the lagna), ' +
  'their lords, the karakas (Phaladeepika 15.17 and the Jaimini chara karaka, eight-karaka scheme), occupants and ' +
  "graha drishti, the area's " +
  'varga, yogas from the catalogue, sarva ashtakavarga, shadbala and bhavabala, the obstructions, the Vimshottari ' +
  'mahadasha and antardasha at ' +
  'as_of, Jupiter and Saturn by sign over the area houses, and the Tajika year running at as_of. Each level gives ' +
  '-2..+2 points on the ' +
  "service's scale; the rating is their sum read as a band (tier service), never a probability. Timing windows: " +
  'antardashas of a significator ' +
  'within the horizon, cut to the stretches in which Jupiter occupies or aspects an area house (double transit ' +
  'where Saturn does too); ' +
  'sign crossings found by root finding to one second.';

export interface ReportOptions {
  partner?: PartnerMatch | null;
}

const dateOf = (jdUt: number): string => new Date(epochMsFromJulianDay(jdUt)).toISOString().slice(0, 10);

function grahaAspects(x: ActivationInputs, g: Graha): GrahaAspects {
  const p = x.chart.grahas[g];
  const conjunct = occupantsOf(x.chart, p.house).filter((o) => o !== g);
  const aspectsHouses = x.chart.houses.filter((h) => aspecting(x.chart, h.house).includes(g)).map((h) => h.house);
  return { graha: g, sign: p.sign, house: p.house, conjunct, aspectedBy: aspecting(x.chart, p.house), aspectsHouses };
}

function houseAssessment(x: ActivationInputs, h: number): HouseAssessment {
  const lord = lordOfHouse(x.chart, h);
  const bb = bhavaOf(x.bhavabala.houses, h);
  return {
    house: h,
    sign: signAt(signOfHouse(x.chart, h)),
    lord,
    lordHouse: x.chart.grahas[lord].house,
    lordDignity: x.chart.grahas[lord].dignity,
    occupants: occupantsOf(x.chart, h),
    aspectedBy: aspecting(x.chart, h),
    bindus: x.ashtakavarga.sarva.bindus[signOfHouse(x.chart, h)] ?? 0,
    bhavabalaRupas: Math.round(bb.totalRupas * 100) / 100,
    bhavabalaBand: bb.band,
  };
}

function storyBeats(
  title: string,
  levels: readonly LevelResult[],
  rating: Rating,
  windows: readonly TimingWindow[],
): StoryBeat[] {
  const beats: StoryBeat[] = levels
    .filter((l) => l.status === 'active' || l.status === 'blocked')
    .map((l) => ({ text: `${l.name}: ${l.finding}`, level: l.level, refs: l.refs }));
  const first = windows[0];
  if (first !== undefined) {
    beats.push({
      text:
        `The first timing window runs ${dateOf(first.startJdUt)} to ${dateOf(first.endJdUt)} (UTC dates): ` +
        `${first.mahadasha.lord} ` +
        `mahadasha, ${first.antardasha.lord} antardasha, ` +
        (`Jupiter in ${first.jupiter.sign}` +
          `${first.kind === 'dasha_and_double_transit' ? ` and Saturn in ${first.saturn.sign} (double transit)` : ''}` +
          `.`),
      level: 10,
      refs: [...ACTIVATION_LEVELS.data.dasha.refs, ...ACTIVATION_LEVELS.data.transit.refs],
    });
  }
  beats.push({
    text:
      `${title}: ${levels.filter((l) => l.status === 'active').length} of 12 levels active, ` +
      `${levels.filter((l) => l.status === 'blocked').length} ` +
      `blocked; the service rates the area "${rating.band}" (${rating.score} points), a count of factors, not ` +
      `odds.`,
    level: 0,
    refs: RATING_BANDS.cites,
  });
  return beats;
}

export function lifeAreaReport(area: LifeArea, x: ActivationInputs, options: ReportOptions = {}): AreaReport {
  const params = AREA_PARAMS.data[area];
  const partner = options.partner ?? null;
  const sig = significators(x.chart, params, x.karakas);
  const obstructions = obstructionsOf(
    { chart: x.chart, mangal: x.mangal, kalasarpa: x.kalasarpa, sadesati: x.sadesati, yogas: x.yogas, partner },
    params,
  );
  const levels: LevelResult[] = [
    bhavaLevel(x.chart, params),
    lordLevel(x.chart, params),
    karakaLevel(x.chart, params, x.karakas),
    occupantsLevel(x.chart, params, x.arudhas),
    vargaLevel(x.chart, params),
    yogaLevel(x.yogas, params),
    ashtakavargaLevel(x.chart, x.ashtakavarga, params),
    strengthLevel(x.chart, x.shadbala, x.bhavabala, params),
    obstructionLevel(obstructions),
    dashaLevel(x.vimshottari, sig, x.asOfJdUt, x.horizonEndJdUt),
    transitLevel(x.transits, x.chart.lagna.signIndex, params),
    annualLevel(x.varshaphal, sig, params),
  ];
  const rating = rate(levels);
  const windows = timingWindows(
    x.vimshottari,
    sig,
    x.transits,
    x.chart.lagna.signIndex,
    params,
    x.asOfJdUt,
    x.horizonEndJdUt,
  );
  const first = at(params.houses, 0, 'first house of the area');
  const refs = uniqueRefs([
    ...levels.map((l) => l.refs),
    params.refs,
    AREA_PARAMS.cites,
    ACTIVATION_LEVELS.cites,
    RATING_BANDS.cites,
    ...obstructions.filter((o) => o.stands).map((o) => o.refs),
  ]);
  return {
    area,
    title: params.title,
    levels,
    rating,
    obstructions,
    significators: [...sig].map(([graha, because]) => ({ graha, because })),
    timingWindows: windows,
    karmaChain: karmaChain(x.chart, first),
    houses: params.houses.map((h) => houseAssessment(x, h)),
    karakaAspects: grahaAspects(x, params.naturalKarakas[0] ?? lordOfHouse(x.chart, first)),
    storyBeats: storyBeats(params.title, levels, rating, windows),
    omittedByPolicy: params.omittedByPolicy,
    mangal: x.mangal,
    warnings: [
      ...new Set([
        ...x.chart.warnings,
        ...x.shadbala.warnings,
        ...x.bhavabala.warnings,
        ...x.varshaphal.warnings,
        ...x.sadesati.missing,
      ]),
    ],
    refs,
  };
}

export function uniqueRefs(lists: readonly (readonly Citation[])[]): Citation[] {
  const seen = new Map<string, Citation>();
  for (const list of lists)
    for (const c of list) seen.set(`${c.source}|${c.chapter ?? ''}|${c.verses ?? ''}|${c.status}|${c.note ?? ''}`, c);
  return [...seen.values()];
}
