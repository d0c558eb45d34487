/**
 * The chart narrative in thirteen sections (POST /api/v2/kundli/phaladeepika-narrative). Every sentence is a rule's
 * template filled from computed facts and carries the rule and its citations; each section's score is the sum of
 * its scored findings (weights.ts), listed in its trace, and its verdict is the band of that score.
 */
import type { Citation } from '../../tables/sources.ts';
import { NARRATIVE_SECTIONS, type SectionDef } from '../../tables/narrative/sections.ts';
import { NARRATIVE_WEIGHTS, VERDICT_BANDS } from '../../tables/narrative/weights.ts';
import { bhavaFindings, moonFindings } from './sections.ts';
import type { Finding, NarrativeChart, NarrativeSection, PhaladeepikaNarrative, ScoreTerm, Verdict } from './types.ts';

export const NARRATIVE_METHOD =
  'Phaladeepika (Mantreswara) order and method of judging the bhavas (ch. 15, Bhava Chinta; chapters as in V. ' +
  'Subrahmanya ' +
  "Sastri's translation, not checked): 13 sections, the lagna, the Moon (read as a second lagna), then houses " +
  '2-12. Each bhava is ' +
  "read from its sign's nature (ch. 1), its lord's house from the lagna (kendra/trikona good, 6/8/12 troubled, " +
  'BPHS ch. 24 compacted), ' +
  "the lord's dignity, combustion and benefic support (ch. 15 v. 1-5, 18), its occupants and full graha drishti " +
  'aspects by nature, its ' +
  'karakas (ch. 15 v. 17), malefics in the 6th/8th/12th from it (v. 4) and hemming (kartari, BPHS ch. 36, ' +
  'extended to every bhava). ' +
  'Whole-sign houses; natural benefics Jupiter, Venus, Mercury (always) and the waxing Moon. Score = sum of the ' +
  'weights in the trace ' +
  (`(the project's weights: the text gives conditions, not numbers); strong >= ${VERDICT_BANDS.strongAtLeast}, ` +
    `weak <= ${VERDICT_BANDS.weakAtMost}, `) +
  'else mixed. For the 6th, 8th and 12th a strong verdict is read as the bhava well supported, i.e. the native ' +
  'meeting its matters ' +
  '(enemies, obstacles, expense) well, not more of them. No sentence times death (service policy).';

export function verdictOf(score: number): Verdict {
  if (score >= VERDICT_BANDS.strongAtLeast) return 'strong';
  return score <= VERDICT_BANDS.weakAtMost ? 'weak' : 'mixed';
}

function section(def: SectionDef, bhava: number, findings: Finding[]): NarrativeSection {
  const scoreTrace = findings.map((f) => f.term).filter((t): t is ScoreTerm => t !== undefined);
  const score = Math.round(scoreTrace.reduce((s, t) => s + t.contribution, 0) * 100) / 100;
  return {
    id: def.id,
    title: def.title,
    bhava,
    verdict: verdictOf(score),
    score,
    scoreTrace,
    sentences: findings.map((f) => f.sentence),
    ...(def.policy === undefined ? {} : { policy: def.policy }),
  };
}

function uniqueRefs(lists: readonly (readonly Citation[])[]): Citation[] {
  const seen = new Map<string, Citation>();
  for (const c of lists.flat()) seen.set(JSON.stringify(c), c);
  return [...seen.values()];
}

export function phaladeepikaNarrative(chart: NarrativeChart): PhaladeepikaNarrative {
  const sections = NARRATIVE_SECTIONS.data.map((def) => {
    if (def.bhava === 'moon') return section(def, chart.grahas.Moon.house, moonFindings(chart));
    return section(def, def.bhava, bhavaFindings(chart, def, def.bhava));
  });
  const refs = uniqueRefs([
    ...sections.flatMap((s) => s.sentences.map((x) => x.rule.refs)),
    NARRATIVE_SECTIONS.cites,
    NARRATIVE_WEIGHTS.cites,
  ]);
  return { sections, method: NARRATIVE_METHOD, refs };
}
