/**
 * Rules about one graha's condition: a bhava lord, or the Moon as the significator of the mind. Its house from the
 * lagna, its dignity, combustion and benefic support (Phaladeepika ch. 15 v. 1-5, 18), the lagna lord's sign
 * (ch. 16 v. 3) and the Moon's paksha.
 */
import { NARRATIVE_REFS as R } from './refs.ts';
import type { NarrativeRule } from './rule-shape.ts';

export type PlaceKind = 'own_bhava' | 'kendra_trikona' | 'neutral' | 'dusthana';

export const GRAHA_RULES = {
  'place.own_bhava': {
    statement: 'A bhava occupied by its own lord gives its results in full (Phaladeepika ch. 15 v. 1).',
    template: '{subject} occupies the {house} house, its own, which guards {what}.',
    refs: R.bhavaOccupiedAspected,
  },
  'place.kendra_trikona': {
    statement:
      'A bhava lord in a kendra (1st, 4th, 7th, 10th) or a trikona (1st, 5th, 9th) from the lagna supports its ' +
      'bhava. ' +
      "BPHS ch. 24's results for the lord of each house in each house are compacted here to this one rule, " +
      'counted from the lagna; the Moon is read the same way.',
    template: '{subject} is placed in the {place} house, a {group} from the lagna, which supports {what}.',
    refs: [...R.lordPlacement, ...R.houseGroups],
  },
  'place.dusthana': {
    statement:
      'A bhava whose lord is in the 6th, 8th or 12th suffers (Phaladeepika ch. 15 v. 3, 5). The reading counted ' +
      'from the lagna ' +
      'is used, not the one counted from the bhava; a lord in its own bhava is counted under that rule instead.',
    template:
      '{subject} is placed in the {place} house, a dusthana (6th, 8th or 12th) from the lagna, which troubles {what}.',
    refs: [...R.lordPlacement, ...R.lordAfflicted],
  },
  'place.neutral': {
    statement:
      'The 2nd, 3rd and 11th from the lagna are neither kendras, trikonas nor dusthanas; a lord there is counted ' +
      'neither ' +
      "for nor against its bhava (the project's reading of BPHS ch. 24, whose results there vary house by house).",
    template:
      '{subject} is placed in the {place} house, neither a kendra, a trikona nor a dusthana, which neither lifts ' +
      'nor harms {what}.',
    refs: [...R.lordPlacement, ...R.houseGroups],
  },
  'dignity.strong': {
    statement:
      'A graha in its exaltation, moolatrikona or own sign gives its results in full (Phaladeepika ch. 15 v. 18).',
    template: '{subject} stands {dignity} in {sign}, which strengthens it.',
    refs: R.dignity,
  },
  'dignity.middling': {
    statement:
      "In a friend's or a neutral sign a graha gives middling results (Phaladeepika ch. 15 v. 18); counted as " +
      'neither strong nor weak.',
    template: '{subject} stands {dignity} in {sign}, which neither strengthens nor weakens it.',
    refs: R.dignity,
  },
  'dignity.enemy': {
    statement:
      "In an enemy's sign a graha's results are spoiled, and a bhava lord so placed harms its bhava (Phaladeepika " +
      'ch. 15 v. 3, 18).',
    template: '{subject} stands {dignity} in {sign}, which weakens it.',
    refs: [...R.dignity, ...R.lordAfflicted],
  },
  'dignity.debilitated': {
    statement: 'A debilitated bhava lord, unless helped by a benefic, destroys its bhava (Phaladeepika ch. 15 v. 3).',
    template: '{subject} stands debilitated in {sign}, which weakens it badly.',
    refs: [...R.dignity, ...R.lordAfflicted],
  },
  combust: {
    statement:
      "A bhava lord obscured by the Sun's rays (combust) cannot protect its bhava (Phaladeepika ch. 15 v. 3); the " +
      'Moon likewise loses strength.',
    template: '{subject} is combust, {distance} degrees from the Sun, which weakens it badly.',
    refs: R.lordAfflicted,
  },
  'lord.benefic_support': {
    statement:
      'A bhava lord joined (same sign) or aspected by a natural benefic is spared the ruin Phaladeepika ch. 15 v. ' +
      '3 foretells for an ' +
      'afflicted lord; counted once in its favour. Natural benefics: Jupiter, Venus, Mercury (always, in this ' +
      'reading) and the waxing Moon.',
    template: '{lord} has benefic support in the {place} house: {support}.',
    refs: [...R.lordAfflicted, ...R.natures],
  },
  'lagna.lord_sign_nature': {
    statement:
      'The lagna lord in a movable sign keeps the native on the move; in a fixed sign, settled in one place; in a ' +
      'dual sign, ' +
      'each in turn (Phaladeepika ch. 16 v. 3). Descriptive only, not scored.',
    template: '{lord}, lord of the lagna (1st house), is in {sign}, a {modality} sign: {meaning}.',
    refs: [...R.lagnaLordSign, ...R.signNatures],
  },
  'moon.placement': {
    statement:
      'The Moon signifies the mind, understanding and the mother (Phaladeepika ch. 15 v. 15); its sign and house ' +
      'are read ' +
      'as a second lagna. Descriptive only, not scored.',
    template:
      'The Moon, significator of the mind, is in {sign}, a {modality} {element} sign, in the {house} house and ' +
      '{nakshatra} nakshatra.',
    refs: [...R.karakatwa, ...R.signNatures],
  },
  'moon.waxing': {
    statement:
      'The Moon less than 180 degrees ahead of the Sun (waxing, Shukla paksha) is a natural benefic (BPHS ch. 3).',
    template:
      'The Moon is waxing, {elongation} degrees ahead of the Sun, and counts as a benefic, which steadies the mind.',
    refs: R.natures,
  },
  'moon.waning': {
    statement:
      'The Moon 180 degrees or more ahead of the Sun (waning, Krishna paksha) is a natural malefic (BPHS ch. 3).',
    template:
      'The Moon is waning, {elongation} degrees ahead of the Sun, and counts as a malefic, which unsettles the mind.',
    refs: R.natures,
  },
} as const satisfies Record<string, NarrativeRule>;
