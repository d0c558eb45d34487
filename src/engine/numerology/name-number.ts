/**
 * Name numbers in both letter systems: the letters' values summed (the compound) and reduced to one digit.
 * - Chaldean (Cheiro): compound and reduced; Cheiro reads both, the compound as its own number when 10 or more.
 * - Pythagorean (Western): compound and reduced, and the master number (11, 22, 33) if the reduction meets one.
 * Values are given for the first name, the last name and the full name (first + last, Cheiro's "name most used"
 * being the caller's choice of what to send).
 */
import { CHALDEAN_LETTERS, PYTHAGOREAN_LETTERS } from '../tables/numerology/letters.ts';
import { nameLetters } from './name-letters.ts';
import type { Letter, MasterNumber, RootNumber } from '../vocabulary/numbers.ts';
import { isMasterNumber } from '../vocabulary/numbers.ts';
import { reduceKeepingMaster, reduceToRoot } from './reduce.ts';

export interface NameValue {
  /** The letters counted, A-Z after transliteration. */
  letters: string;
  /** Sum of the letter values. */
  compound: number;
  reduced: RootNumber;
}

export interface PythagoreanNameValue extends NameValue {
  /** 11, 22 or 33 when the reduction of the compound stops there; else null. */
  master: MasterNumber | null;
}

export interface NameParts<V> {
  fullName: V;
  firstName: V;
  /** Null when no last name was given or it has no letters A-Z. */
  lastName: V | null;
}

export interface NameNumbers {
  chaldean: NameParts<NameValue>;
  pythagorean: NameParts<PythagoreanNameValue>;
  transliterated: { from: string; to: string }[];
  ignored: string[];
}

function sumOf(letters: readonly Letter[], table: Readonly<Record<Letter, number>>): number {
  return letters.reduce((s, l) => s + table[l], 0);
}

function chaldean(letters: readonly Letter[]): NameValue {
  const compound = sumOf(letters, CHALDEAN_LETTERS.data);
  return { letters: letters.join(''), compound, reduced: reduceToRoot(compound) };
}

function pythagorean(letters: readonly Letter[]): PythagoreanNameValue {
  const compound = sumOf(letters, PYTHAGOREAN_LETTERS.data);
  const kept = reduceKeepingMaster(compound);
  return {
    letters: letters.join(''),
    compound,
    reduced: reduceToRoot(compound),
    master: isMasterNumber(kept) ? kept : null,
  };
}

function unique<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const t of items) if (!seen.has(key(t))) seen.set(key(t), t);
  return [...seen.values()];
}

/** Null when the first name has no letter A-Z after transliteration (a name in another script, say). */
export function nameNumbers(firstName: string, lastName?: string | null): NameNumbers | null {
  const first = nameLetters(firstName);
  if (first.letters.length === 0) return null;
  const last = lastName ? nameLetters(lastName) : null;
  const lastLetters = last && last.letters.length > 0 ? last.letters : null;
  const full = [...first.letters, ...(lastLetters ?? [])];
  return {
    chaldean: {
      fullName: chaldean(full),
      firstName: chaldean(first.letters),
      lastName: lastLetters && chaldean(lastLetters),
    },
    pythagorean: {
      fullName: pythagorean(full),
      firstName: pythagorean(first.letters),
      lastName: lastLetters && pythagorean(lastLetters),
    },
    transliterated: unique([...first.transliterated, ...(last?.transliterated ?? [])], (t) => t.from),
    ignored: unique([...first.ignored, ...(last?.ignored ?? [])], (c) => c),
  };
}
