/**
 * GET /api/v2/panchanga/range: a place's daily panchanga for a range of dates, one row per civil day, as NDJSON or
 * CSV written a slice of days at a time as the compute threads finish them (the first week alone, so the first rows
 * arrive at once); the next slice is asked for only when the client has taken the last, and a client that goes away
 * stops the work. A bad range or place is a JSON 422 before anything is streamed.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  PanchangaRangeQuery,
  RANGE_LIMITS,
  type PanchangaRangeQuery as RangeQuery,
} from '../../compute/tasks/panchanga-range.ts';
import { PanchangaRangeRow } from '../../schemas/panchanga-range.ts';
import { withErrors } from '../../schemas/responses.ts';
import type { ComputeRouteDeps } from '../compute-route.ts';
import { streamTable, TABLE_TYPES } from '../table-stream.ts';
import { slices } from './ephemeris.ts';

const Answer = Type.Unsafe<unknown>({
  description:
    'ndjson: one PanchangaRangeRow (components) per line: date, vara, sunrise, sunset, tithi, nakshatra, yoga and ' +
    'karana with the instant each ends, lunar_month, festivals; or csv: the same fields flat, one header row. ISO ' +
    '8601 times with offset.',
  content: {
    // Each line of the stream is one row (the body is a sequence of them, one per line).
    'application/x-ndjson': { schema: Type.Ref(PanchangaRangeRow) },
    'text/csv': { schema: { type: 'string' } },
  },
});

export async function panchangaRangeRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  app.get<{ Querystring: RangeQuery }>(
    '/api/v2/panchanga/range',
    {
      schema: {
        tags: ['Calendar'],
        summary:
          `The daily panchanga of a place for start..end (at most ${RANGE_LIMITS.years} years), one row per civil ` +
          'day: sunrise, sunset, the five limbs at sunrise with their end times, the lunar month (amanta and ' +
          'purnimanta), the festivals and monthly vratas. ndjson (default) or csv, streamed as computed. Heavy rate ' +
          'budget.',
        operationId: 'panchangaRange',
        querystring: PanchangaRangeQuery,
        response: withErrors(Answer),
      },
      config: { rateLimit: 'heavy' },
    },
    async (req, reply) => {
      const query = req.query;
      const plan = JSON.parse(await deps.compute.run('panchangaRangePlan', { query })) as {
        days: number;
        head: string;
      };
      return streamTable(reply, TABLE_TYPES[query.format ?? 'ndjson'], plan.head, async function* () {
        for (const { from, count } of slices(plan.days, 7, 60)) {
          const r = await deps.compute.run('panchangaRangeSlice', { query, from, count });
          yield (JSON.parse(r) as { text: string }).text;
        }
      });
    },
  );
}
