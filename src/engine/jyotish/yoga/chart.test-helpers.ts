// Builds the part of a Chart the yoga rules read (lagna, grahas, houses) from chosen sign placements, deriving
// house, dignity, combustion, sign lord and aspects exactly as compute.ts does (pointFacts, dignityOf,
// combustionOf, aspectedHouses), so the rules see realistic facts. Ketu is put opposite Rahu.
//
//   chartOf('Ar', { Su: 'Ta10', Mo: 'Ge', Ma: 'Ar', Me: 'Ta25', Ju: 'Sg', Ve: 'Ge', Sa: 'Pi', Ra: 'Le' })
//
// Signs by two-letter code (Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi), then degrees in the sign (default 15), then 'R'
// for a retrograde graha.
import { norm360 } from '../../vocabulary/angles.ts';
import { aspectedHouses } from '../chart/aspects.ts';
import { combustionOf } from '../chart/combustion.ts';
import { pointFacts } from '../chart/compute.ts';
import { dignityOf } from '../chart/dignity.ts';
import type { GrahaFacts, HouseFacts, PointFacts } from '../chart/types.ts';
import { type Graha, GRAHAS, type SevenGraha, SIGN_LORDS, signAt } from '../../vocabulary/names.ts';
import type { YogaChart } from './types.ts';

const CODES = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'] as const;
const SHORT = {
  Su: 'Sun',
  Mo: 'Moon',
  Ma: 'Mars',
  Me: 'Mercury',
  Ju: 'Jupiter',
  Ve: 'Venus',
  Sa: 'Saturn',
  Ra: 'Rahu',
} as const;
export type Short = keyof typeof SHORT;
export type Placements = Record<Short, string>;

function parse(p: string): { longitude: number; retrograde: boolean } {
  const m = /^([A-Z][a-z])(\d+(?:\.\d+)?)?(R)?$/.exec(p);
  const index = CODES.indexOf((m?.[1] ?? '') as (typeof CODES)[number]);
  if (m === null || index < 0) throw new Error(`bad placement "${p}"`);
  return { longitude: index * 30 + Number(m[2] ?? 15), retrograde: m[3] === 'R' };
}

export function chartOf(lagna: string, place: Placements): YogaChart {
  const lagnaPoint = pointFacts(parse(lagna).longitude);
  const lagnaFacts = { ...lagnaPoint, lord: SIGN_LORDS[lagnaPoint.sign] };
  const raw = {} as Record<Graha, { longitude: number; retrograde: boolean }>;
  for (const [k, g] of Object.entries(SHORT) as [Short, Graha][]) raw[g] = parse(place[k]);
  raw.Ketu = { longitude: norm360(raw.Rahu.longitude + 180), retrograde: true };
  raw.Rahu.retrograde = true;

  const points = Object.fromEntries(GRAHAS.map((g) => [g, pointFacts(raw[g].longitude)])) as Record<Graha, PointFacts>;
  const signOfGraha = (g: SevenGraha) => points[g].signIndex;
  const grahas = Object.fromEntries(
    GRAHAS.map((g): [Graha, GrahaFacts] => {
      const p = points[g];
      const retrograde = raw[g].retrograde;
      return [
        g,
        {
          ...p,
          graha: g,
          latitude: 0,
          speed: retrograde ? -0.5 : 0.5,
          house: ((p.signIndex - lagnaFacts.signIndex + 12) % 12) + 1,
          retrograde,
          combustion: combustionOf(g, p.longitude, points.Sun.longitude, retrograde),
          dignity: dignityOf(g, p.signIndex, p.degree, signOfGraha),
          signLord: SIGN_LORDS[p.sign],
        },
      ];
    }),
  ) as Record<Graha, GrahaFacts>;

  const houses: HouseFacts[] = Array.from({ length: 12 }, (_, i) => {
    const signIndex = (lagnaFacts.signIndex + i) % 12;
    const sign = signAt(signIndex);
    return { house: i + 1, signIndex, sign, lord: SIGN_LORDS[sign], occupants: [], aspectedBy: [] };
  });
  for (const g of GRAHAS) {
    const f = grahas[g];
    houses[f.house - 1]?.occupants.push(g);
    for (const h of aspectedHouses(g, f.house)) houses[h - 1]?.aspectedBy.push(g);
  }
  return { lagna: lagnaFacts, grahas, houses };
}
