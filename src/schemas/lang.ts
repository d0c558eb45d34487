/** The `lang` option of routes that return names: labels in English, Sanskrit (IAST) or eight Indian languages. */
import { Type } from '@sinclair/typebox';
import { LANGS } from '../engine/tables/labels/index.ts';
import { StringEnum } from './components.ts';

export const LangOption = StringEnum(LANGS, {
  description:
    'Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST), ta (Tamil), ' +
    'te (Telugu), kn (Kannada), ml (Malayalam), bn (Bengali), mr (Marathi, Devanagari), gu (Gujarati), each in ' +
    'its own script. Existing name fields never change.',
});

/** Spread into a body or query schema of a route that returns names: the optional `lang`. */
export const LangField = { lang: Type.Optional(LangOption) };

/** The query of a static reference route: only `lang`. */
export const LangQuery = Type.Object(LangField, { additionalProperties: false });
