/**
 * Strengths and longevity read from a birth chart: shadbala, bhavabala, ashtakavarga, pindayu and ayurdaya.
 * Tasks translate only.
 */
import { at } from '../../engine/errors.ts';
import { type Static } from '@sinclair/typebox';
import { ayurdaya, pindayu } from '../../engine/jyotish/longevity/index.ts';
import { ashtakavarga } from '../../engine/jyotish/strength/ashtakavarga/index.ts';
import { bhavabala } from '../../engine/jyotish/strength/bhavabala/index.ts';
import { shadbala } from '../../engine/jyotish/strength/shadbala/index.ts';
import type { SevenGraha } from '../../engine/vocabulary/names.ts';
import { chartFromBody, ChartBody } from '../chart/request.ts';
import { chartConventions } from '../chart/present.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { toProveRefs } from '../prove-refs.ts';
import { AshtakavargaResult, BhavabalaResult, ShadbalaResult } from '../../schemas/charts-strengths.ts';
import { AyurdayaResult, PindayuResult } from '../../schemas/charts-longevity.ts';
import { localInstants } from '../jd-fields.ts';
import { snakeCased } from '../snake-case.ts';

export type ChartBodyInput = Static<typeof ChartBody>;

// The engine's citations go out as prove_refs; the key is left out (not set to undefined) so the closed schema holds.
const snake = <T extends { refs?: unknown }>({ refs: _refs, ...o }: T) => snakeCased(o);

/** What ayurdaya compares (BPHS ch. 43 asks for the strongest of lagna, Sun and Moon), in rupas. */
const AYURDAYA_STRENGTH_BASIS =
  'Sun and Moon: total shadbala in rupas; lagna: bhavabala of the 1st house in rupas (Sripati)';

/** Work done in a compute thread: plain input in, the response object out. */
export const strengthTasks = {
  shadbala: defineTask(
    ShadbalaResult,
    labelled(['graha', 'sign', 'varga'], ({ body }: { body: ChartBodyInput }) => {
      const chart = chartFromBody(body);
      const r = shadbala(chart);
      const { refs, conventions, ...rest } = r;
      return {
        success: true,
        engine_status: 'LIVE' as const,
        unit: 'virupas (shashtiamsas; 60 to a rupa) unless a field says rupas',
        // The six components per graha in the interface's names, in virupas; the full breakdown is in `grahas`.
        components: Object.fromEntries(
          Object.values(r.grahas).map((g) => [
            g.graha,
            {
              sthana: g.sthana.total,
              dik: g.dig,
              kala: g.kala.total,
              cheshta: g.cheshta,
              naisargika: g.naisargika,
              drig: g.drik,
              total: g.totalVirupas,
              total_rupas: g.totalRupas,
              required_rupas: g.requiredRupas,
              ratio: g.ratio,
              rank: g.rank,
            },
          ]),
        ) as Record<
          SevenGraha,
          {
            sthana: number;
            dik: number;
            kala: number;
            cheshta: number;
            naisargika: number;
            drig: number;
            total: number;
            total_rupas: number;
            required_rupas: number;
            ratio: number;
            rank: number;
          }
        >,
        ...snakeCased(localInstants(rest, chart.moment.timezone)),
        method_conventions: conventions,
        conventions: chartConventions(chart),
        prove_refs: toProveRefs(refs),
      };
    }),
  ),

  bhavabala: defineTask(
    BhavabalaResult,
    labelled(['graha', 'sign'], ({ body }: { body: ChartBodyInput }) => {
      const chart = chartFromBody(body);
      const r = bhavabala(chart, shadbala(chart));
      const refs = toProveRefs(r.refs);
      return {
        success: true,
        engine_status: 'LIVE' as const,
        method: r.method,
        method_conventions: r.conventions,
        unit: 'total_score in rupas (60 virupas); total_virupas beside it',
        houses: r.houses.map((h) => ({ ...snakeCased(h), total_score: h.totalRupas })),
        strongest: {
          house: r.strongest.house,
          total_score: r.strongest.totalRupas,
          total_virupas: r.strongest.totalVirupas,
        },
        weakest: { house: r.weakest.house, total_score: r.weakest.totalRupas, total_virupas: r.weakest.totalVirupas },
        warnings: r.warnings,
        conventions: chartConventions(chart, { houseSystem: 'sripati (bhava madhya) for bhavabala' }),
        // The interface lists bhavabala's prove_refs as strings; the full items travel in `citations`.
        prove_refs: refs.map((p) => `${p.ref_id} (${p.status})`),
        citations: refs,
      };
    }),
  ),

  ashtakavarga: defineTask(
    AshtakavargaResult,
    labelled(['graha', 'sign'], ({ body }: { body: ChartBodyInput }) => {
      const chart = chartFromBody(body);
      const result = ashtakavarga(chart);
      return {
        success: true,
        engine_status: 'LIVE' as const,
        ...snake(result),
        conventions: chartConventions(chart),
        prove_refs: toProveRefs(result.refs),
      };
    }),
  ),

  pindayu: defineTask(
    PindayuResult,
    labelled(['graha', 'sign'], ({ body }: { body: ChartBodyInput }) => {
      const chart = chartFromBody(body);
      const r = pindayu(chart);
      return {
        success: true,
        engine_status: 'LIVE' as const,
        verdict: { total_years: r.totalYears, band: r.band, band_name: r.bandName },
        story: { summary: r.summary, disclaimer: r.disclaimer },
        evidence: {
          method: r.method,
          grahas: snakeCased(r.grahas),
          lagna: snakeCased(r.lagna),
          subtotal: r.subtotal,
          krurodaya: snakeCased(r.krurodaya),
          prove_refs: toProveRefs(r.refs),
        },
        conventions: chartConventions(chart),
      };
    }),
  ),

  ayurdaya: defineTask(
    AyurdayaResult,
    labelled(['graha', 'sign'], ({ body }: { body: ChartBodyInput }) => {
      const chart = chartFromBody(body);
      const bala = shadbala(chart);
      const lagna = at(bhavabala(chart, bala).houses, 0, 'bhava').totalRupas;
      const r = ayurdaya(chart, {
        strengths: { lagna, sun: bala.grahas.Sun.totalRupas, moon: bala.grahas.Moon.totalRupas },
      });
      return {
        success: true,
        engine_status: 'LIVE' as const,
        category: r.bandName,
        ...snake(r),
        strength_basis: AYURDAYA_STRENGTH_BASIS,
        conventions: chartConventions(chart),
        prove_refs: toProveRefs(r.refs),
      };
    }),
  ),
};
