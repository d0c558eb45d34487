/**
 * Strengths and longevity read from a birth chart: shadbala, bhavabala, ashtakavarga, pindayu and ayurdaya.
 * The routes name their tasks; the tasks translate.
 */
import type { FastifyInstance } from 'fastify';
import { ChartBody } from '../../compute/chart/request.ts';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

const TAG = 'Charts and strengths';

export async function strengthRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/shadbala',
    task: 'shadbala',
    tags: [TAG],
    summary:
      'Shadbala of the seven grahas Sun to Saturn: sthana (uchcha, saptavargaja, ojayugma, kendradi, ' +
      'drekkana), dig, kala (nathonnata, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha), cheshta, ' +
      'naisargika, drik; virupas and rupas, required minimum, ratio, rank, ishta and kashta phala.',
    operationId: 'shadbala',
    body: ChartBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/bhavabala',
    task: 'bhavabala',
    tags: [TAG],
    summary:
      'Bhavabala of the twelve houses (Sripati bhava madhya): bhavadhipati, bhava dig and bhava drishti bala, ' +
      'total and band, strongest house.',
    operationId: 'bhavabala',
    body: ChartBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/ashtakavarga',
    task: 'ashtakavarga',
    tags: [TAG],
    summary:
      'Ashtakavarga: bhinna (seven grahas and the lagna) and sarva bindus per sign, trikona and ekadhipatya ' +
      'shodhana, rashi, graha and shodhya pindas.',
    operationId: 'ashtakavarga',
    body: ChartBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/pindayu',
    task: 'pindayu',
    tags: [TAG],
    summary:
      'Pindayu: per-graha years by distance from exaltation with the classical reductions, and the ' +
      'proportional band (Alpa, Madhya, Dirgha). Never a prediction of death.',
    operationId: 'pindayu',
    body: ChartBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/ayurdaya',
    task: 'ayurdaya',
    tags: [TAG],
    summary:
      'Ayurdaya: which of pindayu, nisargayu and amsayu applies (strongest of lagna, Sun, Moon), its years ' +
      'and the band Alpayu, Madhyayu or Dirghayu, with all three systems shown. Never a prediction of death.',
    operationId: 'ayurdaya',
    body: ChartBody,
  });
}
