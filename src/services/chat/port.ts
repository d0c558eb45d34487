/**
 * The chat provider port: any OpenAI-compatible chat-completions endpoint
 * (a hosted API, or a local Ollama or llama.cpp server). The service never depends on one: without a provider,
 * or when it fails, the routes answer from the computed facts and say why.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatProvider {
  /** The endpoint's host (never the key) and the model, for the response's `provider` and `model`. */
  readonly name: string;
  readonly model: string;
  /**
   * The model's reply; rejects on timeout (one deadline across every retry), network error, non-2xx, a reply that
   * is not chat-completions JSON, an empty reply, or `signal` aborting (the client went away).
   */
  complete(messages: ChatMessage[], signal?: AbortSignal): Promise<string>;
  /**
   * The reply as it is written, piece by piece; the same failures as `complete`, thrown by the iteration (a reply
   * may stop part way). Optional: a provider without it is asked with `complete` and its answer sent at once.
   */
  stream?(messages: ChatMessage[], signal?: AbortSignal): AsyncIterable<string>;
}

/** Why the provider's answer is not used: shown in the response's `reason`. */
export class ChatUnavailable extends Error {
  override readonly name = 'ChatUnavailable';
}
