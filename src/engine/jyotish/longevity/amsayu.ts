/**
 * Amsayu (Satyacharya's method in Brihat Jataka ch. 7; BPHS ch. 43): each of Sun..Saturn and the lagna gives as
 * many years as the navamsas it has risen from 0 Aries, twelves removed. A graha's years are tripled when it is
 * retrograde or in its exaltation sign, doubled in its own sign, vargottama, or in its own navamsa or drekkana;
 * when several apply only the largest is used (Varahamihira; BPHS also records applying both). Then the haranas,
 * with debilitation (half) among the "largest one only" group since amsayu has no exaltation proportion, then
 * chakrapata and krurodaya as in pindayu.
 */
import { DIGNITY } from '../../tables/chart/dignity.ts';
import { AMSAYU_BHARANA, CHAKRAPATA } from '../../tables/strength/ayurdaya-haranas.ts';
import { SEVEN_GRAHAS, type SevenGraha, type Sign, signOf, SIGNS } from '../../vocabulary/names.ts';
import { vargaOf } from '../varga/varga.ts';
import { assemble } from './assemble.ts';
import { navamsaCount } from './base-years.ts';
import { applyHaranas, chakrapataSufferers } from './haranas.ts';
import type { AmsayuResult, Bharana, GrahaContribution, LongevityInput } from './types.ts';

export const AMSAYU_METHOD =
  'Amsayu: navamsas risen from Aries mod 12 for each graha and the lagna; x3 retrograde or exalted sign, x2 own ' +
  'sign, vargottama, own navamsa or own drekkana, the largest only; then the largest one of astangata (1/2, not ' +
  'Venus or Saturn), nicha (1/2) and shatrukshetra (1/3, not Mars); then chakrapata and krurodaya as in pindayu.';

export function bharanasOf(graha: SevenGraha, longitude: number, retrograde: boolean): Bharana[] {
  const d = DIGNITY.data[graha];
  const own = (s: Sign | undefined) => s !== undefined && (d.own as readonly Sign[]).includes(s);
  const sign = signOf(longitude);
  const d9 = vargaOf(longitude, 'D9');
  const d3 = vargaOf(longitude, 'D3');
  const f = AMSAYU_BHARANA.data;
  const out: Bharana[] = [];
  if (retrograde) out.push({ kind: 'retrograde', factor: f.retrograde });
  if (d.exaltation.sign === sign.name) out.push({ kind: 'exalted', factor: f.exalted });
  if (own(sign.name)) out.push({ kind: 'own_sign', factor: f.own_sign });
  if (d9.signIndex === sign.index) out.push({ kind: 'vargottama', factor: f.vargottama });
  if (own(SIGNS[d9.signIndex])) out.push({ kind: 'own_navamsa', factor: f.own_navamsa });
  if (own(SIGNS[d3.signIndex])) out.push({ kind: 'own_drekkana', factor: f.own_drekkana });
  return out;
}

export function amsayu(chart: LongevityInput): AmsayuResult {
  const sufferers = chakrapataSufferers(chart);
  const grahas: GrahaContribution[] = SEVEN_GRAHAS.map((g) => {
    const f = chart.grahas[g];
    const n = navamsaCount(f.longitude);
    const qualified = bharanasOf(g, f.longitude, f.retrograde);
    const bharana = [...qualified].sort((a, b) => b.factor - a.factor)[0] ?? null;
    const multiplied = n * (bharana?.factor ?? 1);
    const reduced = applyHaranas(g, chart, multiplied, { nicha: true, sufferers });
    return {
      graha: g,
      baseYears: n,
      arcFromExaltation: null,
      navamsaCount: n,
      dignity: f.dignity,
      house: f.house,
      bharana,
      bharanasQualified: qualified,
      haranas: reduced.haranas,
      years: reduced.years,
    };
  });
  const r = assemble('amsayu', AMSAYU_METHOD, chart, grahas, [...AMSAYU_BHARANA.cites, ...CHAKRAPATA.cites]);
  return { ...r, system: 'amsayu' };
}
