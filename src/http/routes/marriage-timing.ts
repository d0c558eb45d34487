/**
 * Marriage timing: POST /api/v2/marriage-timing-matrix (one `person` with birth_ fields, or a `bride` and `groom`)
 * and POST /api/v2/marriage-timing-matrix-ui (the same computation as a timeline with the sync score). Each person's
 * chart is computed once; the engine (jyotish/marriage-timing) does the layers. Scans decades of Jupiter and Saturn
 * ingresses: heavy rate budget.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { MAX_SCAN_YEARS } from '../../engine/jyotish/marriage-timing/timing.ts';
import { DashaYearDaysOption } from '../../compute/chart/request.ts';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';
import {
  AyanamsaOption,
  DateString,
  Gender,
  Latitude,
  Longitude,
  NodeTypeOption,
  TimeString,
  TimezoneOverride,
  UtcOffsetOverride,
} from '../../schemas/common.ts';
import { LangField } from '../../schemas/lang.ts';

const TAG = 'Matching and marriage';

// --- request -------------------------------------------------------------------------------------------------------

const zone = { timezone: Type.Optional(TimezoneOverride), utc_offset: Type.Optional(UtcOffsetOverride) };
const PersonBirth = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    gender: Type.Optional(Gender),
    birth_date: DateString,
    birth_time: TimeString,
    birth_latitude: Latitude,
    birth_longitude: Longitude,
    ...zone,
  },
  {
    additionalProperties: false,
    title: 'MarriageTimingPerson',
    description: 'One person, birth_ fields; gender sets the legal minimum age (21 male, 18 female or unsaid).',
  },
);
const Partner = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    date: DateString,
    time: TimeString,
    latitude: Latitude,
    longitude: Longitude,
    ...zone,
  },
  { additionalProperties: false, title: 'MarriageTimingPartner' },
);
const Age = (description: string) => Type.Number({ minimum: 0, maximum: 100, description });

const bodyFields = {
  person: Type.Optional(PersonBirth),
  bride: Type.Optional(Partner),
  groom: Type.Optional(Partner),
  from_age: Type.Optional(Age('Scan from this age (default: the legal minimum age, 18 or 21)')),
  to_age: Type.Optional(Age(`Scan to this age (default 45; at most ${MAX_SCAN_YEARS} years after from_age)`)),
  ayanamsa: Type.Optional(AyanamsaOption),
  node_type: Type.Optional(NodeTypeOption),
  dasha_year_days: Type.Optional(DashaYearDaysOption),
  ...LangField,
};
const PERSON = {
  name: 'Example',
  birth_date: '1990-11-20',
  birth_time: '16:00',
  birth_latitude: 26.85,
  birth_longitude: 80.95,
};
const BRIDE = { name: 'Bride', date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const GROOM = { name: 'Groom', date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 };

const MarriageTimingBody = Type.Object(bodyFields, {
  additionalProperties: false,
  title: '_MarriageTimingMatrixReq',
  description: 'Either `person` (birth_ fields) or both `bride` and `groom`.',
  examples: [{ person: PERSON }, { bride: BRIDE, groom: GROOM }],
});
const MarriageTimelineBody = Type.Object(bodyFields, {
  additionalProperties: false,
  title: '_MarriageTimingMatrixUIReq',
  description: 'As the matrix: `person`, or `bride` and `groom`.',
  examples: [{ bride: BRIDE, groom: GROOM }],
});

// --- routes --------------------------------------------------------------------------------------------------------

export async function marriageTimingRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/marriage-timing-matrix',
    task: 'marriageTiming',
    tags: [TAG],
    summary:
      'Marriage timing in four layers: the promised age range (cited indications of the 7th house, its lord, ' +
      'Venus, the darakaraka and the upapada), the dasha gate (Vimshottari antardashas of the significators), ' +
      'the Jupiter trigger and the Jupiter-Saturn double transit (ingresses by root finding); windows where ' +
      'they meet; for a couple, the overlaps. Heavy rate budget.',
    operationId: 'marriageTimingMatrix',
    body: MarriageTimingBody,
    rateLimit: 'heavy', // decades of Jupiter and Saturn ingresses per person
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/marriage-timing-matrix-ui',
    task: 'marriageTimeline',
    tags: [TAG],
    summary:
      'The marriage timing as a timeline: one column per year, rows per person and layer (promised ages, ' +
      'dasha gate, Jupiter trigger, double transit, windows), shared windows and a sync score whose formula ' +
      'the response states. Heavy rate budget.',
    operationId: 'marriageTimingMatrixUi',
    body: MarriageTimelineBody,
    rateLimit: 'heavy',
  });
}
