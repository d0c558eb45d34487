/**
 * Muhurta: the finder (a scan of up to 90 days for one act), the complete view of one moment, and tarabala. Each
 * runs as a compute task on the muhurta engine's boundary timeline (engine/jyotish/muhurta). The marriage, travel,
 * audit and multi-person routes live beside this module (muhurta-*.ts) and share its presenters.
 */
import { Type } from '@sinclair/typebox';
import { EngineError } from '../../engine/errors.ts';
import { resolveNakshatraName } from '../../engine/jyotish/naming/nakshatra-name.ts';
import { parseSignName } from '../../engine/jyotish/horoscope/sign-name.ts';
import { readMoment } from '../../engine/jyotish/muhurta/moment.ts';
import { chandrabala, tara } from '../../engine/jyotish/muhurta/personal.ts';
import { scan } from '../../engine/jyotish/muhurta/scan.ts';
import { buildLimbTimeline } from '../../engine/jyotish/muhurta/timeline.ts';
import { KARMA_RULES } from '../../engine/tables/muhurta/karma-rules.ts';
import { KARMAS, type Karma } from '../../engine/tables/muhurta/keys.ts';
import { QUALITY_RULE } from '../../engine/tables/muhurta/quality.ts';
import { CHANDRABALA, TARAS } from '../../engine/tables/muhurta/tara.ts';
import type { Citation } from '../../engine/tables/sources.ts';
import { NAKSHATRAS, signAt, SIGNS, type Sign } from '../../engine/vocabulary/names.ts';
import { withInputErrors } from '../birth-moment.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { conventionsOf } from '../conventions.ts';
import { jdClock, presentDay, presentRule, presentWindow, qualityRule, SCAN_METHOD } from '../muhurta/present.ts';
import {
  birthMoon,
  birthFields,
  placeFields,
  scanPlace,
  spanDays,
  type BirthBody,
  type PlaceBody,
} from '../muhurta/request.ts';
import { toProveRefs } from '../prove-refs.ts';
import { DateString, DEFAULT_PLACE, Latitude, Longitude, TimeString } from '../../schemas/common.ts';
import { StringEnum } from '../../schemas/components.ts';
import { MuhurtaCompleteResult, MuhurtaFinderResult, TarabalaResult } from '../../schemas/muhurta.ts';
import { LangField } from '../../schemas/lang.ts';
const loc = (f: string) => ['body', f];
/** The scan's first date is the request's start_date. */
const startLoc = (f: string) => ['body', f === 'date' ? 'start_date' : f];
const KarmaField = StringEnum(KARMAS, { description: `The act (default general): ${KARMAS.join(', ')}` });

// --- finder ----------------------------------------------------------------------------------------------------------

export const FinderBody = Type.Object(
  {
    ...placeFields,
    karma: Type.Optional(KarmaField),
    days_ahead: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 90, description: 'Days scanned, 1 to 90 (default 30)' }),
    ),
    only_shubha: Type.Optional(
      Type.Boolean({ description: 'Return only days banded good or excellent (default false: every day, scored)' }),
    ),
    start_date: Type.Optional(DateString),
    format: Type.Optional(
      StringEnum(['json', 'ics'], {
        description: 'json (default), or ics: the good windows as an iCalendar feed (text/calendar)',
      }),
    ),
    ...LangField,
  },
  {
    additionalProperties: false,
    title: 'MuhurtaFinderBody',
    examples: [
      {
        latitude: 28.6139,
        longitude: 77.209,
        karma: 'vivah',
        days_ahead: 90,
        only_shubha: true,
        start_date: '2026-11-20',
      },
    ],
  },
);
export type FinderBody = PlaceBody & {
  karma?: Karma;
  days_ahead?: number;
  only_shubha?: boolean;
  start_date?: string;
  format?: 'json' | 'ics';
};

// --- complete --------------------------------------------------------------------------------------------------------

export const CompleteBody = Type.Object(
  {
    date: DateString,
    time: TimeString,
    ...placeFields,
    activity: Type.Optional(KarmaField),
    ...LangField,
  },
  {
    additionalProperties: false,
    title: 'MuhurtaCompleteBody',
    examples: [{ date: '2026-11-25', time: '10:30', latitude: 28.6139, longitude: 77.209, activity: 'vivah' }],
  },
);
export type CompleteBody = PlaceBody & { date: string; time: string; activity?: Karma };

