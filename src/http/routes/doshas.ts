/**
 * Doshas read from a birth chart: sade-sati (Saturn over the Moon sign, by its actual crossings), mangal dosha (from
 * lagna, Moon and Venus, with cancellations), kalasarpa, and the catalogue of 52 (advisory). Each takes the birth_
 * body or the canonical one.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { eitherBirthBody } from '../../compute/chart/either-body.ts';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';
import { CanonicalBirth } from '../../schemas/bodies.ts';
import { DateString, TimeString } from '../../schemas/common.ts';

const TAG = 'Doshas';
const EXAMPLE = { birth_date: '1990-11-20', birth_time: '16:00', birth_latitude: 26.85, birth_longitude: 80.95 };
const SadesatiBody = eitherBirthBody(
  {
    as_of: Type.Optional({
      ...DateString,
      description: 'Date to read sade-sati at (noon at the birth place); default now.',
    }),
  },
  'SadesatiBody',
  EXAMPLE,
);
const DoshaBody = eitherBirthBody({}, 'DoshaBody', EXAMPLE);
const PartnerBirth = Type.Object(
  { ...CanonicalBirth.properties, time: TimeString },
  {
    additionalProperties: false,
    description:
      "The partner's birth (canonical fields), for Nadi and Bhakoot dosha; without it they are not evaluated.",
  },
);
const CatalogueBody = eitherBirthBody(
  {
    as_of: Type.Optional({
      ...DateString,
      description:
        'Date the transit doshas (sade-sati, kantaka and ashtama Shani) are read at (noon at the birth place); ' +
        'default now.',
    }),
    partner: Type.Optional(PartnerBirth),
  },
  'DoshaCatalogueBody',
  { ...EXAMPLE, gender: 'Female', partner: { date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 } },
);

export async function doshaRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/sadesati',
    task: 'sadesati',
    tags: [TAG],
    summary:
      "Sade-sati: janma rashi and Saturn's sign (0-based), phase, house from the Moon sign, the current and " +
      "next cycles with all three phases from Saturn's actual sign crossings, and the small panoti (dhaiya).",
    operationId: 'sadesati',
    body: SadesatiBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/mangal-dosha',
    task: 'mangalDosha',
    tags: [TAG],
    summary:
      'Mangal dosha from the lagna, the Moon and Venus (Mars in houses 1, 2, 4, 7, 8, 12), with the classical ' +
      'cancellations listed and cited, severity and the matching convention (parihaar).',
    operationId: 'mangalDosha',
    body: DoshaBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/kalasarpa',
    task: 'kalasarpa',
    tags: [TAG],
    summary:
      'Kalasarpa: the seven grahas on one side of the Rahu-Ketu axis by degree (present) or all but one ' +
      "(partial), the type by Rahu's house, direction, exceptions. No remedy is invented: none has a " +
      'classical source.',
    operationId: 'kalasarpa',
    body: DoshaBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/doshas',
    task: 'doshaCatalogue',
    tags: [TAG],
    summary:
      'The catalogue of 52 doshas, each with its status (present, cancelled, absent or not_evaluated), the ' +
      'rule applied, the chart facts, verification (hand_tested or advisory) and refs. Advisory output: many ' +
      'doshas are modern practice. `gender` enables Vishakanya, `partner` Nadi and Bhakoot, `as_of` dates the ' +
      'transit doshas.',
    operationId: 'doshaCatalogue',
    body: CatalogueBody,
  });
}
