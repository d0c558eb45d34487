/**
 * The chat provider over the `openai` client: any chat-completions endpoint (LLM_BASE_URL), with a timeout per
 * attempt, a bounded number of retries (the client retries connection errors, 408, 409, 429 and 5xx with backoff)
 * and a cap on output tokens. Temperature 0: the same facts give the same phrasing where the server allows it.
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
    async complete(messages: ChatMessage[]): Promise<string> {
      let reply: OpenAI.Chat.Completions.ChatCompletion;
      try {
        reply = await client.chat.completions.create({
          model: o.model,
          messages,
          max_tokens: o.maxOutputTokens,
          temperature: 0,
        });
      } catch (e) {
        // Only the kind of failure travels on: the client's message can quote the request.
        const kind =
          e instanceof OpenAI.APIConnectionTimeoutError
            ? `timed out after ${o.timeoutMs} ms`
            : e instanceof OpenAI.APIError && e.status !== undefined
              ? `answered HTTP ${e.status}`
              : 'could not be reached';
        throw new ChatUnavailable(
          `the language-model provider ${kind} (${o.maxRetries} ${o.maxRetries === 1 ? 'retry' : 'retries'})`,
        );
      }
      const text = reply.choices[0]?.message.content?.trim() ?? '';
      if (text === '') throw new ChatUnavailable('the language-model provider sent an empty answer');
      return text;
    },
  };
}
