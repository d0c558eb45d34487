/**
 * One turn of the astrologer: the model phrases the computed facts, and what it says is screened by the policy and
 * checked against the facts it cites (verify.ts) before it is returned; without a provider, when it fails, or when
 * nothing it stated could be checked, the answer is composed from the facts themselves and marked PARTIAL with the
 * reason. Never throws for the provider.
 */
import { screenAnswer } from '../../engine/reports/oracle/decide.ts';
import { buildMessages, citedFacts, type PromptFact, type PromptRule } from './prompt.ts';
import { verifyAnswer, type AnswerPart } from './verify.ts';
import { ChatUnavailable, type ChatMessage, type ChatProvider } from './port.ts';

export interface AskInput {
  question: string;
  facts: readonly PromptFact[];
  rules: readonly PromptRule[];
  history?: readonly ChatMessage[];
  /** Aborts the model's call (the client went away). */
  signal?: AbortSignal;
}

export interface AskResult {
  answer: string;
  status: 'LIVE' | 'PARTIAL';
  /** Sentences of the model's answer removed because the policy refuses what they say (the same rules as questions). */
  policyRemoved: { sentence: string; rule: string }[];
  /** Sentences of the model's answer removed because what they state is not in the facts they cite. */
  unverifiedRemoved: { sentence: string; reason: string }[];
  /** The answer by parts: computed (checked chart statements, or the service's own text) or the model's phrasing. */
  parts: AnswerPart[];
  /** Why the model's answer is not given (no provider, failure); null when it is. */
  reason: string | null;
  provider: string | null;
  model: string | null;
  factsUsed: string[];
}

export const NO_PROVIDER = 'no language-model provider is configured (LLM_BASE_URL unset)';

/** The facts and rules, listed: what the service can say without a model. */
export function composeFromFacts(input: AskInput, reason: string): AskResult {
  const lines = [
    `The answer below is composed from the computed facts only, because ${reason}; no language model phrased it.`,
    ...input.facts.map((f) => `- ${f.text} [${f.id}]`),
    ...(input.rules.length === 0
      ? []
      : ['Rules that may bear on the question:', ...input.rules.map((r) => `- ${r.title} (${r.id})`)]),
  ];
  return {
    answer: lines.join('\n'),
    status: 'PARTIAL',
    reason,
    policyRemoved: [],
    unverifiedRemoved: [],
    parts: [{ text: lines.join('\n'), kind: 'computed', cites: input.facts.map((f) => f.id) }],
    provider: null,
    model: null,
    factsUsed: input.facts.map((f) => f.id),
  };
}

/** The policy rules a model's removed sentences fell under, each once. */
export const refusedRules = (removed: readonly { rule: string }[]) =>
  [...new Set(removed.map((r) => r.rule))].join(', ');

export async function ask(provider: ChatProvider | undefined, input: AskInput): Promise<AskResult> {
  if (provider === undefined) return composeFromFacts(input, NO_PROVIDER);
  try {
    const raw = await provider.complete(
      buildMessages(input.question, input.facts, input.rules, input.history),
      input.signal,
    );
    const { kept, removed } = screenAnswer(raw);
    const v = verifyAnswer(kept, input.facts, input.rules);
    const checked = v.parts.filter((p) => p.kind === 'computed');
    if (checked.length === 0) {
      const why =
        removed.length > 0 && kept.trim() === ''
          ? `the model's answer said only what the policy refuses (${refusedRules(removed)})`
          : 'nothing the model stated could be checked against the computed facts';
      return {
        ...composeFromFacts(input, why),
        policyRemoved: removed,
        unverifiedRemoved: v.removed,
        provider: provider.name,
        model: provider.model,
      };
    }
    const answer = v.parts.map((p) => p.text).join(' ');
    return {
      answer,
      status: 'LIVE',
      reason: null,
      policyRemoved: removed,
      unverifiedRemoved: v.removed,
      parts: v.parts,
      provider: provider.name,
      model: provider.model,
      factsUsed: citedFacts(answer, input.facts),
    };
  } catch (e) {
    const reason = e instanceof ChatUnavailable ? e.message : 'the language-model provider failed';
    return { ...composeFromFacts(input, reason), provider: provider.name, model: provider.model };
  }
}
