/**
 * Travel muhurta and its alias (one handler): the weekday's disha shool, the nakshatra shool, the Moon's direction
 * against the direction of travel, the yatra rules at the moment, an advisory remedy and the day's panchanga strip.
 */
import { Type } from '@sinclair/typebox';
import { readMoment } from '../../engine/jyotish/muhurta/moment.ts';
import { travelCheck } from '../../engine/jyotish/muhurta/travel.ts';
import { DIRECTIONS, type Direction } from '../../engine/tables/muhurta/travel.ts';
import type { Citation } from '../../engine/tables/sources.ts';
import { karanaName, NAKSHATRAS, signAt, tithiName, YOGAS } from '../../engine/vocabulary/names.ts';
import { withInputErrors } from '../birth-moment.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { conventionsOf } from '../conventions.ts';
import { jdClock, presentRule, presentWindow } from '../muhurta/present.ts';
import { placeFields, scanPlace } from '../muhurta/request.ts';
import type { Practice } from '../../engine/tables/muhurta/practices.ts';
import { toProveRefs } from '../prove-refs.ts';
import { DateString, DEFAULT_PLACE, Latitude, Longitude, TimeString } from '../../schemas/common.ts';
import { StringEnum } from '../../schemas/components.ts';
import { TravelMuhurtaResult } from '../../schemas/muhurta.ts';
import { LangField } from '../../schemas/lang.ts';

/** Without a time the journey is judged at local noon, inside the Vedic day of the date. */
const DEFAULT_TIME = '12:00';

export const TravelBody = Type.Object(
  {
    date: DateString,
    time: Type.Optional(TimeString),
    latitude: Type.Optional(Latitude),
    longitude: Type.Optional(Longitude),
    direction: Type.Optional(
      StringEnum(DIRECTIONS, { description: 'Direction of travel from the place; default North' }),
    ),
    timezone: placeFields.timezone,
    utc_offset: placeFields.utc_offset,
    ayanamsa: placeFields.ayanamsa,
    sunrise_rule: placeFields.sunrise_rule,
    practice: placeFields.practice,
    ...LangField,
  },
  {
    additionalProperties: false,
    title: 'TravelMuhurtaBody',
    examples: [{ date: '2026-11-23', time: '08:30', latitude: 28.6139, longitude: 77.209, direction: 'East' }],
  },
);
export type TravelBody = {
  date: string;
  time?: string;
  latitude?: number;
  longitude?: number;
  direction?: Direction;
  timezone?: string;
  utc_offset?: string;
  ayanamsa?: 'lahiri';
  sunrise_rule?: 'upper_limb' | 'hindu';
  practice?: Practice;
};

export const muhurtaTravelTasks = {
  travelMuhurta: defineTask(
    TravelMuhurtaResult,
    labelled(
      ['tithi', 'paksha', 'nakshatra', 'yoga', 'karana', 'vara', 'sign', 'muhurta_rule'],
      ({ body: b }: { body: TravelBody }) => {
        const place = scanPlace({
          ...b,
          latitude: b.latitude ?? DEFAULT_PLACE.latitude,
          longitude: b.longitude ?? DEFAULT_PLACE.longitude,
        });
        const time = b.time ?? DEFAULT_TIME;
        const direction = b.direction ?? 'North';
        const m = withInputErrors(
          (f) => ['body', f],
          () => readMoment(place, b.date, time, ['yatra'], 'yatra'),
        );
        const check = travelCheck(m.facts, direction);
        const findings = m.findings.yatra ?? [];
        const doshas = findings.filter((f) => f.kind !== 'benefit');
        const clock = jdClock(m.timezone);
        const daySegments = m.timeline.segments.filter((s) => s.day === m.segment.day);
        const strip: { start: number; end: number; s: (typeof daySegments)[number] }[] = [];
        for (const s of daySegments) {
          const last = strip.at(-1);
          if (
            last !== undefined &&
            last.s.tithi === s.tithi &&
            last.s.nakshatra === s.nakshatra &&
            last.s.yoga === s.yoga &&
            last.s.karana === s.karana &&
            last.s.moonSign === s.moonSign
          )
            last.end = s.end;
          else strip.push({ start: s.start, end: s.end, s });
        }
        const blocked =
          check.dishaShool.applies || check.nakshatraShool.applies || doshas.some((f) => f.kind === 'block');
        const caution = !check.moon.favourable || doshas.length > 0;
        const refs = new Set<Citation>([
          ...check.dishaShool.refs,
          ...check.nakshatraShool.refs,
          ...check.moon.refs,
          ...(check.remedy?.refs ?? []),
          ...findings.flatMap((f) => f.refs),
        ]);
        return {
          success: true,
          engine_status: 'LIVE' as const,
          moment: m.localIso,
          time_used: time,
          direction,
          weekday: m.facts.weekday,
          verdict: blocked ? ('avoid' as const) : caution ? ('caution' as const) : ('favourable' as const),
          disha_shool: {
            direction: check.dishaShool.direction,
            applies: check.dishaShool.applies,
            prove_refs: toProveRefs(check.dishaShool.refs),
          },
          nakshatra_shool: {
            nakshatra: check.nakshatraShool.nakshatra ?? '',
            applies: check.nakshatraShool.applies,
            prove_refs: toProveRefs(check.nakshatraShool.refs),
          },
          moon_direction: {
            sign: m.facts.moonSign,
            direction: check.moon.direction,
            relation: check.moon.relation,
            favourable: check.moon.favourable,
            prove_refs: toProveRefs(check.moon.refs),
          },
          yatra_doshas: doshas.map(presentRule),
          benefits: findings.filter((f) => f.kind === 'benefit').map(presentRule),
          remedy:
            check.remedy === null
              ? null
              : { text: check.remedy.text, advisory: true as const, prove_refs: toProveRefs(check.remedy.refs) },
          panchanga_strip: strip.map((r) => ({
            start: clock(r.start).iso,
            end: clock(r.end).iso,
            tithi: tithiName(r.s.tithi),
            paksha: r.s.tithi < 15 ? ('Shukla' as const) : ('Krishna' as const),
            nakshatra: NAKSHATRAS[r.s.nakshatra]!,
            yoga: YOGAS[r.s.yoga]!,
            karana: karanaName(r.s.karana),
            moon_sign: signAt(r.s.moonSign),
          })),
          good_windows: m.day.windows.map((w) => presentWindow(w, clock)),
          conventions: conventionsOf({
            ayanamsa: place.ayanamsa,
            jdUt: m.jdUt,
            timezone: m.timezone,
            utcOffset: m.offsetIso,
            utcIso: m.utcIso,
            sunriseRule: place.sunriseRule,
            practice: place.practice,
          }),
          prove_refs: toProveRefs([...refs]),
          warnings: [
            ...m.timeline.warnings,
            ...(b.time === undefined ? [`no time given: judged at ${DEFAULT_TIME} local`] : []),
          ],
        };
      },
    ),
  ),
};
