/**
 * The search keys of one place: GeoNames name, ASCII name and alternate names, normalized and deduplicated.
 * Alternate names in any script are kept (Devanagari "मुंबई" finds Mumbai); a few kinds that are not names are not.
 */
import { normalizePlaceQuery } from './normalize.ts';

// Airport and postal-style codes (BOM, DEL, LON, NYC). Dropped: as keys they equal common 3-letter prefixes
// ("ker", "rey", "sur") and, matching exactly, would push one town ahead of everything a user is still typing.
const CODE_LIKE = /^[A-Z]{2,4}$/;
const URL_LIKE = /:\/\/|^www\./i;
// A key that is only digits (postcodes, "1") names nothing.
const DIGITS_ONLY = /^[\p{N} ]+$/u;

export function placeKeys(name: string, asciiName: string, alternates: string): string[] {
  const keys: string[] = [];
  add(keys, name);
  add(keys, asciiName);
  if (alternates === '') return keys;
  for (const alt of alternates.split(',')) {
    if (CODE_LIKE.test(alt) || URL_LIKE.test(alt)) continue;
    add(keys, alt);
  }
  return keys;
}

function add(keys: string[], raw: string): void {
  const key = normalizePlaceQuery(raw);
  if (key === '' || keys.includes(key)) return;
  // Keys starting with a-z have a letter; only the others pay for the Unicode digit test.
  const first = key.charCodeAt(0);
  if (!(first >= 97 && first <= 122) && DIGITS_ONLY.test(key)) return;
  keys.push(key);
}
