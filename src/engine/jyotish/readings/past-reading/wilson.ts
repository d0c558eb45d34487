/**
 * Wilson score interval for a proportion (Wilson 1927): the range of true hit rates consistent with `hits` of
 * `n` at the normal quantile `z` (1.96 for 95%). Unlike hits/n +- z*se it stays inside [0, 1] and is honest for
 * small n, which is what a scorecard of a few dozen checks has.
 */
export interface WilsonInterval {
  lower: number;
  upper: number;
}

export function wilson(hits: number, n: number, z = 1.96): WilsonInterval | null {
  if (n === 0) return null;
  const p = hits / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}
