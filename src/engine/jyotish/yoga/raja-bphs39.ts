/**
 * Raja yogas of particular forms (BPHS ch. 39; Brihat Jataka ch. 11), each its own rule beside the general
 * kendra-trikona lord yogas of raja.ts, and Pravrajya (Brihat Jataka ch. 15), the yoga of renunciation.
 * "Grahas" are the seven visible ones; aspects are graha drishti from another sign; exaltation is by sign.
 */
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { YOGA_REFS_MORE } from '../../tables/yoga/refs-more.ts';
import { inExaltationSign } from './bphs36.ts';
import { list, ordinal, strongGraha } from './facts.ts';
import { aspecting } from './placements.ts';
import { yogaRule } from './rule.ts';
import type { YogaRule } from './types.ts';
import { at } from '../../errors.ts';
import { SEVEN_GRAHAS } from '../../vocabulary/names.ts';

const threeExalted = yogaRule({
  id: 'raja_three_exalted',
  name: 'Raja yoga (three or more grahas exalted)',
  family: 'raja',
  famous: false,
  refs: YOGA_REFS_MORE.threeExalted,
  definition:
    'Three or more of the seven grahas in their exaltation signs. Brihat Jataka also admits moolatrikona and ' +
    'speaks of strong grahas; this rule counts exaltation signs only.',
  match(chart) {
    const ex = SEVEN_GRAHAS.filter((g) => inExaltationSign(chart, g));
    if (ex.length < 3) return null;
    return { grahas: ex, detail: `${list(ex.map((g) => `${g} in ${chart.grahas[g].sign}`))} exalted` };
  },
});

const BEN = ['Mercury', 'Jupiter', 'Venus'] as const;
const MAL = ['Sun', 'Mars', 'Saturn'] as const;

const beneficsKendras = yogaRule({
  id: 'raja_benefics_kendras',
  name: 'Raja yoga (benefics in kendras, malefics in 3, 6, 11)',
  family: 'raja',
  famous: false,
  refs: YOGA_REFS_MORE.beneficsKendras,
  definition:
    'Mercury, Jupiter and Venus all in kendras (1st, 4th, 7th, 10th), and the Sun, Mars and Saturn all in the ' +
    '3rd, 6th or 11th. The Moon and the nodes are not counted.',
  match(chart) {
    if (!BEN.every((g) => inGroup('kendra', chart.grahas[g].house))) return null;
    if (!MAL.every((g) => [3, 6, 11].includes(chart.grahas[g].house))) return null;
    return {
      grahas: [...BEN, ...MAL],
      detail: [...BEN, ...MAL].map((g) => `${g} in the ${ordinal(chart.grahas[g].house)}`).join(', '),
      strengthFrom: [...BEN],
    };
  },
});

const moonVargottama = yogaRule({
  id: 'raja_moon_vargottama',
  name: 'Raja yoga (vargottama Moon aspected by four grahas)',
  family: 'raja',
  famous: false,
  refs: YOGA_REFS_MORE.vargottamaRaja,
  definition:
    'The Moon vargottama (the same sign in the rasi and the navamsa) and aspected by four or more of the Sun, ' +
    'Mars, Mercury, Jupiter, Venus and Saturn.',
  match(chart) {
    const moon = chart.grahas.Moon;
    const by = aspecting(
      chart,
      moon.house,
      SEVEN_GRAHAS.filter((g) => g !== 'Moon'),
    );
    if (!moon.vargottama || by.length < 4) return null;
    return {
      grahas: ['Moon', ...by],
      detail: `the Moon vargottama in ${moon.sign}, aspected by ${list(by)}`,
      strengthFrom: ['Moon'],
    };
  },
});

const lagnaVargottama = yogaRule({
  id: 'raja_lagna_vargottama',
  name: 'Raja yoga (vargottama lagna aspected by four grahas)',
  family: 'raja',
  famous: false,
  refs: YOGA_REFS_MORE.vargottamaRaja,
  definition:
    'The lagna vargottama (its degree in the navamsa of its own sign) and aspected by four or more of the Sun, ' +
    'Mars, Mercury, Jupiter, Venus and Saturn (the Moon not counted).',
  match(chart) {
    const by = aspecting(
      chart,
      1,
      SEVEN_GRAHAS.filter((g) => g !== 'Moon'),
    );
    if (!chart.lagna.vargottama || by.length < 4) return null;
    return { grahas: by, houses: [1], detail: `the lagna vargottama in ${chart.lagna.sign}, aspected by ${list(by)}` };
  },
});

const pravrajya = yogaRule({
  id: 'pravrajya',
  name: 'Pravrajya (four or more grahas in one sign)',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.pravrajya,
  definition:
    'Four or more of the seven grahas in one sign, at least one of them strong (own, exaltation, moolatrikona or ' +
    "friend's sign, not combust, not in the 6th, 8th or 12th). Which order of renunciant the strongest graha " +
    "gives, and the text's exceptions for a combust or overcome strongest graha, are not judged.",
  match(chart) {
    for (let s = 0; s < 12; s += 1) {
      const group = SEVEN_GRAHAS.filter((g) => chart.grahas[g].signIndex === s);
      const strong = group.filter((g) => strongGraha(chart, g));
      if (group.length >= 4 && strong.length > 0) {
        return {
          grahas: group,
          detail: `${list(group)} in ${chart.grahas[at(group, 0, 'graha of the group')].sign}; strong: ${list(strong)}`,
          strengthFrom: strong,
        };
      }
    }
    return null;
  },
});

export const RAJA_BPHS39_YOGAS: YogaRule[] = [
  threeExalted,
  beneficsKendras,
  moonVargottama,
  lagnaVargottama,
  pravrajya,
];
