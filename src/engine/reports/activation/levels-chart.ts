/**
 * Levels 5-9: the area's varga, its yogas, the ashtakavarga bindus and strengths of its houses, and the
 * obstructions. Each reads results the engines computed (inputs.ts) and nothing else.
 */
import { at } from '../../errors.ts';
import { vargaDignity } from '../../jyotish/varga/varga-dignity.ts';
import type { Chart } from '../../jyotish/chart/types.ts';
import type { AshtakavargaResult } from '../../jyotish/strength/ashtakavarga/types.ts';
import type { BhavabalaResult } from '../../jyotish/strength/bhavabala/types.ts';
import type { ShadbalaResult } from '../../jyotish/strength/shadbala/types.ts';
import { YOGA_RULES } from '../../jyotish/yoga/index.ts';
import type { YogaFinding, YogaReport } from '../../jyotish/yoga/types.ts';
import type { KalasarpaResult } from '../../jyotish/dosha/kalasarpa.ts';
import type { MangalDoshaResult } from '../../jyotish/dosha/mangal-dosha.ts';
import type { SadesatiResult } from '../../jyotish/dosha/sadesati.ts';
import { ADVERSE_YOGAS } from '../../tables/activation/adverse-yogas.ts';
import {
  OBSTRUCTION_RULES,
  SATURN_DELAY_REFS,
  type AreaParams,
  type ObstructionId,
} from '../../tables/activation/areas.ts';
import type { Citation } from '../../tables/sources.ts';
import type { Graha } from '../../vocabulary/names.ts';
import {
  aspecting,
  bhavaOf,
  clamp,
  lordOfHouse,
  meanHalf,
  occupantsOf,
  ordinal,
  signOfHouse,
  statusOf,
  type ReadChart,
} from './chart-reading.ts';
import { levelResult } from './level-result.ts';
import type { LevelResult, PartnerMatch } from './types.ts';

const ADVERSE_FAMILIES: ReadonlySet<string> = new Set(ADVERSE_YOGAS.data.families);
/**
 * Yogas the catalogue reads as afflictions (Kemadruma, Shakata, the Phaladeepika ch. 6 lords in a dusthana...), and the
 * table's.
 */
const AFFLICTED_IDS: ReadonlySet<string> = new Set([
  ...YOGA_RULES.filter((r) => r.afflicted === true).map((r) => r.id),
  ...ADVERSE_YOGAS.data.ids,
]);
const adverse = (y: YogaFinding): boolean => ADVERSE_FAMILIES.has(y.family) || AFFLICTED_IDS.has(y.id);

/** Level 5: dignity in the area's varga of the first house's lord and of the natural karakas. */
export function vargaLevel(chart: Chart, params: AreaParams): LevelResult {
  const first = at(params.houses, 0, 'first house of the area');
  const read = [...new Set<Graha>([lordOfHouse(chart, first), ...params.naturalKarakas])];
  const each = read.map((g) => {
    const d = vargaDignity(chart, g, params.varga);
    const points =
      d === 'exalted' || d === 'own' || d === 'moolatrikona'
        ? 1
        : d === 'debilitated' || d === 'enemy' || d === 'great_enemy'
          ? -1
          : 0;
    return { graha: g, sign: chart.grahas[g].vargas[params.varga].sign, dignity: d, points };
  });
  const score = clamp(
    each.reduce((s, e) => s + e.points, 0),
    -2,
    2,
  );
  const facts = {
    varga: params.varga,
    grahas: each.map((e) => e.graha),
    varga_signs: each.map((e) => e.sign),
    varga_dignities: each.map((e) => e.dignity),
  };
  const finding =
    `In the ${params.varga}: ` + each.map((e) => `${e.graha} in ${e.sign} (${e.dignity})`).join(', ') + '.';
  return levelResult('varga', statusOf(score), score, facts, finding);
}

const namesArea = (y: YogaFinding, params: AreaParams): boolean =>
  y.facts.houses.some((h) => params.houses.includes(h));

