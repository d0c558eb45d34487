/**
 * Offline place search: matching and ranking rules.
 *
 * Keys. Every place is indexed under its GeoNames name, its ASCII name and each alternate name, in any script
 * ("मुंबई", "Бомбей" and "Bombay" all lead to Mumbai). Keys and queries are normalized the same way: Unicode NFKD,
 * accents (combining diacritics) removed, lowercase, ß/æ/œ/ø/ł/đ/þ folded to ss/ae/oe/o/l/d/th, apostrophes
 * removed, any other run of punctuation or spaces turned into one space, ends trimmed. Vowel signs of Indic and
 * other scripts are kept. Alternate names that are not names are skipped: digits only, URLs, and codes of 2-4
 * capital ASCII letters (airport and postal codes such as BOM, DEL, NYC), which would otherwise match exactly
 * the 3-letter prefixes people type while spelling a real name.
 *
 * Places. GeoNames cities500: every populated place of 500 or more inhabitants (~200,000), with its time zone.
 *
 * Match. A place matches when one of its keys starts with the normalized query ("bomb" finds Mumbai). A query that
 * normalizes to nothing returns no results. Each place appears once, under its GeoNames name, whichever key matched.
 *
 * Order.
 *  1. For queries of 4 or more characters, places with a key equal to the whole query before places that only
 *     match by prefix ("pune", "paris", "new delhi"); among those, in the first result's country, places whose own
     name is the query first ("new delhi" is New Delhi's name and only an alternate name of Delhi). Shorter queries
     are usually a name being typed. A place matched exactly only through an alternate name yields to a larger,
     better-ranked place whose own name starts with the query ("luck": Lucknow before Lutsk, alias Luck).
 *  2. Indian places first; then places elsewhere with population >= 15,000 or that are national or first-level
 *     administrative capitals (GeoNames PPLC, PPLA); then the remaining smaller places.
 *  3. Population, largest first.
 *  4. Name (plain character-code order), then order in the GeoNames file.
 */
import { distanceKm, nearestRank } from './nearest.ts';
import { bestPlaces } from './top-k.ts';
import { lowerBound, prefixEnd, upperBound, type KeyIndex } from './key-index.ts';
import { normalizePlaceQuery } from './normalize.ts';
import { placeItem, type PlaceTable } from './place-table.ts';
import { MIN_EXACT_QUERY } from './rank.ts';
import type { Gazetteer, PlaceItem } from './types.ts';

export interface SearchParts {
  places: PlaceTable;
  index: KeyIndex;
  /** Best `topN` ranks, precomputed for prefixes with long key runs. */
  prefixes: Map<string, Int32Array>;
  topN: number;
}

/**
 * Among the results, places whose own name is the query come before places that carry it only as an alternate
 * name ("new delhi": New Delhi before Delhi, which lists "New Delhi" among its alternate names), within the top
 * result's country. Stable otherwise.
 */
function ownNameFirst(found: PlaceItem[], key: string): PlaceItem[] {
  const top = found[0];
  if (key.length < MIN_EXACT_QUERY || top === undefined) return found;
  // Only within the top result's country: "bombay" stays Mumbai, not a hamlet named Bombay elsewhere.
  const own = found.filter((p) => p.country === top.country && normalizePlaceQuery(p.name) === key);
  return own.length === 0 ? found : [...own, ...found.filter((p) => !own.includes(p))];
}

/**
 * An exact match through an alternate name yields to a larger place ranked above it whose own name starts with the
 * query ("luck": Lucknow before Lutsk, which GeoNames also calls Luck). A place promoted by an exact match is one
 * followed by a better rank; own-name exact matches keep their place ("paris", "pune").
 */
function alternateMatchesYield(places: PlaceTable, ranks: Int32Array, key: string): Int32Array {
  // Nothing was promoted by an exact key when the ranks ascend: the common case, answered without normalizing names.
  if (key.length < MIN_EXACT_QUERY || ranks.every((r, i) => i === 0 || r > (ranks[i - 1] ?? 0))) return ranks;
  const own = Array.from(ranks, (r) => normalizePlaceQuery(places.name[r] ?? ''));
  const population = (r: number) => places.population[r] ?? 0;
  const position = Array.from(ranks, (a, i) => {
    if (own[i] === key) return i;
    let after = -1;
    for (let j = i + 1; j < ranks.length; j++) {
      const b = ranks[j] ?? 0;
      if (b < a && population(b) > population(a) && (own[j] ?? '').startsWith(key)) after = j;
    }
    return after < 0 ? i : after + 0.5 + i / (2 * ranks.length);
  });
  const order = Array.from(ranks, (_, i) => i).sort((x, y) => (position[x] ?? 0) - (position[y] ?? 0));
  return Int32Array.from(order, (i) => ranks[i] ?? 0);
}

export function createGazetteer(parts: SearchParts): Gazetteer {
  const { places, index, prefixes, topN } = parts;
  const penalty = places.count; // more than any rank: keeps prefix-only matches behind exact ones

  const scan = (key: string, k: number): Int32Array => {
    const from = lowerBound(index, key);
    const to = prefixEnd(index, key, from);
    const exactEnd = key.length >= MIN_EXACT_QUERY ? upperBound(index, key, from, to) : from;
    return bestPlaces(index.places, from, exactEnd, to, penalty, k);
  };

  return {
    size: places.count,
    search(q: string, limit: number): PlaceItem[] {
      const k = Math.min(Math.floor(limit), places.count);
      if (!(k >= 1)) return [];
      const key = normalizePlaceQuery(q);
      if (key === '') return [];
      // The table holds topN answers; a larger limit (no route asks one today) falls back to a scan.
      const ranks = alternateMatchesYield(
        places,
        (k <= topN ? prefixes.get(key) : undefined) ?? scan(key, Math.max(k, topN)),
        key,
      );
      const found: PlaceItem[] = [];
      for (let i = 0; i < ranks.length; i++) found.push(placeItem(places, ranks[i] ?? 0));
      return ownNameFirst(found, key).slice(0, k);
    },
    nearest(latitude: number, longitude: number) {
      const rank = nearestRank(places, latitude, longitude);
      if (rank < 0) return null;
      const item = placeItem(places, rank);
      return { ...item, distanceKm: distanceKm(latitude, longitude, item.latitude, item.longitude) };
    },
  };
}
