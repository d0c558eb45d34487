/**
 * The health body as JSON. Monitors poll health hard; the report is reused for a second (HealthService), so its
 * JSON is too: serialized once per report and uptime second, then sent as it is, by the route and by the edge.
 */
import type { HealthReport } from '../services/health/service.ts';
import { API_VERSION } from './plugins/openapi.ts';

export type HealthJson = (report: HealthReport) => string;

export function createHealthJson(startedAt: number, now: () => number): HealthJson {
  let serialized: { report: HealthReport; uptime: number; json: string } | undefined;
  return (report) => {
    const uptime = Math.round((now() - startedAt) / 1000);
    if (serialized?.report !== report || serialized.uptime !== uptime) {
      serialized = {
        report,
        uptime,
        json: JSON.stringify({ ...report, version: API_VERSION, uptime_seconds: uptime }),
      };
    }
    return serialized.json;
  };
}
