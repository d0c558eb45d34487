/**
 * Muhurta for people: the nine-layer intelligence (rejection audit), the family muhurta (dates acceptable to every
 * member, with who blocks which) and the conception muhurta (beeja and kshetra sphuta, the garbhadhana gate, night
 * windows). Each is one scan of the boundary timeline with the people's tarabala and chandrabala.
 */
import { Type } from '@sinclair/typebox';
import { resolveMoment } from '../../engine/astro/moment.ts';
import { sphuta, type Sphuta } from '../../engine/jyotish/muhurta/conception.ts';
import { LAYERS } from '../../engine/jyotish/muhurta/findings.ts';
import { funnel } from '../../engine/jyotish/muhurta/funnel.ts';
import { scan } from '../../engine/jyotish/muhurta/scan.ts';
import { KARMA_RULES } from '../../engine/tables/muhurta/karma-rules.ts';
import { KARMAS, type Karma } from '../../engine/tables/muhurta/keys.ts';
import { SPHUTA_RULES } from '../../engine/tables/muhurta/conception.ts';
import type { Citation } from '../../engine/tables/sources.ts';
import { withInputErrors } from '../birth-moment.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { conventionsOf } from '../conventions.ts';
import { jdClock, presentDay, presentWindow, type Clock } from '../muhurta/present.ts';
import {
  BirthPerson,
  birthMoon,
  placeFields,
  presentBirthMoon,
  scanPlace,
  spanDays,
  type BirthBody,
  type PlaceBody,
} from '../muhurta/request.ts';
import { toProveRefs } from '../prove-refs.ts';
import { DateString } from '../../schemas/common.ts';
import { StringEnum } from '../../schemas/components.ts';
import { ConceptionMuhurtaResult, FamilyMuhurtaResult, MuhurtaIntelligenceResult } from '../../schemas/muhurta.ts';
import { LangField } from '../../schemas/lang.ts';
const MAX_DAYS = 90;
const startLoc = (f: string) => ['body', f === 'date' ? 'start_date' : f];
const USER = {
  name: 'A',
  birth_date: '1990-11-20',
  birth_time: '16:00',
  birth_latitude: 26.85,
  birth_longitude: 80.95,
};
const USER2 = {
  name: 'B',
  birth_date: '1988-03-02',
  birth_time: '07:30',
  birth_latitude: 28.61,
  birth_longitude: 77.21,
};
const USER3 = {
  name: 'C',
  birth_date: '2015-06-10',
  birth_time: '09:45',
  birth_latitude: 19.07,
  birth_longitude: 72.88,
};

const LAYER_CHECKS: Record<(typeof LAYERS)[number], string> = {
  calendar_periods:
    'adhika masa, kharmas (Sun in Sagittarius or Pisces), chaturmas, eclipse visible at the place (as the act ' +
    'requires)',
  tithi: "rikta and amavasya, the act's tithis, dagdha tithi by the Sun's sign, dagdha yoga with the weekday",
  vara: 'the weekdays the act avoids',
  nakshatra: "the act's nakshatras",
  yoga_karana: 'vyatipata and vaidhriti, vishti karana',
  personal:
    "each person's tarabala (3rd, 5th, 7th tara) and chandrabala (4th, 8th, 12th; 2nd, 5th, 9th in Krishna paksha)",
  lagna_shuddhi: "the act's lagnas, and for marriage the 7th and 8th from the lagna empty",
  planetary_conditions: 'Jupiter and Venus combust (as the act requires)',
  daily_windows: 'Rahu kalam; the night only for conception',
};
const RANKING =
  'score = minutes of qualifying window / 60 + 2 for a favoured weekday + 1 per special yoga in a window (service ' +
  'tier); ties by date';

interface ScanBody extends PlaceBody {
  start_date: string;
  end_date: string;
}

function scanPeople(b: ScanBody, karma: Karma, people: BirthBody[], field: string) {
  const place = scanPlace(b);
  const days = withInputErrors(
    (f) => ['body', f],
    () => spanDays(b.start_date, b.end_date, MAX_DAYS),
  );
  const moons = people.map((p, i) => birthMoon(p, p.name ?? `${field} ${i + 1}`, ['body', field, i], place.ayanamsa));
  const r = withInputErrors(startLoc, () =>
    scan(
      { ...place, startDate: b.start_date, days, lagna: false },
      karma,
      moons.map((m) => m.person),
    ),
  );
  const clock = jdClock(r.timeline.timezone);
  const first = r.timeline.days[0]!;
  const conventions = conventionsOf({
    ayanamsa: place.ayanamsa,
    jdUt: first.sunrise,
    timezone: r.timeline.timezone,
    utcOffset: clock(first.sunrise).iso.slice(19),
    utcIso: new Date((first.sunrise - 2440587.5) * 86_400_000).toISOString(),
    sunriseRule: place.sunriseRule,
    practice: place.practice,
    nodeType: 'mean',
  });
  return { place, days, moons, r, clock, conventions };
}

