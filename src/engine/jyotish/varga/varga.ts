/**
 * The sign a sidereal longitude falls in within each of the sixteen vargas (BPHS ch. 6), with the distance to the
 * nearest edge of its part so a caller can show how close a placement is to changing.
 */
import { at } from '../../errors.ts';
import { norm360 } from '../../vocabulary/angles.ts';
import { TRIMSHAMSHA, VARGAS, type VargaCode, type VargaRule } from '../../tables/chart/vargas.ts';
import { type Sign, signAt } from '../../vocabulary/names.ts';

export { VARGA_CODES, type VargaCode } from '../../tables/chart/vargas.ts';

export interface VargaPlacement {
  code: VargaCode;
  signIndex: number;
  sign: Sign;
  /** Which part of the occupied sign (1-based). */
  part: number;
  /** Arc-seconds to the nearest edge of that part: small values mean a small error in time could move the placement. */
  marginArcsec: number;
}

const MOVABLE = 0;
const FIXED = 1;

function firstPartSign(rule: VargaRule, sign: number): number {
  const odd = sign % 2 === 0; // Aries (index 0) is the first, odd sign
  switch (rule.kind) {
    case 'parity':
      return sign + (odd ? rule.odd : rule.even);
    case 'parity_fixed':
      return odd ? rule.odd : rule.even;
    case 'modality': {
      const m = sign % 3;
      return m === MOVABLE ? rule.movable : m === FIXED ? rule.fixed : rule.dual;
    }
    default:
      return sign;
  }
}

export function vargaOf(longitude: number, code: VargaCode): VargaPlacement {
  const lon = norm360(longitude);
  const sign = Math.min(11, Math.floor(lon / 30));
  const degree = lon - sign * 30;
  const def = VARGAS.data[code];
  let target: number;
  let part: number;
  let from: number;
  let to: number;
  if (def.rule.kind === 'trimshamsha') {
    const arcs = sign % 2 === 0 ? TRIMSHAMSHA.data.odd : TRIMSHAMSHA.data.even;
    const i = arcs.findIndex((a) => degree < a.upTo);
    const k = i < 0 ? arcs.length - 1 : i;
    part = k + 1;
    const arcList: readonly { upTo: number; sign: number }[] = arcs;
    const arc = at(arcList, k, 'trimshamsha arc');
    target = arc.sign;
    from = k === 0 ? 0 : at(arcList, k - 1, 'trimshamsha arc').upTo;
    to = arc.upTo;
  } else {
    const width = 30 / def.parts;
    // Multiply before dividing so exact edges (3deg20' for D9) land in the next part, not a rounding short of it.
    const k = Math.min(def.parts - 1, Math.floor((degree * def.parts) / 30));
    part = k + 1;
    from = k * width;
    to = from + width;
    if (def.rule.kind === 'rashi') target = sign;
    else if (def.rule.kind === 'hora')
      target = (sign % 2 === 0) === (k === 0) ? 4 : 3; // odd sign: Leo then Cancer
    else if (def.rule.kind === 'cycle') target = sign * def.parts + k;
    else target = firstPartSign(def.rule, sign) + k * def.step;
  }
  const signIndex = ((target % 12) + 12) % 12;
  const marginArcsec = Math.min(degree - from, to - degree) * 3600;
  return { code, signIndex, sign: signAt(signIndex), part, marginArcsec };
}

const CODES = Object.keys(VARGAS.data) as VargaCode[];

/** Every varga of one longitude, keyed by code (a plain loop: every chart point takes all sixteen). */
export function allVargas(longitude: number): Record<VargaCode, VargaPlacement> {
  const out = {} as Record<VargaCode, VargaPlacement>;
  for (const c of CODES) out[c] = vargaOf(longitude, c);
  return out;
}
