/** JSON names are snake_case; TypeScript is camelCase. Only the http layer converts. */
export function snakeCaseKeys(value: unknown, replace?: (o: object) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => snakeCaseKeys(v, replace));
  if (value !== null && typeof value === 'object') {
    // `replace` turns a whole object into a leaf (an engine instant into a local time string); undefined = keep.
    const replaced = replace?.(value);
    if (replaced !== undefined) return replaced;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [toSnake(k), snakeCaseKeys(v, replace)]));
  }
  return value;
}

/** camelCase -> snake_case. Keys that start with a capital are names (Sun, Ascendant, D9) and stay as they are. */
function toSnake(key: string): string {
  if (!/^[a-z]/.test(key)) return key;
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** A camelCase key's JSON name, as toSnake spells it at run time. */
type SnakeKey<K> = K extends `${infer F}${infer R}`
  ? F extends Lowercase<F>
    ? F extends Uppercase<F>
      ? K
      : `${F}${SnakeTail<R>}`
    : K
  : K;
type SnakeTail<S extends string> = S extends `${infer C}${infer R}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeTail<R>}`
  : S;

/**
 * The type snakeCaseKeys gives a value at run time: keys respelled at every depth, arrays mapped (and no longer
 * readonly); a value of type `I` (an engine instant, when instantsAsLocal replaces them) becomes its ISO text.
 */
type Respelled<T, I> = T extends I
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly (infer E)[]
      ? Respelled<E, I>[]
      : T extends object
        ? { [K in keyof T as SnakeKey<K>]: Respelled<T[K], I> }
        : T;

export type SnakeCased<T> = Respelled<T, never>;

export const snakeCased = <T>(value: T): SnakeCased<T> => snakeCaseKeys(value) as SnakeCased<T>;

/**
 * An engine instant ({jdUt, epochMs} or {jdUt, utc}): instantsAsLocal (local-time.ts) writes it as one local ISO
 * string.
 */
type EngineInstant = { jdUt: number; epochMs: number } | { jdUt: number; utc: string };

/**
 * SnakeCased, with every engine instant replaced by its local ISO text (snakeCaseKeys(value, instantsAsLocal(zone))).
 */
export type SnakeCasedLocal<T> = Respelled<T, EngineInstant>;
