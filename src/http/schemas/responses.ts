/** Response maps shared by routes: every route declares its 200 body and the contract's error bodies. */
import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { ErrorDetail, HTTPValidationError } from './errors.ts';

/** 200 plus 422 (input that fails validation) and the `{detail}` shape for 4xx/5xx. */
export function withErrors<T extends TSchema>(ok: T, extra: Record<number, TSchema> = {}) {
  return { 200: ok, 422: HTTPValidationError, '4xx': ErrorDetail, '5xx': ErrorDetail, ...extra };
}

/** For routes that take no input at all (nothing to validate, so no 422 to declare). */
export function withoutInput<T extends TSchema>(ok: T, extra: Record<number, TSchema> = {}) {
  return { 200: ok, '4xx': ErrorDetail, '5xx': ErrorDetail, ...extra };
}

/** An object schema that lets fields beyond the named ones through (results documented by their key fields). */
export const Loose = (props: TProperties) => Type.Object(props, { additionalProperties: true });
