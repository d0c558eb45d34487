/**
 * Life-area reports (engine/reports/activation): GET /api/v2/activation-config (the framework, REFERENCE), the
 * marriage report and its alias, the progeny report, the career report (three paths, one handler) and the wealth
 * report (two paths). Tasks translate only: each runs one compute task.
 */
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import {
  ACTIVATION_METHOD,
  activationInputs,
  fertilityOf,
  lifeAreaReport,
  partnerMatch,
  uniqueRefs,
  type AreaReport,
  type PartnerMatch,
} from '../../engine/reports/activation/index.ts';
import { type LifeArea } from '../../engine/tables/activation/areas.ts';
import { FERTILITY_BANDS } from '../../engine/tables/activation/bands.ts';
import { chartConventions } from '../chart/present.ts';
import { chartFromBody } from '../chart/request.ts';
import { defineTask } from '../task.ts';
import { InputError } from '../input-error.ts';
import { toProveRefs } from '../prove-refs.ts';
import {
  clockFor,
  presentAspects,
  presentHouse,
  presentLevel,
  presentNativeEcho,
  presentRating,
  presentReport,
  presentWindow,
  type Clock,
} from '../reports/present.ts';
import {
  asOfJd,
  chartAt,
  DEFAULT_HORIZON_YEARS,
  partnerNative,
  sexOf,
  sexOfGender,
  type TimingBody,
} from '../reports/request.ts';
import { LifeAreaReportResult, MarriageReportResult, ProgenyReportResult } from '../../schemas/reports.ts';
import { labelled } from '../labels.ts';
export type Body = Record<string, unknown> & TimingBody;

// --- shared reading ------------------------------------------------------------------------------------------------

interface Read {
  chart: Chart;
  report: AreaReport;
  asOf: number;
  at: Clock;
}

function read(
  area: LifeArea,
  chart: Chart,
  body: Body,
  now: number,
  sex?: 'male' | 'female',
  partner: PartnerMatch | null = null,
): Read {
  const asOf = asOfJd(chart, body, now);
  const inputs = activationInputs(chart, {
    asOfJdUt: asOf,
    horizonYears: body.horizon_years ?? DEFAULT_HORIZON_YEARS,
    ...(body.dasha_year_days === undefined ? {} : { yearDays: body.dasha_year_days }),
    ...(sex === undefined ? {} : { sex }),
  });
  return { chart, report: lifeAreaReport(area, inputs, { partner }), asOf, at: clockFor(chart) };
}

const levelsMissing = (r: AreaReport, who = ''): string[] =>
  r.levels.filter((l) => l.status === 'not_evaluated').map((l) => `${who}level ${l.level} (${l.id}): ${l.finding}`);

function common(r: Read, body: Body, name: unknown, missing: string[]) {
  return {
    success: true,
    engine_status: missing.length === 0 ? ('LIVE' as const) : ('PARTIAL' as const),
    missing,
    native: presentNativeEcho(r.chart, name),
    as_of: r.at(r.asOf),
    horizon_years: body.horizon_years ?? DEFAULT_HORIZON_YEARS,
    ...presentReport(r.report, r.at),
    method: ACTIVATION_METHOD,
    conventions: chartConventions(r.chart, { dashaYearDays: body.dasha_year_days ?? 365.25 }),
    warnings: r.report.warnings,
  };
}

const nameOf = (body: Body, person?: string): unknown =>
  person === undefined ? body.name : (body[person] as { name?: unknown } | undefined)?.name;

function lifeArea(area: 'career' | 'wealth', body: Body, now: number) {
  const r = read(area, chartFromBody(body), body, now, sexOfGender(body.gender));
  const dhana = r.report.levels.find((l) => l.id === 'yogas')?.facts.present;
  return {
    ...common(r, body, nameOf(body), levelsMissing(r.report)),
    area_houses: r.report.houses.map(presentHouse),
    karaka_aspects: presentAspects(r.report.karakaAspects),
    ...(area === 'wealth' ? { dhana_yogas: Array.isArray(dhana) ? dhana.map(String) : [] } : {}),
    prove_refs: toProveRefs(r.report.refs),
  };
}

