/**
 * Muhurta: the finder (a scan of up to 90 days for one act), the complete view of one moment, and tarabala. Each
 * runs as a compute task on the muhurta engine's boundary timeline (engine/jyotish/muhurta). The marriage, travel,
 * audit and multi-person routes live beside this module (muhurta-*.ts) and share its presenters.
 */
import type { FastifyInstance } from 'fastify';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

import { FinderBody, CompleteBody, TarabalaBody } from '../../compute/tasks/muhurta.ts';

const TAG = 'Muhurta';

// --- routes --------------------------------------------------------------------------------------------------------

export async function muhurtaRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/muhurta-finder',
    task: 'muhurtaFinder',
    tags: [TAG],
    summary:
      'Scan 1 to 90 days (default 30) from start_date for one act: each day banded with its benefits, issues ' +
      'and the windows in which every rule holds (local times with offset), from one boundary timeline. Heavy ' +
      'rate budget.',
    operationId: 'muhurtaFinder',
    body: FinderBody,
    rateLimit: 'heavy', // a scan of up to 90 days
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/muhurta-complete',
    task: 'muhurtaComplete',
    tags: [TAG],
    summary:
      "One moment: the day's band and windows for the activity, every act's verdict with benefits and issues, " +
      'the five angas and the special yogas in force.',
    operationId: 'muhurtaComplete',
    body: CompleteBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/tarabala',
    task: 'tarabala',
    tags: [TAG],
    summary:
      'Tarabala (the nine taras from the birth star) of each nakshatra interval and chandrabala of each ' +
      'Moon-sign interval over a date or a range of up to 31 days; birth star by name or from birth data.',
    operationId: 'tarabala',
    body: TarabalaBody,
  });
}
