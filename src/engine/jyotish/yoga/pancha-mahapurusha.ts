/**
 * Ruchaka, Bhadra, Hamsa, Malavya, Shasha (BPHS ch. 75; Phaladeepika ch. 6): Mars, Mercury, Jupiter, Venus or
 * Saturn in its own sign (moolatrikona included) or exaltation sign, in a kendra from the lagna. Some read the
 * kendras from the Moon as well; the rules here count from the lagna only, as BPHS does.
 */
import { MAHAPURUSHA } from '../../tables/yoga/mahapurusha.ts';
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { ordinal } from './facts.ts';
import { yogaRule } from './rule.ts';
import type { YogaRule } from './types.ts';

const DIGNIFIED = new Set(['exalted', 'moolatrikona', 'own']);

export const PANCHA_MAHAPURUSHA: YogaRule[] = MAHAPURUSHA.data.map(({ id, name, graha }) =>
  yogaRule({
    id,
    name,
    family: 'pancha_mahapurusha',
    famous: true,
    definition: `${graha} in its own, moolatrikona or exaltation sign in a kendra (1, 4, 7, 10) from the lagna.`,
    refs: MAHAPURUSHA.cites,
    match(chart) {
      const p = chart.grahas[graha];
      if (!inGroup('kendra', p.house) || !DIGNIFIED.has(p.dignity)) return null;
      return { grahas: [graha], detail: `${graha} ${p.dignity} in ${p.sign}, the ${ordinal(p.house)} house` };
    },
  }),
);
