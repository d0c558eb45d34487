/**
 * Predictive readings of a birth chart against another moment: the Tajika annual chart (varshaphal), transits
 * (gochar) and the fortune direction. The routes name their tasks; the tasks translate.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { eitherBirthBody } from '../../compute/chart/either-body.ts';
import { ChartBody } from '../../compute/chart/request.ts';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';
import { DateString, TimeString } from '../../schemas/common.ts';

const TAG = 'Charts and strengths';
const EXAMPLE = { birth_date: '1990-11-20', birth_time: '16:00', birth_latitude: 26.85, birth_longitude: 80.95 };

const VarshaphalBody = eitherBirthBody(
  {
    year: Type.Integer({
      minimum: 1800,
      maximum: 2399,
      description: 'Calendar year of the solar return; age = year - birth year.',
    }),
  },
  'VarshaphalBody',
  { ...EXAMPLE, year: 2026 },
);
const GocharBody = eitherBirthBody(
  {
    transit_date: Type.Optional(DateString),
    transit_time: Type.Optional(TimeString),
  },
  'GocharBody',
  EXAMPLE,
);

export async function annualRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/varshaphal',
    task: 'varshaphal',
    tags: [TAG],
    summary:
      'Tajika annual chart for a year: solar return, varsha lagna, muntha, office-bearers and varshesha by ' +
      'pancha-vargeeya bala, Tajika aspects and yogas, 36 sahams, mudda dasha. PARTIAL: the Tajika yogas not ' +
      'computed are named in `missing`.',
    operationId: 'varshaphal',
    body: VarshaphalBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/gochar',
    task: 'gochar',
    tags: [TAG],
    summary:
      "Transits (gochara) from the janma rashi: each graha's current sign, house from the Moon sign, quality " +
      'with vedha, and the effect by the rule. Now, or at transit_date (and transit_time).',
    operationId: 'gochar',
    body: GocharBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/fortune-direction',
    task: 'fortuneDirection',
    tags: [TAG],
    summary:
      "Lucky direction: dig bala, kendra directions, the lagna lord's sign direction, wealth quadrant, home " +
      "versus abroad; each part says whether it is classical or the service's synthesis.",
    operationId: 'fortuneDirection',
    body: ChartBody,
  });
}
