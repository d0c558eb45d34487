/** Every narrative rule by id: a sentence is only ever one of these templates filled from computed facts. */
import { BHAVA_RULES } from './rules-bhava.ts';
import { GRAHA_RULES } from './rules-graha.ts';
import type { NarrativeRule } from './rule-shape.ts';

export const NARRATIVE_RULES = { ...GRAHA_RULES, ...BHAVA_RULES } as const satisfies Record<string, NarrativeRule>;

export type NarrativeRuleId = keyof typeof NARRATIVE_RULES;
export type { NarrativeRule } from './rule-shape.ts';
export type { PlaceKind } from './rules-graha.ts';
