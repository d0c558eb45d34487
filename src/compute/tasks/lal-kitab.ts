/**
 * POST /api/lal-kitab: grahas in the fixed Lal Kitab houses, house meanings, the debts (rins) the chart shows with
 * their collective remedies, and simple remedies for afflicted grahas (advisory, never medical or financial advice).
 */
import { lalKitab, type LalKitabDebt, type LalKitabRemedy } from '../../engine/jyotish/lal-kitab/index.ts';
import { chartConventions } from '../chart/present.ts';
import { chartFromBody } from '../chart/request.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { toProveRefs } from '../prove-refs.ts';
import { LalKitabResult } from '../../schemas/readings.ts';
import { snakeCased } from '../snake-case.ts';

/** What the reading does not give yet. */
const NOT_GIVEN = [
  'per-graha-per-house readings (108 texts) are not bundled: houses and grahas carry their fixed significations',
  'the 8th-to-2nd "takkar", the deceptive 10th aspect and the graha-specific extra aspects are not computed',
  'bhava-chalit placement is not used (whole signs from the lagna)',
  'some debt triggers and remedies were not confirmed in the 1952 text: each says so (`remedy.found`)',
];

const presentDebt = ({ refs, ...d }: LalKitabDebt) => ({ ...snakeCased(d), prove_refs: toProveRefs(refs) });
const presentRemedy = (r: LalKitabRemedy) => ({
  graha: r.graha,
  advisory: r.advisory,
  reasons: r.reasons,
  remedies: r.remedies.map((x) => ({ text: x.text, found: x.found, prove_refs: toProveRefs([x.ref]) })),
});

/** Work done in a compute thread: plain input in, the response object out. */
export const lalKitabTasks = {
  lalKitab: defineTask(
    LalKitabResult,
    labelled(['graha', 'sign'], ({ body }: { body: Record<string, unknown> }) => {
      const chart = chartFromBody(body);
      const r = lalKitab(chart);
      return {
        success: true,
        engine_status: 'PARTIAL' as const,
        missing: NOT_GIVEN,
        method: r.method,
        grahas: snakeCased(r.grahas),
        houses: snakeCased(r.houses),
        debts: r.debts.map(presentDebt),
        debts_present: r.debts.filter((d) => d.present).map((d) => d.id),
        remedies: r.remedies.map(presentRemedy),
        remedies_note: r.remediesNote,
        conventions: chartConventions(chart),
        prove_refs: toProveRefs(r.refs),
      };
    }),
  ),
};
