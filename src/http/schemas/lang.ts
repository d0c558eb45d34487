/** The `lang` option of routes that return names: labels in English, Hindi (Devanagari) or Sanskrit (IAST). */
import { LANGS } from '../../engine/tables/labels/index.ts';
import { StringEnum } from './components.ts';

export const LangOption = StringEnum(LANGS, {
  description: 'Language of the added labels: en (default), hi (Hindi, Devanagari), sa (Sanskrit, IAST). Existing name fields never change.',
});
