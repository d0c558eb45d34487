/**
 * The chart as an image: GET (query) and POST (body) /api/v2/chart-svg answer image/svg+xml, North, South or East
 * Indian style or the Sudarshana chakra, any of the sixteen vargas, labels in any language of the label tables. The
 * chart is the one the chart routes compute (the placements equal /api/divisional/{code}); the drawing is
 * deterministic, so equal input gives equal bytes.
 */
import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHART_STYLES } from '../../engine/vocabulary/chart-styles.ts';
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
    StringEnum(CHART_STYLES, {
      description:
        'north (default): fixed houses, house 1 the top diamond, counter-clockwise. south: fixed signs, Pisces ' +
        'top-left, clockwise. east (East Indian, Bengali/Oriya): fixed signs in a 3 x 3 square, Aries top-middle, ' +
        'counter-clockwise, the corner cells cut diagonally into two signs each. sudarshana: the Sudarshana chakra ' +
        '(BPHS ch. 74), three rings counting the houses from the lagna (inner), the Moon (middle) and the Sun ' +
        "(outer), house 1 at the top, counter-clockwise; the grahas' degrees and retrograde marks in a key below. " +
        'Every text is at least 14 px when the picture is drawn 400 px wide.',
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
  examples: [EXAMPLE, { ...EXAMPLE, style: 'east' }, { ...EXAMPLE, style: 'sudarshana', lang: 'hi' }],
});
const ChartSvgQuery = Type.Object(fields, { additionalProperties: false, title: 'ChartSvgQuery' });

/** The image: documented as SVG (sent as it is, without the JSON serializer or the contract check). */
const SvgImage = Type.Unsafe<string>({
  description:
    'The chart as SVG. Each house is a <g class="cell" data-house data-sign> (in the Sudarshana chakra also ' +
    'data-ring: lagna, moon or sun), each graha a <text data-graha>; <desc> says the placements in words, ' +
    '<metadata> holds the conventions as JSON.',
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
    'The chart as an SVG image: North, South or East Indian style or the Sudarshana chakra, varga D1-D60, labels ' +
    'in the language asked (lang). Deterministic.';
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
