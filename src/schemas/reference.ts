/**
 * Response schemas of the reference routes: the remedy corpus, the Sarvatobhadra grid and the BPHS
 * chapter metadata. Static tables: REFERENCE (remedy corpus) or PARTIAL (the grid, the chapters), never LIVE.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { DIRECTIONS } from '../engine/tables/reference/remedy-corpus.ts';
import { Closed, GrahaName, Nullable, ProveRefs, StringEnum, envelopeFields } from './components.ts';
import { LabelsField } from './labels.ts';

const status = { success: envelopeFields.success, engine_status: envelopeFields.engine_status };
const Missing = Type.Array(Type.String(), {
  description: 'What the answer does not give (the reason it is PARTIAL), one sentence each.',
});

export const RemedyCorpusResult = Closed(
  {
    ...status,
    advisory: Type.String({ description: 'Advisory only: no medical, financial or other claim.' }),
    gemstones: Type.Array(Closed({ graha: Type.Ref(GrahaName), gem: Type.String(), sanskrit: Type.String() }), {
      minItems: 9,
      maxItems: 9,
    }),
    gemstones_refs: ProveRefs,
    rudraksha: Type.Array(
      Closed({
        mukhi: Type.Integer({ minimum: 1, maximum: 9, description: 'Number of faces' }),
        graha: Type.Ref(GrahaName),
      }),
      { minItems: 9, maxItems: 9 },
    ),
    rudraksha_refs: ProveRefs,
    vastu_directions: Type.Array(
      Closed({
        direction: StringEnum(DIRECTIONS),
        graha: Type.Ref(GrahaName),
        guardian: Type.String({ description: 'Guardian of the direction (dikpala)' }),
      }),
      { minItems: 8, maxItems: 8 },
    ),
    vastu_refs: ProveRefs,
    prove_refs: envelopeFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'RemedyCorpusResult',
    description:
      'Gem, rudraksha and direction associations of the grahas, each table with its citations (REFERENCE, advisory).',
  },
);

const SbcCell = Closed(
  {
    row: Type.Integer({ minimum: 0, maximum: 8, description: '0 = the east edge (top)' }),
    column: Type.Integer({ minimum: 0, maximum: 8, description: '0 = the north edge (left)' }),
    ring: Type.Integer({ minimum: 0, maximum: 4, description: '0 = outer edge, 4 = centre' }),
    kind: StringEnum(['nakshatra', 'vowel', 'consonant', 'sign', 'tithi_group']),
    name: Type.Optional(
      Type.String({ description: 'Nakshatra (names.md spelling, or Abhijit), sign, or tithi group' }),
    ),
    letter: Type.Optional(Type.String({ description: 'Devanagari letter (vowels and consonants)' })),
    iast: Type.Optional(Type.String({ description: 'The letter in IAST' })),
    tithis: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 30 }), {
        description: 'Tithi numbers of the group (1-15 each paksha; 30 = Amavasya)',
      }),
    ),
    varas: Type.Optional(Type.Array(Type.String(), { description: 'Weekdays of the group' })),
  },
  { title: 'SbcCell' },
);
const Step = Type.Array(Type.Integer({ minimum: -1, maximum: 1 }), {
  minItems: 2,
  maxItems: 2,
  description: '[row step, column step]',
});
const VedhaSide = Closed({ straight: Step, diagonals: Type.Array(Step, { minItems: 2, maxItems: 2 }) });

export const SbcPhoneticGridResult = Closed(
  {
    ...status,
    orientation: Type.String({ description: 'Which edge faces which direction' }),
    grid: Type.Array(Type.Array(SbcCell, { minItems: 9, maxItems: 9 }), {
      minItems: 9,
      maxItems: 9,
      description: 'Rows from the east edge; each row from the north edge',
    }),
    vedha: Closed({
      lines: Closed(
        { east: VedhaSide, south: VedhaSide, west: VedhaSide, north: VedhaSide },
        { description: 'Step vectors of the three vedha lines from a nakshatra cell on each side' },
      ),
      rule: Type.String({ description: 'Which lines a graha casts, and what the service leaves open' }),
    }),
    given: Type.Array(Type.String(), { description: 'The parts of the chakra this answer gives' }),
    not_given: Type.Array(Type.String(), { description: 'The parts it does not give' }),
    prove_refs: envelopeFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'SbcPhoneticGridResult',
    description:
      'The Sarvatobhadra chakra 9 x 9 grid and its vedha lines; the parts given and not given are listed ' +
      '(PARTIAL: see not_given).',
  },
);

export const BphsChapterResult = Closed(
  {
    ...status,
    missing: Missing,
    work: Type.String(),
    edition: Type.String({ description: 'The edition whose chapter numbering is used' }),
    chapter: Type.Integer({ minimum: 1 }),
    chapters_in_edition: Type.Integer(),
    title: Nullable(Type.String({ description: 'null when the project does not know the title' })),
    topic: Nullable(Type.String()),
    verse_count: Type.Null({ description: 'Not known to the project without the edition in hand' }),
    text: Type.Null({ description: 'The chapter text: not bundled (no public-domain edition is carried)' }),
    text_status: Type.Literal('text not bundled'),
    prove_refs: envelopeFields.prove_refs,
  },
  {
    $id: 'BphsChapterResult',
    description: 'One BPHS chapter: number, title and topic where known; the text is not bundled (PARTIAL).',
  },
);

export const BphsChapterNotFound = Closed(
  { detail: Type.String() },
  { title: 'BphsChapterNotFound', description: 'No such chapter in the edition (1 to 97).' },
);

export const REFERENCE_COMPONENTS: TSchema[] = [RemedyCorpusResult, SbcPhoneticGridResult, BphsChapterResult];
