/**
 * The chat provider over the `openai` client: any chat-completions endpoint (LLM_BASE_URL), with one deadline for the
 * whole call (LLM_TIMEOUT_MS, across every retry: the client retries connection errors, 408, 409, 429 and 5xx with
 * backoff, a bounded number of times), the call aborted when the caller's signal fires (the client went away), and a
 * cap on output tokens. Temperature 0: the same facts give the same phrasing where the server allows it.
 */
import OpenAI from 'openai';
import { ChatUnavailable, type ChatMessage, type ChatProvider } from './port.ts';

export interface OpenAiProviderOptions {
  baseUrl: string;
  /** Local servers (Ollama, llama.cpp) need none; the client requires a string, so a placeholder is sent. */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number;
}

/** The call's deadline, and the caller's signal when it has one: whichever fires first aborts the call. */
function signals(timeoutMs: number, signal: AbortSignal | undefined) {
  const deadline = AbortSignal.timeout(timeoutMs);
  return { deadline, both: signal === undefined ? deadline : AbortSignal.any([deadline, signal]) };
}

export function createOpenAiProvider(o: OpenAiProviderOptions): ChatProvider {
  const client = new OpenAI({
    baseURL: o.baseUrl,
    apiKey: o.apiKey ?? 'none',
    timeout: o.timeoutMs,
    maxRetries: o.maxRetries,
  });
  return {
    name: new URL(o.baseUrl).host,
    model: o.model,
    async complete(messages: ChatMessage[], signal?: AbortSignal): Promise<string> {
      const { deadline, both } = signals(o.timeoutMs, signal);
      let reply: OpenAI.Chat.Completions.ChatCompletion;
      try {
        reply = await client.chat.completions.create(
          { model: o.model, messages, max_tokens: o.maxOutputTokens, temperature: 0 },
          { signal: both },
        );
      } catch (e) {
        throw new ChatUnavailable(failure(e, deadline, signal, o));
      }
      if (!Array.isArray(reply.choices))
        throw new ChatUnavailable('the language-model provider sent a reply that is not a chat completion');
      const text = reply.choices[0]?.message?.content?.trim() ?? '';
      if (text === '') throw new ChatUnavailable('the language-model provider sent an empty answer');
      return text;
    },
    async *stream(messages: ChatMessage[], signal?: AbortSignal): AsyncIterable<string> {
      // The deadline covers the whole reply, as for `complete`: a model that writes slowly is cut off at it.
      const { deadline, both } = signals(o.timeoutMs, signal);
      let wrote = false;
      try {
        const chunks = await client.chat.completions.create(
          { model: o.model, messages, max_tokens: o.maxOutputTokens, temperature: 0, stream: true },
          { signal: both },
        );
        for await (const chunk of chunks) {
          const piece = chunk.choices?.[0]?.delta?.content ?? '';
          if (piece === '') continue;
          wrote = true;
          yield piece;
        }
      } catch (e) {
        throw new ChatUnavailable(failure(e, deadline, signal, o));
      }
      if (!wrote) throw new ChatUnavailable('the language-model provider sent an empty answer');
    },
  };
}

/** Only the kind of failure travels on: the client's own message can quote the request. */
function failure(e: unknown, deadline: AbortSignal, signal: AbortSignal | undefined, o: OpenAiProviderOptions): string {
  const tries = `(${o.maxRetries} ${o.maxRetries === 1 ? 'retry' : 'retries'})`;
  if (signal?.aborted === true) return 'the request was cancelled: the client went away';
  if (deadline.aborted || e instanceof OpenAI.APIConnectionTimeoutError)
    return `the language-model provider did not answer within ${o.timeoutMs} ms ${tries}`;
  if (e instanceof OpenAI.APIError && e.status !== undefined)
    return `the language-model provider answered HTTP ${e.status} ${tries}`;
  if (e instanceof SyntaxError) return 'the language-model provider sent a reply that is not JSON';
  return `the language-model provider could not be reached ${tries}`;
}
