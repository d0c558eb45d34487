/**
 * Tajika yogas of a pair of grahas (the seven only), as the engine reads Neelakanthi:
 * - Ithasala: in Tajika aspect, the faster behind the slower within the pair's orb (relation.ts); Ishrafa: past it.
 * - Manau: an Ithasala while Mars or Saturn (not of the pair) is in inimical aspect (1/4/7/10) with the faster,
 *   within their orb: the malefic cuts the application.
 * - Kamboola: an Ithasala (the Moon not of the pair) while the Moon is in Ithasala with either of the two.
 * - Khallasara: an Ithasala (the Moon not of the pair) while the Moon is in Ithasala with no graha at all.
 * - Radda: an Ithasala in which either graha is retrograde or combust.
 * - Duhphali-Kuttha: an Ithasala in which the slower graha is exalted, in moolatrikona or in its own sign and the
 *   faster is debilitated or in an enemy's sign (Parashari dignity of the annual chart; Tajika hadda not used).
 */
import { SEVEN_GRAHAS, type SevenGraha } from '../../vocabulary/names.ts';
import { aspectKind, pairOrb, relationOf, type SignDegree, type TajikaRelation } from './relation.ts';
import { fmt, positionsOf, STRONG, WEAK, type TajikaYoga, type YogaChart } from './yoga-types.ts';

export function pairYogas(chart: YogaChart): TajikaYoga[] {
  const pos = positionsOf(chart);
  const out: TajikaYoga[] = [];
  const moonIthasala = SEVEN_GRAHAS.filter((g) => g !== 'Moon' && relationOf('Moon', g, pos).ithasala !== null);
  SEVEN_GRAHAS.forEach((a, i) => {
    for (const b of SEVEN_GRAHAS.slice(i + 1)) {
      const r = relationOf(a, b, pos);
      if (r.ishrafa) {
        out.push({
          name: 'Ishrafa',
          grahas: [r.faster, r.slower],
          via: null,
          detail: `${r.faster} has passed ${r.slower} by ${fmt(-r.gap)} within their orb of ${fmt(r.orb)}: separating`,
        });
      }
      if (r.ithasala === null) continue;
      out.push({
        name: 'Ithasala',
        grahas: [r.faster, r.slower],
        via: null,
        detail:
          `${r.faster} applies to ${r.slower} (${r.ithasala}): ${fmt(r.gap)} behind within their orb of ` +
          `${fmt(r.orb)}`,
      });
      out.push(...onIthasala(chart, r, pos, moonIthasala));
    }
  });
  return out;
}

function onIthasala(
  chart: YogaChart,
  r: TajikaRelation,
  pos: Record<SevenGraha, SignDegree>,
  moonIthasala: SevenGraha[],
): TajikaYoga[] {
  const out: TajikaYoga[] = [];
  const pair: [SevenGraha, SevenGraha] = [r.faster, r.slower];
  for (const m of ['Mars', 'Saturn'] as const) {
    if (pair.includes(m)) continue;
    const kind = aspectKind(pos[m], pos[r.faster]);
    const gap = Math.abs(pos[m].degree - pos[r.faster].degree);
    if ((kind === 'open_inimical' || kind === 'hidden_inimical') && gap <= pairOrb(m, r.faster)) {
      out.push({
        name: 'Manau',
        grahas: pair,
        via: m,
        detail: `${m} in ${kind.replace('_', ' ')} aspect with ${r.faster} within ${fmt(gap)} cuts the Ithasala`,
      });
    }
  }
  if (!pair.includes('Moon')) {
    const withMoon = pair.filter((g) => moonIthasala.includes(g));
    if (withMoon.length > 0) {
      out.push({
        name: 'Kamboola',
        grahas: pair,
        via: 'Moon',
        detail: `the Moon is in Ithasala with ${withMoon.join(' and ')}`,
      });
    } else if (moonIthasala.length === 0) {
      out.push({ name: 'Khallasara', grahas: pair, via: 'Moon', detail: 'the Moon is in Ithasala with no graha' });
    }
  }
  const afflicted = pair.flatMap((g) => {
    const f = chart.grahas[g];
    const why = [f.retrograde ? 'retrograde' : null, f.combustion.combust ? 'combust' : null].filter((w) => w !== null);
    return why.length > 0 ? [`${g} ${why.join(' and ')}`] : [];
  });
  if (afflicted.length > 0)
    out.push({ name: 'Radda', grahas: pair, via: null, detail: `${afflicted.join(', ')}: the Ithasala is refused` });
  const fast = chart.grahas[r.faster].dignity;
  const slow = chart.grahas[r.slower].dignity;
  if (STRONG.has(slow) && WEAK.has(fast)) {
    out.push({
      name: 'Duhphali-Kuttha',
      grahas: pair,
      via: null,
      detail: `the slower ${r.slower} is ${slow}, the faster ${r.faster} is ${fast.replace('_', ' ')}`,
    });
  }
  return out;
}
