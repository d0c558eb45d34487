/**
 * POST /api/v2/chart-rectification: without life events, the panel of events to ask for (`panel_required`); with
 * them, candidate lagnas inside the uncertainty window scored by dasha and transit agreement
 * (rectification/rectify.ts).
 */
import { Type } from '@sinclair/typebox';
import type { Ayanamsa } from '../../engine/astro/bodies.ts';
import { resolveMoment } from '../../engine/astro/moment.ts';
import { epochMsFromJulianDay, julianDayUT } from '../../engine/astro/time.ts';
import { rectify, RECTIFICATION_METHOD } from '../../engine/jyotish/rectification/rectify.ts';
import { EVENT_HOUSES, EVENT_KINDS, type EventKind } from '../../engine/tables/rectification/event-houses.ts';
import { birthInput, withInputErrors } from '../birth-moment.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { conventionsOf } from '../conventions.ts';
import { localTime } from '../local-time.ts';
import { InputError } from '../input-error.ts';
import { toProveRefs } from '../prove-refs.ts';
import {
  AyanamsaOption,
  DateString,
  Latitude,
  Longitude,
  MultilineText,
  TimeString,
  TimezoneOverride,
  UtcOffsetOverride,
} from '../../schemas/common.ts';
import { ChartRectificationResult } from '../../schemas/readings.ts';
import { snakeCased } from '../snake-case.ts';
import { LangField } from '../../schemas/lang.ts';

const LifeEvent = Type.Object(
  {
    date: DateString,
    kind: Type.Union(EVENT_KINDS.map((k) => Type.Literal(k))),
    note: Type.Optional(MultilineText({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const Body = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    date: DateString,
    time: TimeString,
    latitude: Latitude,
    longitude: Longitude,
    timezone: Type.Optional(TimezoneOverride),
    utc_offset: Type.Optional(UtcOffsetOverride),
    ayanamsa: Type.Optional(AyanamsaOption),
    uncertainty_minutes: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 240, description: 'Half-width of the window around `time`; default 30.' }),
    ),
    life_events: Type.Optional(Type.Array(LifeEvent, { maxItems: 30 })),
    ...LangField,
  },
  {
    additionalProperties: false,
    title: 'RectificationBody',
    examples: [
      {
        date: '1990-11-20',
        time: '16:00',
        latitude: 26.85,
        longitude: 80.95,
        uncertainty_minutes: 60,
        life_events: [{ date: '2016-02-14', kind: 'marriage' }],
      },
    ],
  },
);
export type Body = {
  date: string;
  time: string;
  latitude: number;
  longitude: number;
  ayanamsa?: Ayanamsa;
  uncertainty_minutes?: number;
  life_events?: { date: string; kind: EventKind }[];
};

/** Work done in a compute thread: plain input in, the response object out. */
export const rectificationTasks = {
  chartRectification: defineTask(
    ChartRectificationResult,
    labelled(['graha', 'sign'], ({ body: b }: { body: Body }) => {
      const { input, loc } = birthInput(b, { kind: 'canonical' });
      const moment = withInputErrors(loc, () => resolveMoment(input));
      const refs = toProveRefs(EVENT_HOUSES.cites);
      if (b.life_events === undefined || b.life_events.length === 0) {
        return {
          success: true,
          engine_status: 'LIVE' as const,
          status: 'panel_required' as const,
          detail:
            "Send life_events (dates of events such as marriage, a child's birth, a first job) to score the " +
            'candidate birth times.',
          panel: EVENT_KINDS.map((k) => ({
            kind: k,
            houses: [...EVENT_HOUSES.data[k].houses],
            karakas: [...EVENT_HOUSES.data[k].karakas],
          })),
          prove_refs: refs,
        };
      }
      const events = b.life_events.map((e, i) => {
        const jdUt = julianDayUT(Date.parse(`${e.date}T12:00:00Z`));
        if (jdUt <= moment.jdUt)
          throw InputError.at(['body', 'life_events', i, 'date'], 'An event must fall after the birth', 'value_error');
        return { kind: e.kind, jdUt };
      });
      const window = b.uncertainty_minutes ?? 30;
      const ayanamsa = b.ayanamsa ?? 'lahiri';
      const candidates = rectify({
        jdUt: moment.jdUt,
        latitude: b.latitude,
        longitude: b.longitude,
        windowMinutes: window,
        events,
        ayanamsa,
      });
      const at = (minutes: number) => localTime(moment.utc.getTime() + minutes * 60_000, moment.timezone).iso;
      return {
        success: true,
        engine_status: 'LIVE' as const,
        status: 'scored' as const,
        method: RECTIFICATION_METHOD,
        window_minutes: window,
        candidates: candidates.map((c) => ({
          lagna: c.lagna,
          from: at(c.fromMinutes),
          to: at(c.toMinutes),
          evaluated_at: at(c.atMinutes),
          shift_minutes: c.atMinutes,
          score: c.score,
          agreement: c.agreement,
          events: c.events.map(({ jdUt, ...e }) =>
            snakeCased({ ...e, date: localTime(epochMsFromJulianDay(jdUt), moment.timezone).date }),
          ),
        })),
        conventions: conventionsOf({
          ayanamsa,
          jdUt: moment.jdUt,
          timezone: moment.timezone,
          utcOffset: moment.offsetIso,
          utcIso: moment.utcIso,
          dashaYearDays: 365.25,
        }),
        prove_refs: refs,
      };
    }),
  ),
};
