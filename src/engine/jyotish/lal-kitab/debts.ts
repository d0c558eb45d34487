/**
 * The nine debts (rin): a debt is present when any of its trigger grahas stands in any of its trigger houses of the
 * Lal Kitab chart (LK_DEBTS). Every debt is reported, present or not, with the placements that triggered it.
 */
import { LK_DEBTS } from '../../tables/lal-kitab/debts.ts';
import type { Graha } from '../primitives/names.ts';
import { lalKitabHouse } from './placement.ts';
import type { LalKitabDebt, LalKitabInput } from './types.ts';

export function lalKitabDebts(input: LalKitabInput): LalKitabDebt[] {
  return LK_DEBTS.data.map((debt): LalKitabDebt => {
    const houses: readonly number[] = debt.houses;
    const triggeredBy = (debt.grahas as readonly Graha[])
      .map((graha) => ({ graha, house: lalKitabHouse(input, graha) }))
      .filter((p) => houses.includes(p.house));
    return {
      id: debt.id,
      name: debt.name,
      alsoCalled: debt.alsoCalled,
      karaka: debt.karaka,
      present: triggeredBy.length > 0,
      triggeredBy,
      rule: debt.rule,
      remedy: { text: debt.remedy, collective: true, advisory: true, found: debt.remedyFound },
      variants: debt.variants,
      refs: LK_DEBTS.cites,
    };
  });
}
