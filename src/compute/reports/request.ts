/**
 * Request bodies of the life-area reports: `_LifeAreaReportReq` (the canonical birth body plus as_of and the horizon),
 * `_MarriageReportReq` (native and optional partner) and `_ProgenyReportReq` (male chart, optional female chart), and
 * their reading into computed charts and the report's instant.
 */
import { Type } from '@sinclair/typebox';
import { julianDayUT } from '../../engine/astro/time.ts';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import { birthInput, withInputErrors, type BirthShape } from '../birth-moment.ts';
import { dateAtBirthPlace } from '../chart/date-at-birth-place.ts';
import { chartFromBody, ChartBody, DashaYearDaysOption } from '../chart/request.ts';
import { InputError } from '../input-error.ts';
import {
  ConventionOptions,
  DateString,
  Gender,
  Latitude,
  Longitude,
  TimeString,
  TimezoneOverride,
  UtcOffsetOverride,
} from '../../schemas/common.ts';
import { matchNative, type MatchNative } from '../../engine/jyotish/matching/native.ts';
import { LangField } from '../../schemas/lang.ts';

export const DEFAULT_HORIZON_YEARS = 10;

const timingFields = {
  as_of: Type.Optional({
    ...DateString,
    description: 'Date the report is read at (noon at the birth place); default today. Not before the birth.',
  }),
  horizon_years: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 25,
      default: DEFAULT_HORIZON_YEARS,
      description: `Years after as_of searched for timing windows; default ${DEFAULT_HORIZON_YEARS}.`,
    }),
  ),
};
const optionFields = { ...ConventionOptions, dasha_year_days: Type.Optional(DashaYearDaysOption) };

const BIRTH = { name: 'Example', date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };

export const LifeAreaReportReq = Type.Object(
  { ...ChartBody.properties, ...timingFields },
  {
    additionalProperties: false,
    title: '_LifeAreaReportReq',
    description:
      'The canonical birth body (time required: the houses need the lagna) with the convention options, plus ' +
      '`as_of` (the date read at, default today) and `horizon_years` (1-25, default 10) for the timing windows.',
    examples: [{ ...BIRTH, as_of: '2026-01-01', horizon_years: 10 }],
  },
);

const personFields = {
  name: Type.Optional(Type.String({ maxLength: 200 })),
  gender: Type.Optional(Gender),
  date: DateString,
  latitude: Latitude,
  longitude: Longitude,
  timezone: Type.Optional(TimezoneOverride),
  utc_offset: Type.Optional(UtcOffsetOverride),
};
const Native = Type.Object(
  { ...personFields, time: TimeString },
  {
    additionalProperties: false,
    title: 'ReportNative',
    description: 'A birth with its time (HH:MM): the houses need the lagna.',
  },
);
const PartnerBirth = Type.Object(
  { ...personFields, time: Type.Optional(TimeString) },
  {
    additionalProperties: false,
    title: 'ReportPartner',
    description: "The partner's birth; without a time the matching is not evaluated and the report says so (PARTIAL).",
  },
);

export const MarriageReportReq = Type.Object(
  { native: Native, partner: Type.Optional(PartnerBirth), ...timingFields, ...optionFields, ...LangField },
  {
    additionalProperties: false,
    title: '_MarriageReportReq',
    description:
      '`native` (birth with time; `gender` required when a partner is given, since the kootas count from the ' +
      'bride) and optional `partner` (time optional), plus as_of, horizon_years and the convention options.',
    examples: [
      {
        native: { ...BIRTH, gender: 'Female' },
        partner: { name: 'Partner', date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 },
        as_of: '2026-01-01',
      },
    ],
  },
);

export const ProgenyReportReq = Type.Object(
  { male: Native, female: Type.Optional(Native), ...timingFields, ...optionFields, ...LangField },
  {
    additionalProperties: false,
    title: '_ProgenyReportReq',
    description:
      '`male` chart (birth with time) and optional `female` chart, plus as_of, horizon_years and the convention ' +
      'options. Each chart is read by itself; overlapping windows are listed.',
    examples: [
      {
        male: { ...BIRTH, name: 'Husband', date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 },
        female: BIRTH,
        as_of: '2026-01-01',
      },
    ],
  },
);

export interface TimingBody {
  as_of?: string;
  horizon_years?: number;
  dasha_year_days?: number;
}

/** The report's instant: noon of as_of at the birth place, or now; never before the birth. */
export function asOfJd(chart: Chart, body: TimingBody, now: number): number {
  const jd = body.as_of === undefined ? julianDayUT(now) : dateAtBirthPlace(chart, body.as_of, 'as_of');
  if (jd < chart.moment.jdUt) {
    throw InputError.at(
      ['body', body.as_of === undefined ? 'date' : 'as_of'],
      body.as_of === undefined
        ? 'The birth date is in the future: a report is read after the birth'
        : 'as_of is before the birth',
      'value_error',
    );
  }
  return jd;
}

export const chartAt = (body: Record<string, unknown>, person: string): Chart =>
  chartFromBody(body, { kind: 'at', path: [person] }, {});

/** The sex a `gender` field gives (Male or Female, any case), when given. */
export function sexOfGender(gender: unknown): 'male' | 'female' | undefined {
  const g = typeof gender === 'string' ? gender.toLowerCase() : undefined;
  return g === 'male' || g === 'female' ? g : undefined;
}

/** The sex of a nested person, when given. */
export const sexOf = (body: Record<string, unknown>, person: string): 'male' | 'female' | undefined =>
  sexOfGender((body[person] as { gender?: unknown } | undefined)?.gender);

/** The partner as matching reads it (Moon, lagna, mangal facts); null without a time of birth. */
export function partnerNative(
  body: Record<string, unknown> & { ayanamsa?: Chart['ayanamsa']; node_type?: Chart['nodeType'] },
): MatchNative | null {
  const partner = body.partner as { time?: string } | undefined;
  if (partner?.time === undefined) return null;
  const shape: BirthShape = { kind: 'nested', person: 'partner' };
  const { input, loc } = birthInput(body, shape);
  return withInputErrors(loc, () =>
    matchNative(input, { ayanamsa: body.ayanamsa, nodeType: body.node_type, mangal: true }),
  );
}
