/**
 * One Chart from a birth moment and place: sidereal positions of the nine grahas, the lagna, whole-sign houses,
 * dignities, combustion, aspects, all sixteen vargas and the panchanga at birth. About a dozen ephemeris calls.
 */
import { DEFAULT_AYANAMSA } from '../../astro/bodies.ts';
import { houses as houseCusps } from '../../astro/houses.ts';
import { localDay } from '../../astro/local-day.ts';
import { resolveMoment, type MomentInput } from '../../astro/moment.ts';
import { ayanamsaValue, siderealPosition, type Position } from '../../astro/positions.ts';
import { DEFAULT_SUNRISE_RULE, sunrise, sunset } from '../../astro/riseset.ts';
import { norm360 } from '../../vocabulary/angles.ts';
import { limbsFromSunMoon } from '../panchanga/limbs.ts';
import { vedicWeekday } from '../panchanga/vara.ts';
import {
  type Graha,
  GRAHAS,
  nakshatraOf,
  type SevenGraha,
  SIGN_LORDS,
  signAt,
  signOf,
} from '../../vocabulary/names.ts';
import { allVargas } from '../varga/varga.ts';
import { aspectedHouses } from './aspects.ts';
import { combustionOf } from './combustion.ts';
import { dignityOf } from './dignity.ts';
import type { BirthPanchanga, Chart, ChartOptions, GrahaFacts, HouseFacts, PointFacts } from './types.ts';

const ENGINE_BODY = {
  Sun: 'Sun',
  Moon: 'Moon',
  Mars: 'Mars',
  Mercury: 'Mercury',
  Jupiter: 'Jupiter',
  Venus: 'Venus',
  Saturn: 'Saturn',
} as const;

export function pointFacts(longitude: number): PointFacts {
  const lon = norm360(longitude);
  const s = signOf(lon);
  const n = nakshatraOf(lon);
  const vargas = allVargas(lon);
  return {
    longitude: lon,
    signIndex: s.index,
    sign: s.name,
    degree: s.degree,
    nakshatra: n.name,
    nakshatraIndex: n.index,
    pada: n.pada,
    nakshatraLord: n.lord,
    signMarginArcsec: Math.min(s.degree, 30 - s.degree) * 3600,
    vargas,
    vargottama: vargas.D9.signIndex === s.index,
  };
}

export function computeChart(input: MomentInput, options: ChartOptions = {}): Chart {
  const moment = resolveMoment(input);
  const ayanamsa = options.ayanamsa ?? DEFAULT_AYANAMSA;
  const nodeType = options.nodeType ?? 'mean';
  const sunriseRule = options.sunriseRule ?? DEFAULT_SUNRISE_RULE;
  const jd = moment.jdUt;

  const raw = {} as Record<Graha, Position>;
  for (const g of Object.keys(ENGINE_BODY) as SevenGraha[]) raw[g] = siderealPosition(jd, ENGINE_BODY[g], { ayanamsa });
  const node = siderealPosition(jd, nodeType === 'mean' ? 'MeanNode' : 'TrueNode', { ayanamsa });
  raw.Rahu = node;
  raw.Ketu = { ...node, longitude: norm360(node.longitude + 180), latitude: -node.latitude };

  const ascendant = houseCusps(jd, input.latitude, input.longitude, 'porphyry', ayanamsa).ascendant;
  const lagnaPoint = pointFacts(ascendant);
  const lagna = { ...lagnaPoint, lord: SIGN_LORDS[lagnaPoint.sign] };

  const points = Object.fromEntries(GRAHAS.map((g) => [g, pointFacts(raw[g].longitude)])) as Record<Graha, PointFacts>;
  const signOfGraha = (g: SevenGraha) => points[g].signIndex;
  const grahas = Object.fromEntries(
    GRAHAS.map((g): [Graha, GrahaFacts] => {
      const p = points[g];
      const retrograde = g === 'Rahu' || g === 'Ketu' ? true : raw[g].speed < 0;
      return [
        g,
        {
          ...p,
          graha: g,
          latitude: raw[g].latitude,
          speed: raw[g].speed,
          house: ((p.signIndex - lagna.signIndex + 12) % 12) + 1,
          retrograde,
          combustion: combustionOf(g, p.longitude, points.Sun.longitude, retrograde),
          dignity: dignityOf(g, p.signIndex, p.degree, signOfGraha),
          signLord: SIGN_LORDS[p.sign],
        },
      ];
    }),
  ) as Record<Graha, GrahaFacts>;

  const houses: HouseFacts[] = Array.from({ length: 12 }, (_, i) => {
    const signIndex = (lagna.signIndex + i) % 12;
    const sign = signAt(signIndex);
    return { house: i + 1, signIndex, sign, lord: SIGN_LORDS[sign], occupants: [], aspectedBy: [] };
  });
  for (const g of GRAHAS) {
    const f = grahas[g];
    houses[f.house - 1]?.occupants.push(g);
    for (const h of aspectedHouses(g, f.house)) houses[h - 1]?.aspectedBy.push(g);
  }

  return {
    moment,
    latitude: input.latitude,
    longitude: input.longitude,
    ayanamsa,
    ayanamsaDegrees: ayanamsaValue(jd, ayanamsa),
    nodeType,
    sunriseRule,
    lagna,
    grahas,
    houses,
    panchanga: birthPanchanga(input, jd, raw.Sun, raw.Moon, sunriseRule),
    warnings: moment.warnings,
  };
}

function birthPanchanga(
  input: MomentInput,
  jd: number,
  sun: Position,
  moon: Position,
  rule: Chart['sunriseRule'],
): BirthPanchanga {
  const day = localDay(input);
  const rise = sunrise(day.startJdUt, input.latitude, input.longitude, rule, { endJdUt: day.endJdUt }).jdUt;
  const set = sunset(day.startJdUt, input.latitude, input.longitude, rule, { endJdUt: day.endJdUt }).jdUt;
  return {
    limbs: limbsFromSunMoon({ jdUt: jd, sun, moon }),
    vara: vedicWeekday(input.date, jd, rise),
    sunriseJdUt: rise,
    sunsetJdUt: set,
    dayBirth: rise === null || set === null ? null : jd >= rise && jd < set,
  };
}
