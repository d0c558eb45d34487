/**
 * The five office-bearers (panchadhikari) of a Tajika year and the year lord (varshesha) chosen among them.
 *
 * Office-bearers: the janma lagna lord (natal lagna sign's lord), the varsha lagna lord, the muntha lord, the
 * tri-rashi lord of the varsha lagna (day or night table) and the dina-ratri lord (lord of the Sun's sign when the
 * year begins by day, of the Moon's sign by night).
 *
 * Year lord, as Neelakanthi is usually stated: the strongest office-bearer that aspects the varsha lagna (any
 * Tajika aspect: it is not in the 2nd, 6th, 8th or 12th from the lagna); when strengths tie, the one holding more
 * offices; when none aspects the lagna, the muntha lord.
 *
 * Simplification: the text measures strength by pancha-vargeeya bala (kshetra, uchcha, hadda, drekkana and
 * navamsa balas). The Tajika hadda table and the Tajika relationships the other four parts need are not carried by
 * the service, so candidates are ranked by uchcha bala alone (20 at the deep exaltation point, 0 at the deep
 * debilitation, linear between), and the result says so whenever the ranking decided the choice. The rule that
 * the muntha lord takes over when every office-bearer has under 5 units of pancha-vargeeya bala is therefore not
 * applied. Some authors also bar the Moon from being year lord; that view is not applied.
 */
import { signedDiff } from '../../astro/angles.ts';
import { DIGNITY } from '../../tables/chart/dignity.ts';
import { TRI_RASHI_LORDS } from '../../tables/tajika/tri-rashi.ts';
import { cite, type Citation } from '../../tables/sources.ts';
import type { Chart } from '../chart/types.ts';
import { SIGNS, type SevenGraha } from '../primitives/names.ts';
import { aspectsLagna } from './aspects.ts';
import type { Muntha } from './muntha.ts';

export const OFFICES = ['janmaLagnaLord', 'varshaLagnaLord', 'munthaLord', 'triRashiLord', 'dinaRatriLord'] as const;
export type Office = (typeof OFFICES)[number];

export const VARSHESHA_CITES: readonly Citation[] = [
  cite('tajika_neelakanthi', { chapter: 'Varsha Tantra', status: 'pending', note: 'panchadhikari; the strongest aspecting the lagna is varshesha, else the muntha lord' }),
  ...TRI_RASHI_LORDS.cites,
];

export interface Candidate {
  graha: SevenGraha;
  offices: Office[];
  /** House from the varsha lagna. */
  house: number;
  aspectsLagna: boolean;
  /** 0-20: the uchcha part of pancha-vargeeya bala. */
  uchchaBala: number;
}

export type VarsheshaSelection = 'only_aspecting_candidate' | 'strongest_aspecting_candidate' | 'muntha_lord_none_aspecting';

export interface Varshesha {
  graha: SevenGraha;
  selection: VarsheshaSelection;
  /** True when the ranking by uchcha bala alone (not full pancha-vargeeya bala) decided between candidates. */
  decidedByPartialStrength: boolean;
  reason: string;
}

export interface OfficeBearers {
  holders: Record<Office, SevenGraha>;
  candidates: Candidate[];
  varshesha: Varshesha;
}

/** Uchcha bala on the Tajika scale: (180 - arc from the deep exaltation point) / 9. */
export function uchchaBala(graha: SevenGraha, longitude: number): number {
  const ex = DIGNITY.data[graha].exaltation;
  const point = SIGNS.indexOf(ex.sign) * 30 + ex.deepest;
  return (180 - Math.abs(signedDiff(longitude, point))) / 9;
}

export function officeBearers(natal: Chart, annual: Chart, muntha: Muntha, isDay: boolean): OfficeBearers {
  const light = isDay ? annual.grahas.Sun : annual.grahas.Moon;
  const holders: Record<Office, SevenGraha> = {
    janmaLagnaLord: natal.lagna.lord,
    varshaLagnaLord: annual.lagna.lord,
    munthaLord: muntha.lord,
    triRashiLord: TRI_RASHI_LORDS.data[annual.lagna.sign][isDay ? 'day' : 'night'],
    dinaRatriLord: light.signLord,
  };
  const byGraha = new Map<SevenGraha, Office[]>();
  for (const office of OFFICES) byGraha.set(holders[office], [...(byGraha.get(holders[office]) ?? []), office]);
  const candidates = [...byGraha].map(([graha, offices]): Candidate => {
    const f = annual.grahas[graha];
    return { graha, offices, house: f.house, aspectsLagna: aspectsLagna(f.signIndex, annual.lagna.signIndex), uchchaBala: uchchaBala(graha, f.longitude) };
  });
  return { holders, candidates, varshesha: chooseVarshesha(candidates, muntha.lord) };
}

export function chooseVarshesha(candidates: readonly Candidate[], munthaLord: SevenGraha): Varshesha {
  const aspecting = candidates.filter((c) => c.aspectsLagna);
  if (aspecting.length === 0) {
    return { graha: munthaLord, selection: 'muntha_lord_none_aspecting', decidedByPartialStrength: false,
      reason: `no office-bearer aspects the varsha lagna, so the muntha lord ${munthaLord} is year lord` };
  }
  const ranked = [...aspecting].sort((a, b) => b.uchchaBala - a.uchchaBala || b.offices.length - a.offices.length);
  const best = ranked[0] ?? aspecting[0];
  if (best === undefined) throw new Error('unreachable: aspecting is not empty');
  if (aspecting.length === 1) {
    return { graha: best.graha, selection: 'only_aspecting_candidate', decidedByPartialStrength: false,
      reason: `${best.graha} is the only office-bearer aspecting the varsha lagna (from house ${best.house})` };
  }
  return { graha: best.graha, selection: 'strongest_aspecting_candidate', decidedByPartialStrength: true,
    reason: `${aspecting.length} office-bearers aspect the varsha lagna (${aspecting.map((c) => c.graha).join(', ')}); ` +
      `${best.graha} ranks first by uchcha bala (${best.uchchaBala.toFixed(2)} of 20), the only part of pancha-vargeeya bala computed` };
}
