/**
 * POST /api/yog: the classical yogas found in a birth chart, each with the facts that formed it, its strength band,
 * cancellation and citations. PARTIAL until the catalogue covers the families named in `missing`.
 */
import { type Static } from '@sinclair/typebox';
import { YOGA_RULES, yogaCatalogue } from '../../engine/jyotish/yoga/index.ts';
import { chartConventions } from '../chart/present.ts';
import { chartFromBody, ChartBody } from '../chart/request.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { toProveRefs } from '../prove-refs.ts';
import { YogasResult } from '../../schemas/yogas.ts';
import { snakeCased } from '../snake-case.ts';

/** Yoga families the catalogue does not check yet: a yoga absent from `active` may be one of these. */
const NOT_YET_CHECKED = [
  'Kurma (the strict reading cannot form with the dignity table; the readings disagree)',
  "Phaladeepika's twelve auspicious house-lord yogas (Chamara, Dhenu, Shaurya, Jaladhi, Chhatra, Astra, Kama, " +
    'Asura, Bhagya, Khyati, Suparijata, Musala): conditions not confirmed',
  "Srikantha, Virinchi and Phaladeepika's form of Srinatha: definitions not confirmed",
  'Vanchana-chora-bheethi (needs Gulika, not computed)',
  'Akhanda Samrajya (statement uncertain)',
  'further balarishta forms of BPHS ch. 9 and Phaladeepika ch. 13, and the kinds of renunciant of Pravrajya',
  'Guru-Chandala is reported with the doshas (POST /api/v2/doshas), not here',
];

export type ChartRequest = Static<typeof ChartBody>;

/** Work done in a compute thread: plain input in, the response object out. */
export const yogaTasks = {
  yogas: defineTask(
    YogasResult,
    labelled(['graha', 'sign', 'yoga_combination'], ({ body }: { body: ChartRequest }) => {
      const chart = chartFromBody(body);
      const gender = body.gender?.toLowerCase();
      const r = yogaCatalogue(chart, gender === 'male' || gender === 'female' ? { sex: gender } : {});
      return {
        success: true,
        engine_status: 'PARTIAL' as const,
        missing: NOT_YET_CHECKED,
        yogas: {
          summary: r.summary,
          checked: r.checked,
          not_evaluated: r.notEvaluated,
          active: r.active.map(({ refs, ...f }) => ({ ...snakeCased(f), prove_refs: toProveRefs(refs) })),
        },
        catalogue_size: YOGA_RULES.length,
        method: r.method,
        conventions: chartConventions(chart),
        prove_refs: toProveRefs(r.refs),
      };
    }),
  ),
};
