/** Error bodies: FastAPI's HTTPValidationError for 422, `{detail}` for every other non-2xx. */
import { Type, type Static } from '@sinclair/typebox';

export const ValidationErrorItem = Type.Object(
  {
    loc: Type.Array(Type.Union([Type.String(), Type.Integer()]), {
      description: 'Where: body, query, path or header, then the field path.',
    }),
    msg: Type.String(),
    type: Type.String({ description: 'Machine-readable kind, e.g. missing, float_type, greater_than_equal.' }),
  },
  { title: 'ValidationError' },
);
export type ValidationErrorItem = Static<typeof ValidationErrorItem>;

export const HTTPValidationError = Type.Object(
  { detail: Type.Array(ValidationErrorItem) },
  { title: 'HTTPValidationError' },
);

/** Every error answer but the 422 says what went wrong in one sentence (plugins/errors.ts sends nothing else). */
export const ErrorDetail = Type.Object(
  { detail: Type.String({ description: 'What went wrong and, where it helps, what to send instead.' }) },
  { title: 'ErrorDetail', additionalProperties: false },
);
