/** Arc helpers shared by the event searches. */

/** Angle in [0, 360). */
export function norm360(deg: number): number {
  const r = deg % 360;
  const x = r < 0 ? r + 360 : r;
  return x >= 360 ? 0 : x; // -1e-15 + 360 rounds to 360
}

/** Signed difference a - b folded into [-180, 180). */
export function signedDiff(a: number, b: number): number {
  return norm360(a - b + 180) - 180;
}
