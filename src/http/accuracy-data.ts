/**
 * The committed accuracy file (data/accuracy.json): read by GET /api/v2/accuracy and the /accuracy page, written by
 * scripts/accuracy.ts, and compared by the reference tests' shared report helper (test/support/accuracy.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config.ts';
import { ACCURACY_DIGITS, type AccuracyFile } from '../schemas/accuracy.ts';

export const ACCURACY_FILE = path.join(PROJECT_ROOT, 'data', 'accuracy.json');

/**
 * A largest error as it is published: two significant digits. The errors are differences of deterministic
 * computations on the same ephemeris files, so the same code gives the same digits on every machine; the third
 * digit and beyond would only publish the noise of the references' own printed rounding.
 */
export function roundError(error: number): number {
  return error === 0 ? 0 : Number(error.toPrecision(ACCURACY_DIGITS));
}

export function readAccuracy(file = ACCURACY_FILE): AccuracyFile {
  return JSON.parse(readFileSync(file, 'utf8')) as AccuracyFile;
}
