/**
 * Ayurdaya: which of the three systems applies, and its band. BPHS ch. 43: amsayu when the lagna is the strongest
 * of lagna, Sun and Moon; pindayu when the Sun is; nisargayu when the Moon is. The strengths should be shadbala
 * (Sun, Moon) and the lagna's strength, passed in by the caller. Without them a stated proxy decides: the dignity
 * rank of the Sun, of the Moon and of the lagna's lord (dignity-rank.ts), half a point more for standing in a
 * kendra, ties going to the lagna, then the Sun. All three systems are returned either way.
 */
import { SYSTEM_BY_STRONGEST } from '../../tables/strength/ayurdaya-bands.ts';
import { SIGN_LORDS, signOf } from '../../vocabulary/names.ts';
import { amsayu } from './amsayu.ts';
import { uniqueRefs } from './assemble.ts';
import { AYU_DISCLAIMER, BAND_RULE, summaryOf } from './band.ts';
import { DIGNITY_RANK } from './dignity-rank.ts';
import { nisargayu, pindayu } from './pindayu.ts';
import type { AyurdayaResult, AyurdayaSelection, LongevityInput, StrengthScores } from './types.ts';

export interface AyurdayaOptions {
  /** Comparable strengths of the lagna, the Sun and the Moon (e.g. rupas); the largest picks the system. */
  strengths?: StrengthScores;
}

const KENDRAS = new Set([1, 4, 7, 10]);
const ORDER = ['lagna', 'sun', 'moon'] as const;

const PROXY_RULE =
  'dignity proxy: rank (exalted 8, moolatrikona 7, own 6, great friend 5, friend 4, neutral 3, enemy 2, great ' +
  'enemy 1, ' +
  'debilitated 0) of the Sun, the Moon and the lagna lord, +0.5 in a kendra; ties to the lagna, then the Sun';

function proxyScores(chart: LongevityInput): StrengthScores {
  const score = (dignity: keyof typeof DIGNITY_RANK, house: number) =>
    DIGNITY_RANK[dignity] + (KENDRAS.has(house) ? 0.5 : 0);
  const lord = chart.grahas[SIGN_LORDS[signOf(chart.lagna.longitude).name]];
  return {
    lagna: score(lord.dignity, lord.house),
    sun: score(chart.grahas.Sun.dignity, chart.grahas.Sun.house),
    moon: score(chart.grahas.Moon.dignity, chart.grahas.Moon.house),
  };
}

export function selectSystem(chart: LongevityInput, options: AyurdayaOptions = {}): AyurdayaSelection {
  const basis = options.strengths === undefined ? 'dignity_proxy' : 'caller';
  const scores = options.strengths ?? proxyScores(chart);
  let strongest: (typeof ORDER)[number] = 'lagna';
  for (const k of ORDER) if (scores[k] > scores[strongest]) strongest = k;
  const rule =
    'BPHS ch. 43: lagna strongest -> amsayu, Sun -> pindayu, Moon -> nisargayu; strengths ' +
    (basis === 'caller' ? 'given by the caller' : PROXY_RULE);
  return { rule, basis, scores, strongest };
}

export function ayurdaya(chart: LongevityInput, options: AyurdayaOptions = {}): AyurdayaResult {
  const systems = { pindayu: pindayu(chart), nisargayu: nisargayu(chart), amsayu: amsayu(chart) };
  const selection = selectSystem(chart, options);
  const applies = SYSTEM_BY_STRONGEST.data[selection.strongest];
  const chosen = systems[applies];
  const warnings: string[] = [];
  if (selection.basis === 'dignity_proxy') {
    warnings.push(
      'The strongest of lagna, Sun and Moon was judged by a dignity proxy, not by shadbala; pass strengths to ' +
        'decide by them.',
    );
  }
  const bands = new Set(Object.values(systems).map((s) => s.band));
  if (bands.size > 1)
    warnings.push(
      `The three systems fall in different bands (${Object.values(systems)
        .map((s) => `${s.system} ${s.band}`)
        .join(', ')}).`,
    );
  return {
    applies,
    selection,
    totalYears: chosen.totalYears,
    band: chosen.band,
    bandName: chosen.bandName,
    bandRule: BAND_RULE,
    systems,
    summary: summaryOf(applies, chosen.totalYears, chosen.bandName),
    disclaimer: AYU_DISCLAIMER,
    warnings,
    refs: uniqueRefs([...SYSTEM_BY_STRONGEST.cites, ...chosen.refs]),
  };
}
