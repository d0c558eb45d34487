/**
 * The key rewrites of snake-case.ts and jd-fields.ts with their result types spelled out, so that a compute task's
 * return value (snake_cased engine results) is checked against its response schema by the compiler
 * (compute/task.ts binds a task's return type to `Static<schema>`). Same functions at run time; only the types differ.
 */
import { withLocalInstants } from './jd-fields.ts';
import { snakeCaseKeys } from './snake-case.ts';

type Leaf = string | number | boolean | bigint | symbol | null | undefined;

type LowerAscii = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm' | 'n' | 'o' | 'p' | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w' | 'x' | 'y' | 'z';

/** Each capital letter becomes `_` and its lower case (snake-case.ts `toSnake`). */
type CamelToSnake<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${CamelToSnake<Rest>}`
  : S;

/** Keys that do not start with a lower-case ASCII letter are names (Sun, D9, A1) and stay as they are. */
export type SnakeKey<K extends string> = K extends `${LowerAscii}${string}` ? CamelToSnake<K> : K;

/** The type of `snakeCaseKeys(value)` (without a `replace` function). */
export type SnakeCased<T> = T extends Leaf
  ? T
  : T extends readonly (infer U)[]
    ? SnakeCased<U>[]
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeKey<K> : K]: SnakeCased<T[K]> }
      : T;

type InstantName<K, V> = K extends `${infer Name}JdUt` ? ([V] extends [number] ? Name : never) : never;
type MaybeInstantName<K, V> = K extends `${infer Name}JdUt` ? ([V] extends [number] ? never : [number] extends [V] ? Name : never) : never;

/**
 * The type of `withLocalInstants(value, timezone)`: every numeric `<name>JdUt` field gains a `<name>` sibling, the
 * local ISO 8601 string (optional where the Julian day may be absent or null).
 */
export type WithLocalInstants<T> = T extends Leaf
  ? T
  : T extends readonly (infer U)[]
    ? WithLocalInstants<U>[]
    : T extends object
      ? { [K in keyof T]: WithLocalInstants<T[K]> }
        & { [K in keyof T as InstantName<K, T[K]>]: string }
        & { [K in keyof T as MaybeInstantName<K, T[K]>]?: string }
      : T;

/** snakeCaseKeys with its result typed. */
export const snakeCased = <T>(value: T): SnakeCased<T> => snakeCaseKeys(value) as SnakeCased<T>;

/** withLocalInstants with its result typed. */
export const localInstants = <T>(value: T, timezone: string): WithLocalInstants<T> => withLocalInstants(value, timezone) as WithLocalInstants<T>;
