/** Small schema helpers of the dasha, dosha and yoga schemas. */
import { Type, type TSchema } from '@sinclair/typebox';

/** A union of string literals (a small fixed set). */
export const literals = (values: readonly string[], options: { $id?: string; description?: string } = {}) =>
  Type.Union(values.map((v) => Type.Literal(v)) as never as [TSchema], options);

/**
 * Every member of the string union T, checked when compiling: a value missing from the list, or one not in T, is a
 * type error. Keeps a literal list in a schema in step with the engine's type.
 */
export const every =
  <T extends string>() =>
  <const A extends readonly T[]>(values: A & ([T] extends [A[number]] ? unknown : never)): A =>
    values;

/** What a PARTIAL result lacks. */
export const Missing = Type.Array(Type.String(), {
  description: 'What the result lacks, each with the reason (present when engine_status is PARTIAL)',
});
