/**
 * Adhama, Sama and Varishta (BPHS ch. 37; Phaladeepika ch. 6): the house of the Moon counted from the Sun grades
 * the native's wealth, learning and skill. A kendra (1, 4, 7, 10) from the Sun is the lowest (Adhama), a panaphara
 * (2, 5, 8, 11) the middling (Sama), an apoklima (3, 6, 9, 12) the best (Varishta). Exactly one of the three holds
 * for every chart, as the texts intend: they grade, they do not select.
 */
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { YOGA_REFS_MORE } from '../../tables/yoga/refs-more.ts';
import { houseFromGraha, ordinal } from './facts.ts';
import { yogaRule } from './rule.ts';
import type { YogaRule } from './types.ts';

const GRADES = [
  {
    id: 'adhama',
    name: 'Adhama (Moon in a kendra from the Sun)',
    group: 'kendra',
    word: 'a kendra (1, 4, 7, 10)',
    grade: 'little',
  },
  {
    id: 'sama',
    name: 'Sama (Moon in a panaphara from the Sun)',
    group: 'panaphara',
    word: 'a panaphara (2, 5, 8, 11)',
    grade: 'middling',
  },
  {
    id: 'varishta',
    name: 'Varishta (Moon in an apoklima from the Sun)',
    group: 'apoklima',
    word: 'an apoklima (3, 6, 9, 12)',
    grade: 'much',
  },
] as const;

export const MOON_SUN_YOGAS: YogaRule[] = GRADES.map(({ id, name, group, word, grade }) =>
  yogaRule({
    id,
    name,
    family: 'chandra',
    famous: false,
    refs: YOGA_REFS_MORE.moonFromSun,
    definition:
      `The Moon in ${word} counted from the Sun's sign: ${grade} wealth, learning and skill by the texts' ` +
      `grading.`,
    match(chart) {
      const h = houseFromGraha(chart, 'Sun', 'Moon');
      if (!inGroup(group, h)) return null;
      return { grahas: ['Moon', 'Sun'], detail: `the Moon in the ${ordinal(h)} from the Sun`, strengthFrom: ['Moon'] };
    },
  }),
);
