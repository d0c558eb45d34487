/**
 * Stri jataka (female horoscopy): the rules computed, in words, and the rules declined by policy. Readings chosen
 * where the texts differ are named in `factor`. Paraphrases are the project's own; every citation is pending.
 */
import { STRI_REFS } from './refs.ts';
import type { OmittedRule, ReadingRuleText } from './types.ts';

export const CHARACTER_POLICY = 'judgements of character/chastity/widowhood are not computed by policy';
export const BLAME_POLICY =
  "rules that blame the woman for her husband's or her marriage's fate are not computed by policy";

export const STRI_RULES = {
  parity: {
    id: 'stri-lagna-moon-parity',
    topic: 'temperament',
    factor: 'the signs of the lagna and the Moon, odd (Aries, Gemini, ...) or even (Taurus, Cancer, ...)',
    attributed:
      'The lagna and the Moon both in even signs give a gentle, "feminine" bearing; both in odd signs an ' +
      'assertive, "masculine" one; one of each, a blend. (The conduct judged by aspects in the same verses is ' +
      'omitted by policy.)',
    refs: STRI_REFS.parity,
    editorial: {
      both_even:
        'A receptive, steady temperament is suggested: a style of engaging with the world, not a rule about roles.',
      both_odd:
        'An independent, outgoing temperament is suggested; the classical gender labels reflect their era, not a ' +
        'limit on anyone.',
      mixed: 'Both receptive and assertive tendencies are suggested, to be expressed as the person chooses.',
    },
  },
  trimsamsa: {
    id: 'stri-trimsamsa-placement',
    topic: 'trimsamsa of the lagna and the Moon',
    factor:
      'the lord of the sign and the lord of the trimsamsa (D30) of the lagna and of the Moon; both are given, the ' +
      'stronger is not chosen',
    attributed:
      "The texts read the stronger of the lagna and the Moon by its sign's lord and the trimsamsa it falls in, " +
      "one result for each pairing. Those results judge a woman's conduct and are omitted by policy; only the " +
      'placement is given.',
    refs: STRI_REFS.trimsamsa,
    editorial: {
      placed: 'The trimsamsa is given as a placement only, for study; no judgement of the person follows from it here.',
    },
  },
  seventh: {
    id: 'stri-seventh-partner',
    topic: 'partner',
    factor:
      'the 7th sign from the lagna and the setting navamsa (the 7th from the navamsa lagna), each owned by a ' +
      'benefic or not (the Moon counts as benefic when waxing)',
    attributed:
      'When the 7th house or the setting navamsa belongs to a benefic, the husband is described as bright, ' +
      'learned, respected and prosperous; when neither does, as troubled in means and temper.',
    refs: STRI_REFS.seventh,
    editorial: {
      both: 'Traditionally a promising indication for the partner; a relationship is still made by both people.',
      one: 'A mixed indication for the partner: qualities to appreciate and some to meet with patience.',
      neither:
        'A classical caution about the partner, not a verdict on any person; mutual choice and effort matter more.',
    },
  },
  seventhOccupants: {
    id: 'stri-seventh-occupants',
    topic: 'partnership house occupants',
    factor: 'grahas in the 7th house from the lagna; a malefic that owns the 7th counts with the benefics',
    attributed: 'Benefics in the 7th help the married life; malefics there harm it unless they own the house.',
    refs: STRI_REFS.seventhOccupants,
    editorial: {
      benefic: 'Gentle influences on the partnership house: goodwill that can be built on.',
      malefic: 'Strong, demanding influences on the partnership house: they ask for patience and clear communication.',
      both: 'Supportive and demanding influences together: both can be worked with.',
      empty: 'No graha occupies the 7th; the house is read through its lord instead.',
    },
  },
  seventhLord: {
    id: 'stri-seventh-lord',
    topic: 'marital harmony',
    factor:
      'the 7th lord: its house from the lagna (kendra/trikona helps; 6th, 8th, 12th harm), its dignity and combustion',
    attributed:
      'A 7th lord in its own or exaltation sign, or well placed, gives happiness in marriage; one in the 6th, 8th ' +
      'or 12th, debilitated or combust, brings strain.',
    refs: STRI_REFS.seventhLord,
    editorial: {
      supportive: 'The partnership lord is well placed: harmony comes readily.',
      mixed: 'The partnership lord has strengths and strains: harmony grows with care.',
      challenging: 'The partnership lord is under strain: a classical caution that invites patience, not a forecast.',
      neutral: 'The partnership lord is neither notably strong nor strained.',
    },
  },
  children: {
    id: 'stri-children-fifth-ninth',
    topic: 'children',
    factor:
      "grahas in the 5th (the general rule) and the 9th (read for children in a woman's chart by Phaladeepika); a " +
      'malefic owning the house counts with the benefics',
    attributed:
      "Children are read from the 9th house in a woman's chart (and from the 5th generally); benefics there help, " +
      'malefics harm unless they own the house.',
    refs: STRI_REFS.children,
    editorial: {
      supportive: 'Gentle influences on the houses of children. This is not a medical or fertility assessment.',
      mixed: 'Mixed influences on the houses of children. This is not a medical or fertility assessment.',
      challenging:
        'Demanding influences on the houses of children, a classical caution only; it is not a medical or ' +
        'fertility assessment.',
      neutral: 'No graha occupies the 5th or 9th; see the putra bhava reading for the fuller picture.',
    },
  },
  eighth: {
    id: 'stri-eighth-placement',
    topic: 'the 8th house (placement only)',
    factor: 'the 8th sign from the lagna and from the Moon, their lords and occupants; given as a placement only',
    attributed:
      "The texts read the 8th in a woman's chart for mangalya, the continuance of her husband's life; that " +
      'reading is omitted by policy and only the placement is given.',
    refs: STRI_REFS.eighth,
    editorial: {
      placed:
        'The 8th is read here as the house of shared resources, change and resilience; no forecast about a ' +
        "spouse's life is made.",
    },
  },
  mars: {
    id: 'stri-mars-dosha',
    topic: 'Mars in the houses of marriage (mangal dosha)',
    factor:
      'the mangal dosha module: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna, the Moon and Venus, ' +
      'with its cancellations',
    attributed:
      'Mars in the lagna, 4th, 7th, 8th or 12th is held to strain the marriage unless a cancellation applies.',
    refs: [],
    editorial: {
      none: 'No mangal dosha is formed.',
      cancelled: 'Mangal dosha forms but is cancelled by the classical exceptions.',
      stands:
        'Mangal dosha is a matching convention, not a verdict on a marriage; it is weighed within the whole chart ' +
        "and against the partner's.",
    },
  },
  learning: {
    id: 'stri-learning',
    topic: 'learning',
    factor:
      'the lagna in an even sign holding at least one strong Mercury, Jupiter, Venus or Moon (strong: exalted, ' +
      "moolatrikona, own or a friend's sign, not combust, not in the 6th, 8th or 12th)",
    attributed:
      'A strong Mercury, Jupiter, Venus or Moon in an even-sign lagna makes a woman learned, an expounder of ' +
      'scripture and of many sciences.',
    refs: STRI_REFS.learning,
    editorial: {
      formed: 'A classical indication of scholarship and teaching ability.',
      not_formed: 'The classical combination for learning is not formed; learning is open to everyone regardless.',
    },
  },
} as const satisfies Record<string, ReadingRuleText>;

