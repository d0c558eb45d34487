/**
 * Matching: Ashtakoota (flat boy_/girl_ keys, or the nested bride/groom suite), the extended koota, Dashakoot and the
 * batch of up to 50 candidates. Each runs as a compute task on the two Moons (and, for the manglik cross-check, the
 * lagna and graha signs) read by matching/native.ts. Bride = girl_, groom = boy_.
 */
import { Type, type TProperties } from '@sinclair/typebox';
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
import { StringEnum } from '../../schemas/components.ts';
import { LangField } from '../../schemas/lang.ts';

const TAG = 'Matching and marriage';

// --- request bodies ------------------------------------------------------------------------------------------------

const optionFields = {
  tara_count: Type.Optional(
    StringEnum(['both_ways', 'bride_to_groom'], {
      description: "Tara counted both ways (default, 1.5 each) or from the bride's star only (3 or 0).",
    }),
  ),
  bhakoot_exception: Type.Optional(
    StringEnum(['same_lord', 'same_or_friendly_lords'], {
      description: 'Bhakoot dosha cancelled by one sign lord only (default) or also by mutually friendly lords.',
    }),
  ),
  ayanamsa: Type.Optional(AyanamsaOption),
  node_type: Type.Optional(NodeTypeOption),
};
const dashakootOptionFields = {
  rasi_reading: Type.Optional(
    StringEnum(['bhakoot', 'beyond_six'], {
      description: 'Rasi porutham by the bhakoot pairs (default) or by a sign count of 1 or more than 6.',
    }),
  ),
  star_count: Type.Optional(
    StringEnum(['bride_to_groom', 'groom_to_bride'], {
      description: "Dina, Mahendra, Stri-Dirgha counted from the bride's star (default) or the groom's.",
    }),
  ),
};

const personFields = {
  name: Type.Optional(Type.String({ maxLength: 200 })),
  date: DateString,
  time: TimeString,
  latitude: Latitude,
  longitude: Longitude,
  timezone: Type.Optional(TimezoneOverride),
  utc_offset: Type.Optional(UtcOffsetOverride),
};
const Person = Type.Object(personFields, {
  additionalProperties: false,
  title: 'MatchPerson',
  description: 'One partner: date, time (HH:MM), latitude, longitude.',
});

const flatFields = (prefix: 'boy' | 'girl') =>
  ({
    [`${prefix}_name`]: Type.Optional(Type.String({ maxLength: 200 })),
    [`${prefix}_date`]: DateString,
    [`${prefix}_time`]: TimeString,
    [`${prefix}_latitude`]: Latitude,
    [`${prefix}_longitude`]: Longitude,
  }) as TProperties;
const optional = (props: TProperties) =>
  Object.fromEntries(Object.entries(props).map(([k, v]) => [k, Type.Optional(v)]));

