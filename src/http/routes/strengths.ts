/**
 * Strengths and longevity read from a birth chart: shadbala, bhavabala, ashtakavarga, pindayu and ayurdaya.
 * Handlers translate only.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ayurdaya, pindayu } from '../../engine/jyotish/longevity/index.ts';
import { ashtakavarga } from '../../engine/jyotish/strength/ashtakavarga/index.ts';
import { bhavabala } from '../../engine/jyotish/strength/bhavabala/index.ts';
import { shadbala } from '../../engine/jyotish/strength/shadbala/index.ts';
import { withLocalInstants } from '../jd-fields.ts';
import { chartFromBody, ChartBody } from '../chart/request.ts';
import { chartConventions } from '../chart/present.ts';
import { toProveRefs } from '../prove-refs.ts';
import { withErrors } from '../schemas/responses.ts';
import { AshtakavargaResult, BhavabalaResult, ShadbalaResult } from '../schemas/charts-strengths.ts';
import { AyurdayaResult, PindayuResult } from '../schemas/charts-longevity.ts';
import { snakeCaseKeys } from '../snake-case.ts';

const TAG = 'Charts and strengths';
// The engine's citations go out as prove_refs; the key is left out (not set to undefined) so the closed schema holds.
const snake = ({ refs: _refs, ...o }: { refs?: unknown }) => snakeCaseKeys(o) as Record<string, unknown>;

/** What ayurdaya compares (BPHS ch. 43 asks for the strongest of lagna, Sun and Moon), in rupas. */
const AYURDAYA_STRENGTH_BASIS = 'Sun and Moon: total shadbala in rupas; lagna: bhavabala of the 1st house in rupas (Sripati)';

