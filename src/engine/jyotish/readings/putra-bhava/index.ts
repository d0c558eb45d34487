/**
 * Putra bhava (children), rule by rule: each finding gives its placement, the classical reading paraphrased with
 * citations and an editorial reading. Rules predicting a child's sex are listed in `omittedByPolicy`; rules with
 * no exact statement (the number of children) in `omitted`. Not a medical or fertility assessment.
 */
import { PUTRA_NOT_COMPUTED, PUTRA_OMITTED_BY_POLICY } from '../../../tables/readings/putra-bhava.ts';
import type { OmittedRule, ReadingFinding, Verdict } from '../../../tables/readings/types.ts';
import type { Citation } from '../../../tables/sources.ts';
import type { ReadingChart } from './chart-reading.ts';
import {
  fifthAspectsFinding,
  fifthFromJupiterFinding,
  fifthFromMoonFinding,
  fifthLordFinding,
  fifthOccupantsFinding,
  fifthSignFinding,
  karakaFinding,
  saptamsaFinding,
} from './houses.ts';
import { afflictionFinding, maleficsInFifthFinding, sarpaFinding, weakSignificatorsFinding } from './yogas.ts';

export interface PutraBhavaSummary {
  counts: Record<Verdict, number>;
  text: string;
}

export interface PutraBhavaResult {
  findings: ReadingFinding[];
  omittedByPolicy: readonly OmittedRule[];
  /** Rules not computed because no exact statement of them was located (not a policy matter). */
  omitted: readonly OmittedRule[];
  summary: PutraBhavaSummary;
  method: string;
  refs: readonly Citation[];
}

export const PUTRA_BHAVA_METHOD =
  "Whole-sign houses from the lagna; aspects are full graha drishti by sign (the chart's houses[].aspectedBy). " +
  'Benefics: Jupiter, Venus, Mercury, and the Moon when waxing; malefics the rest. The 5th lord and Jupiter are ' +
  'read by house (kendra or trikona for, dusthana against), dignity (exalted, moolatrikona, own for; debilitated ' +
  'or an enemy\'s sign against) and combustion. "Weak" in the BPHS yogas: debilitated, combust, or in the 6th, 8th ' +
  "or 12th. Those yogas are cancelled, by the project's reading, when a benefic occupies or aspects the 5th. The " +
  'texts\' "son" is read as "child". The saptamsa is the chart\'s D7. Predictions of a child\'s sex are declined by ' +
  'policy; the number of children is not computed. Not a medical or fertility assessment.';

function summarise(findings: readonly ReadingFinding[]): PutraBhavaSummary {
  const counts: Record<Verdict, number> = { supportive: 0, mixed: 0, challenging: 0, neutral: 0 };
  for (const f of findings) counts[f.verdict] += 1;
  const lean =
    counts.supportive > counts.challenging
      ? 'lean supportive'
      : counts.challenging > counts.supportive
        ? 'lean challenging'
        : 'are balanced';
  const text =
    `${counts.supportive} supportive, ${counts.mixed} mixed, ${counts.challenging} challenging and ${counts.neutral} ` +
    `neutral ` +
    `findings: the classical indications ${lean}. A classical reading only, not a forecast or a medical assessment.`;
  return { counts, text };
}

export function putraBhava(chart: ReadingChart): PutraBhavaResult {
  const findings = [
    fifthSignFinding(chart),
    fifthOccupantsFinding(chart),
    fifthAspectsFinding(chart),
    fifthLordFinding(chart),
    karakaFinding(chart),
    fifthFromMoonFinding(chart),
    fifthFromJupiterFinding(chart),
    saptamsaFinding(chart),
    afflictionFinding(chart),
    weakSignificatorsFinding(chart),
    maleficsInFifthFinding(chart),
    sarpaFinding(chart),
  ];
  const refs = [...new Set(findings.flatMap((f) => f.attributed.refs))];
  return {
    findings,
    omittedByPolicy: PUTRA_OMITTED_BY_POLICY,
    omitted: PUTRA_NOT_COMPUTED,
    summary: summarise(findings),
    method: PUTRA_BHAVA_METHOD,
    refs,
  };
}
