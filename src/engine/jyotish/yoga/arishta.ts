/**
 * Arishta (balarishta) basics (BPHS ch. 9, antidotes ch. 10): the Moon in the 6th, 8th or 12th from the lagna
 * aspected by a malefic (graha drishti; BPHS names the 6th and 8th, Phaladeepika and Raman add the 12th). Reported
 * cancelled when an antidote of ch. 10 holds: Jupiter in a kendra neither debilitated nor combust, or a strong
 * lagna lord in a kendra. It speaks of early-life health, never of death dates: the response says only that the
 * combination is present.
 */
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { YOGA_REFS } from '../../tables/yoga/refs.ts';
import { isMalefic, list, lordOf, ordinal, strongGraha } from './facts.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

/**
 * The antidotes of BPHS ch. 10 applied here: Jupiter in a kendra, not debilitated or combust; a strong lagna lord in a
 * kendra.
 */
export function arishtaAntidotes(chart: YogaChart): string[] {
  const ju = chart.grahas.Jupiter;
  const l1 = lordOf(chart, 1);
  return [
    ...(inGroup('kendra', ju.house) && ju.dignity !== 'debilitated' && !ju.combustion.combust
      ? [`Jupiter in a kendra (${ordinal(ju.house)})`]
      : []),
    ...(inGroup('kendra', chart.grahas[l1].house) && strongGraha(chart, l1)
      ? [`lagna lord ${l1} strong in a kendra`]
      : []),
  ];
}

const moonDusthana = yogaRule({
  id: 'arishta_moon_dusthana',
  name: 'Balarishta (Moon in a dusthana aspected by malefics)',
  family: 'arishta',
  famous: false,
  refs: YOGA_REFS.arishta,
  afflicted: true,
  definition:
    'The Moon in the 6th, 8th or 12th from the lagna, aspected by a malefic; cancelled by Jupiter in a kendra ' +
    '(not debilitated or combust) or a strong lagna lord in a kendra.',
  match(chart) {
    const moon = chart.grahas.Moon;
    if (!inGroup('dusthana', moon.house)) return null;
    const by = (chart.houses[moon.house - 1]?.aspectedBy ?? []).filter((g) => g !== 'Moon' && isMalefic(chart, g));
    if (by.length === 0) return null;
    const cancellation = arishtaAntidotes(chart);
    return {
      grahas: ['Moon', ...by],
      detail: `the Moon in the ${ordinal(moon.house)}, aspected by ${list(by)}`,
      cancellation,
      strengthFrom: ['Moon'],
    };
  },
});

export const ARISHTA_YOGAS: YogaRule[] = [moonDusthana];
