/**
 * POST /api/v2/chart-rectification: without life events, the panel of events to ask for (`panel_required`); with
 * them, candidate lagnas inside the uncertainty window scored by dasha and transit agreement
 * (rectification/rectify.ts). POST /api/v2/birth-time-sensitivity: how far the birth time can move before the
 * chart changes (rectification/sensitivity.ts).
 */
import type { FastifyInstance } from 'fastify';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

import { Body } from '../../compute/tasks/rectification.ts';
import { SensitivityBody } from '../../compute/tasks/sensitivity.ts';

export async function rectificationRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/chart-rectification',
    task: 'chartRectification',
    tags: ['Charts and strengths'],
    summary:
      'Birth-time rectification: without life_events, the panel of events to collect (panel_required); with ' +
      'them, candidate lagnas in the window scored by dasha and transit agreement.',
    operationId: 'chartRectification',
    body: Body,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/birth-time-sensitivity',
    task: 'birthTimeSensitivity',
    tags: ['Charts and strengths'],
    summary:
      "How much the birth time matters: for the lagna, its D9, D10, D12 and D60 signs, the Moon's pada, each " +
      "graha's sign, nakshatra and house, and the Vimshottari periods at birth and at a later date, the earliest " +
      'and latest birth times within window_minutes that keep the value, the value on each side, and a summary.',
    operationId: 'birthTimeSensitivity',
    body: SensitivityBody,
  });
}
