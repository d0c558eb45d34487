/**
 * Muhurta for people: the nine-layer intelligence (rejection audit), the family muhurta (dates acceptable to every
 * member, with who blocks which) and the conception muhurta (beeja and kshetra sphuta, the garbhadhana gate, night
 * windows). Each is one scan of the boundary timeline with the people's tarabala and chandrabala.
 */
import type { FastifyInstance } from 'fastify';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

import { IntelligenceBody, FamilyBody, ConceptionBody } from '../../compute/tasks/muhurta-people.ts';

const TAG = 'Muhurta';

export async function muhurtaPeopleRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/muhurta-intelligence',
    task: 'muhurtaIntelligence',
    tags: [TAG],
    summary:
      'Dates from start_date to end_date (at most 90 days) through nine named layers in order (calendar ' +
      "periods, tithi, vara, nakshatra, yoga and karana, each user's tarabala and chandrabala, lagna shuddhi, " +
      'planetary conditions, daily windows); survivors ranked by a stated score, at most max_results (1-3) ' +
      'returned with the rejection audit. Heavy rate budget.',
    operationId: 'muhurtaIntelligence',
    body: IntelligenceBody,
    rateLimit: 'heavy',
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/conception-muhurta',
    task: 'conceptionMuhurta',
    tags: [TAG],
    summary:
      'Beeja sphuta (husband) and kshetra sphuta (wife) with their verdicts and sources, the garbhadhana ' +
      "panchanga gate with both partners' tarabala and chandrabala, and ranked night windows over the range " +
      '(at most 90 days). PARTIAL: the menstrual-night count is not computed. Heavy rate budget.',
    operationId: 'conceptionMuhurta',
    body: ConceptionBody,
    rateLimit: 'heavy',
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/family-muhurta',
    task: 'familyMuhurta',
    tags: [TAG],
    summary:
      "Dates acceptable to every family member (each one's tarabala and chandrabala over the act's rules), " +
      'ranked, and for every other date who blocks it and why. At most 90 days. Heavy rate budget.',
    operationId: 'familyMuhurta',
    body: FamilyBody,
    rateLimit: 'heavy',
  });
}
