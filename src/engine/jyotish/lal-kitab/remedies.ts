/**
 * Simple remedies for afflicted grahas (advisory). A graha counts as afflicted, in Lal Kitab terms, when it is
 * debilitated by house (LK_GRAHAS) or when it is the karaka a present debt makes malefic (LK_DEBTS: e.g. Pitri rin
 * makes Jupiter malefic). Each afflicted graha gets the remedies of LK_GRAHA_REMEDIES.
 */
import { LK_REFS } from '../../tables/lal-kitab/refs.ts';
import { LK_GRAHA_REMEDIES } from '../../tables/lal-kitab/remedies.ts';
import { GRAHAS } from '../../vocabulary/names.ts';
import type { LalKitabDebt, LalKitabGraha, LalKitabRemedy } from './types.ts';

export const REMEDIES_NOTE =
  'Advisory: traditional Lal Kitab remedies, reported as the tradition gives them, not as advice. None is medical, ' +
  'legal or financial advice; the service does not claim they work.';

export function grahaRemedies(grahas: readonly LalKitabGraha[], debts: readonly LalKitabDebt[]): LalKitabRemedy[] {
  return GRAHAS.flatMap((graha): LalKitabRemedy[] => {
    const state = grahas.find((g) => g.graha === graha);
    const reasons: string[] = [];
    if (state?.debilitated) reasons.push(`debilitated in house ${state.house}`);
    for (const d of debts) if (d.present && d.karaka === graha) reasons.push(`karaka of ${d.name}, present`);
    if (reasons.length === 0) return [];
    return [
      {
        graha,
        advisory: true,
        reasons,
        remedies: LK_GRAHA_REMEDIES.data[graha].map((r) => ({ text: r.text, found: r.found, ref: LK_REFS.remedies })),
      },
    ];
  });
}
