/**
 * The KP chart: star, sub and sub-sub lords of the nine grahas and the twelve Placidus cusps, each graha's Placidus
 * bhava, and the significators at four levels. The caller computes the chart and the cusps with the same ayanamsa
 * (KP's own is 'krishnamurti'): `houses(jd, lat, lon, 'placidus', chart.ayanamsa)`.
 */
import { required } from '../../errors.ts';
import type { Houses } from '../../astro/houses.ts';
import { KP_NODE_AGENCY, KP_SIGNIFICATOR_LEVELS } from '../../tables/kp/significators.ts';
import { KP_SUB_DIVISION } from '../../tables/kp/sub-division.ts';
import type { Chart } from '../chart/types.ts';
import { GRAHAS, signOf, type Graha } from '../../vocabulary/names.ts';
import { bhavaOf } from './bhava.ts';
import { grahaSignifications, houseSignificators, nodeAgency, type SignificatorInput } from './significators.ts';
import { kpLords } from './subs.ts';
import type { KpCusp, KpPlanet, KpResult } from './types.ts';

export const KP_METHOD =
  'Krishnamurti Paddhati: 249 subs (each nakshatra shared among the Vimshottari lords in proportion to their years, ' +
  'from its own lord; sub-subs the same within each sub); Placidus cusps, a graha belongs to the bhava from its cusp ' +
  'to the next; house lord = lord of the sign on the cusp; significators at four levels (in the star of an occupant, ' +
  'occupant, in the star of the owner, owner); Rahu and Ketu stand in for their sign lord and conjoined grahas ' +
  "(same sign) at levels 2 and 4, aspects reported but not counted. Other practice: some add a node's aspecting " +
  'grahas, or its star lord, as principals; some treat a graha within a few degrees before a cusp as in the next ' +
  'house.';

function toRecord<T>(f: (g: Graha) => T): Record<Graha, T> {
  return Object.fromEntries(GRAHAS.map((g) => [g, f(g)])) as Record<Graha, T>;
}

export function kpChart(chart: Chart, cusps: Houses): KpResult {
  const planets: KpPlanet[] = GRAHAS.map((g) => {
    const f = chart.grahas[g];
    return { planet: g, ...kpLords(f.longitude), house: bhavaOf(f.longitude, cusps.cusps), retrograde: f.retrograde };
  });
  const cuspRows: KpCusp[] = cusps.cusps.map((c, i) => ({ cusp: i + 1, ...kpLords(c) }));

  const aspectsOnSign = (si: number): Graha[] => chart.houses.find((h) => h.signIndex === si)?.aspectedBy ?? [];
  const input: SignificatorInput = {
    bhava: toRecord(
      (g) =>
        required(
          planets.find((p) => p.planet === g),
          'KP planet',
          g,
        ).house,
    ),
    starLord: toRecord((g) => chart.grahas[g].nakshatraLord),
    signIndex: toRecord((g) => chart.grahas[g].signIndex),
    cuspSigns: cusps.cusps.map((c) => signOf(c).name),
    aspectsOnSign,
  };
  const houses = houseSignificators(input);

  const notes: string[] = [];
  if (cusps.substituted !== null) notes.push(cusps.substituted);
  if (chart.ayanamsa !== 'krishnamurti') notes.push(`ayanamsa ${chart.ayanamsa} was used; KP's own is krishnamurti`);

  return {
    method: KP_METHOD,
    ayanamsa: chart.ayanamsa,
    ayanamsaDegrees: chart.ayanamsaDegrees,
    houseSystem: cusps.system,
    planets,
    cusps: cuspRows,
    significators: grahaSignifications(input, houses),
    houseSignificators: houses,
    nodeAgency: nodeAgency(input),
    notes,
    refs: [...KP_SUB_DIVISION.cites, ...KP_SIGNIFICATOR_LEVELS.cites, ...KP_NODE_AGENCY.cites],
  };
}
