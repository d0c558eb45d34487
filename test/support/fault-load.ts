/**
 * Bounded loopback traffic for the fault tests: a few concurrent clients, each sending a fixed rotation of requests
 * (acknowledged writes and computed readings) to a service on 127.0.0.1 until told to stop or until its request
 * budget is spent. Every answer is recorded, so a test can say what was acknowledged and what failed, and how.
 */
export interface Answer {
  /** Which request of the rotation. */
  kind: string;
  /** The request itself (a registration's e-mail, say). */
  request: Request;
  /** HTTP status; 0 when no answer came (the connection dropped or was refused). */
  status: number;
  retryAfter: string | null;
  /** The JSON body, or null when there was none. */
  body: Record<string, unknown> | null;
  /** When it was sent (ms, performance.now()) and how long the answer took. */
  sentAt: number;
  ms: number;
  /** For status 0: why. */
  error?: string;
}

export interface Request {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  headers?: Record<string, string>;
}

export interface Load {
  answers: Answer[];
  /** Stops the clients and waits for their last requests. */
  stop(): Promise<void>;
}

/** Sends one request and records the answer, never throwing. */
export async function send(base: string, r: Request): Promise<Answer> {
  const sentAt = performance.now();
  try {
    const res = await fetch(`${base}${r.path}`, {
      method: r.method,
      headers: { ...(r.body === undefined ? {} : { 'content-type': 'application/json' }), ...r.headers },
      ...(r.body === undefined ? {} : { body: JSON.stringify(r.body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let body: Record<string, unknown> | null = null;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // not JSON: left null, which the tests count as a failure for an error status
    }
    return {
      kind: r.kind,
      request: r,
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body,
      sentAt,
      ms: performance.now() - sentAt,
    };
  } catch (e) {
    return {
      kind: r.kind,
      request: r,
      status: 0,
      retryAfter: null,
      body: null,
      sentAt,
      ms: performance.now() - sentAt,
      error: (e as Error).message,
    };
  }
}

/**
 * Starts `clients` loops; client c sends `next(c, i)` for i = 0, 1, ... one at a time, at most `maxPerClient`
 * requests, until stop() is called.
 */
export function startLoad(
  base: string,
  clients: number,
  next: (client: number, i: number) => Request,
  maxPerClient = 5000,
): Load {
  const answers: Answer[] = [];
  let stopping = false;
  const loops = Array.from({ length: clients }, async (_, c) => {
    for (let i = 0; i < maxPerClient && !stopping; i++) answers.push(await send(base, next(c, i)));
  });
  return {
    answers,
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

/**
 * Answers that break the fault contract: anything but 2xx and 503, a 503 without Retry-After or JSON detail, or no
 * answer.
 */
export function contractBreaches(answers: Answer[]): Answer[] {
  return answers.filter((a) => {
    if (a.status >= 200 && a.status < 300) return false;
    if (a.status === 503) return a.retryAfter === null || typeof a.body?.detail !== 'string';
    return true;
  });
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 200; the milliseconds that took (throws past `limitMs`). */
export async function msUntil200(url: string, limitMs: number): Promise<number> {
  const start = performance.now();
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200) return performance.now() - start;
    } catch {
      // not answering: keep polling
    }
    if (performance.now() - start > limitMs) throw new Error(`${url} not 200 within ${limitMs} ms`);
    await sleep(25);
  }
}
