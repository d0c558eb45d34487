/** A health probe that always answers, and answers within its time bound. */
import { type Kysely, sql } from 'kysely';

export interface PingResult {
  ok: boolean;
  latencyMs: number;
  detail?: string;
}

export async function ping<DB>(db: Kysely<DB>, timeoutMs = 1000): Promise<PingResult> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 100) / 100;
  let timer: NodeJS.Timeout | undefined;
  try {
    const query = sql`select 1`.execute(db);
    query.catch(() => {}); // if the timer wins, the query's later failure must not become an unhandled rejection
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    await Promise.race([query, timeout]);
    return { ok: true, latencyMs: elapsed() };
  } catch (e) {
    return { ok: false, latencyMs: elapsed(), detail: describe(e) };
  } finally {
    clearTimeout(timer);
  }
}

/** A connection refused on a host with several addresses is an AggregateError with an empty message. */
function describe(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  if (e.message !== '') return e.message;
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? code : e.name;
}
