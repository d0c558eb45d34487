/** Naming syllables (avakahada chakra) of a nakshatra pada, from a nakshatra or from the Moon's longitude. */
import {
  type Graha,
  type Nakshatra,
  NAKSHATRA_LORDS,
  nakshatraAt,
  nakshatraOf,
  NAKSHATRAS,
} from '../../vocabulary/names.ts';
import type { Citation } from '../../tables/sources.ts';
import { PADA_SYLLABLES } from '../../tables/naming/pada-syllables.ts';
import { at, EngineError } from '../../errors.ts';
import { resolveNakshatraName } from './nakshatra-name.ts';

export type Pada = 1 | 2 | 3 | 4;

export interface SyllablesQuery {
  /** 0 (Ashwini) to 26 (Revati). */
  nakshatraIndex?: number;
  /** Canonical name or alias, any case. Must agree with `nakshatraIndex` when both are given. */
  nakshatraName?: string;
  /** 1-4; all four padas when absent. */
  pada?: number;
}

export interface PadaSyllable {
  pada: Pada;
  syllable: string;
  hi: string;
}

export interface SyllablesResult {
  nakshatraIndex: number;
  nakshatra: Nakshatra;
  lord: Graha;
  /** The pada asked for, or null when all four are returned. */
  pada: Pada | null;
  /** One entry when a pada was given, else all four in pada order. */
  syllables: PadaSyllable[];
  /** Regional differences or doubts about this nakshatra's syllables, when any. */
  variants: string | null;
  refs: readonly Citation[];
}

function nakshatraFrom(q: SyllablesQuery): number {
  const { nakshatraIndex: i, nakshatraName: name } = q;
  if (i !== undefined && !(Number.isInteger(i) && i >= 0 && i <= 26)) {
    throw new EngineError('VALUE_OUT_OF_RANGE', 'nakshatra', { range: 'the integers 0-26', got: i });
  }
  let byName: number | undefined;
  if (name !== undefined) {
    const n = resolveNakshatraName(name);
    if (n === undefined)
      throw new EngineError('UNKNOWN_NAME', 'nakshatra_name', { value: name, known: 'a nakshatra name' });
    byName = NAKSHATRAS.indexOf(n);
  }
  if (i !== undefined && byName !== undefined && i !== byName) {
    throw new EngineError('FIELDS_DISAGREE', 'nakshatra_name', {
      value: name,
      relation: 'is not',
      other: `nakshatra ${i} (${at(NAKSHATRAS, i, 'nakshatra')})`,
    });
  }
  const index = i ?? byName;
  if (index === undefined)
    throw new EngineError('INVALID_VALUE', 'nakshatra', {
      expected: 'given (0-26), or nakshatra_name',
      got: 'neither',
    });
  return index;
}

function padaFrom(p: number | undefined): Pada | null {
  if (p === undefined) return null;
  if (p === 1 || p === 2 || p === 3 || p === 4) return p;
  throw new EngineError('VALUE_OUT_OF_RANGE', 'pada', { range: 'the integers 1-4', got: p });
}

function result(index: number, pada: Pada | null): SyllablesResult {
  const nakshatra = nakshatraAt(index);
  const row: { syllables: readonly string[]; hi: readonly string[]; variants?: string } =
    PADA_SYLLABLES.data[nakshatra];
  const all = ([1, 2, 3, 4] as const).map((p): PadaSyllable => ({
    pada: p,
    syllable: at(row.syllables, p - 1, 'pada syllable'),
    hi: at(row.hi, p - 1, 'pada syllable'),
  }));
  return {
    nakshatraIndex: index,
    nakshatra,
    lord: NAKSHATRA_LORDS[nakshatra],
    pada,
    syllables: pada === null ? all : all.filter((s) => s.pada === pada),
    variants: row.variants ?? null,
    refs: PADA_SYLLABLES.cites,
  };
}

/**
 * Syllables of a nakshatra given by index or name, for one pada or all four. Throws an EngineError naming the field.
 */
export function syllablesFor(query: SyllablesQuery): SyllablesResult {
  const index = nakshatraFrom(query);
  return result(index, padaFrom(query.pada));
}

/** The syllable of the pada holding the Moon's sidereal longitude (degrees, any turn). */
export function syllablesAtLongitude(moonSiderealLongitude: number): SyllablesResult {
  if (!Number.isFinite(moonSiderealLongitude)) {
    throw new RangeError(`Moon longitude must be a finite number, got ${moonSiderealLongitude}`);
  }
  const { index, pada } = nakshatraOf(moonSiderealLongitude);
  return result(index, pada as Pada);
}
