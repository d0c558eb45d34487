/**
 * Calendar: the daily panchanga, choghadiya and hora. The routes name their tasks; the tasks translate engine
 * results (camelCase, UTC instants) to the interface's fields (snake_case, local times with their offsets). Every
 * result states its conventions and carries its citations as prove_refs (pending unless verified).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';
import { LangField } from '../../schemas/lang.ts';
import { DateString, Latitude, Longitude, TimeString } from '../../schemas/common.ts';

import { PanchangaBody, DayQuery } from '../../compute/tasks/calendar.ts';

const TAG = 'Calendar';

const GlanceQuery = Type.Object(
  { lat: Type.Optional(Latitude), lon: Type.Optional(Longitude), date: Type.Optional(DateString), ...LangField },
  { additionalProperties: false },
);

const RashifalQuery = Type.Object(
  {
    date: Type.Optional(DateString),
    period: Type.Optional(
      Type.Union([Type.Literal('daily'), Type.Literal('weekly'), Type.Literal('monthly'), Type.Literal('yearly')], {
        default: 'daily',
      }),
    ),
    ...LangField,
  },
  { additionalProperties: false },
);

export async function calendarRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'GET',
    url: '/api/v2/rashifal',
    task: 'rashifal',
    tags: [TAG],
    summary:
      "Moon-transit (chandra gochara) forecast for each of the 12 signs: the Moon's house from each janma " +
      'sign, sampled daily at 12:00 IST, favourable and challenging days tallied over the period.',
    operationId: 'rashifal',
    querystring: RashifalQuery,
  });

  computeRoute(app, deps, {
    method: 'GET',
    url: '/api/v2/panchang/glance',
    task: 'panchangGlance',
    tags: [TAG],
    summary:
      'The day at a glance: a band for new beginnings from the sunrise limbs by a stated, cited rule, with ' +
      'the limbs as evidence. Defaults: New Delhi, today.',
    operationId: 'panchangGlance',
    querystring: GlanceQuery,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/panchanga',
    task: 'panchanga',
    tags: [TAG],
    summary:
      'Daily panchanga at a place: the five limbs at sunrise with their start and end, every change to the ' +
      'next sunrise, sun and moon, lunar month, samvat, kalams and muhurtas.',
    operationId: 'panchanga',
    body: PanchangaBody,
  });

  computeRoute(app, deps, {
    method: 'GET',
    url: '/api/choghadiya',
    task: 'choghadiya',
    tags: [TAG],
    summary:
      'Choghadiya: 8 day and 8 night periods rotated by weekday, from the actual sunrise, sunset and next sunrise.',
    operationId: 'choghadiya',
    querystring: DayQuery,
  });

  computeRoute(app, deps, {
    method: 'GET',
    url: '/api/hora',
    task: 'hora',
    tags: [TAG],
    summary:
      'Hora: the day lord and 24 planetary hours (12 by day, 12 by night) with the current one flagged (now, ' +
      'or the given local time).',
    operationId: 'hora',
    querystring: Type.Composite([DayQuery, Type.Object({ time: Type.Optional(TimeString) })], {
      additionalProperties: false,
    }),
  });
}
