/**
 * The marriage outcome study: POST /api/v2/study/marriage stores one row (validated, never coerced: the body
 * validator does not coerce, and the service refuses dates out of range and a row without consent), and
 * GET /api/v2/study/marriage/count gives progress counts only, never rows.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { MarriageStudyService } from '../../services/study/marriage-study.ts';
import type { MarriageOutcome, MarriageStudyCounts, StudyBirth } from '../../storage/study-ports.ts';
import { NEEDS_DATABASE, withErrors, withoutInput } from '../../schemas/responses.ts';
import { MarriageStudyCount, MarriageStudyRecorded, MarriageStudyReq } from '../../schemas/study.ts';

const TAG = 'Questions, readings and AI';

interface Body {
  bride: Omit<StudyBirth, 'time'> & { time?: string };
  groom: Omit<StudyBirth, 'time'> & { time?: string };
  marriage_date: string;
  outcome: MarriageOutcome;
  consent: boolean;
}

const counts = (c: MarriageStudyCounts) => ({ total: c.total, by_outcome: c.byOutcome });
const birth = (b: Body['bride']): StudyBirth => ({ ...b, time: b.time ?? null });

export async function studyRoutes(app: FastifyInstance, deps: { study: MarriageStudyService }): Promise<void> {
  app.post<{ Body: Body }>(
    '/api/v2/study/marriage',
    {
      schema: {
        tags: [TAG],
        summary:
          'Give one marriage outcome to the study (both births, marriage date, outcome, consent). Validated, ' +
          'never coerced: a wrong type, an unknown field, a date out of range or consent not true is a 422 and ' +
          'nothing is stored. Answers the counts only.',
        operationId: 'marriageStudy',
        body: MarriageStudyReq,
        response: withErrors(Type.Ref(MarriageStudyRecorded), {
          201: Type.Ref(MarriageStudyRecorded),
          ...NEEDS_DATABASE,
        }),
      },
      config: { rateLimit: 'heavy' }, // anonymous writes
    },
    async (req, reply) => {
      const b = req.body;
      const c = await deps.study.record({
        bride: birth(b.bride),
        groom: birth(b.groom),
        marriageDate: b.marriage_date,
        outcome: b.outcome,
        consent: b.consent,
      });
      reply.code(201);
      return { success: true, stored: true as const, study: 'marriage' as const, ...counts(c) };
    },
  );

  app.get(
    '/api/v2/study/marriage/count',
    {
      schema: {
        tags: [TAG],
        summary: 'Progress of the marriage outcome study: how many rows, by outcome. Never rows.',
        operationId: 'marriageStudyCount',
        response: withoutInput(Type.Ref(MarriageStudyCount), NEEDS_DATABASE),
      },
    },
    async () => ({
      success: true,
      study: 'marriage' as const,
      ...counts(await deps.study.counts()),
      note: 'Counts only: the rows are kept for the study and never served.',
    }),
  );
}
