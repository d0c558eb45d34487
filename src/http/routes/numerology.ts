/** POST /api/numerology: root and destiny numbers, life path, name numbers, Lo Shu grid, lucky things. No chart. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { numerology, YEAR_MAX, YEAR_MIN } from '../../engine/numerology/index.ts';
import { toProveRefs } from '../../compute/prove-refs.ts';
import { NumerologyResult } from '../../schemas/readings-no-chart.ts';
import { withErrors } from '../../schemas/responses.ts';
import { snakeCaseKeys } from '../../compute/snake-case.ts';
import type { Lang } from '../../engine/tables/labels/index.ts';
import { withLabels } from '../../compute/labels.ts';
import { LangField } from '../../schemas/lang.ts';

const Body = Type.Object(
  {
    first_name: Type.String({ minLength: 1, maxLength: 100 }),
    last_name: Type.Optional(Type.String({ maxLength: 100 })),
    day: Type.Integer({ minimum: 1, maximum: 31 }),
    month: Type.Integer({ minimum: 1, maximum: 12 }),
    year: Type.Integer({ minimum: YEAR_MIN, maximum: YEAR_MAX }),
    loshu_add_moolank_bhagyank: Type.Optional(
      Type.Boolean({
        description: 'Count the moolank and bhagyank in the Lo Shu grid too (a practice some follow); default false.',
      }),
    ),
    ...LangField,
  },
  {
    additionalProperties: false,
    title: 'NumerologyBody',
    examples: [{ first_name: 'Ravi', last_name: 'Kumar', day: 20, month: 11, year: 1990 }],
  },
);
type Body = {
  first_name: string;
  last_name?: string;
  day: number;
  month: number;
  year: number;
  loshu_add_moolank_bhagyank?: boolean;
  lang?: Lang;
};

export async function numerologyRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/api/numerology',
    {
      schema: {
        tags: ['Charts and strengths'],
        summary:
          'Numerology: moolank, bhagyank, life path, Chaldean and Pythagorean name numbers, Lo Shu grid, lucky ' +
          'numbers, colour and ruler. No chart.',
        operationId: 'numerology',
        body: Body,
        response: withErrors(Type.Ref(NumerologyResult)),
      },
    },
    (req) => {
      const b = req.body;
      const r = numerology(
        { firstName: b.first_name, lastName: b.last_name, day: b.day, month: b.month, year: b.year },
        { loshuAddMoolankBhagyank: b.loshu_add_moolank_bhagyank },
      );
      const { refs, ...result } = r;
      return {
        success: true,
        engine_status: result.missing.length === 0 ? 'LIVE' : 'PARTIAL',
        ...(snakeCaseKeys(result) as object),
        prove_refs: toProveRefs(refs),
        ...withLabels(b.lang, ['graha']),
      };
    },
  );
}