export const STRI_OMITTED_BY_POLICY: readonly OmittedRule[] = [
  {
    id: 'stri-parity-conduct',
    topic: 'conduct from the aspects on the lagna and the Moon',
    reason: CHARACTER_POLICY,
    refs: STRI_REFS.parity,
  },
  {
    id: 'stri-trimsamsa-results',
    topic: 'the results of the trimsamsa of the lagna or the Moon',
    reason: CHARACTER_POLICY,
    refs: STRI_REFS.trimsamsa,
  },
  {
    id: 'stri-fourth-chastity',
    topic: 'chastity from the 4th house',
    reason: CHARACTER_POLICY,
    refs: STRI_REFS.chastityFourth,
  },
  {
    id: 'stri-seventh-widowhood',
    topic: 'widowhood, remarriage or separation from Mars or mixed grahas in the 7th',
    reason: CHARACTER_POLICY,
    refs: STRI_REFS.seventhFates,
  },
  {
    id: 'stri-mangalya-eighth',
    topic: "mangalya: the husband's death from malefics in the 8th, her own from the 2nd",
    reason: CHARACTER_POLICY,
    refs: STRI_REFS.eighthFates,
  },
  {
    id: 'stri-husband-fate-blame',
    topic: 'a woman "causing" her husband\'s misfortune',
    reason: BLAME_POLICY,
    refs: STRI_REFS.eighthFates,
  },
  {
    id: 'stri-masculine-disposition',
    topic: 'a woman "like a man" in appearance and acts',
    reason: CHARACTER_POLICY,
    refs: STRI_REFS.masculine,
  },
];