const GROOM = { name: 'Groom', date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 };
const BRIDE = { name: 'Bride', date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const FLAT_EXAMPLE: Record<string, unknown> = Object.fromEntries([
  ...Object.entries(GROOM).map(([k, v]): [string, unknown] => [`boy_${k}`, v]),
  ...Object.entries(BRIDE).map(([k, v]): [string, unknown] => [`girl_${k}`, v]),
]);

const MatchmakingBody = Type.Object(
  { ...flatFields('boy'), ...flatFields('girl'), ...optionFields, ...LangField },
  {
    additionalProperties: false,
    title: 'MatchmakingBody',
    description: 'Flat matchmaking body: boy_ (groom) and girl_ (bride) keys.',
    examples: [FLAT_EXAMPLE],
  },
);
const MatchReq = Type.Object(
  {
    ...optional(flatFields('boy')),
    ...optional(flatFields('girl')),
    bride: Type.Optional(Person),
    groom: Type.Optional(Person),
    ...optionFields,
    ...LangField,
  },
  {
    additionalProperties: false,
    title: 'MatchReq',
    description: 'Either the flat boy_/girl_ keys or the nested bride and groom objects.',
    examples: [{ bride: BRIDE, groom: GROOM }],
  },
);
const KootaExtendedBody = Type.Object(
  {
    bride: Person,
    groom: Person,
    love_marriage: Type.Optional(
      Type.Boolean({ description: 'Echoed; it changes nothing (see love_marriage in the response).' }),
    ),
    ...optionFields,
    ...dashakootOptionFields,
    ...LangField,
  },
  {
    additionalProperties: false,
    title: '_KootaExtendedReq',
    examples: [{ bride: BRIDE, groom: GROOM, love_marriage: false }],
  },
);
const DashakootBody = Type.Object(
  { bride: Person, groom: Person, ...optionFields, ...dashakootOptionFields, ...LangField },
  {
    additionalProperties: false,
    title: 'DashakootBody',
    examples: [{ bride: BRIDE, groom: GROOM }],
  },
);
const Candidate = Type.Object(
  { id: Type.Optional(Type.String({ maxLength: 100 })), ...personFields },
  { additionalProperties: false, title: 'MatchCandidate' },
);
const MatchBatchBody = Type.Object(
  {
    proband: Person,
    proband_role: StringEnum(['groom', 'bride'], {
      description: 'The proband is the groom (candidates are brides) or the bride.',
    }),
    candidates: Type.Array(Candidate, { minItems: 1, maxItems: 50, description: 'Up to 50 candidates.' }),
    system: Type.Optional(
      StringEnum(['ashtakoota', 'dashakoot'], { description: 'Ranking system; default ashtakoota.' }),
    ),
    ...optionFields,
    ...dashakootOptionFields,
    ...LangField,
  },
  {
    additionalProperties: false,
    title: '_MatchBatchReq',
    examples: [
      {
        proband: GROOM,
        proband_role: 'groom',
        system: 'ashtakoota',
        candidates: [
          { id: 'c1', ...BRIDE },
          { id: 'c2', name: 'Second', date: '1991-06-15', time: '09:10', latitude: 19.07, longitude: 72.88 },
        ],
      },
    ],
  },
);

// --- routes --------------------------------------------------------------------------------------------------------

export async function matchingRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/matchmaking',
    task: 'matchmaking',
    tags: [TAG],
    summary:
      'Ashtakoota guna milan from the flat boy_ (groom) and girl_ (bride) keys: the eight kootas scored and ' +
      'explained, tara counted both ways, the cited nadi, bhakoot and gana exceptions with the raw score and ' +
      'the score after them.',
    operationId: 'matchmaking',
    body: MatchmakingBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/match',
    task: 'match',
    tags: [TAG],
    summary:
      '36-point Ashtakoota match from the flat boy_/girl_ keys or the nested bride and groom: score, verdict ' +
      "band (the service's own), both partners' manglik status with the samya parihaar, the nadi, bhakoot and " +
      'gana doshas, and advisory remedies for those that stand.',
    operationId: 'match',
    body: MatchReq,
  });

  const kootaExtended = (url: string, aliasOf?: string) =>
    computeRoute(app, deps, {
      method: 'POST',
      url,
      task: 'kootaExtended',
      tags: [TAG],
      summary:
        'Ashtakoota plus Mahendra, Stri-Dirgha, Rajju, Varna and Vedha, every bhakoot exception checked, and ' +
        'the manglik cross-check. love_marriage changes nothing and the response says why.',
      operationId: aliasOf === undefined ? 'kootaExtended' : 'kootaExtendedAlias',
      body: KootaExtendedBody,
      ...(aliasOf === undefined ? {} : { aliasOf }),
    });
  kootaExtended('/api/v2/koota-extended');
  kootaExtended('/api/match/koota_extended', '/api/v2/koota-extended');

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/dashakoot',
    task: 'dashakoot',
    tags: [TAG],
    summary:
      'Dashakoot: the ten poruthams (Dina, Gana, Mahendra, Stri-Dirgha, Yoni, Rasi, Rasyadhipati, Vasya, ' +
      "Rajju, Vedha), each matched with its grade, weight and both partners' detail; rajju and vedha " +
      'essential.',
    operationId: 'dashakoot',
    body: DashakootBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/match/batch',
    task: 'matchBatch',
    tags: [TAG],
    summary:
      'Up to 50 candidates matched against one proband and ranked (ashtakoota by guna score; dashakoot by ' +
      'essentials, poruthams matched, then guna score), with dosha flags and dashakoot summaries. Heavy rate ' +
      'budget.',
    operationId: 'matchBatch',
    body: MatchBatchBody,
    rateLimit: 'heavy', // up to 51 natives computed per request
  });
}
