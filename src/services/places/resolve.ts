/**
 * A place written as a person writes it ("Lucknow", "Hyderabad, Sindh", "Springfield, Illinois, United States")
 * resolved against the offline place list for a request that gives `place` instead of coordinates. The name is
 * searched as the place search does (best match first); any further parts must begin a region or the country of
 * the match. Two readings are refused rather than guessed: no match at all, and a name whose two best matches are
 * both called that and lie far apart (Hyderabad in India and in Pakistan), which the caller settles by adding the
 * region or country.
 */
import { normalizePlaceQuery } from './normalize.ts';
import type { PlaceItem } from './types.ts';

export type PlaceResolution =
  | { kind: 'found'; place: PlaceItem }
  | { kind: 'ambiguous'; candidates: PlaceItem[] }
  | { kind: 'unknown'; suggestions: PlaceItem[] };

/** Places further apart than this are different places, not one town listed twice. */
const SAME_PLACE_KM = 50;
const CANDIDATES = 20;

const km = (a: PlaceItem, b: PlaceItem) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

/** "Hyderabad, Telangana, India": the name and the country with its region, as a message lists a candidate. */
export const placeLabel = (p: PlaceItem) => [p.name, p.admin1, p.country].filter((s) => s !== '').join(', ');

export function resolvePlaceText(search: (q: string, limit: number) => PlaceItem[], text: string): PlaceResolution {
  const [name = '', ...qualifiers] = text.split(',').map((s) => s.trim());
  const found = search(name, CANDIDATES);
  const wanted = qualifiers.map(normalizePlaceQuery).filter((q) => q !== '');
  const fits = (p: PlaceItem) =>
    wanted.every((q) => [p.admin1, p.country].some((part) => normalizePlaceQuery(part).startsWith(q)));
  const matches = found.filter(fits);
  const [best, second] = matches;
  if (best === undefined) return { kind: 'unknown', suggestions: found.slice(0, 5) };
  if (
    wanted.length === 0 &&
    second !== undefined &&
    normalizePlaceQuery(second.name) === normalizePlaceQuery(best.name) &&
    km(best, second) > SAME_PLACE_KM
  ) {
    const same = matches.filter((p) => normalizePlaceQuery(p.name) === normalizePlaceQuery(best.name));
    return { kind: 'ambiguous', candidates: same.slice(0, 5) };
  }
  return { kind: 'found', place: best };
}
