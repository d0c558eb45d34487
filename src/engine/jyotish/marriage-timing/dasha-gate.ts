/**
 * The dasha gate: the Vimshottari antardashas whose lord signifies marriage (the 7th lord, Venus, a graha in the
 * 7th), with the dates the Vimshottari engine gives. A gate is strong when the mahadasha lord signifies it too.
 */
import { subPeriods, type Vimshottari } from '../dasha/vimshottari.ts';
import type { GateSignificator } from '../../tables/marriage/timing-layers.ts';
import { GRAHAS, type Graha } from '../../vocabulary/names.ts';
import type { MarriageFactors } from './factors.ts';

export interface GatePeriod {
  mahadasha: Graha;
  antardasha: Graha;
  /** The antardasha's own dates (not clipped to the scan). */
  startJdUt: number;
  endJdUt: number;
  /** What the antardasha lord signifies. */
  roles: GateSignificator[];
  /** The mahadasha lord is a significator too. */
  strong: boolean;
}

/** Each significator graha and the roles that make it one. */
export function gateSignificators(f: MarriageFactors): Partial<Record<Graha, GateSignificator[]>> {
  const out: Partial<Record<Graha, GateSignificator[]>> = {};
  const add = (g: Graha, role: GateSignificator) => {
    (out[g] ??= []).push(role);
  };
  add(f.seventhLord.graha, 'seventh_lord');
  add('Venus', 'venus');
  for (const g of f.seventh.occupants) add(g, 'seventh_occupant');
  // In graha order, so the response lists them the same way every time.
  return Object.fromEntries(GRAHAS.filter((g) => out[g] !== undefined).map((g) => [g, out[g]]));
}

/** The gate antardashas that overlap [fromJdUt, toJdUt), in time order. */
export function dashaGate(v: Vimshottari, f: MarriageFactors, fromJdUt: number, toJdUt: number): GatePeriod[] {
  const sig = gateSignificators(f);
  const out: GatePeriod[] = [];
  for (const md of v.mahadashas) {
    if (md.endJdUt <= fromJdUt || md.startJdUt >= toJdUt) continue;
    for (const ad of subPeriods(md, v.yearDays)) {
      const roles = sig[ad.lord];
      if (roles === undefined || ad.endJdUt <= fromJdUt || ad.startJdUt >= toJdUt) continue;
      out.push({
        mahadasha: md.lord,
        antardasha: ad.lord,
        startJdUt: ad.startJdUt,
        endJdUt: ad.endJdUt,
        roles,
        strong: sig[md.lord] !== undefined,
      });
    }
  }
  return out;
}
