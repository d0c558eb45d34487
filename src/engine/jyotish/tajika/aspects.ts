/** Tajika aspects among the seven grahas of a chart, and which grahas aspect the lagna. */
import { TAJIKA_ASPECTS, type TajikaAspectKind } from '../../tables/tajika/aspects.ts';
import { houseCount, relationOf, type SignDegree } from './relation.ts';
import { SEVEN_GRAHAS, type SevenGraha } from '../../vocabulary/names.ts';

export interface TajikaAspect {
  grahas: [SevenGraha, SevenGraha];
  kind: TajikaAspectKind;
  /** Degrees between their positions within their signs. */
  degreeGap: number;
  orb: number;
  withinOrb: boolean;
}

/** Every pair of the seven in mutual Tajika aspect (21 pairs are tested). */
export function tajikaAspects(pos: Record<SevenGraha, SignDegree>): TajikaAspect[] {
  const out: TajikaAspect[] = [];
  SEVEN_GRAHAS.forEach((a, i) => {
    for (const b of SEVEN_GRAHAS.slice(i + 1)) {
      const r = relationOf(a, b, pos);
      if (r.aspect === null) continue;
      const degreeGap = Math.abs(r.gap);
      out.push({ grahas: [a, b], kind: r.aspect, degreeGap, orb: r.orb, withinOrb: degreeGap <= r.orb });
    }
  });
  return out;
}

/** A graha aspects the lagna in Tajika when it is not in the 2nd, 6th, 8th or 12th from it (the lagna sign counts). */
export function aspectsLagna(grahaSignIndex: number, lagnaSignIndex: number): boolean {
  return (
    TAJIKA_ASPECTS.data[
      houseCount({ signIndex: lagnaSignIndex, degree: 0 }, { signIndex: grahaSignIndex, degree: 0 })
    ] !== null
  );
}
