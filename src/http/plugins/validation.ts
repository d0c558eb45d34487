/**
 * Schema validation. Query strings, paths and headers arrive as text, so they are coerced ("28.6" -> 28.6);
 * JSON bodies are never coerced, because Ajv would turn `null` into 0 and `true` into 1 without a word.
 * All errors are collected (allErrors) so a 422 lists every failing field at once. A query number must be written as
 * a decimal number: blank, whitespace or hexadecimal text is refused at its field, never read as 0 or 26.
 * Every string of a body, query or path is also checked for control characters (control-characters.ts).
 */
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import * as addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { MULTILINE } from '../../schemas/common.ts';
import { EXPECTS } from '../../schemas/readable.ts';
import { LIMITS } from '../../limits.ts';
import { controlCharacterErrors, multilinePaths, tooDeep } from './control-characters.ts';

// ajv-formats is CommonJS: under Node's ESM loader its function is the module's `default`.
const addFormats = addFormatsModule.default as unknown as (ajv: Ajv, formats: string[]) => Ajv;

function makeAjv(coerce: boolean): Ajv {
  const options: Options = {
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    // The failing value and its schema travel with each error, so the 422 can say what was sent and what fits.
    verbose: true,
    // TypeBox adds `examples`, `title` and the like; Ajv must accept the OpenAPI keywords too.
    keywords: ['example', 'x-alias-of', MULTILINE, EXPECTS],
  };
  const ajv = new Ajv(options);
  addFormats(ajv, ['date', 'time', 'date-time', 'email', 'uri']);
  return ajv;
}

const coercing = makeAjv(true);
const strict = makeAjv(false);

/** A decimal number as text: what a query number may be (Ajv alone would also take " ", "0x1A" and "Infinity"). */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

interface PartSchema {
  type?: string;
  anyOf?: PartSchema[];
  properties?: Record<string, PartSchema>;
}

const isNumeric = (s: PartSchema | undefined): boolean =>
  s !== undefined &&
  (s.type === 'number' ||
    s.type === 'integer' ||
    (s.anyOf !== undefined && s.anyOf.length > 0 && s.anyOf.every(isNumeric)));

/**
 * Query, path and header numbers arrive as text and are coerced, but Ajv's coercion reads a blank or whitespace
 * value as 0 and hexadecimal as a number. A text that is not a decimal number is left for Ajv to refuse at its own
 * field (`lat=` is a 422 at query.lat, never latitude 0).
 */
function strictNumbers(
  validate: ValidateFunction,
  schema: PartSchema,
): ValidateFunction | ((data: unknown) => boolean) {
  const keys = Object.entries(schema.properties ?? {})
    .filter(([, s]) => isNumeric(s))
    .map(([k]) => k);
  if (keys.length === 0) return validate;
  const checked = (data: unknown): boolean => {
    if (typeof data === 'object' && data !== null) {
      const record = data as Record<string, unknown>;
      for (const k of keys) {
        const v = record[k];
        if (typeof v === 'string' && !DECIMAL.test(v.trim())) record[k] = ''; // Ajv refuses '' as a number
      }
    }
    const ok = validate(data);
    checked.errors = validate.errors;
    return ok;
  };
  checked.errors = null as ValidateFunction['errors'];
  return checked;
}

type Validate = ValidateFunction | ((data: unknown) => boolean);

/**
 * The schema's verdict plus the control-character check, reported together. Headers are left out: Node's parser
 * already refuses their controls, and every header a client sends (not only the declared ones) would be walked.
 */
function withoutControls(validate: Validate, schema: object): (data: unknown) => boolean {
  const multiline = multilinePaths(schema);
  const checked = (data: unknown): boolean => {
    const deep = tooDeep(data, LIMITS.bodyDepth);
    if (deep !== null) {
      checked.errors = [deep];
      return false;
    }
    const ok = validate(data);
    const controls = controlCharacterErrors(data, multiline);
    const errors = (validate as { errors?: ValidateFunction['errors'] }).errors ?? [];
    checked.errors = controls.length === 0 ? errors : [...(errors ?? []), ...controls];
    return ok && controls.length === 0;
  };
  checked.errors = null as ValidateFunction['errors'];
  return checked;
}

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  if (httpPart === 'body') return withoutControls(strict.compile(schema), schema);
  const validate = strictNumbers(coercing.compile(schema), schema);
  return httpPart === 'headers' ? validate : withoutControls(validate, schema);
};
