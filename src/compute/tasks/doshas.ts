/**
 * Doshas read from a birth chart: sade-sati (Saturn over the Moon sign, by its actual crossings), mangal dosha (from
 * lagna, Moon and Venus, with cancellations), kalasarpa, and the catalogue of 52 (advisory). Each takes the birth_
 * body or the canonical one.
 */
import { julianDayUT } from '../../engine/astro/time.ts';
import { DOSHA_RULES, doshaCatalogue, type DoshaContext } from '../../engine/jyotish/dosha/catalogue/index.ts';
import { kalasarpa } from '../../engine/jyotish/dosha/kalasarpa.ts';
import { mangalDosha } from '../../engine/jyotish/dosha/mangal-dosha.ts';
import { sadesati } from '../../engine/jyotish/dosha/sadesati.ts';
import { dateAtBirthPlace } from '../chart/date-at-birth-place.ts';
import { chartFromEitherBody } from '../chart/either-body.ts';
import { chartFromBody } from '../chart/request.ts';
import { chartConventions } from '../chart/present.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { localInstants } from '../jd-fields.ts';
import { toProveRefs } from '../prove-refs.ts';
import { DoshaCatalogueResult, KalasarpaResult, MangalDoshaResult, SadesatiResult } from '../../schemas/doshas.ts';
import { snakeCased } from '../snake-case.ts';
// eitherBirthBody's schemas are built from loose property maps, so their Static type says little: the fields the
// tasks read are named here (the schema has validated the body before it reaches a task).
export type DoshaRequest = Record<string, unknown>;
export type SadesatiRequest = DoshaRequest & { as_of?: string };
export type CatalogueRequest = DoshaRequest & { as_of?: string; gender?: string; partner?: Record<string, unknown> };

/** What a not-evaluated finding lacked, said once per reason (the request can supply most of it). */
function missingInputs(findings: readonly { id: string; status: string; reason?: string }[]): string[] {
  const byReason = new Map<string, string[]>();
  for (const f of findings) {
    if (f.status !== 'not_evaluated') continue;
    byReason.set(f.reason ?? '', [...(byReason.get(f.reason ?? '') ?? []), f.id]);
  }
  return [...byReason].map(([reason, ids]) => `${ids.join(', ')}: ${reason}`);
}

/** Work done in a compute thread: plain input in, the response object out. */
export const doshaTasks = {
  sadesati: defineTask(
    SadesatiResult,
    labelled(['sign', 'graha'], ({ body, now }: { body: SadesatiRequest; now: number }) => {
      const natal = chartFromEitherBody(body);
      const tz = natal.moment.timezone;
      const at = body.as_of === undefined ? julianDayUT(now) : dateAtBirthPlace(natal, body.as_of, 'as_of');
      const r = sadesati(natal, at);
      const local = <T>(o: T) => snakeCased(localInstants(o, tz));
      return {
        success: true,
        engine_status: r.missing.length === 0 ? ('LIVE' as const) : ('PARTIAL' as const),
        ...(r.missing.length === 0 ? {} : { missing: r.missing }),
        janma_rashi: r.janmaRashi,
        janma_rashi_sign: r.janmaRashiSign,
        saturn_rashi: r.saturnRashi,
        saturn_sign: r.saturnSign,
        sadesati: {
          in_sadesati: r.inSadesati,
          phase: r.phase,
          saturn_house_from_janma: r.saturnHouseFromJanma,
          duration_years: r.durationYears,
          duration_of: r.durationOf,
          current: local(r.current),
          next: local(r.next),
        },
        dhaiya: local(r.dhaiya),
        method: r.method,
        as_of: local({ atJdUt: r.atJdUt }),
        conventions: chartConventions(natal),
        prove_refs: toProveRefs(r.refs),
      };
    }),
  ),

  mangalDosha: defineTask(
    MangalDoshaResult,
    labelled(['sign', 'graha'], ({ body }: { body: DoshaRequest }) => {
      const chart = chartFromEitherBody(body);
      const { refs, cancellations, ...r } = mangalDosha(chart);
      return {
        success: true,
        engine_status: 'LIVE' as const,
        mangal_dosha: {
          ...snakeCased(r),
          // Each cancellation's citations in the prove_refs form, as every other nested citation is shown.
          cancellations: cancellations.map(({ refs: cites, ...c }) => ({ ...c, prove_refs: toProveRefs(cites) })),
        },
        conventions: chartConventions(chart),
        prove_refs: toProveRefs(refs),
      };
    }),
  ),

  kalasarpa: defineTask(
    KalasarpaResult,
    labelled(['sign', 'graha'], ({ body }: { body: DoshaRequest }) => {
      const chart = chartFromEitherBody(body);
      const { refs, ...r } = kalasarpa(chart);
      return {
        success: true,
        engine_status: 'LIVE' as const,
        kalasarpa: snakeCased(r),
        conventions: chartConventions(chart),
        prove_refs: toProveRefs(refs),
      };
    }),
  ),

  doshaCatalogue: defineTask(
    DoshaCatalogueResult,
    labelled(['graha', 'sign', 'nakshatra', 'dosha'], ({ body, now }: { body: CatalogueRequest; now: number }) => {
      const chart = chartFromEitherBody(body);
      const at = body.as_of === undefined ? julianDayUT(now) : dateAtBirthPlace(chart, body.as_of, 'as_of');
      const sex = body.gender?.toLowerCase();
      const context: DoshaContext = { asOfJdUt: at, ...(sex === 'male' || sex === 'female' ? { sex } : {}) };
      if (body.partner !== undefined) {
        const moon = chartFromBody(body, { kind: 'nested', person: 'partner' }).grahas.Moon;
        context.partnerMoon = {
          nakshatra: moon.nakshatra,
          pada: moon.pada,
          sign: moon.sign,
          signIndex: moon.signIndex,
        };
      }
      const r = doshaCatalogue(chart, context);
      const missing = missingInputs(r.doshas);
      return {
        success: true,
        engine_status: missing.length === 0 ? ('LIVE' as const) : ('PARTIAL' as const),
        ...(missing.length === 0 ? {} : { missing }),
        advisory: true as const,
        summary: r.summary,
        catalogue_size: DOSHA_RULES.length,
        doshas: r.doshas.map(({ refs, ...f }) => ({ ...snakeCased(f), prove_refs: toProveRefs(refs) })),
        ...(context.partnerMoon === undefined ? {} : { partner_moon: snakeCased(context.partnerMoon) }),
        as_of: snakeCased(localInstants({ atJdUt: at }, chart.moment.timezone)),
        method: r.method,
        conventions: chartConventions(chart),
        prove_refs: toProveRefs(r.refs),
      };
    }),
  ),
};
