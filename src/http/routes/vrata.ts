/** POST /api/v2/vrata/ekadashi: Smarta and Vaishnava ekadashi dates with the rule trace and the parana window. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ekadashiVrata } from '../../engine/jyotish/vrata/index.ts';
import type { SunriseRule } from '../../engine/astro/riseset.ts';
import { withInputErrors } from '../birth-moment.ts';
import { conventionsOf } from '../conventions.ts';
import type { Compute } from '../compute/port.ts';
import { sendJson } from '../compute/send.ts';
import { defineTask } from '../compute/task.ts';
import { labelled } from '../labels.ts';
import { localTime, snakeCasedLocal } from '../local-time.ts';
import { toProveRefs } from '../prove-refs.ts';
import {
  DateString,
  DEFAULT_PLACE,
  Latitude,
  Longitude,
  SunriseRuleOption,
  TimeString,
  TimezoneOverride,
  UtcOffsetOverride,
} from '../schemas/common.ts';
import { EkadashiVrataResult } from '../schemas/calendar-events.ts';
import { withErrors } from '../schemas/responses.ts';
import { LangField } from '../schemas/lang.ts';

const Body = Type.Object(
  {
    date: DateString,
    time: Type.Optional(TimeString),
    latitude: Type.Optional(Latitude),
    longitude: Type.Optional(Longitude),
    tradition: Type.Optional(Type.Union([Type.Literal('smarta'), Type.Literal('vaishnava'), Type.Literal('both')])),
    end_date: Type.Optional(DateString),
    timezone: Type.Optional(TimezoneOverride),
    utc_offset: Type.Optional(UtcOffsetOverride),
    sunrise_rule: Type.Optional(SunriseRuleOption),
    ...LangField,
  },
  {
    additionalProperties: false,
    examples: [
      { date: '2026-01-01', end_date: '2026-12-31', latitude: 23.1765, longitude: 75.7885, tradition: 'both' },
    ],
  },
);
type Body = {
  date: string;
  time?: string;
  latitude?: number;
  longitude?: number;
  tradition?: 'smarta' | 'vaishnava' | 'both';
  end_date?: string;
  timezone?: string;
  utc_offset?: string;
  sunrise_rule?: SunriseRule;
};

/** Work done in the compute thread (http/compute): plain input in, the response object out. */
export const vrataTasks = {
  ekadashiVrata: defineTask(
    EkadashiVrataResult,
    labelled(['tithi', 'paksha', 'nakshatra', 'vara', 'month'], ({ body: b }: { body: Body }) => {
      const place = {
        latitude: b.latitude ?? DEFAULT_PLACE.latitude,
        longitude: b.longitude ?? DEFAULT_PLACE.longitude,
      };
      const r = withInputErrors(
        (f) => ['body', f],
        () =>
          ekadashiVrata({
            date: b.date,
            endDate: b.end_date,
            ...place,
            timezone: b.timezone,
            utcOffset: b.utc_offset,
            tradition: b.tradition ?? 'both',
            sunriseRule: b.sunrise_rule ?? 'upper_limb',
          }),
      );
      const first = r.ekadashis[0]?.tithis.ekadashi.start;
      return {
        success: true,
        engine_status: 'LIVE' as const,
        from: r.from,
        to: r.to,
        traditions: r.traditions,
        arunodaya_minutes: r.arunodayaMinutes,
        place,
        ekadashis: snakeCasedLocal(r.ekadashis, r.timezone),
        skipped: snakeCasedLocal(r.skipped, r.timezone),
        conventions: conventionsOf({
          ayanamsa: 'lahiri',
          jdUt: first?.jdUt ?? 2451545,
          timezone: r.timezone,
          utcOffset: localTime(first?.epochMs ?? 0, r.timezone).iso.slice(19),
          utcIso: new Date(first?.epochMs ?? 0).toISOString(),
          sunriseRule: r.sunriseRule,
        }),
        prove_refs: toProveRefs(r.cites),
        warnings: r.warnings,
      };
    }),
  ),
};

export async function vrataRoutes(app: FastifyInstance, deps: { compute: Compute }): Promise<void> {
  app.post<{ Body: Body }>(
    '/api/v2/vrata/ekadashi',
    {
      config: { rateLimit: 'heavy' }, // a range scan of up to 366 days
      schema: {
        tags: ['Calendar'],
        summary:
          'Ekadashi dates by the Smarta and Vaishnava rules with the step-by-step trace why_this_date, ' +
          'mahadvadashi cases and the parana window; end_date scans a range (at most 366 days).',
        operationId: 'ekadashiVrata',
        body: Body,
        response: withErrors(Type.Ref(vrataTasks.ekadashiVrata.result)),
      },
    },
    (req, reply) => sendJson(reply, deps.compute.run('ekadashiVrata', { body: req.body })),
  );
}
