/**
 * POST /api/v2/kundli/phaladeepika-narrative: the chart read in 13 sections (lagna, Moon, houses 2-12), every
 * sentence a rule's template filled from computed facts, with the rule and its citations (engine/reports/narrative).
 */
import { phaladeepikaNarrative, type NarrativeSentence } from '../../engine/reports/narrative/index.ts';
import { chartConventions } from '../chart/present.ts';
import { chartFromBody } from '../chart/request.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { toProveRefs } from '../prove-refs.ts';
import { PhaladeepikaNarrativeResult } from '../../schemas/readings.ts';
import { snakeCased } from '../snake-case.ts';

/** What the narrative does not read yet: a reading absent from it may depend on one of these. */
const NOT_READ = [
  'divisional charts (navamsa and the other vargas) are not read into the sections',
  'yogas are not woven in (see POST /api/yog)',
  'houses are whole signs from the lagna: bhava cusps and sandhi are not considered',
  'the 144 "lord of house X in house Y" results are reduced to one rule on the lord\'s house from the lagna',
];

const presentSentence = (s: NarrativeSentence) => ({
  text: s.text,
  // Value names are JSON names too: snake_case (distance_from_sun), like every other field.
  facts: snakeCased(s.facts),
  rule: { id: s.rule.id, statement: s.rule.statement, prove_refs: toProveRefs(s.rule.refs) },
});

/** Work done in a compute thread: plain input in, the response object out. */
export const narrativeTasks = {
  phaladeepikaNarrative: defineTask(
    PhaladeepikaNarrativeResult,
    labelled(['graha', 'sign', 'nakshatra'], ({ body }: { body: Record<string, unknown> }) => {
      const chart = chartFromBody(body);
      const n = phaladeepikaNarrative(chart);
      return {
        success: true,
        engine_status: 'PARTIAL' as const,
        missing: NOT_READ,
        sections: n.sections.map((s) => ({
          ...snakeCased({ ...s, sentences: undefined }),
          sentences: s.sentences.map(presentSentence),
        })),
        method: n.method,
        conventions: chartConventions(chart),
        prove_refs: toProveRefs(n.refs),
      };
    }),
  ),
};
