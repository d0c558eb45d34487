/**
 * GET /api/v2/accuracy: for every quantity the reference tests measure, the
 * reference and its version, the cases, the largest error and the tolerance. Read once from the committed
 * data/accuracy.json, which `npm run accuracy` writes from the tests' own results and the tests keep current
 * (test/support/accuracy.ts). REFERENCE: nothing is computed per request.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { readAccuracy } from '../accuracy-data.ts';
import { AccuracyResult } from '../../schemas/accuracy.ts';
import { withErrors } from '../../schemas/responses.ts';

export function accuracyBody(): string {
  const file = readAccuracy();
  return JSON.stringify({
    success: true,
    engine_status: 'REFERENCE' as const,
    prove_refs: [],
    generated_by: file.generated_by,
    rounding: file.rounding,
    quantities: file.quantities,
  });
}

export async function accuracyRoutes(app: FastifyInstance): Promise<void> {
  const body = accuracyBody();
  app.get(
    '/api/v2/accuracy',
    {
      config: { staticResult: true },
      schema: {
        tags: ['Service and discovery'],
        summary:
          'The accuracy the reference tests measure: per quantity (positions, ayanamsa, lagna, cusps, rise and ' +
          'set, limb ends, eclipses, dasha dates, ...) the reference with its version, the cases, the largest ' +
          "error and the tolerance. REFERENCE; an addition beside the interface's routes.",
        operationId: 'accuracy',
        // No parameters: an unknown one is a 422, as on the other static reference routes.
        querystring: Type.Object({}, { additionalProperties: false }),
        response: withErrors(Type.Ref(AccuracyResult)),
      },
    },
    (_req, reply) => reply.type('application/json; charset=utf-8').send(body),
  );
}
