/**
 * Tajika yogas that join two grahas in no aspect through a third (the seven only):
 * - Nakta (transfer of light): a third graha faster than both, in aspect with each within the pair orbs, standing
 *   between them in degree, so it separates from one and applies to the other.
 * - Yamaya (collection of light): a third graha slower than both, with each of the two in Ithasala with it.
 */
import { aspectKind, isFaster, pairOrb, relationOf } from './relation.ts';
import { fmt, positionsOf, type TajikaYoga, type YogaChart } from './yoga-types.ts';
import { SEVEN_GRAHAS } from '../../vocabulary/names.ts';

export function thirdPartyYogas(chart: YogaChart): TajikaYoga[] {
  const pos = positionsOf(chart);
  const out: TajikaYoga[] = [];
  SEVEN_GRAHAS.forEach((a, i) => {
    for (const b of SEVEN_GRAHAS.slice(i + 1)) {
      if (aspectKind(pos[a], pos[b]) !== null) continue;
      const lo = Math.min(pos[a].degree, pos[b].degree);
      const hi = Math.max(pos[a].degree, pos[b].degree);
      for (const c of SEVEN_GRAHAS) {
        if (c === a || c === b) continue;
        const dc = pos[c].degree;
        if (isFaster(c, a) && isFaster(c, b)) {
          const inAspect = aspectKind(pos[c], pos[a]) !== null && aspectKind(pos[c], pos[b]) !== null;
          const inOrb = Math.abs(dc - pos[a].degree) <= pairOrb(c, a) && Math.abs(dc - pos[b].degree) <= pairOrb(c, b);
          if (inAspect && inOrb && dc >= lo && dc <= hi) {
            out.push({
              name: 'Nakta',
              grahas: [a, b],
              via: c,
              detail: `${c} (${fmt(dc)}) stands between ${a} and ${b} in aspect with both and carries the light`,
            });
          }
        } else if (isFaster(a, c) && isFaster(b, c)) {
          if (relationOf(a, c, pos).ithasala !== null && relationOf(b, c, pos).ithasala !== null) {
            out.push({
              name: 'Yamaya',
              grahas: [a, b],
              via: c,
              detail: `${a} and ${b} both apply to the slower ${c}, which collects the light`,
            });
          }
        }
      }
    }
  });
  return out;
}
