/**
 * Rules about a bhava itself: its sign, its occupants, the aspects on it, its karakas, malefics in the 6th, 8th or
 * 12th from it, and hemming (Phaladeepika ch. 1, ch. 15 v. 1, 4, 17; BPHS ch. 36 for kartari). For the Moon's
 * section the Moon's own house is read as the bhava.
 */
import { NARRATIVE_REFS as R } from './refs.ts';
import type { NarrativeRule } from './rule-shape.ts';

const NATURES_READING =
  'Natural benefics: Jupiter, Venus, Mercury (always, in this reading) and the waxing Moon; the rest are malefics.';

export const BHAVA_RULES = {
  'bhava.sign': {
    statement:
      'A bhava is read first from its sign, movable, fixed or dual and fiery, earthy, airy or watery ' +
      '(Phaladeepika ch. 1), ' +
      'and from the graha that owns that sign. Descriptive only, not scored.',
    template: 'The {house} house, of {topics}, falls in {sign}, a {modality} {element} sign whose lord is {lord}.',
    refs: [...R.signNatures, ...R.houseMatters],
  },
  'occupants.benefic': {
    statement:
      `A bhava occupied by benefics prospers (Phaladeepika ch. 15 v. 1). ${NATURES_READING} The lord in its own ` +
      `bhava is counted under its own rule.`,
    template: '{grahas} {verb} the {house} house: benefic presence, which helps {what}.',
    refs: [...R.bhavaOccupiedAspected, ...R.natures],
  },
  'occupants.malefic': {
    statement: `A bhava occupied by malefics is afflicted (Phaladeepika ch. 15 v. 1, read conversely). ${NATURES_READING}`,
    template: '{grahas} {verb} the {house} house: malefic presence, which afflicts {what}.',
    refs: [...R.bhavaOccupiedAspected, ...R.natures],
  },
  'occupants.none': {
    statement:
      'An empty bhava gives the results of its lord, the aspects on it and its karakas (Phaladeepika ch. 15 v. ' +
      '1-3). Not scored.',
    template: 'No graha occupies the {house} house, so it is judged from its lord, the aspects on it and its karakas.',
    refs: R.bhavaOccupiedAspected,
  },
  'aspects.own_lord': {
    statement:
      'A bhava aspected by its own lord prospers, whatever the nature of the lord (Phaladeepika ch. 15 v. 1). ' +
      'Full graha drishti by whole sign.',
    template: '{lord}, lord of the {house} house, aspects it, which protects it.',
    refs: R.bhavaOccupiedAspected,
  },
  'aspects.benefic': {
    statement: `A bhava aspected by benefics prospers (Phaladeepika ch. 15 v. 1). Full graha drishti by whole sign. ${NATURES_READING}`,
    template: '{grahas} {verb} the {house} house: a benefic aspect, which helps {what}.',
    refs: [...R.bhavaOccupiedAspected, ...R.natures],
  },
  'aspects.malefic': {
    statement:
      `A bhava aspected by malefics is afflicted (Phaladeepika ch. 15 v. 1, read conversely). Full graha drishti ` +
      `by whole sign. ${NATURES_READING}`,
    template: '{grahas} {verb} the {house} house: a malefic aspect, which afflicts {what}.',
    refs: [...R.bhavaOccupiedAspected, ...R.natures],
  },
  'karaka.strong': {
    statement:
      'A bhava prospers when its karaka (natural significator, Phaladeepika ch. 15 v. 17) is strong. Strong here: ' +
      'exalted, ' +
      "moolatrikona, own or a friend's sign, not combust, not in the 6th, 8th or 12th from the lagna (the " +
      "project's reading, as in its yoga rules).",
    template: '{karaka}, karaka of the {house} house, is strong: {state}.',
    refs: [...R.bhavaKarakas, ...R.dignity],
  },
  'karaka.middling': {
    statement:
      'A karaka neither strong nor weak by the readings of karaka.strong and karaka.weak counts neither way ' +
      '(Phaladeepika ch. 15 v. 17).',
    template: '{karaka}, karaka of the {house} house, is neither strong nor weak: {state}.',
    refs: [...R.bhavaKarakas, ...R.dignity],
  },
  'karaka.weak': {
    statement:
      'A bhava suffers when its karaka (Phaladeepika ch. 15 v. 17) is weak. Weak here: debilitated, combust, or ' +
      'in the 6th, 8th or 12th from the lagna.',
    template: '{karaka}, karaka of the {house} house, is weak: {state}.',
    refs: [...R.bhavaKarakas, ...R.lordAfflicted],
  },
  'dusthana_from.malefics': {
    statement:
      'Malefics in the 6th, 8th or 12th counted from a bhava destroy it (Phaladeepika ch. 15 v. 4); benefics ' +
      'there do not help ' +
      `it and are not counted. ${NATURES_READING}`,
    template: 'Malefics stand in the 6th, 8th or 12th from the {house} house ({placements}), which wears down {what}.',
    refs: [...R.maleficsInDusthanaFromBhava, ...R.natures],
  },
  'kartari.papa': {
    statement:
      'A bhava with malefics (and no benefic) in both the sign before it and the sign after it is hemmed in (papa ' +
      'kartari). BPHS ' +
      "ch. 36 states it for the lagna; applying it to every bhava is the project's extension.",
    template:
      'The {house} house is hemmed in by malefics, {before} in the {prev} house and {after} in the {next} house ' +
      '(papa kartari), which confines {what}.',
    refs: [...R.kartari, ...R.natures],
  },
  'kartari.shubha': {
    statement:
      'A bhava with benefics (and no malefic) in both the sign before it and the sign after it is sheltered ' +
      '(shubha kartari). BPHS ' +
      "ch. 36 states it for the lagna; applying it to every bhava is the project's extension.",
    template:
      'The {house} house is hemmed in by benefics, {before} in the {prev} house and {after} in the {next} house ' +
      '(shubha kartari), which shelters {what}.',
    refs: [...R.kartari, ...R.natures],
  },
} as const satisfies Record<string, NarrativeRule>;
