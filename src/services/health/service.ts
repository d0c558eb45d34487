/**
 * Per-component health (interface: "never answers 500"). Each check is bounded and caught, so a dead database or
 * Redis shows up as a named failing component, not as an error of the route.
 *
 * Results are reused for `freshMs` (1 s by default) and concurrent callers share one check in flight, so a monitor
 * polling hard cannot turn the health route into load on the database.
 */
export type ComponentStatus = 'ok' | 'down' | 'not_configured';

/** What a check finds; extra fields (dialect, flag) are reported as they are. */
export interface CheckResult {
  status: ComponentStatus;
  latency_ms?: number;
  detail?: string;
  [extra: string]: unknown;
}

export interface ComponentReport extends CheckResult {
  required: boolean;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  ready: boolean;
  checked_at: string;
  components: Record<string, ComponentReport>;
}

export interface HealthCheck {
  name: string;
  required: boolean;
  run: () => Promise<CheckResult>;
}

export interface HealthService {
  check(): Promise<HealthReport>;
  /** The last report while it is still fresh, without waiting: lets a hot route answer synchronously. */
  fresh(): HealthReport | undefined;
}

/**
 * The health route is public: a driver's message such as "connect ECONNREFUSED 10.0.3.7:5432" would tell anyone
 * where the database lives. Keep the cause, drop addresses and connection strings.
 */
export function publicDetail(detail: string): string {
  return detail
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<url>')
    .replace(/\[?[0-9a-f:]*:[0-9a-f:]+\]?:\d+/gi, '<address>')
    .replace(/\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?\b/g, '<address>')
    .replace(/\b[a-z0-9-]+(?:\.[a-z0-9-]+)+:\d{2,5}\b/gi, '<address>');
}

async function safely(check: HealthCheck): Promise<ComponentReport> {
  try {
    const result = await check.run();
    return {
      ...result,
      ...(result.detail === undefined ? {} : { detail: publicDetail(result.detail) }),
      required: check.required,
    };
  } catch (e) {
    return { status: 'down', required: check.required, detail: publicDetail((e as Error).message) };
  }
}

export function createHealthService(checks: HealthCheck[], now: () => number, freshMs = 1000): HealthService {
  let last: { at: number; report: HealthReport } | undefined;
  let inFlight: Promise<HealthReport> | undefined;

  async function run(): Promise<HealthReport> {
    const results = await Promise.all(checks.map(safely));
    const components = Object.fromEntries(checks.map((c, i) => [c.name, results[i] as ComponentReport]));
    const failing = results.some((r) => r.status === 'down');
    const ready = !results.some((r) => r.required && r.status === 'down');
    return { status: failing ? 'degraded' : 'ok', ready, checked_at: new Date(now()).toISOString(), components };
  }

  const fresh = (): HealthReport | undefined =>
    last !== undefined && now() - last.at < freshMs ? last.report : undefined;

  return {
    fresh,
    check() {
      const ready = fresh();
      if (ready !== undefined) return Promise.resolve(ready);
      inFlight ??= run()
        .then((report) => {
          last = { at: now(), report };
          return report;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}
