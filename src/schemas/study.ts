/**
 * The marriage outcome study (POST /api/v2/study/marriage, GET /api/v2/study/marriage/count): the row a client
 * sends, and the counts that are all that ever comes back.
 */
import { Type } from '@sinclair/typebox';
import { MARRIAGE_OUTCOMES } from '../storage/study-ports.ts';
import { DateString, Latitude, Longitude, TimeString, TimezoneOverride, UtcOffsetOverride } from './common.ts';
import { Closed, StringEnum } from './components.ts';

const StudyBirth = Type.Object(
  {
    date: DateString,
    time: Type.Optional({ ...TimeString, description: 'Birth time HH:MM, 24-hour; leave out when not known' }),
    latitude: Latitude,
    longitude: Longitude,
    timezone: Type.Optional(TimezoneOverride),
    utc_offset: Type.Optional(UtcOffsetOverride),
  },
  {
    additionalProperties: false,
    title: 'StudyBirth',
    description: "One partner's birth: date (1800-01-01 to today), time if known, place.",
  },
);

export const MarriageStudyReq = Type.Object(
  {
    bride: StudyBirth,
    groom: StudyBirth,
    marriage_date: {
      ...DateString,
      description: 'Date of the marriage, YYYY-MM-DD: after both births, not after today',
    },
    outcome: StringEnum(MARRIAGE_OUTCOMES, {
      description: 'together: married and living together; separated; divorced; widowed; annulled',
    }),
    consent: Type.Literal(true, {
      description:
        'The couple (or the survivor) agree to the row being kept for the study: must be true; without it nothing ' +
        'is stored',
    }),
  },
  {
    additionalProperties: false,
    title: '_MarriageStudyReq',
    description:
      'One marriage outcome for the study. Validated, never coerced: a wrong type, an unknown field, a date out ' +
      'of range or consent not true is a 422 and nothing is stored. No name, e-mail or account is taken.',
    examples: [
      {
        bride: { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 },
        groom: { date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 },
        marriage_date: '2016-02-14',
        outcome: 'together',
        consent: true,
      },
    ],
  },
);

const Counts = {
  total: Type.Integer({ minimum: 0 }),
  by_outcome: Closed(
    Object.fromEntries(MARRIAGE_OUTCOMES.map((o) => [o, Type.Integer({ minimum: 0 })])) as Record<
      (typeof MARRIAGE_OUTCOMES)[number],
      ReturnType<typeof Type.Integer>
    >,
  ),
};

export const MarriageStudyCount = Closed(
  { success: Type.Boolean(), study: Type.Literal('marriage'), ...Counts, note: Type.String() },
  { $id: 'MarriageStudyCount', description: 'Progress of the marriage outcome study: counts only, never rows.' },
);

export const MarriageStudyRecorded = Closed(
  { success: Type.Boolean(), stored: Type.Literal(true), study: Type.Literal('marriage'), ...Counts },
  { $id: 'MarriageStudyRecorded', description: "The row was stored; the study's counts after it." },
);

export const STUDY_COMPONENTS = [MarriageStudyCount, MarriageStudyRecorded];