function partnerEcho(body: Body) {
  const p = body.partner as { name?: string; date: string; time?: string; timezone?: string } | undefined;
  if (p === undefined) return null;
  return {
    ...(p.name === undefined ? {} : { name: p.name }),
    date: p.date,
    time: p.time ?? null,
    timezone: p.timezone ?? null,
  };
}

export function marriage(body: Body, now: number) {
  const chart = chartAt(body, 'native');
  const sex = sexOf(body, 'native');
  const hasPartner = body.partner !== undefined;
  if (hasPartner && sex === undefined)
    throw InputError.at(
      ['body', 'native', 'gender'],
      'Field required with a partner: the kootas count from the bride, so say whether the native is Male or Female',
      'missing',
    );
  const other = hasPartner ? partnerNative(body) : null;
  const match = other === null || sex === undefined ? null : partnerMatch(chart, sex, other);
  const r = read('marriage', chart, body, now, sex, match);
  const missing = [
    ...(hasPartner && other === null
      ? [
          "partner.time: without the partner's time of birth the Moon's nakshatra and pada (the Moon crosses " +
            'about four padas a day) and the lagna are unknown, so the ashtakoota, dashakoot, nadi dosha and ' +
            'manglik cross-check are not evaluated',
        ]
      : []),
    ...levelsMissing(r.report),
  ];
  const delay = r.report.obstructions.find((o) => o.id === 'saturn_delay');
  const nadi = match?.ashtakoota.doshas.nadi;
  const union =
    match === null
      ? {
          status: hasPartner ? ('not_evaluated' as const) : ('no_partner' as const),
          ashtakoota: null,
          dashakoot: null,
          manglik: null,
          note: hasPartner
            ? 'The partner has no time of birth: the union is not evaluated (see missing).'
            : "No partner given: the report reads the native's chart alone.",
          prove_refs: [],
        }
      : {
          status: 'evaluated' as const,
          ashtakoota: {
            total: match.ashtakoota.total,
            max: 36 as const,
            verdict: match.ashtakoota.verdict,
            doshas: match.ashtakoota.doshas,
          },
          dashakoot: {
            matched_count: match.dashakoot.matchedCount,
            total: match.dashakoot.total,
            essentials_ok: match.dashakoot.essentialsOk,
            verdict: match.dashakoot.verdict,
          },
          manglik: {
            status: match.manglik.status,
            dosha_stands: match.manglik.doshaStands,
            explanation: match.manglik.explanation,
          },
          note:
            'From the matching engine (the same results as POST /api/v2/koota-extended for this couple); the ' +
            "verdicts are the service's bands.",
          prove_refs: toProveRefs(uniqueRefs([match.ashtakoota.refs, match.dashakoot.refs, match.manglik.refs])),
        };
  const house = r.report.houses[0];
  if (house === undefined) throw new Error('marriage report without its 7th house');
  return {
    ...common(r, body, nameOf(body, 'native'), missing),
    partner: partnerEcho(body),
    union_strength: union,
    obstructions: {
      manglik: manglikOf(r.report),
      nadi: {
        state: nadi ?? ('not_evaluated' as const),
        note:
          nadi === undefined
            ? hasPartner
              ? 'The partner has no time of birth.'
              : 'Needs a partner.'
            : "Nadi of the two Moons' nakshatras after the exceptions (matching engine).",
      },
      saturn_delay: { present: delay?.stands ?? false, detail: delay?.detail ?? '' },
    },
    venus_aspects: presentAspects(r.report.karakaAspects),
    seventh_house: presentHouse(house),
    prove_refs: toProveRefs(
      uniqueRefs([
        r.report.refs,
        ...(match === null ? [] : [match.ashtakoota.refs, match.dashakoot.refs, match.manglik.refs]),
      ]),
    ),
  };
}