// --- intelligence ----------------------------------------------------------------------------------------------------

export const IntelligenceBody = Type.Object(
  {
    event_type: StringEnum(KARMAS, { description: 'The act (karma)' }),
    users: Type.Optional(
      Type.Array(BirthPerson, { maxItems: 10, description: 'Up to 10 people, each with birth_ fields' }),
    ),
    ...placeFields,
    start_date: DateString,
    end_date: DateString,
    max_results: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, description: '1 to 3 (default 3)' })),
    ...LangField,
  },
  {
    additionalProperties: false,
    title: 'MuhurtaIntelligenceBody',
    examples: [
      {
        event_type: 'general',
        users: [USER, USER2, USER3],
        latitude: 28.6139,
        longitude: 77.209,
        start_date: '2027-01-15',
        end_date: '2027-04-14',
        max_results: 3,
      },
    ],
  },
);
export type IntelligenceBody = ScanBody & { event_type: Karma; users?: BirthBody[]; max_results?: number };

// --- family ----------------------------------------------------------------------------------------------------------

export const FamilyBody = Type.Object(
  {
    members: Type.Array(BirthPerson, {
      minItems: 1,
      maxItems: 12,
      description: 'The family members, each with birth_ fields and a name',
    }),
    karma: Type.Optional(StringEnum(KARMAS)),
    ...placeFields,
    start_date: DateString,
    end_date: DateString,
    ...LangField,
  },
  {
    additionalProperties: false,
    title: '_FamilyMuhurtaReq',
    examples: [
      {
        members: [USER, USER2, USER3],
        karma: 'griha_pravesh',
        latitude: 28.6139,
        longitude: 77.209,
        start_date: '2027-01-15',
        end_date: '2027-03-15',
      },
    ],
  },
);
export type FamilyBody = ScanBody & { members: BirthBody[]; karma?: Karma };

// --- conception ------------------------------------------------------------------------------------------------------

export const ConceptionBody = Type.Object(
  {
    husband: BirthPerson,
    wife: BirthPerson,
    ...placeFields,
    start_date: DateString,
    end_date: DateString,
    max_windows: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 30, description: 'Night windows returned (default 10)' }),
    ),
    ...LangField,
  },
  {
    additionalProperties: false,
    title: '_ConceptionMuhurtaReq',
    examples: [
      {
        husband: USER2,
        wife: USER,
        latitude: 28.6139,
        longitude: 77.209,
        start_date: '2027-01-15',
        end_date: '2027-02-14',
      },
    ],
  },
);
export type ConceptionBody = ScanBody & { husband: BirthBody; wife: BirthBody; max_windows?: number };

const presentSphuta = (s: Sphuta) => ({
  kind: s.kind,
  longitude: s.longitude,
  sign: s.sign,
  sign_parity: s.signParity,
  navamsa: s.navamsa,
  navamsa_parity: s.navamsaParity,
  verdict: s.verdict,
  parts: s.parts,
  rule:
    `${SPHUTA_RULES.data[s.kind].grahas.join(' + ')}; strong in an ${SPHUTA_RULES.data[s.kind].strongWhen} sign ` +
    `and ${SPHUTA_RULES.data[s.kind].strongWhen} navamsa, mixed with one, weak with neither`,
  prove_refs: toProveRefs(SPHUTA_RULES.cites),
});