// --- tarabala --------------------------------------------------------------------------------------------------------

export const TarabalaBody = Type.Object(
  {
    birth_nakshatra: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description: 'Birth star (names.md spelling or alias); or give the birth_ fields',
      }),
    ),
    birth_rashi: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description: 'Birth Moon sign, for chandrabala when only the star is given and it spans two signs',
      }),
    ),
    ...Object.fromEntries(
      Object.entries(birthFields)
        .filter(([k]) => k.startsWith('birth_'))
        .map(([k, v]) => [k, Type.Optional(v)]),
    ),
    date: DateString,
    end_date: Type.Optional(DateString),
    latitude: Type.Optional(Latitude),
    longitude: Type.Optional(Longitude),
    timezone: placeFields.timezone,
    utc_offset: placeFields.utc_offset,
    ayanamsa: placeFields.ayanamsa,
    sunrise_rule: placeFields.sunrise_rule,
    ...LangField,
  },
  {
    additionalProperties: false,
    title: '_V2TarabalaReq',
    examples: [
      { birth_nakshatra: 'Rohini', date: '2026-11-20', end_date: '2026-11-26', latitude: 28.6139, longitude: 77.209 },
    ],
  },
);
export type TarabalaBody = Partial<BirthBody> &
  Omit<PlaceBody, 'latitude' | 'longitude'> & {
    latitude?: number;
    longitude?: number;
    birth_nakshatra?: string;
    birth_rashi?: string;
    date: string;
    end_date?: string;
  };

const MAX_TARABALA_DAYS = 31;

/** The star and (when it can be known) the Moon sign of the birth, from the birth data or the names given. */
function birthOf(
  b: TarabalaBody,
  ayanamsa: PlaceBody['ayanamsa'] & string,
): { nakshatra: number; sign: number | null; source: 'birth_data' | 'birth_nakshatra'; missing: string[] } {
  if (
    b.birth_date !== undefined ||
    b.birth_time !== undefined ||
    b.birth_latitude !== undefined ||
    b.birth_longitude !== undefined
  ) {
    const missing = (['birth_date', 'birth_time', 'birth_latitude', 'birth_longitude'] as const).filter(
      (k) => b[k] === undefined,
    );
    if (missing.length > 0)
      throw new EngineError('INVALID_VALUE', missing[0]!, {
        expected: 'given with the other birth_ fields (birth_date, birth_time, birth_latitude, birth_longitude)',
        got: undefined,
      });
    const m = birthMoon(b as BirthBody, 'native', ['body'], ayanamsa);
    return { nakshatra: m.nakshatra.index, sign: m.sign.index, source: 'birth_data', missing: [] };
  }
  if (b.birth_nakshatra === undefined)
    throw new EngineError('INVALID_VALUE', 'birth_nakshatra', {
      expected: 'a birth nakshatra, or the birth_ fields',
      got: undefined,
    });
  const name = resolveNakshatraName(b.birth_nakshatra);
  if (name === undefined)
    throw new EngineError('UNKNOWN_NAME', 'birth_nakshatra', {
      value: b.birth_nakshatra,
      known: 'a nakshatra of names.md (or an alias)',
    });
  const n = NAKSHATRAS.indexOf(name);
  if (b.birth_rashi !== undefined) {
    const sign = SIGN_INDEX(
      withInputErrors(
        (f) => ['body', f === 'sign' ? 'birth_rashi' : f],
        () => parseSignName(b.birth_rashi!),
      ),
    );
    const first = Math.floor((n * 4) / 9);
    const last = Math.floor((n * 4 + 3) / 9);
    if (sign !== first && sign !== last)
      throw new EngineError('FIELDS_DISAGREE', 'birth_rashi', {
        value: b.birth_rashi,
        relation: 'does not hold',
        other: `the nakshatra ${name}`,
      });
    return { nakshatra: n, sign, source: 'birth_nakshatra', missing: [] };
  }
  const first = Math.floor((n * 4) / 9);
  const last = Math.floor((n * 4 + 3) / 9);
  return first === last
    ? { nakshatra: n, sign: first, source: 'birth_nakshatra', missing: [] }
    : {
        nakshatra: n,
        sign: null,
        source: 'birth_nakshatra',
        missing: [
          `chandrabala: ${name} spans ${signAt(first)} and ${signAt(last)}; give birth_rashi or the birth_ fields`,
        ],
      };
}
const SIGN_INDEX = (s: Sign): number => SIGNS.indexOf(s);