export async function strengthRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Record<string, unknown> }>('/api/v2/shadbala', {
    schema: {
      tags: [TAG],
      summary: 'Shadbala of the seven grahas Sun to Saturn: sthana (uchcha, saptavargaja, ojayugma, kendradi, drekkana), dig, kala (nathonnata, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha), cheshta, naisargika, drik; virupas and rupas, required minimum, ratio, rank, ishta and kashta phala.',
      operationId: 'shadbala',
      body: ChartBody,
      response: withErrors(Type.Ref(ShadbalaResult)),
    },
  }, (req) => {
    const chart = chartFromBody(req.body);
    const r = shadbala(chart);
    const { refs, conventions, ...rest } = r;
    return {
      success: true,
      engine_status: 'LIVE',
      unit: 'virupas (shashtiamsas; 60 to a rupa) unless a field says rupas',
      // The six components per graha in the interface's names, in virupas; the full breakdown is in `grahas`.
      components: Object.fromEntries(Object.values(r.grahas).map((g) => [g.graha, {
        sthana: g.sthana.total, dik: g.dig, kala: g.kala.total, cheshta: g.cheshta, naisargika: g.naisargika, drig: g.drik,
        total: g.totalVirupas, total_rupas: g.totalRupas, required_rupas: g.requiredRupas, ratio: g.ratio, rank: g.rank,
      }])),
      ...(snakeCaseKeys(withLocalInstants(rest, chart.moment.timezone)) as object),
      method_conventions: conventions,
      conventions: chartConventions(chart),
      prove_refs: toProveRefs(refs),
    };
  });

  app.post<{ Body: Record<string, unknown> }>('/api/v2/bhavabala', {
    schema: {
      tags: [TAG],
      summary: 'Bhavabala of the twelve houses (Sripati bhava madhya): bhavadhipati, bhava dig and bhava drishti bala, total and band, strongest house.',
      operationId: 'bhavabala',
      body: ChartBody,
      response: withErrors(Type.Ref(BhavabalaResult)),
    },
  }, (req) => {
    const chart = chartFromBody(req.body);
    const r = bhavabala(chart, shadbala(chart));
    const refs = toProveRefs(r.refs);
    return {
      success: true,
      engine_status: 'LIVE',
      method: r.method,
      method_conventions: r.conventions,
      unit: 'total_score in rupas (60 virupas); total_virupas beside it',
      houses: r.houses.map((h) => ({ ...(snakeCaseKeys(h) as object), total_score: h.totalRupas })),
      strongest: { house: r.strongest.house, total_score: r.strongest.totalRupas, total_virupas: r.strongest.totalVirupas },
      weakest: { house: r.weakest.house, total_score: r.weakest.totalRupas, total_virupas: r.weakest.totalVirupas },
      warnings: r.warnings,
      conventions: chartConventions(chart, { houseSystem: 'sripati (bhava madhya) for bhavabala' }),
      // The interface lists bhavabala's prove_refs as strings; the full items travel in `citations`.
      prove_refs: refs.map((p) => `${p.ref_id} (${p.status})`),
      citations: refs,
    };
  });

  app.post<{ Body: Record<string, unknown> }>('/api/v2/ashtakavarga', {
    schema: {
      tags: [TAG],
      summary: 'Ashtakavarga: bhinna (seven grahas and the lagna) and sarva bindus per sign, trikona and ekadhipatya shodhana, rashi, graha and shodhya pindas.',
      operationId: 'ashtakavarga',
      body: ChartBody,
      response: withErrors(Type.Ref(AshtakavargaResult)),
    },
  }, (req) => {
    const chart = chartFromBody(req.body);
    const result = ashtakavarga(chart);
    return {
      success: true,
      engine_status: 'LIVE',
      ...snake(result),
      conventions: chartConventions(chart),
      prove_refs: toProveRefs(result.refs),
    };
  });

  app.post<{ Body: Record<string, unknown> }>('/api/v2/pindayu', {
    schema: {
      tags: [TAG],
      summary: 'Pindayu: per-graha years by distance from exaltation with the classical reductions, and the proportional band (Alpa, Madhya, Dirgha). Never a prediction of death.',
      operationId: 'pindayu',
      body: ChartBody,
      response: withErrors(Type.Ref(PindayuResult)),
    },
  }, (req) => {
    const chart = chartFromBody(req.body);
    const r = pindayu(chart);
    return {
      success: true,
      engine_status: 'LIVE',
      verdict: { total_years: r.totalYears, band: r.band, band_name: r.bandName },
      story: { summary: r.summary, disclaimer: r.disclaimer },
      evidence: {
        method: r.method,
        grahas: snakeCaseKeys(r.grahas),
        lagna: snakeCaseKeys(r.lagna),
        subtotal: r.subtotal,
        krurodaya: snakeCaseKeys(r.krurodaya),
        prove_refs: toProveRefs(r.refs),
      },
      conventions: chartConventions(chart),
    };
  });

  app.post<{ Body: Record<string, unknown> }>('/api/v2/ayurdaya', {
    schema: {
      tags: [TAG],
      summary: 'Ayurdaya: which of pindayu, nisargayu and amsayu applies (strongest of lagna, Sun, Moon), its years and the band Alpayu, Madhyayu or Dirghayu, with all three systems shown. Never a prediction of death.',
      operationId: 'ayurdaya',
      body: ChartBody,
      response: withErrors(Type.Ref(AyurdayaResult)),
    },
  }, (req) => {
    const chart = chartFromBody(req.body);
    const bala = shadbala(chart);
    const lagna = bhavabala(chart, bala).houses[0]?.totalRupas ?? 0;
    const r = ayurdaya(chart, { strengths: { lagna, sun: bala.grahas.Sun.totalRupas, moon: bala.grahas.Moon.totalRupas } });
    return {
      success: true,
      engine_status: 'LIVE',
      category: r.bandName,
      ...snake(r),
      strength_basis: AYURDAYA_STRENGTH_BASIS,
      conventions: chartConventions(chart),
      prove_refs: toProveRefs(r.refs),
    };
  });
}
