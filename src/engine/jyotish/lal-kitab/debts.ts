/**
 * The nine debts (rin): a debt is present when any of its trigger grahas stands in any of its trigger houses of the
 * Lal Kitab chart (LK_DEBTS). Every debt is reported, present or not, with the placements that triggered it. Other
 * trigger readings (alternates) are evaluated the same way and reported beside it; they never set `present`.
 */
import { LK_DEBTS } from '../../tables/lal-kitab/debts.ts';
import type { Graha } from '../../vocabulary/names.ts';
import { lalKitabHouse } from './placement.ts';
import type { DebtTriggers, LalKitabDebt, LalKitabInput } from './types.ts';

function triggers(input: LalKitabInput, grahas: readonly Graha[], houses: readonly number[]): DebtTriggers {
  return grahas.map((graha) => ({ graha, house: lalKitabHouse(input, graha) })).filter((p) => houses.includes(p.house));
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const or = (xs: readonly (string | number)[]) =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`;

/** "Sun, Rahu or Ketu in the 2nd or 7th house". */
export const triggerRule = (grahas: readonly Graha[], houses: readonly number[]) =>
  `${or(grahas)} in the ${or(houses.map(ordinal))} house`;

export function lalKitabDebts(input: LalKitabInput): LalKitabDebt[] {
  return LK_DEBTS.data.map((debt): LalKitabDebt => {
    const triggeredBy = triggers(input, debt.grahas, debt.houses);
    return {
      id: debt.id,
      name: debt.name,
      alsoCalled: debt.alsoCalled,
      karaka: debt.karaka,
      present: triggeredBy.length > 0,
      triggeredBy,
      rule: debt.rule,
      reading: debt.reading,
      alternates: debt.alternates.map((alt) => {
        const by = triggers(input, alt.grahas, alt.houses);
        return {
          reading: alt.reading,
          rule: triggerRule(alt.grahas, alt.houses),
          present: by.length > 0,
          triggeredBy: by,
        };
      }),
      remedy: { text: debt.remedy, collective: true, advisory: true, found: debt.remedyFound },
      variants: debt.variants,
      refs: LK_DEBTS.cites,
    };
  });
}
