/**
 * The rules of the past reading: each gives statements a reader can check today, and the public
 * scorecard counts the readers' checks per rule. Rule ids are public and stable: a check names its statement by
 * `<rule id>.<digest>`, and the scorecard reports by rule id. Every citation is pending (no edition carried).
 */
import { BODY_MARK_REFS, BODY_REGION_REFS } from './drekkana-body.ts';
import { cite, type Citation } from '../sources.ts';

export const PAST_RULE_IDS = ['mark-malefic', 'mark-benefic', 'dasha-dusthana-lord', 'dasha-dignified-lord'] as const;
export type PastRuleId = (typeof PAST_RULE_IDS)[number];

const DASHA_EFFECTS = (note: string): Citation =>
  cite('bphs', {
    chapter: 47,
    status: 'pending',
    note: `effects of the mahadashas: ${note}; Santhanam's numbering, chapter and verses not checked`,
  });

export const PAST_RULES = {
  'mark-malefic': {
    text:
      'A malefic graha in a house marks the part of the body that house stands for (by the rising drekkana) with a ' +
      'scar or wound.',
    refs: [BODY_REGION_REFS, BODY_MARK_REFS],
  },
  'mark-benefic': {
    text:
      'A benefic graha in a house marks the part of the body that house stands for (by the rising drekkana) with a ' +
      'mole or birthmark.',
    refs: [BODY_REGION_REFS, BODY_MARK_REFS],
  },
  'dasha-dusthana-lord': {
    text: 'The mahadasha of a graha placed in the 6th, 8th or 12th house brings illness, debts, losses or disputes.',
    refs: [DASHA_EFFECTS('the dasha of a graha in the 6th, 8th or 12th gives illness, enmity, loss')],
  },
  'dasha-dignified-lord': {
    text:
      'The mahadasha of a graha in its own or exaltation sign, placed in a kendra (1, 4, 7, 10) or trikona (5, 9), ' +
      'brings gains, standing and recognition.',
    refs: [
      DASHA_EFFECTS(
        'the dasha of a graha exalted or in its own sign, in a kendra or trikona, gives wealth and position',
      ),
    ],
  },
} as const satisfies Record<PastRuleId, { text: string; refs: readonly Citation[] }>;

export const isPastRuleId = (s: string): s is PastRuleId => (PAST_RULE_IDS as readonly string[]).includes(s);
