/**
 * The five office-bearers (panchadhikari) of a Tajika year and the year lord (varshesha) chosen among them.
 *
 * Office-bearers: the janma lagna lord (natal lagna sign's lord), the varsha lagna lord, the muntha lord, the
 * tri-rashi lord of the varsha lagna (day or night table) and the dina-ratri lord (lord of the Sun's sign when the
 * year begins by day, of the Moon's sign by night).
 *
 * Year lord, as Neelakanthi is usually stated: the strongest office-bearer that aspects the varsha lagna (any
 * Tajika aspect: it is not in the 2nd, 6th, 8th or 12th from the lagna); when strengths tie, the one holding more
 * offices; when none aspects the lagna, the muntha lord. Strength is pancha-vargeeya bala (pancha-vargeeya.ts);
 * when every office-bearer has under 5 units of it the muntha lord is year lord too (the rule as S. Adawal states
 * it; Hayanaratna is reported to quote Yadava keeping a weak aspecting office-bearer instead). Some authors also
 * bar the Moon from being year lord, and P.V.R. Narasimha Rao shortlists by a benefic aspect on the lagna first;
 * those views are not applied.
 */
import { PANCHA_VARGEEYA } from '../../tables/tajika/pancha-vargeeya.ts';
import { TRI_RASHI_LORDS } from '../../tables/tajika/tri-rashi.ts';
import { cite, type Citation } from '../../tables/sources.ts';
import type { Chart } from '../chart/types.ts';
import type { SevenGraha } from '../../vocabulary/names.ts';
import { aspectsLagna } from './aspects.ts';
import type { Muntha } from './muntha.ts';
import { panchaVargeeyaBala, PANCHA_VARGEEYA_REFS } from './pancha-vargeeya.ts';

export const OFFICES = ['janmaLagnaLord', 'varshaLagnaLord', 'munthaLord', 'triRashiLord', 'dinaRatriLord'] as const;
export type Office = (typeof OFFICES)[number];

export const VARSHESHA_CITES: readonly Citation[] = [
  cite('tajika_neelakanthi', {
    chapter: 'Varsha Tantra',
    status: 'pending',
    note: 'panchadhikari; the strongest aspecting the lagna is varshesha, else the muntha lord',
  }),
  ...TRI_RASHI_LORDS.cites,
  ...PANCHA_VARGEEYA_REFS,
];

export interface Candidate {
  graha: SevenGraha;
  offices: Office[];
  /** House from the varsha lagna. */
  house: number;
  aspectsLagna: boolean;
  /** Pancha-vargeeya bala total, 0-20 (the parts are in the varshaphal's panchaVargeeyaBala). */
  panchaVargeeyaBala: number;
}

export type VarsheshaSelection =
  'only_aspecting_candidate' | 'strongest_aspecting_candidate' | 'muntha_lord_none_aspecting' | 'muntha_lord_all_weak';

export interface Varshesha {
  graha: SevenGraha;
  selection: VarsheshaSelection;
  reason: string;
}

export interface OfficeBearers {
  holders: Record<Office, SevenGraha>;
  candidates: Candidate[];
  varshesha: Varshesha;
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
    return {
      graha,
      offices,
      house: f.house,
      aspectsLagna: aspectsLagna(f.signIndex, annual.lagna.signIndex),
      panchaVargeeyaBala: panchaVargeeyaBala(graha, f.longitude).total,
    };
  });
  return { holders, candidates, varshesha: chooseVarshesha(candidates, muntha.lord) };
}

export function chooseVarshesha(candidates: readonly Candidate[], munthaLord: SevenGraha): Varshesha {
  const aspecting = candidates.filter((c) => c.aspectsLagna);
  if (aspecting.length === 0) {
    return {
      graha: munthaLord,
      selection: 'muntha_lord_none_aspecting',
      reason: `no office-bearer aspects the varsha lagna, so the muntha lord ${munthaLord} is year lord`,
    };
  }
  const minimum = PANCHA_VARGEEYA.data.yearLordMinimum;
  if (candidates.every((c) => c.panchaVargeeyaBala < minimum)) {
    return {
      graha: munthaLord,
      selection: 'muntha_lord_all_weak',
      reason:
        `every office-bearer has under ${minimum} units of pancha-vargeeya bala, so the muntha lord ${munthaLord} ` +
        `is year lord`,
    };
  }
  const ranked = [...aspecting].sort(
    (a, b) => b.panchaVargeeyaBala - a.panchaVargeeyaBala || b.offices.length - a.offices.length,
  );
  const best = ranked[0] ?? aspecting[0];
  if (best === undefined) throw new Error('unreachable: aspecting is not empty');
  if (aspecting.length === 1) {
    return {
      graha: best.graha,
      selection: 'only_aspecting_candidate',
      reason: `${best.graha} is the only office-bearer aspecting the varsha lagna (from house ${best.house})`,
    };
  }
  return {
    graha: best.graha,
    selection: 'strongest_aspecting_candidate',
    reason:
      `${aspecting.length} office-bearers aspect the varsha lagna (${aspecting.map((c) => c.graha).join(', ')}); ` +
      `${best.graha} has the most pancha-vargeeya bala (${best.panchaVargeeyaBala.toFixed(2)} of 20)`,
  };
}