/** Level 6: supporting yogas present of the area's families or naming an area house (0..+2). */
export function yogaLevel(yogas: YogaReport, params: AreaParams): LevelResult {
  const relevant = yogas.active.filter(
    (y) => !adverse(y) && (params.yogaFamilies.includes(y.family) || namesArea(y, params)),
  );
  const present = relevant.filter((y) => y.status === 'present');
  const cancelled = relevant.filter((y) => y.status === 'cancelled');
  const score = clamp(present.length, 0, 2);
  const facts = {
    present: present.map((y) => y.name),
    cancelled: cancelled.map((y) => y.name),
    families: params.yogaFamilies.slice(),
  };
  const finding =
    present.length === 0
      ? `No supporting yoga of the area is ` +
        `present${cancelled.length > 0 ? ` (cancelled: ${cancelled.map((y) => y.name).join(', ')})` : ''}.`
      : `Yogas present: ${present.map((y) => `${y.name} (${y.facts.detail})`).join('; ')}.`;
  const refs: Citation[] = [...new Set(present.flatMap((y) => y.refs))];
  return levelResult('yogas', score > 0 ? 'active' : 'latent', score, facts, finding, refs);
}

export function binduPoints(bindus: number): number {
  if (bindus >= 32) return 2;
  if (bindus >= 28) return 1;
  if (bindus >= 25) return 0;
  return bindus >= 22 ? -1 : -2;
}

/** Level 7: sarva ashtakavarga bindus of each area house's sign. */
export function ashtakavargaLevel(
  chart: ReadChart,
  av: Pick<AshtakavargaResult, 'sarva'>,
  params: AreaParams,
): LevelResult {
  const bindus = params.houses.map((h) => av.sarva.bindus[signOfHouse(chart, h)] ?? 0);
  const score = meanHalf(bindus.map(binduPoints));
  const finding = params.houses
    .map((h, i) => `The ${ordinal(h)} house has ${bindus[i]} bindus in the sarva ashtakavarga (mean 28).`)
    .join(' ');
  return levelResult('ashtakavarga', statusOf(score), score, { houses: params.houses.slice(), bindus }, finding);
}

/** Level 8: the lord's shadbala against its requirement and the house's bhavabala band. */
export function strengthLevel(
  chart: ReadChart,
  sb: Pick<ShadbalaResult, 'grahas'>,
  bb: Pick<BhavabalaResult, 'houses'>,
  params: AreaParams,
): LevelResult {
  const perHouse = params.houses.map((h) => {
    const lord = lordOfHouse(chart, h);
    const s = sb.grahas[lord];
    const band = bhavaOf(bb.houses, h).band;
    const score = (s.meetsRequirement ? 1 : -1) + (band === 'strong' ? 1 : band === 'weak' ? -1 : 0);
    return { h, lord, ratio: Math.round(s.ratio * 100) / 100, meets: s.meetsRequirement, band, score };
  });
  const score = meanHalf(perHouse.map((p) => p.score));
  const facts = {
    houses: params.houses.slice(),
    lords: perHouse.map((p) => p.lord),
    shadbala_ratio: perHouse.map((p) => p.ratio),
    bhavabala_band: perHouse.map((p) => p.band),
  };
  const finding = perHouse
    .map(
      (p) =>
        `The ${ordinal(p.h)} lord ${p.lord} has ${p.ratio} of its required shadbala (` +
        `${p.meets ? 'meets' : 'falls short of'} ` +
        `it); the ${ordinal(p.h)} house's bhavabala is ${p.band}.`,
    )
    .join(' ');
  return levelResult('strength', statusOf(score), score, facts, finding);
}

export interface Obstruction {
  id: ObstructionId;
  stands: boolean;
  points: number;
  detail: string;
  refs: readonly Citation[];
}

export interface ObstructionInputs {
  chart: ReadChart;
  mangal: MangalDoshaResult;
  kalasarpa: KalasarpaResult;
  sadesati: Pick<SadesatiResult, 'inSadesati' | 'phase' | 'refs'>;
  yogas: YogaReport;
  partner: PartnerMatch | null;
}

