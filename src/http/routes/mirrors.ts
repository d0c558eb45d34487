/**
 * POST /api/v2/marks-mirror and POST /api/v2/anga-mirror: lookups, not predictions, and no chart. What the reader
 * reports (a mark and where; bodily features) is answered with the Brihat Samhita passages that speak to it,
 * naming the public-domain edition and chapter. The texts are not bundled, so no verse text is given (PARTIAL);
 * passages judging caste, worth, chastity or luck to a spouse are withheld and listed with the rule.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  ANGA_CHAPTERS,
  ANGA_SUBJECTS,
  angaRef,
  BODY_PARTS,
  MARK_CHAPTER,
  MARK_KINDS,
  markRef,
  WITHHELD,
  WITHHELD_RULE,
  type AngaSubject,
  type BodyPart,
  type MarkKind,
} from '../../engine/tables/readings/mirrors.ts';
import { SOURCES, type Citation } from '../../engine/tables/sources.ts';
import { toProveRefs } from '../../compute/prove-refs.ts';
import { AngaMirrorResult, MarksMirrorResult } from '../../schemas/checkable.ts';
import { StringEnum } from '../../schemas/components.ts';
import { withErrors } from '../../schemas/responses.ts';

const TAG = 'Questions, readings and AI';

const MarksMirrorReq = Type.Object(
  {
    mark: StringEnum(MARK_KINDS, { description: 'What the mark is' }),
    body_part: StringEnum(BODY_PARTS, { description: 'Where it is' }),
    side: Type.Optional(
      StringEnum(['left', 'right', 'middle'], {
        description: 'Which side (echoed; the passages are looked up by the part)',
      }),
    ),
  },
  {
    additionalProperties: false,
    title: '_MarksMirrorReq',
    description: 'A mark the reader reports; no chart.',
    examples: [{ mark: 'mole', body_part: 'forehead', side: 'left' }],
  },
);

const AngaMirrorReq = Type.Object(
  {
    subject: StringEnum(ANGA_SUBJECTS, { description: 'Which chapter to look in: the features of men or of women' }),
    features: Type.Array(StringEnum(BODY_PARTS), {
      minItems: 1,
      maxItems: BODY_PARTS.length,
      uniqueItems: true,
      description: 'The parts whose features the reader reports',
    }),
  },
  {
    additionalProperties: false,
    title: '_AngaMirrorReq',
    description: 'Bodily features the reader reports; no chart.',
    examples: [{ subject: 'man', features: ['forehead', 'palm_lines', 'feet'] }],
  },
);

const KERN = SOURCES.brihat_samhita_kern;
const IYER = SOURCES.brihat_samhita_iyer;
const MISSING = [
  `the verse texts (original Sanskrit and translation): ${KERN.work} in ${KERN.translator}'s edition ` +
    `(${KERN.year}) and ${IYER.translator}'s translation (${IYER.year}) are public domain but not bundled: the ` +
    `build machines reach only the npm registry and Debian packages, which carry neither`,
  'the verse numbers within each chapter: not located without the text',
];

function entry(part: BodyPart, chapter: { chapter: number; title: string }, ref: Citation) {
  return {
    body_part: part,
    work: KERN.work,
    edition: `${KERN.translator}: ${KERN.edition}`,
    also_in: `${IYER.translator}: ${IYER.edition}`,
    chapter: chapter.chapter,
    chapter_title: chapter.title,
    verses: null,
    original_text: null,
    translation: null,
    text_status: 'text not bundled' as const,
    prove_refs: toProveRefs([ref]),
  };
}
const LOOKUP = 'a lookup of what the text says about what you report, not a prediction' as const;

export async function mirrorRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { mark: MarkKind; body_part: BodyPart; side?: 'left' | 'right' | 'middle' } }>(
    '/api/v2/marks-mirror',
    {
      schema: {
        tags: [TAG],
        summary:
          'A reported mark (mole, birthmark, scar, pimple) and where it is: the Brihat Samhita chapter on marks ' +
          'that speaks to it, with the public-domain edition named. A lookup, not a prediction; no chart. Verse ' +
          'text not bundled: PARTIAL.',
        operationId: 'marksMirror',
        body: MarksMirrorReq,
        response: withErrors(Type.Ref(MarksMirrorResult)),
      },
    },
    (req) => {
      const ref = markRef(req.body.body_part);
      return {
        success: true,
        engine_status: 'PARTIAL' as const,
        missing: MISSING,
        lookup: LOOKUP,
        mark: req.body.mark,
        side: req.body.side ?? null,
        entries: [entry(req.body.body_part, MARK_CHAPTER, ref)],
        prove_refs: toProveRefs([ref]),
      };
    },
  );

  app.post<{ Body: { subject: AngaSubject; features: BodyPart[] } }>(
    '/api/v2/anga-mirror',
    {
      schema: {
        tags: [TAG],
        summary:
          'Reported bodily features: the Brihat Samhita chapter passages for each (features of men or of women), ' +
          'edition named; passages judging caste, worth, chastity or luck to a spouse are withheld and listed ' +
          'with the rule. A lookup, no chart. Verse text not bundled: PARTIAL.',
        operationId: 'angaMirror',
        body: AngaMirrorReq,
        response: withErrors(Type.Ref(AngaMirrorResult)),
      },
    },
    (req) => {
      const { subject, features } = req.body;
      const refs = features.map((f) => angaRef(subject, f));
      const withheld = WITHHELD[subject];
      return {
        success: true,
        engine_status: 'PARTIAL' as const,
        missing: MISSING,
        lookup: LOOKUP,
        subject,
        entries: features.map((f, i) => entry(f, ANGA_CHAPTERS[subject], refs[i] ?? angaRef(subject, f))),
        withheld: withheld.map((w) => ({ topic: w.topic, rule: WITHHELD_RULE, prove_refs: toProveRefs(w.refs) })),
        prove_refs: toProveRefs([...refs, ...withheld.flatMap((w) => w.refs)]),
      };
    },
  );
}
