/**
 * The chart as an image: GET (query) and POST (body) /api/v2/chart-svg answer image/svg+xml, North or South Indian
 * style, any of the sixteen vargas, labels in en, hi or sa. The chart is the one the chart routes compute (the
 * placements equal /api/divisional/{code}); the drawing is deterministic, so equal input gives equal bytes.
 */
import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ALL_VARGAS } from '../../compute/chart/present.ts';
import type { Compute } from '../../compute/port.ts';
import { CanonicalBirth } from '../../schemas/bodies.ts';
import { ConventionOptions, TimeString } from '../../schemas/common.ts';
import { StringEnum } from '../../schemas/components.ts';
import { LangOption } from '../../schemas/lang.ts';
import { withErrors } from '../../schemas/responses.ts';

import { type ChartSvgRequest } from '../../compute/tasks/chart-image.ts';

const TAG = 'Charts and strengths';

const imageOptions = {
  style: Type.Optional(
    StringEnum(['north', 'south'], {
      description: 'north (default): fixed houses, house 1 the top diamond. south: fixed signs, Pisces top-left.',
    }),
  ),
  varga: Type.Optional(
    StringEnum(ALL_VARGAS, { description: 'Divisional chart D1 (default) .. D60 (Parashara, BPHS ch. 6).' }),
  ),
  lang: Type.Optional(LangOption),
};
const { name: _name, gender: _gender, ...birth } = CanonicalBirth.properties;
const fields = { ...birth, time: TimeString, ...ConventionOptions, ...imageOptions };
const EXAMPLE = {
  date: '1990-11-20',
  time: '16:00',
  latitude: 26.85,
  longitude: 80.95,
  style: 'north',
  varga: 'D1',
  lang: 'en',
};

export const ChartSvgBody = Type.Object(fields, {
  additionalProperties: false,
  title: 'ChartSvgBody',
  examples: [EXAMPLE],
});
const ChartSvgQuery = Type.Object(fields, { additionalProperties: false, title: 'ChartSvgQuery' });

/** The image: documented as SVG (sent as it is, without the JSON serializer or the contract check). */
const SvgImage = Type.Unsafe<string>({
  description:
    'The chart as SVG. Each house is a <g class="cell" data-house data-sign>, each graha a <text data-graha>; ' +
    '<desc> says the placements in words, <metadata> holds the conventions as JSON.',
  content: { 'image/svg+xml': { schema: { type: 'string' } } },
});

async function sendSvg(request: FastifyRequest, reply: FastifyReply, json: Promise<string>): Promise<FastifyReply> {
  const { svg } = JSON.parse(await json) as { svg: string };
  // Equal input, equal bytes: a day's caching is safe (only a new ephemeris or code release changes the drawing),
  // and the bytes' hash is their ETag (a few microseconds for a drawing of a few kilobytes).
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
  const asked = request.headers['if-none-match'];
  if (asked !== undefined && asked.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
    return reply.status(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

export async function chartImageRoutes(app: FastifyInstance, deps: { compute: Compute }): Promise<void> {
  const summary =
    'The chart as an SVG image: North or South Indian style, varga D1-D60, labels in en, hi (Devanagari) or sa ' +
    '(IAST). Deterministic.';
  app.get<{ Querystring: ChartSvgRequest }>(
    '/api/v2/chart-svg',
    {
      schema: {
        tags: [TAG],
        summary,
        operationId: 'chartSvgGet',
        querystring: ChartSvgQuery,
        response: withErrors(SvgImage),
      },
    },
    (req, reply) => sendSvg(req, reply, deps.compute.run('chartSvg', { input: req.query, from: 'query' })),
  );

  app.post<{ Body: ChartSvgRequest }>(
    '/api/v2/chart-svg',
    {
      schema: { tags: [TAG], summary, operationId: 'chartSvg', body: ChartSvgBody, response: withErrors(SvgImage) },
    },
    (req, reply) => sendSvg(req, reply, deps.compute.run('chartSvg', { input: req.body, from: 'body' })),
  );
}
