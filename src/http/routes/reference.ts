/**
 * Reference routes: the remedy corpus, the Sarvatobhadra phonetic grid and the BPHS chapter metadata.
 * Static tables built once at start and sent as they are (no birth data, nothing computed per request).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { bphsChapter, BPHS_CHAPTER_COUNT } from '../../engine/tables/reference/bphs-chapters.ts';
import {
  DIRECTIONS,
  GRAHA_GEMS,
  REMEDY_ADVISORY,
  RUDRAKSHA_GRAHAS,
  VASTU_DIRECTIONS,
} from '../../engine/tables/reference/remedy-corpus.ts';
import {
  SBC_CONSONANT_RING,
  SBC_CORNER_VOWELS,
  SBC_NAKSHATRA_RING,
  SBC_SIGN_RING,
  SBC_VEDHA_LINES,
  sbcGrid,
} from '../../engine/tables/reference/sbc-grid.ts';
import { SOURCES } from '../../engine/tables/sources.ts';
import { GRAHAS } from '../../engine/vocabulary/names.ts';
import { ServiceError } from '../../services/errors.ts';
import { toProveRefs } from '../../compute/prove-refs.ts';
import {
  BphsChapterNotFound,
  BphsChapterResult,
  RemedyCorpusResult,
  SbcPhoneticGridResult,
} from '../../schemas/reference.ts';
import type { Lang } from '../../engine/tables/labels/index.ts';
import { staticByLang } from '../../compute/labels.ts';
import { LangQuery } from '../../schemas/lang.ts';
import { withErrors } from '../../schemas/responses.ts';

const TAG = 'Service and discovery';

function remedyCorpus() {
  return {
    success: true,
    engine_status: 'REFERENCE' as const,
    advisory: REMEDY_ADVISORY,
    gemstones: GRAHAS.map((graha) => ({ graha, ...GRAHA_GEMS.data[graha] })),
    gemstones_refs: toProveRefs(GRAHA_GEMS.cites),
    rudraksha: RUDRAKSHA_GRAHAS.data.map((r) => ({ ...r })),
    rudraksha_refs: toProveRefs(RUDRAKSHA_GRAHAS.cites),
    vastu_directions: DIRECTIONS.map((direction) => ({ direction, ...VASTU_DIRECTIONS.data[direction] })),
    vastu_refs: toProveRefs(VASTU_DIRECTIONS.cites),
    prove_refs: toProveRefs([...GRAHA_GEMS.cites, ...RUDRAKSHA_GRAHAS.cites, ...VASTU_DIRECTIONS.cites]),
  };
}

function sbcPhoneticGrid() {
  const ringOf = (row: number, column: number) => Math.min(row, column, 8 - row, 8 - column);
  return {
    success: true,
    // The interface calls this grid partial, and it is: see not_given.
    engine_status: 'PARTIAL' as const,
    orientation:
      'East at the top (row 0), South on the right (column 8), West at the bottom (row 8), North on the left ' +
      '(column 0)',
    grid: sbcGrid().map((line, row) =>
      line.map((cell, column) => ({ row, column, ring: ringOf(row, column), ...cell })),
    ),
    vedha: {
      lines: SBC_VEDHA_LINES.data,
      rule:
        'From the nakshatra a graha occupies, vedha runs along three lines: straight across the grid and the two ' +
        'diagonals. ' +
        'Commonly: the straight line for normal motion, one diagonal when fast, the other when retrograde; ' +
        'authors differ on which ' +
        'diagonal goes with which motion and some give all three to every graha, so the service names the lines ' +
        'and fixes neither choice.',
    },
    given: [
      'the 28 nakshatras (Abhijit included) on the outer ring',
      'the 16 vowels at the corners of the four rings',
      'the 20 name initials of the second ring (19 consonants and अ)',
      'the 12 signs of the third ring',
      'the five tithi groups with their weekdays on the inner cross and centre',
      'the step vectors of the three vedha lines from each side',
    ],
    not_given: [
      'the syllables of each nakshatra pada (the naming syllables are at GET /api/v2/namkaran/syllables)',
      'which vedha line goes with which motion (authors differ)',
      'vedha from a chart or a transit, and its results: this route takes no birth data and computes nothing',
      'verification of the cell order against an edition of Narapati Jayacharya (none is carried; citations ' +
        'pending). ' +
        'The 81 cells agree with an independent drawing (saravali.github.io, CC BY-SA 4.0), which is not an edition',
      'which of the two r-type corner vowels of the second ring is short (ri) and which long (rii), and likewise ' +
        'lri/lrii on the third ring: ' +
        'the drawing checked shows one glyph for each pair; the service follows the short-before-long order of ' +
        'the other rings',
    ],
    prove_refs: toProveRefs(
      [SBC_NAKSHATRA_RING, SBC_CORNER_VOWELS, SBC_CONSONANT_RING, SBC_SIGN_RING, SBC_VEDHA_LINES].flatMap(
        (t) => t.cites,
      ),
    ),
  };
}
const REMEDY_BODY = staticByLang(remedyCorpus(), ['graha']);
const SBC_BODY = staticByLang(sbcPhoneticGrid(), ['nakshatra', 'sign', 'vara', 'tithi']);
const BPHS = SOURCES.bphs;

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { lang?: Lang } }>(
    '/api/v2/reference/remedy-corpus',
    {
      config: { staticResult: true },
      schema: {
        tags: [TAG],
        summary:
          'Gem, rudraksha and vastu (direction) associations of the grahas with prove_refs. REFERENCE, advisory: ' +
          'no medical or financial claims.',
        operationId: 'remedyCorpus',
        querystring: LangQuery,
        response: withErrors(Type.Ref(RemedyCorpusResult)),
      },
    },
    (req, reply) => {
      reply.type('application/json; charset=utf-8');
      return REMEDY_BODY(req.query.lang);
    },
  );

  app.get<{ Querystring: { lang?: Lang } }>(
    '/api/v2/sbc-phonetic-grid',
    {
      config: { staticResult: true },
      schema: {
        tags: [TAG],
        summary:
          'The Sarvatobhadra chakra: the 9 x 9 grid (nakshatras, vowels, consonants, signs, tithi groups and ' +
          'weekdays in their cells) and the vedha lines; the parts given and not given are listed.',
        operationId: 'sbcPhoneticGrid',
        querystring: LangQuery,
        response: withErrors(Type.Ref(SbcPhoneticGridResult)),
      },
    },
    (req, reply) => {
      reply.type('application/json; charset=utf-8');
      return SBC_BODY(req.query.lang);
    },
  );

  app.get<{ Params: { chapter: number } }>(
    '/api/v2/bphs/chapter/:chapter',
    {
      config: { staticResult: true },
      schema: {
        tags: [TAG],
        summary:
          `One chapter of Brihat Parashara Hora Shastra (1 to ${BPHS_CHAPTER_COUNT}, Santhanam's numbering): ` +
          `title and topic where known. The text is not bundled (no public-domain edition is carried): PARTIAL. ` +
          `Unknown chapter: 404.`,
        operationId: 'bphsChapter',
        params: Type.Object({ chapter: Type.Integer({ description: `Chapter number, 1 to ${BPHS_CHAPTER_COUNT}` }) }),
        response: withErrors(Type.Ref(BphsChapterResult), { 404: BphsChapterNotFound }),
      },
    },
    (req) => {
      const c = bphsChapter(req.params.chapter);
      if (c === undefined)
        throw new ServiceError('NOT_FOUND', {
          what: `BPHS chapter ${req.params.chapter} (the edition has chapters 1 to ${BPHS_CHAPTER_COUNT})`,
        });
      return {
        success: true,
        engine_status: 'PARTIAL' as const,
        missing: [
          `the text of chapter ${c.chapter}: not bundled (Santhanam's translation is under copyright and no ` +
            `public-domain edition is carried)`,
          'the verse count: not known to the project without the edition in hand',
          ...(c.title === null ? [`the title of chapter ${c.chapter}: not known to the project`] : []),
          ...(c.title !== null && c.chapter > 45
            ? [
                `Santhanam's own English title of chapter ${c.chapter} (his vol. 2 was not seen): the title ` +
                  `given renders the Sanskrit chapter heading`,
              ]
            : []),
        ],
        work: BPHS.work,
        edition:
          `${BPHS.translator}, ${BPHS.publisher}, ${BPHS.year} (${BPHS.edition}); chapter numbering of this ` +
          `edition`,
        chapter: c.chapter,
        chapters_in_edition: BPHS_CHAPTER_COUNT,
        title: c.title,
        topic: c.topic,
        verse_count: null,
        text: null,
        text_status: 'text not bundled' as const,
        prove_refs: toProveRefs(c.refs),
      };
    },
  );
}
