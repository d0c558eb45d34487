/** The `labels` block of a response: the label tables of the kinds of name the route returns, in one language. */
import { LANGS, labelsFor, type LabelKind, type Lang } from '../engine/tables/labels/index.ts';

const SOURCE: Record<Lang, string> = {
  en: 'the canonical English spellings (names.md)',
  hi: 'Hindi in Devanagari as Hindi almanacs print the names; weekdays and months per Unicode CLDR 48',
  sa: 'Sanskrit in IAST',
  ta: 'Tamil script as Tamil panchangams print the names; weekdays and solar months per Unicode CLDR 48',
  te: 'Telugu script as Telugu panchangams print the names; weekdays and months per Unicode CLDR 48',
  kn: 'Kannada script as Kannada panchangas print the names; weekdays per Unicode CLDR 48',
  ml: 'Malayalam script as Kerala panchangams print the names; weekdays and months per Unicode CLDR 48',
  bn: 'Bengali script as Bengali panjikas print the names; weekdays and months per Unicode CLDR 48',
  mr: 'Devanagari as Marathi panchangs print the names; weekdays and months per Unicode CLDR 48',
  gu: 'Gujarati script as Gujarati panchangs print the names; weekdays per Unicode CLDR 48',
};

export const CHART_LABEL_KINDS: readonly LabelKind[] = ['graha', 'graha_short', 'sign', 'nakshatra'];
/** The chart routes that give a varga by its code (the divisional charts, the kundli's navamsa). */
export const VARGA_CHART_LABEL_KINDS: readonly LabelKind[] = [...CHART_LABEL_KINDS, 'varga'];
/** The matching routes: the partners' Moons, and the kootas and poruthams by the ids the answers use. */
export const MATCH_LABEL_KINDS: readonly LabelKind[] = ['graha', 'sign', 'nakshatra', 'koota', 'porutham'];
export const PANCHANGA_LABEL_KINDS: readonly LabelKind[] = [
  'graha',
  'sign',
  'nakshatra',
  'tithi',
  'paksha',
  'yoga',
  'karana',
  'vara',
  'month',
  'solar_month',
];

export function labelsBlock(lang: Lang, kinds: readonly LabelKind[]) {
  const table = labelsFor(lang);
  return { lang, ...Object.fromEntries(kinds.map((k) => [k, table[k]])), source: SOURCE[lang] };
}

/**
 * Spread into a response: the block when `lang` was asked, nothing otherwise (so the answer without lang is unchanged).
 */
export const withLabels = (lang: Lang | undefined, kinds: readonly LabelKind[]) =>
  lang === undefined ? {} : { labels: labelsBlock(lang, kinds) };

/**
 * What a task receives: a body (POST) or a query (GET). Either may carry `lang`, already validated against
 * LangOption by the route's schema (a route without `lang` in its schema refuses the field with a 422).
 */
interface LangInput {
  body?: object;
  query?: object;
}
const langOf = (input: LangInput): Lang | undefined =>
  ((input.body ?? input.query) as { lang?: Lang } | undefined)?.lang;

/**
 * Wraps a task's run: the answer it builds, plus the `labels` block of the given kinds when the request asked for a
 * language. One place for every route, so an answer without `lang` is byte-for-byte what it was.
 */
export function labelled<I extends LangInput, R extends object>(
  kinds: readonly LabelKind[],
  run: (input: I) => R,
): (input: I) => R & { labels?: ReturnType<typeof labelsBlock> } {
  return (input) => ({ ...run(input), ...withLabels(langOf(input), kinds) });
}

/**
 * A static answer (a reference table built once at start) as prebuilt JSON: the plain body, and per language the
 * same body with its labels block, so a request costs a lookup either way.
 */
export function staticByLang(body: object, kinds: readonly LabelKind[]): (lang: Lang | undefined) => string {
  const plain = JSON.stringify(body);
  const byLang = new Map(LANGS.map((lang) => [lang, JSON.stringify({ ...body, labels: labelsBlock(lang, kinds) })]));
  return (lang) => (lang === undefined ? plain : (byLang.get(lang) ?? plain));
}
