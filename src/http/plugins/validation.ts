/**
 * Schema validation. Query strings, paths and headers arrive as text, so they are coerced ("28.6" -> 28.6);
 * JSON bodies are never coerced, because Ajv would turn `null` into 0 and `true` into 1 without a word.
 * All errors are collected (allErrors) so a 422 lists every failing field at once.
 */
import { Ajv, type Options } from 'ajv';
import * as addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS: under Node's ESM loader its function is the module's `default`.
const addFormats = addFormatsModule.default as unknown as (ajv: Ajv, formats: string[]) => Ajv;

function makeAjv(coerce: boolean): Ajv {
  const options: Options = {
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    // TypeBox adds `examples`, `title` and the like; Ajv must accept the OpenAPI keywords too.
    keywords: ['example', 'x-alias-of'],
  };
  const ajv = new Ajv(options);
  addFormats(ajv, ['date', 'time', 'date-time', 'email', 'uri']);
  return ajv;
}

const coercing = makeAjv(true);
const strict = makeAjv(false);

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? strict : coercing;
  return ajv.compile(schema);
};
