/**
 * Bounded best-k selection over one run of the key index, at most one entry per place.
 *
 * A candidate's score is its place rank, plus `penalty` (more than any rank) when its key only starts with the
 * query, so every exact match outranks every prefix-only match. Exact keys sit at the start of the run, so a
 * place's best score is always met first: a later duplicate is either already held or already beaten.
 */
export function bestPlaces(
  places: Int32Array,
  from: number,
  exactEnd: number,
  to: number,
  penalty: number,
  k: number,
): Int32Array {
  const best = new Int32Array(k);
  let held = 0;
  for (let i = from; i < to; i++) {
    const rank = places[i] ?? 0;
    const score = i < exactEnd ? rank : rank + penalty;
    if (held === k && score >= (best[k - 1] ?? 0)) continue;
    if (holds(best, held, rank, penalty)) continue;
    let at = held < k ? held++ : k - 1;
    while (at > 0 && (best[at - 1] ?? 0) > score) {
      best[at] = best[at - 1] ?? 0;
      at--;
    }
    best[at] = score;
  }
  const ranks = best.subarray(0, held);
  for (let j = 0; j < held; j++) if ((ranks[j] ?? 0) >= penalty) ranks[j] = (ranks[j] ?? 0) - penalty;
  return ranks;
}

function holds(best: Int32Array, held: number, rank: number, penalty: number): boolean {
  for (let j = 0; j < held; j++) {
    const s = best[j];
    if (s === rank || s === rank + penalty) return true;
  }
  return false;
}
