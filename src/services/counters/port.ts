/**
 * Fixed-window counters shared by every limit of the service (request rates, one-time-code sends and tries).
 * In process by default; Redis when REDIS_URL is set, so several processes count together.
 */
export interface WindowCounter {
  /**
   * Adds one to `key` and returns the new count; the key expires `windowMs` after its first hit. The in-process
   * store answers synchronously (a plain number), sparing every request a promise; Redis answers with one.
   */
  hit(key: string, windowMs: number): number | Promise<number>;
  /** The count of `key` without adding to it: 0 when it was never hit or its window has passed. */
  peek(key: string): number | Promise<number>;
  /** Liveness for /api/health. */
  ping(): Promise<{ ok: boolean; latencyMs: number; detail?: string }>;
  readonly kind: 'memory' | 'redis';
  close(): Promise<void>;
}
