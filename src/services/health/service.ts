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
}

async function safely(check: HealthCheck): Promise<ComponentReport> {
  try {
    return { ...(await check.run()), required: check.required };
  } catch (e) {
    return { status: 'down', required: check.required, detail: (e as Error).message };
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

  return {
    check() {
      const t = now();
      if (last !== undefined && t - last.at < freshMs) return Promise.resolve(last.report);
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
