/**
 * The published accuracy: for every quantity a reference test measures, the
 * reference with its version, the number of cases, the largest error and the tolerance. The same shape is the
 * committed file data/accuracy.json (written by `npm run accuracy`) and the body of GET /api/v2/accuracy.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Closed, Nullable, envelopeFields } from './components.ts';

/** Significant digits kept of each largest error: the committed file and the tests' staleness check round alike. */
export const ACCURACY_DIGITS = 2;

export const AccuracyRecord = Closed(
  {
    id: Type.String({
      description: 'Stable key of the quantity (area.quantity.reference), e.g. astro.longitude.swetest',
    }),
    quantity: Type.String({ description: 'What is measured, in words' }),
    reference: Type.String({
      description:
        'What it is compared with: the tool with its version, or the book, almanac or table with its edition',
    }),
    independent: Type.Boolean({
      description:
        'true: the reference was computed or published outside the service; false: a consistency check of the ' +
        'service against another method of its own on the same ephemeris',
    }),
    cases: Type.Integer({ minimum: 1, description: 'Values compared' }),
    max_error: Type.Number({
      minimum: 0,
      description: `Largest error seen, rounded to ${ACCURACY_DIGITS} significant digits`,
    }),
    unit: Type.String({ description: 'Unit of max_error and tolerance (arcsec, s, days, ...)' }),
    tolerance: Type.Number({ minimum: 0, description: 'The largest error the test accepts' }),
    worst_case: Nullable(
      Type.String({ description: 'Where the largest error occurred (case, body, date); null when every error is 0' }),
    ),
    test: Type.String({ description: 'The test file that measures it, relative to the repository root' }),
  },
  { $id: 'AccuracyRecord', description: 'One measured quantity: reference, cases, largest error and tolerance.' },
);
export type AccuracyRecord = Static<typeof AccuracyRecord>;

/** The committed file: the records sorted by id, and how they were made. */
export interface AccuracyFile {
  generated_by: string;
  rounding: string;
  quantities: AccuracyRecord[];
}

export const AccuracyResult = Closed(
  {
    ...envelopeFields,
    generated_by: Type.String({
      description: 'How the numbers were made: by the reference tests themselves, collected by `npm run accuracy`',
    }),
    rounding: Type.String({ description: 'How max_error is rounded' }),
    quantities: Type.Array(Type.Ref(AccuracyRecord), { description: 'One record per measured quantity, sorted by id' }),
  },
  {
    $id: 'AccuracyResult',
    description:
      'The accuracy the reference tests measure, quantity by quantity (REFERENCE: read from the committed ' +
      'results, nothing computed per request).',
  },
);

export const ACCURACY_COMPONENTS: TSchema[] = [AccuracyRecord, AccuracyResult];
