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
    // A bare `jdUt` (an event's own instant, e.g. a Saturn crossing) is matched by name: it does not end in 'JdUt'.
    if (typeof v === 'number' && (k === 'jdUt' || k.endsWith('JdUt'))) {
      const name = k === 'jdUt' ? 'at' : k.slice(0, -4);
      out[name] = localTime(epochMsFromJulianDay(v), timezone).iso;
    }
    out[k] = withLocalInstants(v, timezone);
  }
  return out;
}

/** The local name of an instant field: `<name>JdUt` -> `name`, and a bare `jdUt` -> `at`. */
type LocalName<K> = K extends 'jdUt' ? 'at' : K extends `${infer Name}JdUt` ? Name : never;
/** The sibling a numeric instant field gains, required where the field is always a number. */
type InstantName<K, V> = [V] extends [number] ? LocalName<K> : never;
type MaybeInstantName<K, V> = [V] extends [number] ? never : [number] extends [V] ? LocalName<K> : never;

/** The type withLocalInstants gives a value at run time: each numeric instant field gains its local ISO string. */
export type WithLocalInstants<T> = T extends readonly (infer E)[]
  ? WithLocalInstants<E>[]
  : T extends object
    ? { [K in keyof T]: WithLocalInstants<T[K]> } & { [K in keyof T as InstantName<K, T[K]>]: string } & {
        [K in keyof T as MaybeInstantName<K, T[K]>]?: string;
      }
    : T;

/** withLocalInstants with its result typed, so a task's result is checked against its schema field by field. */
export const localInstants = <T>(value: T, timezone: string): WithLocalInstants<T> =>
  withLocalInstants(value, timezone) as WithLocalInstants<T>;
