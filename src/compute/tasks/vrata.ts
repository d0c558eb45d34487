/** POST /api/v2/vrata/ekadashi: Smarta and Vaishnava ekadashi dates with the rule trace and the parana window. */
import { resolveMoment } from '../../engine/astro/moment.ts';
import { epochMsFromJulianDay } from '../../engine/astro/time.ts';
import { Type } from '@sinclair/typebox';
import { ekadashiVrata } from '../../engine/jyotish/vrata/index.ts';
import type { SunriseRule } from '../../engine/astro/riseset.ts';
import { withInputErrors } from '../birth-moment.ts';
import { conventionsOf } from '../conventions.ts';
import { defineTask } from '../task.ts';
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
} from '../../schemas/common.ts';
import { EkadashiVrataResult } from '../../schemas/calendar-events.ts';
import { LangField } from '../../schemas/lang.ts';

export const Body = Type.Object(
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
export type Body = {
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

/** Work done in a compute thread: plain input in, the response object out. */
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
      // The instant the answer is read at: the first ekadashi's start, or noon of the first date when the range
      // holds none.
      const noon = () => {
        const m = resolveMoment({
          date: r.from,
          time: '12:00',
          ...place,
          timezone: b.timezone,
          utcOffset: b.utc_offset,
        });
        return { jdUt: m.jdUt, epochMs: epochMsFromJulianDay(m.jdUt) };
      };
      const first = r.ekadashis[0]?.tithis.ekadashi.start ?? noon();
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
          jdUt: first.jdUt,
          timezone: r.timezone,
          utcOffset: localTime(first.epochMs, r.timezone).iso.slice(19),
          utcIso: new Date(first.epochMs).toISOString(),
          sunriseRule: r.sunriseRule,
        }),
        prove_refs: toProveRefs(r.cites),
        warnings: r.warnings,
      };
    }),
  ),
};
