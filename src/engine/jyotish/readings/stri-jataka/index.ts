/**
 * Stri jataka (female horoscopy): each computed rule gives its placement, the classical reading paraphrased with
 * citations and an editorial reading; the rules judging character, chastity or widowhood, or blaming the woman,
 * are listed in `omittedByPolicy` and never computed. The caller asks for this reading of a woman's chart.
 */
import { STRI_OMITTED_BY_POLICY } from '../../../tables/readings/stri-jataka.ts';
import type { OmittedRule, ReadingFinding } from '../../../tables/readings/types.ts';
import type { Citation } from '../../../tables/sources.ts';
import type { ReadingChart } from '../putra-bhava/chart-reading.ts';
import {
  childrenFinding,
  eighthFinding,
  marsFinding,
  seventhLordFinding,
  seventhOccupantsFinding,
  seventhPartnerFinding,
} from './marriage.ts';
import { learningFinding, parityFinding, trimsamsaFinding } from './self.ts';

export interface StriJatakaResult {
  findings: ReadingFinding[];
  omittedByPolicy: readonly OmittedRule[];
  method: string;
  refs: readonly Citation[];
}

export const STRI_JATAKA_METHOD =
  'Whole-sign houses from the lagna. Benefics: Jupiter, Venus, Mercury, and the Moon when waxing; malefics the rest. ' +
  "The setting navamsa is the 7th sign from the navamsa (D9) lagna; the trimsamsa is the chart's D30 (odd signs " +
  'Mars, Saturn, Jupiter, Mercury, Venus for 5, 5, 8, 7, 5 degrees; even signs reversed). A malefic owning the ' +
  '7th, 5th or 9th counts with the benefics (Phaladeepika 11.1). The 7th lord is read by house (kendra or trikona ' +
  'for, dusthana against), dignity and combustion. Children are read from both the 5th and the 9th. Mars is read ' +
  'by the mangal dosha module. Declined by policy and never computed: judgements of character, chastity or ' +
  'widowhood and rules that blame the woman (listed in omitted_by_policy); the 8th and the trimsamsa are given ' +
  'as placements only, because their classical results are exactly those judgements.';

export function striJataka(chart: ReadingChart): StriJatakaResult {
  const findings = [
    parityFinding(chart),
    trimsamsaFinding(chart),
    seventhPartnerFinding(chart),
    seventhOccupantsFinding(chart),
    seventhLordFinding(chart),
    childrenFinding(chart),
    eighthFinding(chart),
    marsFinding(chart),
    learningFinding(chart),
  ];
  const refs = [...new Set(findings.flatMap((f) => f.attributed.refs))];
  return { findings, omittedByPolicy: STRI_OMITTED_BY_POLICY, method: STRI_JATAKA_METHOD, refs };
}
