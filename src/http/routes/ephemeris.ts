/**
 * GET /api/v2/ephemeris: a sidereal ephemeris table for a range, as JSON (positions and events in one answer), or as
 * NDJSON or CSV written slice by slice as the compute threads finish them: the first slice is small so the first
 * rows arrive at once, the next is asked for only when the client has taken the last, and a client that goes away
 * stops the work. A bad range is a JSON 422 before anything is streamed.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  EPHEMERIS_LIMITS,
  EphemerisQuery,
  type EphemerisQuery as EphemerisQueryType,
} from '../../compute/ephemeris/request.ts';
import { EphemerisResult, EphemerisRow } from '../../schemas/ephemeris.ts';
import { withErrors } from '../../schemas/responses.ts';
import { sendJson, type ComputeRouteDeps } from '../compute-route.ts';
import { streamTable, TABLE_TYPES } from '../table-stream.ts';

const Answer = Type.Unsafe<unknown>({
  description:
    'EphemerisResult as JSON; ndjson: one EphemerisRow (or with table=events one EphemerisEvent) per line; csv: ' +
    'the same fields flat (sun_longitude, sun_sign ...), one header row.',
  content: {
    'application/json': { schema: Type.Ref(EphemerisResult) },
    // Each line of the stream is one row (the body is a sequence of them, one per line).
    'application/x-ndjson': { schema: Type.Ref(EphemerisRow) },
    'text/csv': { schema: { type: 'string' } },
  },
});

export async function ephemerisRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  app.get<{ Querystring: EphemerisQueryType }>(
    '/api/v2/ephemeris',
    {
      schema: {
        tags: ['Charts and strengths'],
        summary:
          `A sidereal ephemeris for start..end (at most ${EPHEMERIS_LIMITS.years} years; ${EPHEMERIS_LIMITS.rows} ` +
          "rows at most): each graha's longitude, sign, nakshatra and pada, speed and retrograde flag per step, " +
          'the ayanamsa, the lagna with lat/lon; and the sign and nakshatra ingresses and stations as exact ' +
          'instants. format json, or ndjson / csv streamed as computed (table positions or events). Heavy rate ' +
          'budget.',
        operationId: 'ephemeris',
        querystring: EphemerisQuery,
        response: withErrors(Answer),
      },
      config: { rateLimit: 'heavy' },
    },
    async (req, reply) => {
      const query = req.query;
      const format = query.format ?? 'json';
      if (format === 'json') return sendJson(reply, deps.compute.run('ephemeris', { query }));
      const plan = JSON.parse(await deps.compute.run('ephemerisPlan', { query })) as {
        rows: number;
        head: string;
      };
      return streamTable(reply, TABLE_TYPES[format], plan.head, async function* () {
        if (query.table === 'events') {
          yield (JSON.parse(await deps.compute.run('ephemerisEvents', { query })) as { text: string }).text;
          return;
        }
        for (const { from, count } of slices(plan.rows)) {
          const r = await deps.compute.run('ephemerisSlice', { query, from, count });
          yield (JSON.parse(r) as { text: string }).text;
        }
      });
    },
  );
}

/** The first rows alone, so they arrive at once, then slices large enough that a thread's hop costs little. */
export function* slices(rows: number, first = 16, size = 250): Generator<{ from: number; count: number }> {
  for (let from = 0, count = first; from < rows; from += count, count = size) yield { from, count };
}
