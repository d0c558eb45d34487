/**
 * Engine results name instants `startJdUt`, `endJdUt`, `jdUt`: before snake-casing, each such field gains a local
 * ISO 8601 sibling (`start`, `end`, `at`) at the place, and the Julian day stays beside it for exactness.
 */
import { epochMsFromJulianDay } from '../engine/astro/time.ts';
import { localTime } from './local-time.ts';

export function withLocalInstants(value: unknown, timezone: string): unknown {
  if (Array.isArray(value)) return value.map((v) => withLocalInstants(v, timezone));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'number' && k.endsWith('JdUt')) {
      const name = k === 'jdUt' ? 'at' : k.slice(0, -4);
      out[name] = localTime(epochMsFromJulianDay(v), timezone).iso;
    }
    out[k] = withLocalInstants(v, timezone);
  }
  return out;
}
