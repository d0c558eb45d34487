/** Shapes of the oracle's question catalogue (questions.ts). */
import type { Graha } from '../../vocabulary/names.ts';
import type { Karma } from '../muhurta/keys.ts';
import type { PolicyId } from './policy.ts';

export type Topic =
  | 'marriage'
  | 'career'
  | 'wealth'
  | 'children'
  | 'travel'
  | 'property'
  | 'education'
  | 'litigation'
  | 'health'
  | 'spiritual'
  | 'family'
  | 'timing'
  | 'transit'
  | 'dosha'
  | 'yoga'
  | 'strength'
  | 'kp'
  | 'jaimini'
  | 'matching'
  | 'muhurta'
  | 'remedy'
  | 'numerology'
  | 'personality'
  | 'prashna'
  | 'misc';

/** What a question needs from the caller: a birth chart, a partner's birth, a date to read transits at. */
export type QuestionInput = 'birth' | 'partner' | 'as_of';

/** Yoga families a question can ask about (the yoga catalogue's family names). */
export type AskedYogaFamily = 'raja' | 'dhana' | 'pancha_mahapurusha';

/**
 * How a question is answered. `house_promise`: the bhava's promise read from its lord, occupants, aspects and
 * karaka, with Vimshottari timing when `timing`. The other rules each read one engine. `not_computed`: answered
 * PARTIAL, `missing` naming exactly what the service lacks. `policy`: refused or redirected by the policy table.
 */
export type OracleMethod =
  | { rule: 'house_promise'; houses: readonly number[]; karaka: Graha; timing: boolean }
  | { rule: 'dasha_now' }
  | { rule: 'sadesati' }
  | { rule: 'manglik' }
  | { rule: 'kalasarpa' }
  | { rule: 'dosha_overview' }
  | { rule: 'transit'; graha: 'Jupiter' | 'Saturn' }
  | { rule: 'yoga_family'; family: AskedYogaFamily }
  | { rule: 'strongest_graha' }
  | { rule: 'kp_promise'; house: number; supporting: readonly number[]; denying: readonly number[] }
  | { rule: 'atmakaraka' }
  | { rule: 'compatibility' }
  | { rule: 'muhurta'; karma: Karma }
  | { rule: 'day_for_native' }
  | { rule: 'narrative'; section: 'lagna' | 'moon' }
  | { rule: 'body_marks' }
  | { rule: 'conception_obstacles' }
  | { rule: 'lucky_direction' }
  | { rule: 'lucky_numbers' }
  | { rule: 'year_ahead' }
  | { rule: 'lost_article' }
  | { rule: 'horary'; house: number; supporting: readonly number[]; denying: readonly number[] }
  | { rule: 'gem' }
  | { rule: 'rudraksha' }
  | { rule: 'weak_graha_remedies' }
  | { rule: 'not_computed'; missing: readonly string[] }
  | { rule: 'policy' };

export type QuestionPolicy = 'answer' | 'refuse' | 'redirect';

export interface OracleQuestion {
  text: string;
  topic: Topic;
  inputs: readonly QuestionInput[];
  method: OracleMethod;
  policy: QuestionPolicy;
  /** The policy rule behind a refusal or redirect, or the caution that goes with an answer. */
  policyRule?: PolicyId;
  /** Canonical terms (synonyms.ts) that identify the question in free text; all of them make a full match. */
  keywords: readonly string[];
}
