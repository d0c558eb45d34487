/**
 * Numerology of a name and a date of birth (POST /api/numerology). No chart and no ephemeris: every number here is
 * arithmetic on the date's digits and the name's letters, read through the cited tables in tables/numerology/.
 */
import type { Citation } from '../tables/sources.ts';
import { CHALDEAN_LETTERS, PYTHAGOREAN_LETTERS } from '../tables/numerology/letters.ts';
import { LIFE_PATH_RULE, MOOLANK_BHAGYANK } from '../tables/numerology/date-rules.ts';
import { LOSHU_LAYOUT, LOSHU_PLANES } from '../tables/numerology/loshu.ts';
import { FRIENDLY_NUMBERS, GRAHA_COLOURS, NUMBER_RULERS } from '../tables/numerology/rulers.ts';
import { dateDigits, isoDate, validateBirthDate, YEAR_MAX, YEAR_MIN } from './birth-date.ts';
import { dateNumbers, type LifePathSteps } from './date-numbers.ts';
import { EngineError } from '../errors.ts';
import { loShu, type LoShuAnalysis, type LoShuCell } from './loshu.ts';
import { luckyThings, type LuckyThings } from './lucky.ts';
import { nameNumbers, type NameNumbers } from './name-number.ts';
import type { LifePathNumber, RootNumber } from '../vocabulary/numbers.ts';

export interface NumerologyInput {
  firstName: string;
  lastName?: string | null;
  day: number;
  month: number;
  year: number;
}

export interface NumerologyOptions {
  /** Count the moolank and bhagyank once more each in the Lo Shu grid (some practitioners do). Default false. */
  loshuAddMoolankBhagyank?: boolean;
}

export interface NumerologyMissing {
  item: string;
  reason: string;
}

export interface NumerologyResult {
  method: string;
  /** The date read, ISO 8601 (YYYY-MM-DD). */
  birthDate: string;
  moolank: RootNumber;
  bhagyank: RootNumber;
  /** The eight digits of DD MM YYYY summed, before reduction. */
  dateDigitSum: number;
  lifePath: LifePathNumber;
  lifePathSteps: LifePathSteps;
  lifePathEqualsBhagyank: boolean;
  luckyThings: LuckyThings;
  /** Rows of the Lo Shu square, top to bottom (4 9 2 / 3 5 7 / 8 1 6). */
  loshuGrid: LoShuCell[][];
  loshu: LoShuAnalysis;
  /** Null when the first name has no letter A-Z (see `missing`). */
  nameNumber: NameNumbers | null;
  /** Parts not computed, with the reason; empty when everything was. */
  missing: NumerologyMissing[];
  notes: string[];
  refs: readonly Citation[];
}

function methodText(addMoolankBhagyank: boolean): string {
  return [
    'Moolank: day of birth reduced to one digit. Bhagyank: all digits of DD MM YYYY summed and reduced to one digit ' +
      '(Indian practice; no master numbers).',
    'Life path: day, month and year each reduced to 1-9 or a master number (11, 22, 33), added, reduced again ' +
      'stopping at a master number (Western, Decoz); reduced to one digit it always equals the bhagyank.',
    'Name numbers: Chaldean letter values after Cheiro (1-8, no 9) and Pythagorean values (A=1 .. I=9 repeating), ' +
      'compound (letter sum) and reduced; accented Latin letters transliterated, separators and other characters ' +
      'ignored.',
    `Lo Shu grid: counts of the non-zero digits of DD MM YYYY in the square 4 9 2 / 3 5 7 / 8 1 6; moolank and ` +
      `bhagyank ${addMoolankBhagyank ? 'added once each (option on)' : 'not added (default)'}.`,
    'Lucky things: ruler of the moolank (1 Sun, 2 Moon, 3 Jupiter, 4 Rahu, 5 Mercury, 6 Venus, 7 Ketu, 8 Saturn, ' +
      '9 Mars), ' +
      "its colour, and the moolank with the numbers of its ruler's natural friends (BPHS ch. 3).",
    `Dates: Gregorian, ${YEAR_MIN}-${YEAR_MAX}.`,
  ].join(' ');
}

