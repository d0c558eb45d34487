/** The `labels` block of a response: the label tables of the kinds of name the route returns, in one language. */
import { labelsFor, type LabelKind, type Lang } from '../engine/tables/labels/index.ts';

const SOURCE: Record<Lang, string> = {
  en: 'the canonical English spellings (names.md)',
  hi: 'Hindi in Devanagari as Hindi almanacs print the names; weekdays and months per Unicode CLDR 48',
  sa: 'Sanskrit in IAST',
};

export const CHART_LABEL_KINDS: readonly LabelKind[] = ['graha', 'graha_short', 'sign', 'nakshatra'];
export const PANCHANGA_LABEL_KINDS: readonly LabelKind[] = ['graha', 'sign', 'nakshatra', 'tithi', 'paksha', 'yoga', 'karana', 'vara', 'month'];

export function labelsBlock(lang: Lang, kinds: readonly LabelKind[]) {
  const table = labelsFor(lang);
  return { lang, ...Object.fromEntries(kinds.map((k) => [k, table[k]])), source: SOURCE[lang] };
}

/** Spread into a response: the block when `lang` was asked, nothing otherwise (so the answer without lang is unchanged). */
export const withLabels = (lang: Lang | undefined, kinds: readonly LabelKind[]) => (lang === undefined ? {} : { labels: labelsBlock(lang, kinds) });
