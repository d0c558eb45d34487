/**
 * Rule-by-rule readings: POST /api/v2/stri-jataka and POST /api/v2/putra-bhava. Each finding carries the computed
 * placement, the attributed classical rule with citations, and an editorial reading; rules declined by policy
 * (judgements of character, chastity or widowhood; a child's sex) are listed in `omitted_by_policy`, never computed.
 */
import type { FastifyInstance } from 'fastify';
import { ChartBody } from '../../compute/chart/request.ts';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

export async function readingRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/stri-jataka',
    task: 'striJataka',
    tags: ['Charts and strengths'],
    summary:
      'Stri jataka rule by rule: computed placement, attributed classical rule (cited) and an editorial ' +
      'reading; rules judging character, chastity or widowhood are declined and listed in omitted_by_policy.',
    operationId: 'striJataka',
    body: ChartBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/putra-bhava',
    task: 'putraBhava',
    tags: ['Charts and strengths'],
    summary:
      "Children (putra bhava) rule by rule with citations; predicting a child's sex is declined " +
      '(omitted_by_policy); rules not computed exactly are listed in omitted.',
    operationId: 'putraBhava',
    body: ChartBody,
  });
}