export const muhurtaPeopleTasks = {
  muhurtaIntelligence: defineTask(
    MuhurtaIntelligenceResult,
    labelled(
      ['tithi', 'paksha', 'nakshatra', 'yoga', 'karana', 'vara', 'sign', 'muhurta_karma', 'muhurta_rule'],
      ({ body: b }: { body: IntelligenceBody }) => {
        const s = scanPeople(b, b.event_type, b.users ?? [], 'users');
        const f = funnel(s.r.days);
        const top = f.survivors.slice(0, b.max_results ?? 3);
        return {
          success: true,
          engine_status: 'LIVE' as const,
          event_type: b.event_type,
          from: b.start_date,
          to: b.end_date,
          days_considered: s.days,
          users: s.moons.map(presentBirthMoon),
          layers: LAYERS.map((layer, i) => ({ order: i + 1, layer, checks: LAYER_CHECKS[layer] })),
          ranking: RANKING,
          results: top.map((d, i) => ({ rank: i + 1, day: presentDay(d, s.clock) })),
          survivors_count: f.survivors.length,
          rejection_audit: LAYERS.map((layer, i) => {
            const removed = f.removed.filter((x) => x.layer === layer);
            return {
              order: i + 1,
              layer,
              removed_count: removed.length,
              removed: removed.map((x) => ({
                date: x.date,
                reasons: x.reasons.map((r) => r.text),
                every_failing_rule: x.failing.map((r) => r.text),
              })),
            };
          }),
          conventions: s.conventions,
          prove_refs: toProveRefs(s.r.refs),
          warnings: s.r.timeline.warnings,
        };
      },
    ),
  ),

  familyMuhurta: defineTask(
    FamilyMuhurtaResult,
    labelled(
      ['tithi', 'paksha', 'nakshatra', 'yoga', 'karana', 'vara', 'sign', 'muhurta_karma', 'muhurta_rule'],
      ({ body: b }: { body: FamilyBody }) => {
        const karma = b.karma ?? 'general';
        const s = scanPeople(b, karma, b.members, 'members');
        const acceptable = s.r.days
          .filter((d) => d.windows.length > 0)
          .sort((x, y) => y.score - x.score || x.date.localeCompare(y.date));
        const blocked = s.r.days
          .filter((d) => d.windows.length === 0)
          .map((d) => {
            const personal = d.issues.filter((i) => i.layer === 'personal');
            const blockers = s.moons
              .map((m) => ({
                member: m.person.label,
                reasons: personal
                  .filter((i) => i.text.startsWith(`${m.person.label}:`))
                  .map((i) => i.text.slice(m.person.label.length + 2)),
              }))
              .filter((x) => x.reasons.length > 0);
            return {
              date: d.date,
              blockers,
              other_reasons: d.issues.filter((i) => i.layer !== 'personal' && i.kind === 'block').map((i) => i.text),
            };
          });
        return {
          success: true,
          engine_status: 'LIVE' as const,
          karma,
          from: b.start_date,
          to: b.end_date,
          members: s.moons.map(presentBirthMoon),
          acceptable_count: acceptable.length,
          acceptable: acceptable.map((d, i) => ({ rank: i + 1, day: presentDay(d, s.clock) })),
          blocked,
          ranking: RANKING,
          conventions: s.conventions,
          prove_refs: toProveRefs(s.r.refs),
          warnings: [
            ...s.r.timeline.warnings,
            'a member blocks a date when their tarabala or chandrabala closes spans the calendar, tithi, vara, ' +
              'nakshatra, yoga and karana layers had left open',
          ],
        };
      },
    ),
  ),

  conceptionMuhurta: defineTask(
    ConceptionMuhurtaResult,
    labelled(
      ['tithi', 'paksha', 'nakshatra', 'yoga', 'karana', 'vara', 'sign', 'graha', 'muhurta_rule'],
      ({ body: b }: { body: ConceptionBody }) => {
        const s = scanPeople(b, 'garbhadhana', [b.husband, b.wife], 'partners');
        const jd = (p: BirthBody, field: string) =>
          withInputErrors(
            (f) => ['body', field, f.startsWith('birth_') || f === 'timezone' || f === 'utc_offset' ? f : `birth_${f}`],
            () =>
              resolveMoment({
                date: p.birth_date,
                time: p.birth_time,
                latitude: p.birth_latitude,
                longitude: p.birth_longitude,
                timezone: p.timezone,
                utcOffset: p.utc_offset,
              }).jdUt,
          );
        const beeja = sphuta('beeja', jd(b.husband, 'husband'), s.place.ayanamsa);
        const kshetra = sphuta('kshetra', jd(b.wife, 'wife'), s.place.ayanamsa);
        const ranked = s.r.days
          .flatMap((d) => d.windows.map((w) => ({ d, w })))
          .sort((x, y) => y.d.score - x.d.score || y.w.end - y.w.start - (x.w.end - x.w.start));
        const refs = new Set<Citation>([...s.r.refs, ...SPHUTA_RULES.cites]);
        const clock: Clock = s.clock;
        return {
          success: true,
          engine_status: 'PARTIAL' as const,
          from: b.start_date,
          to: b.end_date,
          beeja_sphuta: presentSphuta(beeja),
          kshetra_sphuta: presentSphuta(kshetra),
          partners: s.moons.map(presentBirthMoon),
          gate: [
            `nakshatras: ${KARMA_RULES.garbhadhana.nakshatras.join(', ')}`,
            'tithis: not rikta, ashtami, shashthi, purnima or amavasya',
            `weekdays avoided: ${KARMA_RULES.garbhadhana.varas.avoid.join(', ')}`,
            "no vishti, vyatipata or vaidhriti; both partners' tarabala and chandrabala; night only; no eclipse day",
          ],
          windows: ranked
            .slice(0, b.max_windows ?? 10)
            .map((x, i) => ({ rank: i + 1, date: x.d.date, window: presentWindow(x.w, clock) })),
          ranking: `${RANKING}; windows of one day by length`,
          not_computed: [
            'the nights counted from the onset of menstruation (the first four excluded in the texts): the date ' +
              'is not asked for, so those nights are not applied',
            'the odd and even nights the texts tie to a son or a daughter: not applied (the service makes no ' +
              "predictions of a child's sex)",
          ],
          conventions: s.conventions,
          prove_refs: toProveRefs([...refs]),
          warnings: s.r.timeline.warnings,
        };
      },
    ),
  ),
};
