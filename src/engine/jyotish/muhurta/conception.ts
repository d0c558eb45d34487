/**
 * Beeja sphuta (father) and kshetra sphuta (mother) from the natal longitudes (tables/muhurta/conception.ts): the
 * sum's sign and navamsa, odd or even, and the verdict the rule gives.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { SPHUTA_RULES } from '../../tables/muhurta/conception.ts';
import { norm360 } from '../../vocabulary/angles.ts';
import { signAt, signOf, type Sign } from '../../vocabulary/names.ts';

export type SphutaVerdict = 'strong' | 'mixed' | 'weak';

export interface Sphuta {
  kind: 'beeja' | 'kshetra';
  longitude: number;
  sign: Sign;
  /** Sign and navamsa counted from Aries as 1: odd or even. */
  signParity: 'odd' | 'even';
  navamsa: Sign;
  navamsaParity: 'odd' | 'even';
  verdict: SphutaVerdict;
  parts: Record<string, number>;
}

const parity = (index: number): 'odd' | 'even' => (index % 2 === 0 ? 'odd' : 'even');

export function sphuta(kind: 'beeja' | 'kshetra', jdUt: number, ayanamsa: Ayanamsa): Sphuta {
  const rule = SPHUTA_RULES.data[kind];
  const parts = Object.fromEntries(rule.grahas.map((g) => [g, siderealPosition(jdUt, g, { ayanamsa }).longitude]));
  const longitude = norm360(Object.values(parts).reduce((a, b) => a + b, 0));
  const s = signOf(longitude);
  const navamsaIndex = Math.floor(longitude / (30 / 9)) % 12;
  const [sp, np] = [parity(s.index), parity(navamsaIndex)];
  const hits = [sp, np].filter((p) => p === rule.strongWhen).length;
  return {
    kind,
    longitude,
    sign: s.name,
    signParity: sp,
    navamsa: signAt(navamsaIndex),
    navamsaParity: np,
    verdict: hits === 2 ? 'strong' : hits === 1 ? 'mixed' : 'weak',
    parts,
  };
}
