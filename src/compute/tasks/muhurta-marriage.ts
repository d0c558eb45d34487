/**
 * Marriage muhurta: the day scan for vivah (lagna shuddhi windows, dagdha checks, both partners' tarabala and
 * chandrabala when given) and the classical audit of one moment for both partners, read from the same
 * vivah rules.
 */
import { required } from '../../engine/errors.ts';
import { Type } from '@sinclair/typebox';
import { PRACTICES } from '../../engine/tables/muhurta/practices.ts';
import { StringEnum } from '../../schemas/components.ts';
import type { Ayanamsa } from '../../engine/astro/bodies.ts';
import { marriageAudit } from '../../engine/jyotish/muhurta/marriage-audit.ts';
import { readMoment } from '../../engine/jyotish/muhurta/moment.ts';
import { scan } from '../../engine/jyotish/muhurta/scan.ts';
import type { Citation } from '../../engine/tables/sources.ts';
import { withInputErrors } from '../birth-moment.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { conventionsOf } from '../conventions.ts';
import { jdClock, presentDay, qualityRule, SCAN_METHOD } from '../muhurta/present.ts';
import {
  NestedPartner,
  partnerMoon,
  placeFields,
  presentBirthMoon,
  scanPlace,
  spanDays,
  type BirthMoon,
  type NestedPartnerBody,
  type PlaceBody,
} from '../muhurta/request.ts';
import { toProveRefs } from '../prove-refs.ts';
import { DateString, TimeString } from '../../schemas/common.ts';
import { MarriageAuditResult, MarriageMuhurtaResult } from '../../schemas/muhurta.ts';
import { LangField } from '../../schemas/lang.ts';
const MAX_DAYS = 90;
const loc = (f: string) => ['body', f];
const BRIDE = { name: 'Bride', date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const GROOM = { name: 'Groom', date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 };

export const MarriageBody = Type.Object(
  {
    ...placeFields,
    start_date: DateString,
    end_date: Type.Optional(DateString),
    bride: Type.Optional(NestedPartner),
    groom: Type.Optional(NestedPartner),
    include_closed: Type.Optional(Type.Boolean({ description: 'Also list days with no window (default false)' })),
    ...LangField,
  },
  {
    additionalProperties: false,
    title: '_MarriageMuhurtaReq',
    examples: [
      {
        latitude: 28.6139,
        longitude: 77.209,
        start_date: '2027-01-15',
        end_date: '2027-03-15',
        bride: BRIDE,
        groom: GROOM,
      },
    ],
  },
);
export type MarriageBody = PlaceBody & {
  start_date: string;
  end_date?: string;
  bride?: NestedPartnerBody;
  groom?: NestedPartnerBody;
  include_closed?: boolean;
};

export const AuditBody = Type.Object(
  {
    ...placeFields,
    practice: Type.Optional(
      StringEnum(PRACTICES, {
        description:
          'How the rules are applied: classical (the default here: every rule as the texts state it), ' +
          'north_indian_almanac or south_indian_almanac.',
      }),
    ),
    muhurta_date: DateString,
    muhurta_time: TimeString,
    bride: NestedPartner,
    groom: NestedPartner,
    ...LangField,
  },
  {
    additionalProperties: false,
    title: '_MarriageClassicalAuditReq',
    examples: [
      {
        latitude: 28.6139,
        longitude: 77.209,
        muhurta_date: '2027-02-10',
        muhurta_time: '20:30',
        bride: BRIDE,
        groom: GROOM,
      },
    ],
  },
);
export type AuditBody = PlaceBody & {
  muhurta_date: string;
  muhurta_time: string;
  bride: NestedPartnerBody;
  groom: NestedPartnerBody;
};

const CHECKS = [
  'calendar periods: Jupiter and Venus not combust, no adhika masa, no eclipse visible at the place, the Sun not ' +
    'in Sagittarius or Pisces (practice), not chaturmas (practice)',
  "tithi: not rikta or amavasya, among the marriage tithis, not dagdha for the Sun's sign, no dagdha yoga with " +
    'the weekday',
  'vara: Tuesday avoided',
  'nakshatra: one of the eleven marriage stars',
  'yoga: not vyatipata or vaidhriti; karana: not vishti',
  'tarabala and chandrabala of each partner given',
  'lagna: a marriage lagna rising, the 7th and 8th from it holding no graha',
  'Rahu kalam (practice)',
];

const partnersOf = (b: { bride?: NestedPartnerBody; groom?: NestedPartnerBody }, ayanamsa: Ayanamsa): BirthMoon[] => [
  ...(b.bride === undefined ? [] : [partnerMoon(b.bride, 'bride', ayanamsa)]),
  ...(b.groom === undefined ? [] : [partnerMoon(b.groom, 'groom', ayanamsa)]),
];

export const muhurtaMarriageTasks = {
  marriageMuhurta: defineTask(
    MarriageMuhurtaResult,
    labelled(
      ['tithi', 'paksha', 'nakshatra', 'yoga', 'karana', 'vara', 'sign', 'muhurta_rule'],
      ({ body: b }: { body: MarriageBody }) => {
        const place = scanPlace(b);
        const end = b.end_date ?? b.start_date;
        const days = withInputErrors(loc, () => spanDays(b.start_date, end, MAX_DAYS));
        const partners = partnersOf(b, place.ayanamsa);
        const r = withInputErrors(
          (f) => ['body', f === 'date' ? 'start_date' : f],
          () =>
            scan(
              { ...place, startDate: b.start_date, days, lagna: true },
              'vivah',
              partners.map((p) => p.person),
            ),
        );
        const clock = jdClock(r.timeline.timezone);
        const shown = r.days.filter((d) => (b.include_closed ?? false) || d.windows.length > 0);
        const dagdha = r.days
          .map((d) => ({
            date: d.date,
            reasons: d.issues.filter((i) => i.id.startsWith('tithi.dagdha')).map((i) => i.text),
          }))
          .filter((d) => d.reasons.length > 0);
        const first = r.timeline.days[0]!;
        return {
          success: true,
          engine_status: 'LIVE' as const,
          from: b.start_date,
          to: end,
          partners: partners.map(presentBirthMoon),
          match_count: r.days.filter((d) => d.windows.length > 0).length,
          results: shown.map((d) => presentDay(d, clock)),
          dagdha_days: dagdha,
          checks: CHECKS,
          quality_rule: qualityRule(),
          method: SCAN_METHOD,
          conventions: conventionsOf({
            ayanamsa: place.ayanamsa,
            jdUt: first.sunrise,
            timezone: r.timeline.timezone,
            utcOffset: clock(first.sunrise).iso.slice(19),
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

  marriageAudit: defineTask(
    MarriageAuditResult,
    labelled(['tithi', 'paksha', 'nakshatra', 'yoga', 'karana', 'vara', 'sign'], ({ body: b }: { body: AuditBody }) => {
      // A classical audit: the texts' rules as stated unless another practice is asked for.
      const place = scanPlace({ ...b, practice: b.practice ?? 'classical' });
      const [bride, groom] = partnersOf(b, place.ayanamsa) as [BirthMoon, BirthMoon];
      const m = withInputErrors(
        (f) => ['body', f === 'date' ? 'muhurta_date' : f === 'time' ? 'muhurta_time' : f],
        () => readMoment(place, b.muhurta_date, b.muhurta_time, ['vivah'], 'vivah', [bride.person, groom.person]),
      );
      const list = marriageAudit(
        m.findings.vivah ?? [],
        bride.person.label,
        groom.person.label,
        m.facts.lagna !== null,
      );
      const count = (s: string) => list.filter((i) => i.status === s).length;
      const classicalFail = list.some((i) => i.status === 'fail' && i.basis === 'classical');
      const refs = new Set<Citation>(list.flatMap((i) => i.refs));
      const f = m.facts;
      return {
        success: true,
        engine_status: 'LIVE' as const,
        moment: m.localIso,
        bride: presentBirthMoon(bride),
        groom: presentBirthMoon(groom),
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
          // The moment is read with its lagna (readMoment asks for it), so a missing one is a bug.
          lagna: required(f.lagna, 'lagna at the muhurta', m.localIso),
          lunar_month: f.month.name,
          adhika: f.month.adhika,
        },
        passed: count('pass'),
        failed: count('fail'),
        not_applicable: count('not_applicable'),
        verdict: classicalFail
          ? ('classical_fail' as const)
          : count('fail') > 0
            ? ('practice_fail_only' as const)
            : ('all_classical_checks_pass' as const),
        checklist: list.map(({ refs: r, ...i }) => ({ ...i, prove_refs: toProveRefs(r) })),
        conventions: conventionsOf({
          ayanamsa: place.ayanamsa,
          jdUt: m.jdUt,
          timezone: m.timezone,
          utcOffset: m.offsetIso,
          utcIso: m.utcIso,
          sunriseRule: place.sunriseRule,
          practice: place.practice,
          nodeType: 'mean',
          houseSystem: 'whole_sign from the rising sign (lagna shuddhi)',
        }),
        prove_refs: toProveRefs([...refs]),
        warnings: m.timeline.warnings,
      };
    }),
  ),
};
