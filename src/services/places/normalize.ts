/**
 * One folding for both sides: the index build normalizes every key with this function and each search normalizes
 * the query with it, so "São Paulo", "SAO-PAULO" and "sao paulo" meet on "sao paulo".
 */

// Only the generic combining-diacritic blocks: after NFKD these carry the accents (é = e + U+0301). Marks that are
// vowels of their script (Devanagari ु, Bengali া...) are kept, or "मुंबई" would collapse into "मबई".
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

// Latin letters that NFKD leaves whole although readers treat them as accented forms.
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ı: 'i',
};
const FOLDABLE = /[ßæœøłđðþħı]/g;

// Apostrophes join ("Xi'an" -> "xian"); any other run of non-letters, non-digits becomes one space.
const APOSTROPHES = /['‘’ʼʻ`]/g;
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;

// Most keys (ASCII names) are already normal once lowercased; skipping the Unicode passes halves the build time.
const PLAIN = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/** NFKD, accents stripped, lowercase, punctuation and space runs collapsed to one space, trimmed. */
export function normalizePlaceQuery(q: string): string {
  const lower = q.toLowerCase();
  if (PLAIN.test(lower)) return lower;
  return q
    .normalize('NFKD')
    .toLowerCase()
    .replace(DIACRITICS, '')
    .replace(FOLDABLE, (c) => FOLDS[c] ?? c)
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}
