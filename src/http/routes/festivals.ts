/**
 * GET /api/v2/festivals (a place's festival and vrata calendar for a year) and GET /api/v2/festivals/{id} (one
 * festival over a year or a range of years): each date with the rule that decided it and other schools' dates.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MAX_YEAR, MIN_YEAR } from '../../engine/jyotish/festivals/index.ts';
import { MAX_YEARS } from '../../compute/tasks/festivals.ts';
import { DEFAULT_PARTS, FEED_PARTS, type FeedQuery } from '../../compute/tasks/calendar-feed.ts';
import { withErrors } from '../../schemas/responses.ts';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';
import { Latitude, Longitude, TimezoneOverride, UtcOffsetOverride } from '../../schemas/common.ts';
import { StringEnum } from '../../schemas/components.ts';
import { REGIONS } from '../../engine/tables/festivals/index.ts';
import { LangField } from '../../schemas/lang.ts';

const Year = Type.Integer({ minimum: MIN_YEAR, maximum: MAX_YEAR, description: 'Civil year', examples: [2026] });
const place = {
  lat: Latitude,
  lon: Longitude,
  timezone: Type.Optional(TimezoneOverride),
  utc_offset: Type.Optional(UtcOffsetOverride),
  region: Type.Optional(
    StringEnum(REGIONS, {
      description: "pan_indian (default), or a region: the pan_indian festivals plus its own, with its almanacs' rules",
    }),
  ),
  tradition: Type.Optional(
    StringEnum(['smarta', 'vaishnava'], {
      description: 'smarta (default) or vaishnava: Janmashtami and the ekadashis follow the tradition',
    }),
  ),
  month_system: Type.Optional(
    StringEnum(['amanta', 'purnimanta'], {
      description: 'How lunar months are named in `lunar.month`; default by region (purnimanta in the North)',
    }),
  ),
  ...LangField,
};

const YearQuery = Type.Object(
  {
    year: Year,
    ...place,
    include_monthly: Type.Optional(
      Type.Boolean({ default: true, description: 'Add the monthly vratas (pradosha, chaturthis, purnima...)' }),
    ),
  },
  { additionalProperties: false, required: ['year', 'lat', 'lon'] },
);

const OneQuery = Type.Object(
  {
    year: Type.Optional(Year),
    years: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{4}$',
        description: `FROM-TO instead of year, at most ${MAX_YEARS} years`,
        examples: ['2020-2030'],
      }),
    ),
    ...place,
  },
  { additionalProperties: false, required: ['lat', 'lon'] },
);

const Params = Type.Object(
  { id: Type.String({ pattern: '^[a-z0-9_]{1,40}$', description: 'A festival id', examples: ['diwali'] }) },
  { additionalProperties: false },
);

const PART = `(${FEED_PARTS.join('|')})`;
const FeedQuerySchema = Type.Object(
  {
    lat: Latitude,
    lon: Longitude,
    year: Type.Optional({ ...Year, description: 'A civil year; without it, today and the next twelve months' }),
    include: Type.Optional(
      Type.String({
        pattern: `^${PART}(,${PART})*$`,
        description:
          `Comma-separated: ${FEED_PARTS.join(', ')} (default ${DEFAULT_PARTS.join(',')}); vratas are the ` +
          'monthly ones (pradosha, chaturthis, purnima, amavasya)',
        examples: ['festivals,ekadashi'],
      }),
    ),
    region: place.region,
    tradition: place.tradition,
    timezone: place.timezone,
    utc_offset: place.utc_offset,
  },
  { additionalProperties: false, required: ['lat', 'lon'] },
);

/** The feed: documented as iCalendar text (sent as it is, without the JSON serializer or the contract check). */
const IcsFeed = Type.Unsafe<string>({
  description:
    'An iCalendar (RFC 5545) feed: festivals and ekadashis as all-day events (the rule and window in DESCRIPTION), ' +
    'parana windows and eclipses as timed events. UIDs are stable for the same place, so it can be subscribed to.',
  content: { 'text/calendar': { schema: { type: 'string' } } },
});

async function sendIcs(reply: FastifyReply, json: Promise<string>): Promise<FastifyReply> {
  const { ics } = JSON.parse(await json) as { ics: string };
  return reply.type('text/calendar; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ics);
}

export async function festivalRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  app.get<{ Querystring: FeedQuery }>(
    '/api/v2/calendar.ics',
    {
      schema: {
        tags: ['Calendar'],
        summary:
          "A place's festivals, ekadashis with parana windows and eclipses with local contacts as an iCalendar " +
          'feed, for a year or the next twelve months; subscribable (stable UIDs, text/calendar).',
        operationId: 'calendarFeed',
        querystring: FeedQuerySchema,
        response: withErrors(IcsFeed),
      },
      config: { rateLimit: 'heavy' },
    },
    (req, reply) => sendIcs(reply, deps.compute.run('calendarFeed', { query: req.query, now: deps.now() })),
  );
  computeRoute(app, deps, {
    method: 'GET',
    url: '/api/v2/festivals',
    task: 'festivals',
    tags: ['Calendar'],
    summary:
      'Festival and vrata calendar of a year at a place: each date with why_this_date (the tithi span, the part ' +
      'of the day that decides, how much of it each candidate day holds, the rule) and alternatives (the date under ' +
      'another school or region where it differs).',
    operationId: 'festivals',
    querystring: YearQuery,
    rateLimit: 'heavy', // a year of tithis and sunrises
  });
  computeRoute(app, deps, {
    method: 'GET',
    url: '/api/v2/festivals/:id',
    task: 'festival',
    tags: ['Calendar'],
    summary: `One festival for a year, or a range of years (at most ${MAX_YEARS}), at a place, with why_this_date.`,
    operationId: 'festival',
    querystring: OneQuery,
    params: Params,
    rateLimit: 'heavy',
  });
}