/** Every obstruction the area reads, standing or not (the report shows both). */
export function obstructionsOf(x: ObstructionInputs, params: AreaParams): Obstruction[] {
  const { chart } = x;
  const fifth = occupantsOf(chart, 5);
  const jupiterOnFifth = chart.grahas.Jupiter.house === 5 || aspecting(chart, 5).includes('Jupiter');
  const one = (id: ObstructionId): Obstruction | null => {
    switch (id) {
      case 'mangal_dosha':
        return {
          id,
          stands: x.mangal.present,
          points: !x.mangal.present ? 0 : x.mangal.severity === 'high' ? -2 : -1,
          detail: x.mangal.present
            ? `Mangal dosha stands (severity ${x.mangal.severity}).`
            : x.mangal.severity === 'cancelled'
              ? 'Mangal dosha is formed but cancelled.'
              : 'No mangal dosha.',
          refs: x.mangal.refs,
        };
      case 'saturn_delay': {
        const because = [
          ...(chart.grahas.Saturn.house === 7 ? ['Saturn in the 7th'] : []),
          ...(aspecting(chart, 7).includes('Saturn') ? ['Saturn aspects the 7th'] : []),
          ...(chart.grahas.Saturn.signIndex === chart.grahas.Venus.signIndex ? ['Saturn with Venus'] : []),
        ];
        return {
          id,
          stands: because.length > 0,
          points: because.length > 0 ? -1 : 0,
          detail:
            because.length > 0 ? `${because.join('; ')}: read as delay.` : 'Saturn neither on the 7th nor with Venus.',
          refs: SATURN_DELAY_REFS,
        };
      }
      case 'nadi_with_partner': {
        if (x.partner === null) return null;
        const nadi = x.partner.ashtakoota.doshas.nadi;
        return {
          id,
          stands: nadi === 'present',
          points: nadi === 'present' ? -2 : 0,
          detail: `Nadi dosha with the partner: ${nadi}.`,
          refs: x.partner.ashtakoota.refs,
        };
      }
      case 'nodes_in_fifth': {
        const nodes = fifth.filter((g) => g === 'Rahu' || g === 'Ketu');
        return {
          id,
          stands: nodes.length > 0,
          points: nodes.length > 0 ? -1 : 0,
          detail: nodes.length > 0 ? `${nodes.join(' and ')} in the 5th.` : 'No node in the 5th.',
          refs: OBSTRUCTION_RULES.cites,
        };
      }
      case 'malefic_in_fifth_unaspected_by_jupiter': {
        const m = fifth.filter((g) => g === 'Saturn' || g === 'Mars');
        const stands = m.length > 0 && !jupiterOnFifth;
        return {
          id,
          stands,
          points: stands ? -1 : 0,
          detail:
            m.length === 0
              ? 'Neither Saturn nor Mars in the 5th.'
              : `${m.join(' and ')} in the 5th${jupiterOnFifth ? ', relieved by Jupiter' : ' without Jupiter on it'}.`,
          refs: OBSTRUCTION_RULES.cites,
        };
      }
      case 'kalasarpa':
        return {
          id,
          stands: x.kalasarpa.present,
          points: x.kalasarpa.present ? -1 : 0,
          detail: `Kalasarpa formation: ${x.kalasarpa.formation}.`,
          refs: x.kalasarpa.refs,
        };
      case 'sadesati_running':
        return {
          id,
          stands: x.sadesati.inSadesati,
          points: x.sadesati.inSadesati ? -1 : 0,
          detail: x.sadesati.inSadesati ? `Sade-sati running (${x.sadesati.phase}).` : 'No sade-sati at as_of.',
          refs: x.sadesati.refs,
        };
      case 'adverse_yogas': {
        const found = x.yogas.active.filter((y) => adverse(y) && y.status === 'present' && namesArea(y, params));
        return {
          id,
          stands: found.length > 0,
          points: -found.length,
          detail:
            found.length > 0
              ? `Adverse yogas naming the area: ${found.map((y) => y.name).join(', ')}.`
              : 'No adverse yoga names the area houses.',
          refs: found.flatMap((y) => y.refs),
        };
      }
    }
  };
  return params.obstructions.map(one).filter((o): o is Obstruction => o !== null);
}

/** Level 9: the obstructions that stand, -2..0. */
export function obstructionLevel(obstructions: readonly Obstruction[]): LevelResult {
  const standing = obstructions.filter((o) => o.stands);
  const score = clamp(
    standing.reduce((s, o) => s + o.points, 0),
    -2,
    0,
  );
  const facts = { read: obstructions.map((o) => o.id), standing: standing.map((o) => o.id) };
  const finding =
    standing.length === 0 ? 'No obstruction the area reads stands.' : standing.map((o) => o.detail).join(' ');
  return levelResult('obstructions', standing.length > 0 ? 'blocked' : 'active', score, facts, finding, [
    ...new Set(standing.flatMap((o) => o.refs)),
  ]);
}
