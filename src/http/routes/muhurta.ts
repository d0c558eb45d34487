/**
 * Muhurta: the finder (a scan of up to 90 days for one act), the complete view of one moment, and tarabala. Each
 * runs as a compute task on the muhurta engine's boundary timeline (engine/jyotish/muhurta). The marriage, travel,
 * audit and multi-person routes live beside this module (muhurta-*.ts) and share its presenters.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { computeRoute, sendJson, type ComputeRouteDeps } from '../compute-route.ts';
import { MuhurtaFinderResult } from '../../schemas/muhurta.ts';
import { withErrors } from '../../schemas/responses.ts';

import {
  FinderBody as FinderBodySchema,
  type FinderBody,
  CompleteBody,
  TarabalaBody,
} from '../../compute/tasks/muhurta.ts';

/** The finder's 200: its JSON result, or with format "ics" the same windows as iCalendar text. */
const FinderAnswer = Type.Unsafe<unknown>({
  description: 'The scan as JSON (MuhurtaFinderResult), or with format "ics" as an iCalendar feed',
  content: {
    'application/json': { schema: Type.Ref(MuhurtaFinderResult) },
    'text/calendar': { schema: { type: 'string' } },
  },
});

const TAG = 'Muhurta';

// --- routes --------------------------------------------------------------------------------------------------------

export async function muhurtaRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  app.route<{ Body: FinderBody }>({
    method: 'POST',
    url: '/api/v2/muhurta-finder',
    schema: {
      tags: [TAG],
      summary:
        'Scan 1 to 90 days (default 30) from start_date for one act: each day banded with its benefits, issues ' +
        'and the windows in which every rule holds (local times with offset), from one boundary timeline; ' +
        'format "ics" gives the windows as iCalendar events. Heavy rate budget.',
      operationId: 'muhurtaFinder',
      body: FinderBodySchema,
      response: withErrors(FinderAnswer),
    },
    config: { rateLimit: 'heavy' }, // a scan of up to 90 days
    handler: async (req, reply) => {
      const request = { body: req.body, now: deps.now() };
      if (req.body.format !== 'ics') return sendJson(reply, deps.compute.run('muhurtaFinder', request));
      const { ics } = JSON.parse(await deps.compute.run('muhurtaFinderIcs', request)) as { ics: string };
      return reply.type('text/calendar; charset=utf-8').send(ics);
    },
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
