/**
 * Calendar: the daily panchanga, choghadiya and hora. Tasks translate only: engine results (camelCase, UTC
 * instants) to the interface's fields (snake_case, local times with their offsets). Every result states its
 * conventions and carries its citations as prove_refs (pending unless verified).
 */
import { Type } from '@sinclair/typebox';
import type { Ayanamsa } from '../../engine/astro/bodies.ts';
import { resolveMoment } from '../../engine/astro/moment.ts';
import { at, isEngineError } from '../../engine/errors.ts';
import type { SunriseRule } from '../../engine/astro/riseset.ts';
import { calendarDay } from '../../engine/jyotish/calendar/calendar-day.ts';
import { solarMonths } from '../../engine/jyotish/festivals/solar-month.ts';
import { vedicDayFrame } from '../../engine/jyotish/calendar/day-frame.ts';
import { choghadiya } from '../../engine/jyotish/day-division/choghadiya.ts';
import type { Span } from '../../engine/jyotish/day-division/frame.ts';
import { horas } from '../../engine/jyotish/day-division/hora.ts';
import { dayVerdict } from '../../engine/jyotish/panchanga/day-band.ts';
import { panchangaForDay } from '../../engine/jyotish/panchanga/day.ts';
import { limbsAt } from '../../engine/jyotish/panchanga/limbs.ts';
import { epochMsFromJulianDay, julianDayUT } from '../../engine/astro/time.ts';
import { rashifal } from '../../engine/jyotish/transit/rashifal.ts';
import { zoneAt } from '../../engine/astro/zone.ts';
import { queryLoc, withInputErrors } from '../birth-moment.ts';
import { defineTask } from '../task.ts';
import type { Lang } from '../../engine/tables/labels/index.ts';
import { labelled, PANCHANGA_LABEL_KINDS, withLabels } from '../labels.ts';
import { LangField, LangOption } from '../../schemas/lang.ts';
import { conventionsOf } from '../conventions.ts';
import { lagnaTable, type LagnaTable } from '../lagna-table.ts';
import { localTime } from '../local-time.ts';
import { toProveRefs } from '../prove-refs.ts';
import {
  ConventionOptions,
  DateString,
  DEFAULT_PLACE,
  Latitude,
  Longitude,
  SunriseRuleOption,
  TimeString,
  TimezoneOverride,
  UtcOffsetOverride,
} from '../../schemas/common.ts';
import { ChoghadiyaResult, HoraResult, RashifalResult } from '../../schemas/calendar.ts';
import { PanchangaResult, PanchangGlanceResult } from '../../schemas/calendar-panchanga.ts';
import { snakeCased } from '../snake-case.ts';

export const PanchangaBody = Type.Object(
  {
    date: DateString,
    time: Type.Optional(TimeString),
    latitude: Latitude,
    longitude: Longitude,
    timezone: Type.Optional(TimezoneOverride),
    utc_offset: Type.Optional(UtcOffsetOverride),
    ...ConventionOptions,
    lagna_table: Type.Optional(
      Type.Boolean({
        description:
          'Add `lagnas`: the rising signs from sunrise to the next sunrise, each with start and end (about 2 ms more).',
      }),
    ),
    lang: Type.Optional(LangOption),
  },
  {
    additionalProperties: false,
    examples: [{ date: '2025-10-01', time: '06:00', latitude: 12.9716, longitude: 77.5946 }],
  },
);
export type PanchangaBody = {
  date: string;
  time?: string;
  latitude: number;
  longitude: number;
  timezone?: string;
  utc_offset?: string;
  ayanamsa?: Ayanamsa;
  sunrise_rule?: SunriseRule;
  node_type?: 'mean' | 'true';
  lagna_table?: boolean;
  lang?: Lang;
};

export const DayQuery = Type.Object(
  {
    lat: Latitude,
    lon: Longitude,
    date: DateString,
    sunrise_rule: Type.Optional(SunriseRuleOption),
    timezone: Type.Optional(TimezoneOverride),
    utc_offset: Type.Optional(UtcOffsetOverride),
    ...LangField,
  },
  { additionalProperties: false },
);
export type DayQuery = {
  lat: number;
  lon: number;
  date: string;
  sunrise_rule?: SunriseRule;
  timezone?: string;
  utc_offset?: string;
  time?: string;
  lang?: Lang;
};

const bodyLoc = (field: string): string[] => ['body', field];
export type Period = 'daily' | 'weekly' | 'monthly' | 'yearly';

/**
 * Days covered from the anchor (interface): daily 1; weekly 7; monthly to the month's end; yearly to the year's end.
 */