// --- tasks
// -------------------------------------------------------------------------------------------------------------

export const muhurtaTasks = {
  muhurtaFinder: defineTask(
    MuhurtaFinderResult,
    labelled(
      ['tithi', 'paksha', 'nakshatra', 'yoga', 'karana', 'vara', 'sign', 'muhurta_karma', 'muhurta_rule'],
      ({ body: b, now }: { body: FinderBody; now: number }) => {
        const karma = b.karma ?? 'general';
        const days = b.days_ahead ?? 30;
        const startDate = b.start_date ?? new Date(now).toISOString().slice(0, 10);
        const place = scanPlace(b);
        const r = withInputErrors(startLoc, () => scan({ ...place, startDate, days, lagna: false }, karma));
        const clock = jdClock(r.timeline.timezone);
        const shown = r.days.filter(
          (d) => !(b.only_shubha ?? false) || d.quality === 'good' || d.quality === 'excellent',
        );
        const first = r.timeline.days[0]!;
        const c = clock(first.sunrise);
        return {
          success: true,
          engine_status: 'LIVE' as const,
          karma,
          match_count: shown.length,
          days_scanned: days,
          from: startDate,
          to: r.days.at(-1)!.date,
          only_shubha: b.only_shubha ?? false,
          results: shown.map((d) => presentDay(d, clock)),
          quality_rule: qualityRule(),
          method: SCAN_METHOD,
          conventions: conventionsOf({
            ayanamsa: place.ayanamsa,
            jdUt: first.sunrise,
            timezone: r.timeline.timezone,
            utcOffset: c.iso.slice(19),
            utcIso: new Date((first.sunrise - 2440587.5) * 86_400_000).toISOString(),
            sunriseRule: place.sunriseRule,
            practice: place.practice,
            nodeType: 'mean',
            houseSystem: 'whole_sign from the rising sign (lagna shuddhi)',
          }),
          prove_refs: toProveRefs(r.refs),
          warnings: r.timeline.warnings,
        };
      },
    ),
  ),

  muhurtaComplete: defineTask(
    MuhurtaCompleteResult,
    labelled(
      ['tithi', 'paksha', 'nakshatra', 'yoga', 'karana', 'vara', 'month', 'sign', 'muhurta_karma', 'muhurta_rule'],
      ({ body: b }: { body: CompleteBody }) => {
        const activity = b.activity ?? 'general';
        const place = scanPlace(b);
        const m = withInputErrors(loc, () => readMoment(place, b.date, b.time, KARMAS, activity));
        const clock = jdClock(m.timezone);
        const refs = new Set<Citation>(QUALITY_RULE.cites);
        const verdicts = KARMAS.map((k) => {
          const fs = m.findings[k] ?? [];
          for (const f of fs) for (const c of f.refs) refs.add(c);
          return {
            karma: k,
            label: KARMA_RULES[k].label,
            suitable: !fs.some((f) => f.kind === 'block'),
            benefits: fs.filter((f) => f.kind === 'benefit').map((f) => f.text),
            issues: fs.filter((f) => f.kind !== 'benefit').map((f) => f.text),
            rules: fs.map(presentRule),
          };
        });
        const f = m.facts;
        const special = (m.findings[activity] ?? []).filter((x) => x.id.startsWith('special.'));
        return {
          success: true,
          engine_status: 'LIVE' as const,
          date: b.date,
          time: b.time,
          moment: m.localIso,
          day_quality: {
            karma: activity,
            quality: m.day.quality,
            score: m.day.score,
            windows: m.day.windows.map((w) => presentWindow(w, clock)),
            issues: m.day.issues.map((x) => x.text),
          },
          karma_muhurtas: verdicts,
          angas: {
            tithi: f.tithi,
            paksha: f.shukla ? ('Shukla' as const) : ('Krishna' as const),
            tithi_index: f.tithiIndex,
            nakshatra: f.nakshatra,
            yoga: f.yoga,
            karana: f.karana,
            vara: f.weekday,
            moon_sign: f.moonSign,
            sun_sign: f.sunSign,
            lagna: f.lagna ?? signAt(0),
            lunar_month: f.month.name,
            adhika: f.month.adhika,
          },
          special_yogas: special.map(presentRule),
          quality_rule: qualityRule(),
          conventions: conventionsOf({
            ayanamsa: place.ayanamsa,
            jdUt: m.jdUt,
            timezone: m.timezone,
            utcOffset: m.offsetIso,
            utcIso: m.utcIso,
            sunriseRule: place.sunriseRule,
            practice: place.practice,
            nodeType: 'mean',
          }),
          prove_refs: toProveRefs([...refs]),
          warnings: m.timeline.warnings,
        };
      },
    ),
  ),

  tarabala: defineTask(
    TarabalaResult,
    labelled(
      ['nakshatra', 'sign', 'tithi', 'paksha', 'yoga', 'karana', 'vara'],
      ({ body: b }: { body: TarabalaBody }) => {
        const place = scanPlace({
          ...b,
          latitude: b.latitude ?? DEFAULT_PLACE.latitude,
          longitude: b.longitude ?? DEFAULT_PLACE.longitude,
        });
        const birth = withInputErrors(loc, () => birthOf(b, place.ayanamsa));
        const end = b.end_date ?? b.date;
        const days = withInputErrors(loc, () => spanDays(b.date, end, MAX_TARABALA_DAYS));
        // tara and chandrabala need no sunsets
        const t = withInputErrors(loc, () => buildLimbTimeline({ ...place, startDate: b.date, days, lagna: false }));
        const clock = jdClock(t.timezone);
        const runs = <K extends string>(key: (s: (typeof t.segments)[number]) => K) => {
          const out: { start: number; end: number; seg: (typeof t.segments)[number] }[] = [];
          for (const s of t.segments) {
            const last = out.at(-1);
            if (last !== undefined && key(last.seg) === key(s)) last.end = s.end;
            else out.push({ start: s.start, end: s.end, seg: s });
          }
          return out;
        };
        const tarabala = runs((s) => String(s.nakshatra)).map((r) => ({
          start: clock(r.start).iso,
          end: clock(r.end).iso,
          nakshatra: NAKSHATRAS[r.seg.nakshatra]!,
          tara: tara(birth.nakshatra, r.seg.nakshatra),
        }));
        const birthSign = birth.sign;
        const chandra =
          birthSign === null
            ? []
            : runs((s) => `${s.moonSign}:${s.tithi < 15}`).map((r) => {
                const c = chandrabala(birthSign, r.seg.moonSign, r.seg.tithi < 15);
                return {
                  start: clock(r.start).iso,
                  end: clock(r.end).iso,
                  moon_sign: signAt(r.seg.moonSign),
                  paksha: r.seg.tithi < 15 ? ('Shukla' as const) : ('Krishna' as const),
                  house: c.house,
                  quality: c.quality,
                  holds: c.holds,
                };
              });
        const first = t.days[0]!;
        return {
          success: true,
          engine_status: birth.missing.length > 0 ? ('PARTIAL' as const) : ('LIVE' as const),
          birth: {
            nakshatra: NAKSHATRAS[birth.nakshatra]!,
            rashi: birthSign === null ? null : signAt(birthSign),
            source: birth.source,
          },
          from: b.date,
          to: end,
          tarabala,
          chandrabala: chandra,
          missing: birth.missing,
          conventions: conventionsOf({
            ayanamsa: place.ayanamsa,
            jdUt: first.sunrise,
            timezone: t.timezone,
            utcOffset: clock(first.sunrise).iso.slice(19),
            utcIso: new Date((first.sunrise - 2440587.5) * 86_400_000).toISOString(),
            sunriseRule: place.sunriseRule,
          }),
          prove_refs: toProveRefs([...TARAS.cites, ...(birthSign === null ? [] : CHANDRABALA.cites)]),
          warnings: [
            ...t.warnings,
            'the range runs from the sunrise of date to the sunrise after end_date (Vedic days)',
          ],
        };
      },
    ),
  ),
};
