/**
 * Fixed-window counters shared by every limit of the service (request rates now, one-time-code attempts later).
 * In process by default; Redis when REDIS_URL is set, so several processes count together.
 */
export interface WindowCounter {
  /**
   * Adds one to `key` and returns the new count; the key expires `windowMs` after its first hit. The in-process
   * store answers synchronously (a plain number), sparing every request a promise; Redis answers with one.
   */
  hit(key: string, windowMs: number): number | Promise<number>;
  /** Liveness for /api/health. */
  ping(): Promise<{ ok: boolean; latencyMs: number; detail?: string }>;
  readonly kind: 'memory' | 'redis';
  close(): Promise<void>;
}
