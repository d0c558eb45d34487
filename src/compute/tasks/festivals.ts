/**
 * GET /api/v2/festivals and GET /api/v2/festivals/{id}: the engine's placed festivals as the wire shows them, every
 * instant local at the place, lunar months in the month system asked; `lang` adds the labels block.
 */
import { resolveMoment } from '../../engine/astro/moment.ts';
import { epochMsFromJulianDay } from '../../engine/astro/time.ts';
import {
  festivalYear,
  MAX_YEAR,
  MIN_YEAR,
  type FestivalYear,
  type PlacedFestival,
} from '../../engine/jyotish/festivals/index.ts';
import {
  FESTIVALS,
  MONTHLY,
  REGION_MONTH_SYSTEM,
  type Region,
  type Tradition,
} from '../../engine/tables/festivals/index.ts';
import type { Lang } from '../../engine/tables/labels/index.ts';
import { ServiceError } from '../../services/errors.ts';
import { FestivalsResult, FestivalYearsResult } from '../../schemas/festivals.ts';
import { withInputErrors } from '../birth-moment.ts';
import { conventionsOf } from '../conventions.ts';
import { InputError } from '../input-error.ts';
import { labelled } from '../labels.ts';
import type { LabelKind } from '../../engine/tables/labels/index.ts';

/** The kinds of name a festival answer spells; `lang` adds their labels (festival names among them). */
const FESTIVAL_LABEL_KINDS: readonly LabelKind[] = ['festival', 'tithi', 'paksha', 'month', 'nakshatra'];
import { localTime } from '../local-time.ts';
import { toProveRefs } from '../prove-refs.ts';
import { defineTask } from '../task.ts';

export interface FestivalsQuery {
  year?: number;
  years?: string;
  lat: number;
  lon: number;
  timezone?: string;
  utc_offset?: string;
  region?: Region;
  tradition?: Tradition;
  month_system?: 'amanta' | 'purnimanta';
  include_monthly?: boolean;
  lang?: Lang;
}

/** The most years one request for a single festival may span. */
export const MAX_YEARS = 50;
const YEARS_RE = /^(\d{4})-(\d{4})$/;

function wire(p: PlacedFestival, zone: string, monthSystem: 'amanta' | 'purnimanta') {
  const iso = (jd: number) => localTime(epochMsFromJulianDay(jd), zone).iso;
  const w = p.whyThisDate;
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    kind: p.kind,
    regions: [...p.regions],
    date: p.date,
    observance:
      p.observance === null
        ? null
        : { kaala: p.observance.kaala, start: iso(p.observance.start), end: iso(p.observance.end) },
    lunar:
      p.lunar === null
        ? null
        : {
            month: monthSystem === 'amanta' ? p.lunar.amanta : p.lunar.purnimanta,
            month_system: monthSystem,
            amanta_month: p.lunar.amanta,
            purnimanta_month: p.lunar.purnimanta,
            adhika: p.lunar.adhika,
            paksha: p.lunar.paksha,
            tithi: p.lunar.tithi,
            tithi_name: p.lunar.tithiName,
          },
    sankranti: p.sankranti === null ? null : iso(p.sankranti),
    parana:
      p.parana === null
        ? null
        : { date: p.parana.date, start: iso(p.parana.start), end: p.parana.end === null ? null : iso(p.parana.end) },
    why_this_date: {
      rule: w.rule,
      kaala: w.kaala,
      decided_by: w.decidedBy,
      statement: w.statement,
      span: w.span === null ? null : { name: w.span.name, start: iso(w.span.start), end: iso(w.span.end) },
      days: w.days.map((d) => {
        const first = d.held[0];
        const last = d.held[d.held.length - 1];
        return {
          date: d.date,
          kaala_start: d.kaala === null ? null : iso(d.kaala.start),
          kaala_end: d.kaala === null ? null : iso(d.kaala.end),
          held_from: first === undefined ? null : iso(first.start),
          held_to: last === undefined ? null : iso(last.end),
          minutes: d.minutes,
          share: Math.round(d.share * 1000) / 1000,
        };
      }),
      steps: w.steps,
      notes: w.notes,
    },
    alternatives: p.alternatives.map((a) => ({
      date: a.date,
      school: a.school,
      rule: a.rule,
      prove_refs: toProveRefs(a.cites),
    })),
    prove_refs: toProveRefs(p.cites),
  };
}

