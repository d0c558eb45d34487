/**
 * The oracle: POST /api/v2/oracle/answer answers one catalogue question (by id, or free text matched to the
 * catalogue) from the computed chart, refuses or redirects it under the policy table, or answers PARTIAL naming
 * what is missing. GET /api/v2/oracle/questions publishes the catalogue and the policy (an addition beside the
 * interface's routes, so clients can list the hundred questions).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';
import { CATALOGUE_BODY } from '../../compute/oracle/present.ts';
import { birthFields, PartnerBirth } from '../../compute/oracle/request.ts';
import { OracleQuestionsResult } from '../../schemas/oracle.ts';
import { withoutInput } from '../../schemas/responses.ts';
import { LangField } from '../../schemas/lang.ts';

const TAG = 'Questions, readings and AI';
const EXAMPLE = {
  question_id: 'q01',
  name: 'Example',
  gender: 'Female',
  date: '1990-11-20',
  time: '16:00',
  latitude: 26.85,
  longitude: 80.95,
  as_of: '2026-06-01',
};

const OracleBody = Type.Object(
  {
    question_id: Type.Optional(
      Type.String({
        pattern: '^q(0[1-9]|[1-9][0-9]|100)$',
        description: 'q01 to q100 (GET /api/v2/oracle/questions lists them)',
      }),
    ),
    question_text: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 500,
        description:
          'A question in words, matched to the catalogue by keywords and synonyms (the match and its score are ' +
          'returned)',
      }),
    ),
    ...birthFields,
    partner: Type.Optional(PartnerBirth),
    ...LangField,
  },
  {
    additionalProperties: false,
    title: 'OracleReq',
    description:
      'question_id or question_text; the birth fields when the question reads a chart; partner and gender for ' +
      'compatibility (q36).',
    examples: [EXAMPLE],
  },
);

export async function oracleRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  const catalogue = JSON.stringify(CATALOGUE_BODY);
  app.get(
    '/api/v2/oracle/questions',
    {
      schema: {
        tags: [TAG],
        summary:
          "The oracle's catalogue q01-q100 (topic, inputs, method, computed or not, policy) and the one policy " +
          "table the oracle and the chat share. An addition beside the interface's routes.",
        operationId: 'oracleQuestions',
        response: withoutInput(Type.Ref(OracleQuestionsResult)),
      },
      config: { staticResult: true },
    },
    (_req, reply) => {
      reply.header('cache-control', 'public, max-age=86400').type('application/json; charset=utf-8');
      return catalogue;
    },
  );

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/oracle/answer',
    task: 'oracleAnswer',
    tags: [TAG],
    summary:
      'One question answered from the computed chart: verdict, timing windows, reasoning with chart facts, ' +
      'cited verses. 37 of the 100 are computed; the rest answer PARTIAL naming what is missing. ' +
      'q73 (the sex of a child) is refused; q38 (divorce) is softly redirected to q02 (harmony in marriage). ' +
      'question_text is matched to the catalogue by keywords, with the score shown.',
    operationId: 'oracleAnswer',
    body: OracleBody,
  });
}
