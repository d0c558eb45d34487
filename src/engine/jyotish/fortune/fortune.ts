/**
 * Fortune direction: directions read from a birth chart, each factor with its rule and source, and a combined
 * "lucky direction".
 *
 * Classical parts: the directions of the kendras (1 east, 4 north, 7 west, 10 south), the direction of a sign
 * (fiery east, earthy south, airy west, watery north), each graha's direction of dig bala and its dig bala.
 * The service's own synthesis (no verse prescribes these readings; they apply the classical parts):
 * - wealth quadrant: the sign directions of the signs holding the 2nd and 11th lords (wealth and gains); one
 *   direction when they agree, else both, the lord with more dig bala first;
 * - home versus abroad: signals from the lords of the 1st, 4th, 9th and 12th (the 4th is home, the 7th travel, the
 *   9th long journeys, the 12th life in other lands): abroad when the lagna lord sits in the 7th, 9th or 12th, the
 *   12th lord in the 1st, 9th or 12th, or the 9th lord in the 12th; home when the lagna lord or the 4th lord sits in
 *   the 1st or 4th. The side with more signals wins; equal counts are "balanced";
 * - lucky direction: the direction named most often by the lagna lord's sign, the strongest dig bala graha and the
 *   wealth quadrant's first direction; a tie goes to the strongest dig bala graha's direction.
 */
import { required } from '../../errors.ts';
import type { Citation } from '../../tables/sources.ts';
import {
  DIG_BALA_KENDRA,
  KENDRA_DIRECTIONS,
  SIGN_DIRECTIONS,
  TRAVEL_HOUSES,
  type Direction,
  type Kendra,
} from '../../tables/fortune/directions.ts';
import type { Chart } from '../chart/types.ts';
import type { SevenGraha, Sign } from '../../vocabulary/names.ts';
import { digBalas, type DigBala } from './dig-bala.ts';
import { at } from '../../errors.ts';

export const FORTUNE_METHOD =
  'Classical: kendra directions and dig bala (BPHS ch. 27, Raman), sign directions (BPHS ch. 4, Brihat Jataka ch. ' +
  '1). ' +
  'Service synthesis: wealth quadrant from the sign directions of the 2nd and 11th lords; home versus abroad from ' +
  'the ' +
  'placements of the 1st, 4th, 9th and 12th lords; lucky direction by majority of lagna lord sign, strongest dig ' +
  'bala ' +
  'and wealth direction';

export interface LordPlacement {
  graha: SevenGraha;
  sign: Sign;
  house: number;
  signDirection: Direction;
}

export interface FortuneSignal {
  id: string;
  points: 'home' | 'abroad';
  detail: string;
}

export interface FortuneResult {
  method: string;
  houseDirections: Record<Kendra, Direction>;
  lagnaLord: LordPlacement;
  digBala: DigBala[];
  strongestDigBala: DigBala & { house: number };
  wealthQuadrant: {
    secondLord: LordPlacement;
    eleventhLord: LordPlacement;
    directions: Direction[];
    basis: 'service_synthesis';
  };
  homeVersusAbroad: { verdict: 'home' | 'abroad' | 'balanced'; signals: FortuneSignal[]; basis: 'service_synthesis' };
  luckyDirection: { direction: Direction; votes: Record<Direction, number>; basis: 'service_synthesis' };
  refs: readonly Citation[];
}

function lordOf(chart: Chart, house: number): LordPlacement {
  const graha = chart.houses[house - 1]?.lord ?? chart.lagna.lord;
  const f = chart.grahas[graha];
  return { graha, sign: f.sign, house: f.house, signDirection: SIGN_DIRECTIONS.data[f.sign] };
}

function homeAbroadSignals(chart: Chart): FortuneSignal[] {
  const l1 = lordOf(chart, 1);
  const l4 = lordOf(chart, TRAVEL_HOUSES.data.home);
  const l9 = lordOf(chart, TRAVEL_HOUSES.data.longJourneys);
  const l12 = lordOf(chart, TRAVEL_HOUSES.data.foreignLands);
  const out: FortuneSignal[] = [];
  if ([7, 9, 12].includes(l1.house))
    out.push({
      id: 'lagna_lord_in_7_9_12',
      points: 'abroad',
      detail: `the lagna lord ${l1.graha} is in the ${l1.house}th`,
    });
  if ([1, 9, 12].includes(l12.house))
    out.push({
      id: 'twelfth_lord_in_1_9_12',
      points: 'abroad',
      detail: `the 12th lord ${l12.graha} is in house ${l12.house}`,
    });
  if (l9.house === 12)
    out.push({ id: 'ninth_lord_in_12', points: 'abroad', detail: `the 9th lord ${l9.graha} is in the 12th` });
  if ([1, 4].includes(l1.house))
    out.push({ id: 'lagna_lord_in_1_4', points: 'home', detail: `the lagna lord ${l1.graha} is in house ${l1.house}` });
  if ([1, 4].includes(l4.house))
    out.push({ id: 'fourth_lord_in_1_4', points: 'home', detail: `the 4th lord ${l4.graha} is in house ${l4.house}` });
  return out;
}

export function fortuneDirection(chart: Chart): FortuneResult {
  const dig = digBalas(chart);
  const strongest = dig.reduce((a, b) => (b.virupas > a.virupas ? b : a));
  const virupas = (g: SevenGraha) =>
    required(
      dig.find((d) => d.graha === g),
      'dig bala of',
      g,
    ).virupas;

  const second = lordOf(chart, 2);
  const eleventh = lordOf(chart, 11);
  const byStrength = [second, eleventh].sort((a, b) => virupas(b.graha) - virupas(a.graha));
  const wealthDirections = [...new Set(byStrength.map((l) => l.signDirection))];

  const signals = homeAbroadSignals(chart);
  const abroad = signals.filter((s) => s.points === 'abroad').length;
  const home = signals.length - abroad;

  const lagnaLord = lordOf(chart, 1);
  const votes: Record<Direction, number> = { east: 0, south: 0, west: 0, north: 0 };
  for (const d of [lagnaLord.signDirection, strongest.direction, at(wealthDirections, 0, 'wealth direction')])
    votes[d] += 1;
  const top = Math.max(...Object.values(votes));
  const leaders = (Object.keys(votes) as Direction[]).filter((d) => votes[d] === top);
  const lucky = leaders.length === 1 && leaders[0] !== undefined ? leaders[0] : strongest.direction;

  return {
    method: FORTUNE_METHOD,
    houseDirections: { ...KENDRA_DIRECTIONS.data },
    lagnaLord,
    digBala: dig,
    strongestDigBala: { ...strongest, house: chart.grahas[strongest.graha].house },
    wealthQuadrant: {
      secondLord: second,
      eleventhLord: eleventh,
      directions: wealthDirections,
      basis: 'service_synthesis',
    },
    homeVersusAbroad: {
      verdict: abroad > home ? 'abroad' : home > abroad ? 'home' : 'balanced',
      signals,
      basis: 'service_synthesis',
    },
    luckyDirection: { direction: lucky, votes, basis: 'service_synthesis' },
    refs: [...KENDRA_DIRECTIONS.cites, ...SIGN_DIRECTIONS.cites, ...DIG_BALA_KENDRA.cites, ...TRAVEL_HOUSES.cites],
  };
}
