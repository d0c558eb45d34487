/**
 * The two reductions (shodhana) of a bhinna ashtakavarga, in this order (BPHS ch. 67-68):
 *
 * Trikona shodhana, over each group of three trine signs (Aries-Leo-Sagittarius, Taurus-Virgo-Capricorn,
 * Gemini-Libra-Aquarius, Cancer-Scorpio-Pisces):
 *   - if any of the three signs has no bindu, the group is left as it is;
 *   - otherwise the smallest count is taken from all three (so three equal counts all become 0).
 *   (Some modern authors add: when two signs are empty the third is emptied too. Not applied here.)
 *
 * Ekadhipatya shodhana, on the trikona-reduced counts, over each pair of signs with one lord (Aries-Scorpio,
 * Taurus-Libra, Gemini-Virgo, Sagittarius-Pisces, Capricorn-Aquarius; Cancer and Leo are never touched).
 * "Occupied" means holding at least one of the seven grahas Sun..Saturn; Rahu, Ketu and the lagna do not count.
 *   1. either sign has no bindu: no change;
 *   2. both signs occupied: no change;
 *   3. one occupied, one not: only the unoccupied sign changes. If it has more bindus than the occupied sign it is
 *      brought down to the occupied sign's count; if it has fewer or the same, it becomes 0;
 *   4. neither occupied: equal counts both become 0; unequal counts both become the smaller one.
 * Neither reduction ever raises a count.
 */
import { EKADHIPATYA_PAIRS, TRIKONA_GROUPS } from '../../../tables/strength/ashtakavarga-shodhana.ts';
import { SIGNS, type Sign } from '../../../vocabulary/names.ts';

const indexOf = (s: Sign): number => SIGNS.indexOf(s);

export function trikonaShodhana(bindus: readonly number[]): number[] {
  const out = [...bindus];
  for (const group of TRIKONA_GROUPS.data) {
    const idx = group.map(indexOf);
    const counts = idx.map((i) => out[i] ?? 0);
    if (counts.some((c) => c === 0)) continue;
    const least = Math.min(...counts);
    for (const i of idx) out[i] = (out[i] ?? 0) - least;
  }
  return out;
}

/** `occupied[i]` is true when sign i holds one of the seven grahas. */
export function ekadhipatyaShodhana(bindus: readonly number[], occupied: readonly boolean[]): number[] {
  const out = [...bindus];
  for (const [a, b] of Object.values(EKADHIPATYA_PAIRS.data)) {
    const [ia, ib] = [indexOf(a), indexOf(b)];
    const [ca, cb] = [out[ia] ?? 0, out[ib] ?? 0];
    const [oa, ob] = [occupied[ia] === true, occupied[ib] === true];
    if (ca === 0 || cb === 0 || (oa && ob)) continue;
    if (oa !== ob) {
      const [occ, free] = oa ? [ca, cb] : [cb, ca];
      const reduced = free > occ ? occ : 0;
      if (oa) out[ib] = reduced;
      else out[ia] = reduced;
      continue;
    }
    const least = ca === cb ? 0 : Math.min(ca, cb);
    out[ia] = least;
    out[ib] = least;
  }
  return out;
}
