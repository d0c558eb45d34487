/**
 * Sahams of a chart from the table in tables/tajika/sahams.ts: each is A - B + C, plus 30 degrees when C does not
 * lie on the zodiacal arc that runs from B forward to A (C equal to B or A counts as lying on it). Day or night is
 * the chart's own (for the annual chart: Sun above the horizon at the return).
 */
import { norm360 } from '../../vocabulary/angles.ts';
import {
  SAHAMS,
  type SahamEntry,
  type SahamFormula,
  type SahamName,
  type SahamTerm,
} from '../../tables/tajika/sahams.ts';
import { type SevenGraha, type Sign, SIGN_LORDS, signAt, signOf } from '../../vocabulary/names.ts';

export interface SahamInput {
  /** Sidereal longitudes of the seven grahas. */
  grahas: Record<SevenGraha, number>;
  /** Sidereal longitude of the lagna. */
  lagna: number;
  isDay: boolean;
}

export interface Saham {
  name: SahamName;
  meaning: string;
  longitude: number;
  signIndex: number;
  sign: Sign;
  degree: number;
  /** The formula applied, e.g. "Moon - Sun + Lagna". */
  formula: string;
  /** C was not between B and A, so 30 degrees were added. */
  added30: boolean;
}

/** A - B + C with Neelakanthi's 30-degree rule; all longitudes in degrees. */
export function sahamArithmetic(a: number, b: number, c: number): { longitude: number; added30: boolean } {
  const between = norm360(c - b) <= norm360(a - b);
  return { longitude: norm360(a - b + c + (between ? 0 : 30)), added30: !between };
}

export function computeSahams(input: SahamInput): Saham[] {
  const lagnaSign = signOf(input.lagna).index;
  const lordOfHouse = (n: number): SevenGraha => SIGN_LORDS[signAt((lagnaSign + n - 1) % 12)];
  const lordOfSignOf = (g: SevenGraha): SevenGraha => SIGN_LORDS[signOf(input.grahas[g]).name];
  const done = new Map<SahamName, number>();

  const term = (t: SahamTerm): number => {
    switch (t) {
      case 'Lagna':
        return input.lagna;
      case 'H2':
        return norm360(input.lagna + 30);
      case 'H6':
        return norm360(input.lagna + 150);
      case 'H8':
        return norm360(input.lagna + 210);
      case 'H9':
        return norm360(input.lagna + 240);
      case 'H11':
        return norm360(input.lagna + 300);
      case 'L1':
        return input.grahas[lordOfHouse(1)];
      case 'L2':
        return input.grahas[lordOfHouse(2)];
      case 'L9':
        return input.grahas[lordOfHouse(9)];
      case 'L11':
        return input.grahas[lordOfHouse(11)];
      case 'Cancer15':
        return 105;
      case 'SunSignLord':
        return input.grahas[lordOfSignOf('Sun')];
      case 'MoonSignLord':
        return input.grahas[lordOfSignOf('Moon')];
      case 'Punya':
      case 'Vidya':
      case 'Sastra': {
        const v = done.get(t);
        if (v === undefined) throw new Error(`saham ${t} is used before it is computed`);
        return v;
      }
      default:
        return input.grahas[t];
    }
  };

  const formulaOf = (e: SahamEntry): SahamFormula => {
    const f = e.whenMarsOwnsLagna !== undefined && lordOfHouse(1) === 'Mars' ? e.whenMarsOwnsLagna : e;
    return input.isDay ? f.day : f.night;
  };

  return SAHAMS.data.map((e): Saham => {
    const [a, b, c] = formulaOf(e);
    const r = sahamArithmetic(term(a), term(b), term(c));
    done.set(e.name, r.longitude);
    const s = signOf(r.longitude);
    return {
      name: e.name,
      meaning: e.meaning,
      longitude: r.longitude,
      signIndex: s.index,
      sign: s.name,
      degree: s.degree,
      formula: `${a} - ${b} + ${c}`,
      added30: r.added30,
    };
  });
}

export const SAHAM_REFS = SAHAMS.cites;