function periodDays(date: string, period: Period): { first: string; last: string; days: string[] } {
  const start = Date.parse(`${date}T00:00:00Z`);
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const end =
    period === 'daily'
      ? start
      : period === 'weekly'
        ? start + 6 * 86_400_000
        : period === 'monthly'
          ? Date.UTC(y, m, 0)
          : Date.UTC(y, 11, 31);
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  const days: string[] = [];
  for (let t = start; t <= end; t += 86_400_000) days.push(day(t));
  return { first: day(start), last: day(end), days };
}

/**
 * The lagna table, or why there is none. A day near the end of the range runs to a next sunrise the ephemeris files
 * do not reach (2399-12-31): the panchanga itself is answered, so the table says why it is missing instead of a 500.
 */
function lagnasOf(...args: Parameters<typeof lagnaTable>): LagnaTable {
  try {
    return lagnaTable(...args);
  } catch (e) {
    if (isEngineError(e, 'DATE_OUT_OF_RANGE'))
      return { spans: null, reason: `the rising signs of this day are not computed: ${e.message}` };
    throw e;
  }
}

/**
 * Rashifal has no place: each day is sampled at 12:00 India Standard Time (06:30 UT), the service's default audience.
 */
const RASHIFAL_NOON = { time: '12:00', timezone: 'Asia/Kolkata', utc: 'T06:30:00Z' };

