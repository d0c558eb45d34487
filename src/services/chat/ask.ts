/**
 * One turn of the astrologer: the model phrases the computed facts, or, without a provider or when it fails, the
 * answer is composed from the facts themselves and marked PARTIAL with the reason. Never throws for the provider.
 */
import { screenAnswer } from '../../engine/reports/oracle/decide.ts';
import { buildMessages, citedFacts, type PromptFact, type PromptRule } from './prompt.ts';
import { ChatUnavailable, type ChatMessage, type ChatProvider } from './port.ts';

export interface AskInput {
  question: string;
  facts: readonly PromptFact[];
  rules: readonly PromptRule[];
  history?: readonly ChatMessage[];
}

export interface AskResult {
  answer: string;
  status: 'LIVE' | 'PARTIAL';
  /** Sentences of the model's answer removed because the policy refuses what they say (the same rules as questions). */
  policyRemoved: { sentence: string; rule: string }[];
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
    provider: null,
    model: null,
    factsUsed: input.facts.map((f) => f.id),
  };
}

export async function ask(provider: ChatProvider | undefined, input: AskInput): Promise<AskResult> {
  if (provider === undefined) return composeFromFacts(input, NO_PROVIDER);
  try {
    const raw = await provider.complete(buildMessages(input.question, input.facts, input.rules, input.history));
    const { kept, removed } = screenAnswer(raw);
    if (kept.trim() === '') {
      const rules = [...new Set(removed.map((r) => r.rule))].join(', ');
      return {
        ...composeFromFacts(input, `the model's answer said only what the policy refuses (${rules})`),
        policyRemoved: removed,
        provider: provider.name,
        model: provider.model,
      };
    }
    return {
      answer: kept,
      status: 'LIVE',
      reason: null,
      policyRemoved: removed,
      provider: provider.name,
      model: provider.model,
      factsUsed: citedFacts(kept, input.facts),
    };
  } catch (e) {
    const reason = e instanceof ChatUnavailable ? e.message : 'the language-model provider failed';
    return { ...composeFromFacts(input, reason), provider: provider.name, model: provider.model };
  }
}
