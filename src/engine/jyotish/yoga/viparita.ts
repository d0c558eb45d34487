/**
 * Viparita raja yogas (Phaladeepika ch. 6): the lord of a dusthana (6, 8, 12) placed in a dusthana. Harsha for the
 * 6th lord, Sarala for the 8th, Vimala for the 12th. Some add that the lord should be free of other lords'
 * association; not applied here. A lord that also owns the lagna (Mars for Aries and Scorpio, Venus for Taurus and
 * Libra, and the like) still counts; the finding names it.
 */
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { YOGA_REFS } from '../../tables/yoga/refs.ts';
import { lordOf, ordinal } from './facts.ts';
import { yogaRule } from './rule.ts';
import type { YogaRule } from './types.ts';

const VIPARITA = [
  { id: 'harsha', name: 'Harsha', house: 6 },
  { id: 'sarala', name: 'Sarala', house: 8 },
  { id: 'vimala', name: 'Vimala', house: 12 },
] as const;

export const VIPARITA_YOGAS: YogaRule[] = VIPARITA.map(({ id, name, house }) =>
  yogaRule({
    id,
    name,
    family: 'viparita',
    famous: true,
    refs: YOGA_REFS.viparita,
    definition: `The lord of the ${ordinal(house)} in the 6th, 8th or 12th from the lagna.`,
    match(chart) {
      const lord = lordOf(chart, house);
      const at = chart.grahas[lord].house;
      if (!inGroup('dusthana', at)) return null;
      const alsoLagna = lordOf(chart, 1) === lord ? ' (it also owns the lagna)' : '';
      return { grahas: [lord], detail: `${lord}, lord of the ${ordinal(house)}${alsoLagna}, in the ${ordinal(at)}` };
    },
  }),
);
