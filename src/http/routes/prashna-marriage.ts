/**
 * POST /api/v2/prasna-marriage and its alias POST /api/prasna/marriage (one handler): the horary chart of the asked
 * moment (the request's date and time, else the service's clock) at the place, read by the KP rule of the 7th
 * cusp's sub-lord and the Parashari indications (engine: jyotish/prashna/marriage.ts).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';
import {
  AyanamsaOption,
  DateString,
  Latitude,
  Longitude,
  NodeTypeOption,
  TimeString,
  TimezoneOverride,
  UtcOffsetOverride,
} from '../../schemas/common.ts';
import { LangField } from '../../schemas/lang.ts';

const TAG = 'Matching and marriage';

const PrashnaMarriageBody = Type.Object(
  {
    question: Type.Optional(
      Type.String({ maxLength: 500, description: 'The question as asked; echoed, not interpreted.' }),
    ),
    date: Type.Optional({
      ...DateString,
      description:
        'Date the question was asked (YYYY-MM-DD, local); with time. Both absent: the moment the request arrives.',
    }),
    time: Type.Optional({ ...TimeString, description: 'Local time the question was asked; with date.' }),
    latitude: Latitude,
    longitude: Longitude,
    timezone: Type.Optional(TimezoneOverride),
    utc_offset: Type.Optional(UtcOffsetOverride),
    ayanamsa: Type.Optional({ ...AyanamsaOption, description: "Ayanamsa; default krishnamurti (KP's own)." }),
    node_type: Type.Optional(NodeTypeOption),
    ...LangField,
  },
  {
    additionalProperties: false,
    title: '_PrasnaMarriageReq',
    description: 'Where (and optionally when) the marriage question was asked.',
    examples: [{ question: 'Will I marry?', date: '2026-11-22', time: '10:30', latitude: 28.6139, longitude: 77.209 }],
  },
);

export async function prashnaRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  const route = (url: string, aliasOf?: string) =>
    computeRoute(app, deps, {
      method: 'POST',
      url,
      task: 'prashnaMarriage',
      tags: [TAG],
      summary:
        'Horary (prashna) answer to a marriage question for the asked moment (default: now) and place: yes, no ' +
        'or uncertain from the KP rule (7th cusp sub-lord signifying 2, 7, 11) and cited Parashari ' +
        'indications, with a timing hint.',
      operationId: aliasOf === undefined ? 'prashnaMarriage' : 'prashnaMarriageAlias',
      body: PrashnaMarriageBody,
      ...(aliasOf === undefined ? {} : { aliasOf }),
    });
  route('/api/v2/prasna-marriage');
  route('/api/prasna/marriage', '/api/v2/prasna-marriage');
}
