/**
 * POST /api/v2/body-marks (the drekkana body regions of a birth chart and the marks its grahas indicate) and
 * POST /api/v2/prasna-lost-object (the chart of the moment a question is asked, read for a lost article). Both
 * compute one chart in the compute thread and read it with cited rules.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ChartBody } from '../../compute/chart/request.ts';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';
import {
  ConventionOptions,
  DateString,
  Latitude,
  Longitude,
  TimeString,
  TimezoneOverride,
  UtcOffsetOverride,
} from '../../schemas/common.ts';
import { LangField } from '../../schemas/lang.ts';

const TAG = 'Questions, readings and AI';

const BodyMarksReq = Type.Object(ChartBody.properties, {
  additionalProperties: false,
  title: '_BodyMarksReq',
  examples: [{ date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 }],
});

const PrashnaLostObjectReq = Type.Object(
  {
    date: DateString,
    time: TimeString,
    latitude: Latitude,
    longitude: Longitude,
    timezone: Type.Optional(TimezoneOverride),
    utc_offset: Type.Optional(UtcOffsetOverride),
    object: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'What was lost (echoed; it changes no rule)' }),
    ),
    ...ConventionOptions,
    ...LangField,
  },
  {
    additionalProperties: false,
    title: '_PrasnaLostObjectReq',
    description: 'The moment the question is asked (date, time) and the place of the one who asks.',
    examples: [{ date: '2026-11-22', time: '10:15', latitude: 28.6139, longitude: 77.209, object: 'keys' }],
  },
);

export async function prashnaMarksRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/prasna-lost-object',
    task: 'prashnaLostObject',
    tags: [TAG],
    summary:
      'Lost-article prashna: the chart of the asked moment; direction, distance and recovery each from a ' +
      'named horary rule (cited, pending). Theft versus misplacement has no sourced rule: PARTIAL, named in ' +
      'missing.',
    operationId: 'prashnaLostObject',
    body: PrashnaLostObjectReq,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/body-marks',
    task: 'bodyMarks',
    tags: [TAG],
    summary:
      'Drekkana body regions from the natal lagna (Brihat Jataka ch. 5, pending): the part of the body each ' +
      'house stands for, and the marks (scar or mole) the occupying grahas indicate.',
    operationId: 'bodyMarks',
    body: BodyMarksReq,
  });
}