/** Work done in a compute thread: plain input in, the response object out. */
export const calendarTasks = {
  rashifal: defineTask(
    RashifalResult,
    labelled(
      ['sign', 'graha'],
      ({ query, now }: { query: { date?: string; period?: Period; lang?: Lang }; now: number }) => {
        const period = query.period ?? 'daily';
        const date = query.date ?? localTime(now, RASHIFAL_NOON.timezone).date;
        const { first, last, days } = periodDays(date, period);
        const samples = withInputErrors(queryLoc, () =>
          days.map((d) => julianDayUT(Date.parse(`${d}${RASHIFAL_NOON.utc}`))),
        );
        const r = rashifal(samples);
        return {
          success: true,
          engine_status: 'LIVE' as const,
          period,
          date,
          start: first,
          end: last,
          days: r.days,
          sampled_at: `${RASHIFAL_NOON.time} ${RASHIFAL_NOON.timezone} each day`,
          rule:
            "Moon's sidereal sign at each sample; house counted from each janma sign; houses 1, 3, 6, 7, 10, 11 " +
            'favourable, the rest challenging; outlook favourable when at least 60% of days are, challenging when ' +
            'at most 40%.',
          signs: r.signs.map((x) => ({
            sign: x.sign,
            rashi: x.rashi,
            favourable_days: x.favourableDays,
            challenging_days: x.challengingDays,
            score: Math.round(x.score * 1000) / 1000,
            outlook: x.outlook,
            ...(r.days <= 31 ? { moon_houses: x.moonHouses } : {}),
          })),
          ...(r.days <= 31 ? { moon_signs: r.moonSigns } : {}),
          conventions: conventionsOf({
            ayanamsa: 'lahiri',
            jdUt: at(samples, 0, 'rashifal sample'),
            timezone: RASHIFAL_NOON.timezone,
            utcOffset: '+05:30',
            utcIso: `${first}${RASHIFAL_NOON.utc}`,
          }),
          prove_refs: toProveRefs(r.refs),
        };
      },
    ),
  ),
  panchangGlance: defineTask(
    PanchangGlanceResult,
    labelled(
      ['tithi', 'paksha', 'nakshatra', 'yoga', 'karana', 'vara', 'graha'],
      ({ query, now }: { query: { lat?: number; lon?: number; date?: string; lang?: Lang }; now: number }) => {
        const lat = query.lat ?? DEFAULT_PLACE.latitude;
        const lon = query.lon ?? DEFAULT_PLACE.longitude;
        const date = query.date ?? localTime(now, zoneAt(lat, lon)).date;
        const p = withInputErrors(queryLoc, () =>
          panchangaForDay({ date, latitude: lat, longitude: lon, sunriseRule: 'upper_limb', ayanamsa: 'lahiri' }),
        );
        const v = dayVerdict(p.limbs);
        const { tithi, nakshatra, yoga, karana, vara } = p.limbs;
        const headline =
          `${vara.name} ${date}: ${tithi.name} (${tithi.paksha}, a ${v.tithiClass} tithi) until ${tithi.end.time}` +
          `${tithi.end.iso.startsWith(date) ? '' : ` on ${tithi.end.iso.slice(0, 10)}`}, ` +
          (`${nakshatra.name} nakshatra; ${v.band} for new ` +
            `beginnings${v.doshas[0] === undefined ? '' : ` (${v.doshas.join('; ')})`}.`);
        return {
          success: true,
          engine_status: 'LIVE' as const,
          date,
          verdict: { day_band: v.band, headline, rule: v.rule },
          evidence: {
            glance: {
              tithi: {
                label: tithi.name,
                paksha: tithi.paksha,
                class: v.tithiClass,
                ends: tithi.end.iso,
                ends_time: tithi.end.time,
              },
              nakshatra: { label: nakshatra.name, pada: nakshatra.pada, lord: nakshatra.lord, ends: nakshatra.end.iso },
              yoga: { label: yoga.name, ends: yoga.end.iso },
              karana: { label: karana.name, ends: karana.end.iso },
              vara: { label: vara.name },
              sunrise: p.sunrise.time,
              sunset: p.sunset.time,
            },
            doshas: v.doshas,
            prove_refs: toProveRefs([...v.refs, ...p.refs]),
          },
          conventions: {
            ...conventionsOf({
              ayanamsa: 'lahiri',
              jdUt: p.limbs.vara.start.jdUt,
              timezone: p.conventions.timezone,
              utcOffset: p.conventions.utcOffset,
              utcIso: new Date(epochMsFromJulianDay(p.limbs.vara.start.jdUt)).toISOString(),
              sunriseRule: 'upper_limb',
            }),
            place: { latitude: lat, longitude: lon },
          },
          warnings: p.warnings,
        };
      },
    ),
  ),
  panchanga: defineTask(PanchangaResult, ({ body: b }: { body: PanchangaBody }) => {
    const ayanamsa = b.ayanamsa ?? 'lahiri';
    const sunriseRule = b.sunrise_rule ?? 'upper_limb';
    const place = {
      date: b.date,
      latitude: b.latitude,
      longitude: b.longitude,
      timezone: b.timezone,
      utcOffset: b.utc_offset,
    };
    const { panchanga: p, divisions: d } = withInputErrors(bodyLoc, () =>
      calendarDay({ ...place, sunriseRule, ayanamsa, nodeType: b.node_type ?? 'mean' }),
    );
    const moment = withInputErrors(bodyLoc, () => resolveMoment({ ...place, time: b.time ?? '06:00' }));
    const at = limbsAt(moment.jdUt, { ayanamsa });
    const span = (s: Span) => ({
      start: localTime(s.start, p.conventions.timezone).iso,
      end: localTime(s.end, p.conventions.timezone).iso,
    });
    const local = (s: Span | null) => (s === null ? null : span(s));
    return {
      success: true,
      engine_status: 'LIVE' as const,
      date: p.date,
      panchanga: {
        tithi: p.limbs.tithi.name,
        paksha: p.limbs.tithi.paksha,
        vara: p.limbs.vara.name,
        nakshatra: p.limbs.nakshatra.name,
        yoga: p.limbs.yoga.name,
        karana: p.limbs.karana.name,
        sunrise: p.sunrise.time,
        sunset: p.sunset.time,
        moonrise: p.moonrise.time,
        moonset: p.moonset.time,
      },
      day: snakeCased(p.day),
      sunrise: snakeCased(p.sunrise),
      sunset: snakeCased(p.sunset),
      next_sunrise: snakeCased(p.nextSunrise),
      moonrise: snakeCased(p.moonrise),
      moonset: snakeCased(p.moonset),
      limbs: snakeCased(p.limbs),
      transitions: snakeCased(p.transitions),
      tithi_flags: snakeCased(p.tithiFlags),
      at_time: { time: b.time ?? '06:00', iso: moment.localIso, ...snakeCased(at) },
      sun: snakeCased(p.sun),
      moon: snakeCased(p.moon),
      lunar_month: snakeCased(p.lunarMonth),
      solar_months: solarMonths({ ...place, date: p.date, timezone: p.conventions.timezone, ayanamsa }),
      samvat: snakeCased(p.samvat),
      muhurtas: {
        rahu_kalam: local(d.kalams.rahuKalam),
        yamaganda: local(d.kalams.yamaganda),
        gulika_kalam: local(d.kalams.gulikaKalam),
        abhijit:
          d.abhijit.abhijit === null
            ? null
            : {
                ...span(d.abhijit.abhijit),
                auspicious: d.abhijit.abhijit.auspicious,
                caution: d.abhijit.abhijit.caution,
              },
        durmuhurta: d.durmuhurtas.durmuhurtas.map(span),
        varjyam: (d.varjyam?.windows ?? []).map(span),
        amrit_kalam: (d.amritKalam?.windows ?? []).map(span),
        basis: d.kalams.basis,
        note: d.kalams.note,
      },
      ...(b.lagna_table === true
        ? {
            lagnas: lagnasOf(
              p.day.start.jdUt,
              p.day.end.jdUt,
              b.latitude,
              b.longitude,
              ayanamsa,
              p.conventions.timezone,
            ),
          }
        : {}),
      conventions: {
        ...conventionsOf({
          ayanamsa,
          jdUt: moment.jdUt,
          timezone: p.conventions.timezone,
          utcOffset: p.conventions.utcOffset,
          utcIso: moment.utcIso,
          nodeType: b.node_type ?? 'mean',
          sunriseRule,
        }),
        day_rule: p.conventions.dayRule,
        boundaries: p.conventions.boundaries,
      },
      prove_refs: toProveRefs([
        ...p.refs,
        ...d.kalams.refs,
        ...d.abhijit.refs,
        ...d.durmuhurtas.refs,
        ...(d.varjyam?.refs ?? []),
        ...(d.amritKalam?.refs ?? []),
      ]),
      warnings: [...p.warnings, ...moment.warnings],
      ...withLabels(b.lang, PANCHANGA_LABEL_KINDS),
    };
  }),
  choghadiya: defineTask(
    ChoghadiyaResult,
    labelled(['choghadiya', 'graha', 'vara'], ({ query: q }: { query: DayQuery }) => {
      const frame = withInputErrors(queryLoc, () =>
        vedicDayFrame(
          { date: q.date, latitude: q.lat, longitude: q.lon, timezone: q.timezone, utcOffset: q.utc_offset },
          q.sunrise_rule ?? 'upper_limb',
        ),
      );
      const c = choghadiya(frame.input);
      const item = (x: (typeof c.day)[number]) => {
        const start = localTime(x.start, frame.timezone);
        const end = localTime(x.end, frame.timezone);
        return {
          name: x.name,
          lord: x.lord,
          start: start.twelveHour,
          end: end.twelveHour,
          start_iso: start.iso,
          end_iso: end.iso,
          status: x.status,
          karma: x.karma,
        };
      };
      return {
        success: true,
        engine_status: 'LIVE' as const,
        date: q.date,
        weekday: c.weekday,
        day_choghadiya: c.day.map(item),
        night_choghadiya: c.night.map(item),
        basis: c.basis,
        note: c.note,
        conventions: conventionsOf({
          jdUt: frame.startJdUt,
          timezone: frame.timezone,
          utcOffset: frame.offsetIso,
          utcIso: new Date(epochMsFromJulianDay(frame.startJdUt)).toISOString(),
          sunriseRule: q.sunrise_rule ?? 'upper_limb',
        }),
        prove_refs: toProveRefs(c.refs),
        warnings: frame.warnings,
      };
    }),
  ),
  hora: defineTask(
    HoraResult,
    labelled(['graha', 'vara'], ({ query: q, now }: { query: DayQuery; now: number }) => {
      const place = { date: q.date, latitude: q.lat, longitude: q.lon, timezone: q.timezone, utcOffset: q.utc_offset };
      const frame = withInputErrors(queryLoc, () => vedicDayFrame(place, q.sunrise_rule ?? 'upper_limb'));
      const at =
        q.time === undefined
          ? now
          : withInputErrors(queryLoc, () => resolveMoment({ ...place, time: q.time ?? '00:00' }).utc.getTime());
      const h = horas(frame.input, at);
      const list = h.horas.map((x) => {
        const start = localTime(x.start, frame.timezone);
        const end = localTime(x.end, frame.timezone);
        return {
          index: x.index,
          half: x.half,
          lord: x.lord,
          start: start.hms,
          end: end.hms,
          start_iso: start.iso,
          end_iso: end.iso,
          current: x.current,
        };
      });
      return {
        success: true,
        engine_status: 'LIVE' as const,
        date: q.date,
        weekday: h.weekday,
        day_lord: h.dayLord,
        current: list.find((x) => x.current) ?? null,
        current_at: localTime(at, frame.timezone).iso,
        horas: list,
        basis: h.basis,
        note: h.note,
        conventions: conventionsOf({
          jdUt: julianDayUT(at),
          timezone: frame.timezone,
          utcOffset: frame.offsetIso,
          utcIso: new Date(at).toISOString(),
          sunriseRule: q.sunrise_rule ?? 'upper_limb',
        }),
        prove_refs: toProveRefs(h.refs),
        warnings: frame.warnings,
      };
    }),
  ),
};