/** The fields both routes share: place, school, conventions (stated at noon of the first day asked). */
function common(y: FestivalYear, q: FestivalsQuery, monthSystem: 'amanta' | 'purnimanta') {
  const noon = resolveMoment({
    date: `${y.year}-01-02`,
    time: '12:00',
    latitude: q.lat,
    longitude: q.lon,
    timezone: q.timezone,
    utcOffset: q.utc_offset,
  });
  return {
    success: true,
    engine_status: 'LIVE' as const,
    place: { latitude: q.lat, longitude: q.lon, timezone: y.timezone },
    region: y.region,
    tradition: y.tradition,
    month_system: monthSystem,
    conventions: conventionsOf({
      ayanamsa: 'lahiri',
      jdUt: noon.jdUt,
      timezone: y.timezone,
      utcOffset: noon.offsetIso,
      utcIso: noon.utcIso,
      sunriseRule: 'upper_limb',
    }),
  };
}

/** A query's place and school for one year; `ids` names festivals, `monthly` adds the monthly vratas to a list. */
export function placeYear(
  q: Omit<FestivalsQuery, 'include_monthly'>,
  year: number,
  only: { ids?: string[]; monthly?: boolean; window?: { from: string; to: string } },
): FestivalYear {
  return withInputErrors(
    (f) => ['query', f === 'latitude' ? 'lat' : f === 'longitude' ? 'lon' : f],
    () =>
      festivalYear({
        year,
        latitude: q.lat,
        longitude: q.lon,
        timezone: q.timezone,
        utcOffset: q.utc_offset,
        region: q.region,
        tradition: q.tradition,
        ids: only.ids,
        monthly: only.monthly,
        window: only.window,
      }),
  );
}

/** `year`, or `years` as FROM-TO (at most MAX_YEARS), for the single-festival route. */
function yearsOf(q: FestivalsQuery): number[] {
  if (q.years === undefined) {
    if (q.year === undefined) throw InputError.at(['query', 'year'], 'give year, or years as FROM-TO', 'missing');
    return [q.year];
  }
  const m = YEARS_RE.exec(q.years);
  const from = Number(m?.[1]);
  const to = Number(m?.[2]);
  if (m === null || to < from || to - from + 1 > MAX_YEARS || from < MIN_YEAR || to > MAX_YEAR) {
    const bounds = `${MIN_YEAR}..${MAX_YEAR}`;
    throw InputError.at(['query', 'years'], `years must be FROM-TO within ${bounds}, at most ${MAX_YEARS} years`);
  }
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const KNOWN = new Map<string, string>([...FESTIVALS, ...MONTHLY].map((f) => [f.id, f.name]));

/** The answer of the year's list (or of the part of it placed). */
function yearAnswer(q: FestivalsQuery, y: FestivalYear) {
  const monthSystem = q.month_system ?? REGION_MONTH_SYSTEM[y.region];
  const iso = (jd: number) => localTime(epochMsFromJulianDay(jd), y.timezone).iso;
  return {
    ...common(y, q, monthSystem),
    year: y.year,
    adhika_months: y.adhikaMonths.map((m) => ({ name: m.name, start: iso(m.start), end: iso(m.end) })),
    festivals: y.festivals.map((p) => wire(p, y.timezone, monthSystem)),
    prove_refs: toProveRefs(y.cites),
    warnings: y.warnings,
  };
}

export const festivalTasks = {
  festivals: defineTask(
    FestivalsResult,
    labelled(FESTIVAL_LABEL_KINDS, ({ query: q }: { query: FestivalsQuery }) => {
      if (q.year === undefined) throw InputError.at(['query', 'year'], 'Field required', 'missing');
      return yearAnswer(q, placeYear(q, q.year, { monthly: q.include_monthly ?? true }));
    }),
  ),
  /** The festivals and vratas of one civil day (the panchanga page): only the months around it are searched. */
  festivalsOfDay: defineTask(FestivalsResult, ({ query: q }: { query: FestivalsQuery & { date: string } }) =>
    yearAnswer(q, placeYear(q, Number(q.date.slice(0, 4)), { monthly: true, window: { from: q.date, to: q.date } })),
  ),
  festival: defineTask(
    FestivalYearsResult,
    labelled(FESTIVAL_LABEL_KINDS, ({ query: q, params }: { query: FestivalsQuery; params: { id: string } }) => {
      const known = KNOWN.get(params.id);
      if (known === undefined) {
        throw new ServiceError('NOT_FOUND', {
          what: `festival "${params.id}" (GET /api/v2/festivals lists the ids)`,
        });
      }
      const years = yearsOf(q);
      const placed = years.map((year) => placeYear(q, year, { ids: [params.id] }));
      const first = placed[0];
      if (first === undefined) throw new Error('no year placed');
      const monthSystem = q.month_system ?? REGION_MONTH_SYSTEM[first.region];
      const festivals = placed.flatMap((y) => y.festivals);
      return {
        ...common(first, q, monthSystem),
        id: params.id,
        name: known,
        years,
        festivals: festivals.map((p) => wire(p, first.timezone, monthSystem)),
        prove_refs: toProveRefs(first.cites),
        warnings: [...new Set(placed.flatMap((y) => y.warnings))],
      };
    }),
  ),
};