/** The native's mangal dosha as the report read it (the same engine as POST /api/v2/mangal-dosha). */
function manglikOf(r: AreaReport) {
  const m = r.mangal;
  return {
    present: m.present,
    severity: m.severity,
    from_lagna: m.fromLagna,
    from_moon: m.fromMoon,
    from_venus: m.fromVenus,
  };
}

function progenyPart(r: Read) {
  const f = fertilityOf(r.report.levels);
  const house = r.report.houses[0];
  if (house === undefined) throw new Error('progeny report without its 5th house');
  return {
    fertility: {
      band: f.band,
      score: f.score,
      trace: f.trace,
      tier: 'service' as const,
      note:
        'A band of the classical factors of the 5th house, Jupiter and the putrakaraka (levels 1-5, 7, 8): not a ' +
        'medical statement and never a prediction of infertility.',
    },
    capacity_stars: f.stars,
    obstructions: r.report.obstructions.map(({ refs, ...o }) => ({ ...o, prove_refs: toProveRefs(refs) })),
    jupiter_aspects: presentAspects(r.report.karakaAspects),
    fifth_house: presentHouse(house),
  };
}

function overlaps(a: AreaReport, b: AreaReport, at: Clock) {
  const out: { start: string; end: string }[] = [];
  for (const x of a.timingWindows) {
    for (const y of b.timingWindows) {
      const s = Math.max(x.startJdUt, y.startJdUt);
      const e = Math.min(x.endJdUt, y.endJdUt);
      if (e > s && !out.some((o) => o.start === at(s))) out.push({ start: at(s), end: at(e) });
    }
  }
  return out;
}

export function progeny(body: Body, now: number) {
  const male = read('progeny', chartAt(body, 'male'), body, now, 'male');
  const female = body.female === undefined ? null : read('progeny', chartAt(body, 'female'), body, now, 'female');
  const missing = [
    ...levelsMissing(male.report, 'male: '),
    ...(female === null ? [] : levelsMissing(female.report, 'female: ')),
  ];
  return {
    ...common(male, body, nameOf(body, 'male'), missing),
    warnings: [...new Set([...male.report.warnings, ...(female?.report.warnings.map((w) => `female: ${w}`) ?? [])])],
    ...progenyPart(male),
    female:
      female === null
        ? null
        : {
            native: presentNativeEcho(female.chart, nameOf(body, 'female')),
            rating: presentRating(female.report.rating),
            activation_chain: female.report.levels.map(presentLevel),
            timing_windows: female.report.timingWindows.map((w) => presentWindow(w, female.at)),
            ...progenyPart(female),
          },
    shared_windows: female === null ? [] : overlaps(male.report, female.report, male.at),
    prove_refs: toProveRefs(uniqueRefs([male.report.refs, female?.report.refs ?? [], FERTILITY_BANDS.cites])),
  };
}

// --- tasks ---------------------------------------------------------------------------------------------------------

export const reportTasks = {
  marriageReport: defineTask(
    MarriageReportResult,
    labelled(['graha', 'sign', 'varga'], ({ body, now }: { body: Body; now: number }) => marriage(body, now)),
  ),
  progenyReport: defineTask(
    ProgenyReportResult,
    labelled(['graha', 'sign', 'varga'], ({ body, now }: { body: Body; now: number }) => progeny(body, now)),
  ),
  careerReport: defineTask(
    LifeAreaReportResult,
    labelled(['graha', 'sign', 'yoga_combination', 'varga'], ({ body, now }: { body: Body; now: number }) =>
      lifeArea('career', body, now),
    ),
  ),
  wealthReport: defineTask(
    LifeAreaReportResult,
    labelled(['graha', 'sign', 'yoga_combination', 'varga'], ({ body, now }: { body: Body; now: number }) =>
      lifeArea('wealth', body, now),
    ),
  ),
};
