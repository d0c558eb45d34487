/**
 * KP lords of a sidereal longitude: sign lord, star (nakshatra) lord, sub lord and sub-sub lord, and the number of
 * the sub in the standard 1-249 table (the 243 subs of the 27 nakshatras, six of which a sign boundary cuts in two).
 * Positions inside a nakshatra are measured in "years" (120 to the nakshatra), so sub boundaries are whole numbers
 * and a longitude exactly on a boundary belongs to the sub that starts there.
 */
import { norm360 } from '../../vocabulary/angles.ts';
import { KP_SUB_DIVISION } from '../../tables/kp/sub-division.ts';
import {
  type Graha,
  type Nakshatra,
  NAKSHATRA_ARC,
  nakshatraAt,
  nakshatraOf,
  type SevenGraha,
  type Sign,
  SIGN_LORDS,
  signAt,
  signOf,
} from '../../vocabulary/names.ts';
import { at } from '../../errors.ts';

const SEQ = KP_SUB_DIVISION.data.sequence;
const TOTAL = KP_SUB_DIVISION.data.totalYears;
const NAK_SEC = KP_SUB_DIVISION.data.nakshatraArcsec;
const SEC_PER_YEAR = KP_SUB_DIVISION.data.arcsecPerYear;
const SIGN_SEC = 30 * 3600;
/** A longitude within this many years-units (about 4e-7 arc-second) of a boundary counts as on it. */
const EPS = 1e-9;

const seqIndex = (lord: Graha): number => SEQ.findIndex((e) => e.lord === lord);

interface Part {
  lord: Graha;
  /** Start and width in the parent's 120-unit scale. */
  start: number;
  years: number;
}

/** Which of the nine parts (from `first` in Vimshottari order) holds position `u` of 0..120. */
function partAt(u: number, first: Graha): Part {
  const i0 = seqIndex(first);
  let start = 0;
  for (let k = 0; k < 9; k++) {
    const e = at(SEQ, (i0 + k) % 9, 'vimshottari lord');
    if (u + EPS < start + e.years || k === 8) return { lord: e.lord, start, years: e.years };
    start += e.years;
  }
  /* v8 ignore next */
  return { lord: first, start: 0, years: TOTAL };
}

export interface KpLords {
  longitude: number;
  sign: Sign;
  signLord: SevenGraha;
  nakshatra: Nakshatra;
  /** Star (nakshatra) lord. */
  nakshatraLord: Graha;
  subLord: Graha;
  subSubLord: Graha;
  /** Number of the sub in the 1-249 table. */
  subNumber: number;
}

export function kpLords(longitude: number): KpLords {
  const lon = norm360(longitude);
  const s = signOf(lon);
  const n = nakshatraOf(lon);
  const u = Math.min(TOTAL, Math.max(0, ((lon - n.index * NAKSHATRA_ARC) / NAKSHATRA_ARC) * TOTAL));
  const sub = partAt(u, n.lord);
  const v = Math.min(TOTAL, Math.max(0, ((u - sub.start) / sub.years) * TOTAL));
  const subSub = partAt(v, sub.lord);
  return {
    longitude: lon,
    sign: s.name,
    signLord: SIGN_LORDS[s.name],
    nakshatra: n.name,
    nakshatraLord: n.lord,
    subLord: sub.lord,
    subSubLord: subSub.lord,
    subNumber: subNumberAt(n.index, sub.start, s.index),
  };
}

export interface KpSub {
  /** 1-249. */
  number: number;
  sign: Sign;
  signLord: SevenGraha;
  nakshatra: Nakshatra;
  nakshatraLord: Graha;
  subLord: Graha;
  /** Sidereal longitude of the start and end, in whole arc-seconds from 0deg Aries (end exclusive). */
  startArcsec: number;
  endArcsec: number;
  /** Start and end within the sign, e.g. 0deg46'40". */
  startDms: string;
  endDms: string;
}

function dmsInSign(arcsec: number, signIndex: number): string {
  const x = arcsec - signIndex * SIGN_SEC;
  const d = Math.floor(x / 3600);
  const m = Math.floor((x - d * 3600) / 60);
  const sec = x - d * 3600 - m * 60;
  return `${d}°${String(m).padStart(2, '0')}'${String(sec).padStart(2, '0')}"`;
}

function buildTable(): KpSub[] {
  const out: KpSub[] = [];
  for (let nak = 0; nak < 27; nak++) {
    const nakshatra = nakshatraAt(nak);
    const lord = at(SEQ, nak % 9, 'vimshottari lord').lord; // the nakshatra's own lord opens its subs
    let cum = 0;
    for (let k = 0; k < 9; k++) {
      const e = at(SEQ, (seqIndex(lord) + k) % 9, 'vimshottari lord');
      const start = nak * NAK_SEC + cum * SEC_PER_YEAR;
      const end = start + e.years * SEC_PER_YEAR;
      cum += e.years;
      // A sign boundary strictly inside the sub cuts it in two rows.
      const cut = Math.ceil(start / SIGN_SEC) * SIGN_SEC;
      const pieces =
        cut > start && cut < end
          ? [
              [start, cut],
              [cut, end],
            ]
          : [[start, end]];
      for (const [a = 0, b = 0] of pieces) {
        const si = Math.floor(a / SIGN_SEC);
        const sign = signAt(si);
        out.push({
          number: out.length + 1,
          sign,
          signLord: SIGN_LORDS[sign],
          nakshatra,
          nakshatraLord: lord,
          subLord: e.lord,
          startArcsec: a,
          endArcsec: b,
          startDms: dmsInSign(a, si),
          endDms: dmsInSign(b, si),
        });
      }
    }
  }
  return out;
}

const TABLE: readonly KpSub[] = buildTable();

/** The standard table of 249 KP subs, from 0deg Aries. */
export function kpSubTable(): readonly KpSub[] {
  return TABLE;
}

/** Number (1-249) of the row holding a sub, in the sign where the longitude lies. */
function subNumberAt(nakIndex: number, subStartYears: number, signIndex: number): number {
  const startArcsec = nakIndex * NAK_SEC + subStartYears * SEC_PER_YEAR;
  // Rows are ordered by start; the row holding this sub in this sign is the last row starting at or before
  // max(sub start, sign start).
  const key = Math.max(startArcsec, signIndex * SIGN_SEC);
  let lo = 0;
  let hi = TABLE.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((TABLE[mid]?.startArcsec ?? 0) <= key + 1e-6) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/**
 * KP horary: the number 1-249 a querent names sets the rising degree at the start of that sub. Returns the row, or
 * null outside 1-249.
 */
export function kpHoraryNumber(n: number): KpSub | null {
  return Number.isInteger(n) && n >= 1 && n <= TABLE.length ? (TABLE[n - 1] ?? null) : null;
}
