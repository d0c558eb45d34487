/**
 * Marriage muhurta: the day scan for vivah (lagna shuddhi windows, dagdha checks, both partners' tarabala and
 * chandrabala when given) and the classical audit of one moment for both partners, read from the same
 * vivah rules.
 */
import type { FastifyInstance } from 'fastify';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

import { MarriageBody, AuditBody } from '../../compute/tasks/muhurta-marriage.ts';

const TAG = 'Muhurta';

export async function muhurtaMarriageRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/muhurta/marriage',
    task: 'marriageMuhurta',
    tags: [TAG],
    summary:
      'Marriage day scan from start_date to end_date (at most 90 days): lagna shuddhi windows, dagdha tithi ' +
      'and dagdha yoga checks, Jupiter and Venus combust, adhika masa, kharmas, chaturmas, eclipses, and both ' +
      "partners' tarabala and chandrabala when given. Heavy rate budget.",
    operationId: 'marriageMuhurta',
    body: MarriageBody,
    rateLimit: 'heavy', // a scan of up to 90 days with lagnas
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/marriage-classical-audit',
    task: 'marriageAudit',
    tags: ['Matching and marriage'],
    summary:
      'Classical checklist of one marriage moment for both partners: tithi, vara, nakshatra, yoga and karana, ' +
      "lagna shuddhi, each partner's tarabala and chandrabala, Jupiter and Venus combust, adhika masa, " +
      'eclipse day (classical) and kharmas, chaturmas, Rahu kalam (regional practice), each pass, fail or not ' +
      'applicable with its reason and sources.',
    operationId: 'marriageClassicalAudit',
    body: AuditBody,
  });
}
