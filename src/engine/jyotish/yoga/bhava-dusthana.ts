/**
 * The yogas Phaladeepika ch. 6 names for a house lord in the 6th, 8th or 12th from the lagna (the house it rules
 * suffers): Avayoga (lagna lord), Nissva (2nd), Mrityu (3rd), Kuhu (4th), Pamara (5th), Dushkriti (7th),
 * Nirbhagya (9th), Duryoga (10th), Daridra (11th). The 6th, 8th and 12th lords so placed are Harsha, Sarala and
 * Vimala (viparita.ts). A lord owning two houses forms the yoga of each; the finding names the other house it
 * owns. The band reads the lord as an afflicted graha (strength.ts).
 */
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { BHAVA_DUSTHANA } from '../../tables/yoga/bhava-dusthana.ts';
import { YOGA_REFS_MORE } from '../../tables/yoga/refs-more.ts';
import { lordOf, ordinal } from './facts.ts';
import { yogaRule } from './rule.ts';
import type { YogaRule } from './types.ts';

export const BHAVA_DUSTHANA_YOGAS: YogaRule[] = BHAVA_DUSTHANA.data.map(({ id, name, house, signifies }) =>
  yogaRule({
    id,
    name,
    family: 'various',
    famous: id === 'duryoga' || id === 'daridra',
    refs: id === 'duryoga' || id === 'daridra' ? YOGA_REFS_MORE.duryogaDaridra : BHAVA_DUSTHANA.cites,
    afflicted: true,
    definition:
      `The lord of the ${ordinal(house)} (${signifies}) in the 6th, 8th or 12th from the lagna. No further ` +
      `condition (benefic aspect, strength) is asked.`,
    match(chart) {
      const lord = lordOf(chart, house);
      const at = chart.grahas[lord].house;
      if (!inGroup('dusthana', at)) return null;
      const other = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((h) => h !== house && lordOf(chart, h) === lord);
      const also = other.length > 0 ? ` (it also owns the ${other.map(ordinal).join(' and ')})` : '';
      return {
        grahas: [lord],
        houses: [house],
        detail: `${lord}, lord of the ${ordinal(house)}${also}, in the ${ordinal(at)}`,
      };
    },
  }),
);
