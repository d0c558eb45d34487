/**
 * One turn of the astrologer, streamed: the model's reply is read as it is written, cut into sentences, and each
 * sentence is screened by the policy and checked against the facts it cites the moment it is complete, exactly as
 * the whole answer is checked (ask.ts): the same sentences pass or are removed either way. A sentence that passes is
 * handed to `onPart` at once, with one exception: the model's phrasing (a sentence stating no chart fact) waits until
 * a checked chart statement has passed, because an answer with no checked statement is replaced by the facts-only
 * answer, and phrasing sent before that would belong to no answer. Never throws for the provider.
 */
import { SENTENCE_BREAK, screenAnswer } from '../../engine/reports/oracle/decide.ts';
import { ask, composeFromFacts, NO_PROVIDER, refusedRules, type AskInput, type AskResult } from './ask.ts';
import { buildMessages, citedFacts } from './prompt.ts';
import { ChatUnavailable, type ChatProvider } from './port.ts';
import { verifyAnswer, type AnswerPart } from './verify.ts';

/** Splits text that arrives in pieces into whole sentences, as SENTENCE_BREAK splits a whole text. */
export class SentenceCutter {
  private pending = '';

  /**
   * The sentences this piece completes. Space at the end of the text so far is kept back with the unfinished tail:
   * the next piece may continue it, and a break is the whole run of space.
   */
  push(piece: string): string[] {
    const text = this.pending + piece;
    const settled = text.trimEnd().length;
    const pieces = text.slice(0, settled).split(SENTENCE_BREAK);
    this.pending = (pieces.pop() ?? '') + text.slice(settled);
    return pieces.filter((x) => x.trim() !== '');
  }

  /** The sentences left when the text ends. */
  end(): string[] {
    const rest = this.pending;
    this.pending = '';
    return rest.split(SENTENCE_BREAK).filter((x) => x.trim() !== '');
  }
}

export async function askStreaming(
  provider: ChatProvider | undefined,
  input: AskInput,
  onPart: (part: AnswerPart) => void,
): Promise<AskResult> {
  if (provider === undefined) return composeFromFacts(input, NO_PROVIDER);
  if (provider.stream === undefined) return ask(provider, input);
  const parts: AnswerPart[] = [];
  const held: AnswerPart[] = [];
  const policyRemoved: AskResult['policyRemoved'] = [];
  const unverifiedRemoved: AskResult['unverifiedRemoved'] = [];
  let checked = 0;
  const take = (sentence: string) => {
    const { kept, removed } = screenAnswer(sentence);
    policyRemoved.push(...removed);
    const v = verifyAnswer(kept, input.facts, input.rules);
    unverifiedRemoved.push(...v.removed);
    for (const part of v.parts) {
      parts.push(part);
      if (part.kind === 'computed') checked++;
      if (checked === 0) {
        held.push(part);
        continue;
      }
      for (const waiting of held.splice(0)) onPart(waiting);
      onPart(part);
    }
  };
  const cutter = new SentenceCutter();
  let stopped: string | null = null;
  try {
    const messages = buildMessages(input.question, input.facts, input.rules, input.history);
    for await (const piece of provider.stream(messages, input.signal)) cutter.push(piece).forEach(take);
    cutter.end().forEach(take);
  } catch (e) {
    stopped = e instanceof ChatUnavailable ? e.message : 'the language-model provider failed';
  }
  const who = { provider: provider.name, model: provider.model };
  if (checked === 0) {
    const why =
      stopped ??
      (policyRemoved.length > 0 && parts.length === 0 && unverifiedRemoved.length === 0
        ? `the model's answer said only what the policy refuses (${refusedRules(policyRemoved)})`
        : 'nothing the model stated could be checked against the computed facts');
    return { ...composeFromFacts(input, why), policyRemoved, unverifiedRemoved, ...who };
  }
  const answer = parts.map((p) => p.text).join(' ');
  return {
    answer,
    // What was checked before the reply stopped is kept and was sent; the rest of the model's answer is missing.
    status: stopped === null ? 'LIVE' : 'PARTIAL',
    reason: stopped === null ? null : `the model's answer stopped part way: ${stopped}`,
    policyRemoved,
    unverifiedRemoved,
    parts,
    ...who,
    factsUsed: citedFacts(answer, input.facts),
  };
}