function uniqueCites(tables: readonly { cites: readonly Citation[] }[]): Citation[] {
  const seen = new Map<string, Citation>();
  for (const t of tables) for (const c of t.cites) seen.set(JSON.stringify(c), c);
  return [...seen.values()];
}

const REFS = uniqueCites([
  MOOLANK_BHAGYANK,
  LIFE_PATH_RULE,
  CHALDEAN_LETTERS,
  PYTHAGOREAN_LETTERS,
  LOSHU_LAYOUT,
  LOSHU_PLANES,
  NUMBER_RULERS,
  GRAHA_COLOURS,
  FRIENDLY_NUMBERS,
]);

function checkNames(input: NumerologyInput): void {
  if (typeof input.firstName !== 'string' || input.firstName.trim() === '') {
    throw new EngineError('INVALID_VALUE', 'first_name', {
      expected: 'a name with at least one letter',
      got: input.firstName,
    });
  }
  if (input.lastName != null && typeof input.lastName !== 'string') {
    throw new EngineError('INVALID_VALUE', 'last_name', { expected: 'text when given', got: input.lastName });
  }
}

/**
 * Throws an EngineError (INVALID_VALUE or VALUE_OUT_OF_RANGE, with the field) for an empty first name or a date that is
 * not a calendar date in range.
 */
export function numerology(input: NumerologyInput, options: NumerologyOptions = {}): NumerologyResult {
  checkNames(input);
  const date = validateBirthDate(input);
  const addMoolankBhagyank = options.loshuAddMoolankBhagyank ?? false;
  const dn = dateNumbers(date);
  const grid = loShu({ dateDigits: dateDigits(date), moolank: dn.moolank, bhagyank: dn.bhagyank, addMoolankBhagyank });
  const lucky = luckyThings(dn.moolank);
  const names = nameNumbers(input.firstName, input.lastName);

  const missing: NumerologyMissing[] = [];
  const notes: string[] = [];
  if (lucky.friendlyNumbersMissing)
    missing.push({ item: 'lucky_things.numbers', reason: lucky.friendlyNumbersMissing });
  if (!names) {
    missing.push({
      item: 'name_number',
      reason: 'first_name has no letter A-Z after transliteration; names in other scripts are not transliterated',
    });
  } else {
    if (names.transliterated.length > 0) {
      notes.push(`Transliterated to A-Z: ${names.transliterated.map((t) => `${t.from} -> ${t.to}`).join(', ')}.`);
    }
    if (names.ignored.length > 0)
      notes.push(`Ignored (not a letter A-Z): ${names.ignored.map((c) => JSON.stringify(c)).join(', ')}.`);
    if (input.lastName && input.lastName.trim() !== '' && !names.chaldean.lastName) {
      notes.push('last_name has no letter A-Z after transliteration; the full name is the first name alone.');
    }
  }
  if (!dn.lifePathEqualsBhagyank) {
    notes.push(`Life path ${dn.lifePath} is a master number; reduced to one digit it is the bhagyank ${dn.bhagyank}.`);
  }

  return {
    method: methodText(addMoolankBhagyank),
    birthDate: isoDate(date),
    moolank: dn.moolank,
    bhagyank: dn.bhagyank,
    dateDigitSum: dn.dateDigitSum,
    lifePath: dn.lifePath,
    lifePathSteps: dn.lifePathSteps,
    lifePathEqualsBhagyank: dn.lifePathEqualsBhagyank,
    luckyThings: lucky,
    loshuGrid: grid.grid,
    loshu: grid.analysis,
    nameNumber: names,
    missing,
    notes,
    refs: REFS,
  };
}
