/** The kundli report's request: one birth, how to draw and name it, and optionally a partner for the matching. */
import { Type } from '@sinclair/typebox';
import { CHART_STYLES } from '../engine/vocabulary/chart-styles.ts';
import { CanonicalBirth } from './bodies.ts';
import { ConventionOptions, DateString, TimeString } from './common.ts';
import { StringEnum } from './components.ts';
import { LangField } from './lang.ts';

const ReportPartner = Type.Object(
  { ...CanonicalBirth.properties, time: TimeString },
  {
    additionalProperties: false,
    description:
      "The partner's birth: adds the Ashtakoota matching. The report's own `gender` says who is the bride and who " +
      'the groom (Male: the report is the groom; Female or none given: the bride).',
  },
);

export const ReportBody = Type.Object(
  {
    ...CanonicalBirth.properties,
    time: TimeString,
    ...ConventionOptions,
    ...LangField,
    style: Type.Optional(
      StringEnum(CHART_STYLES, { description: 'How the D1 and D9 charts are drawn (default north)' }),
    ),
    format: Type.Optional(
      StringEnum(['pdf', 'html'] as const, {
        description:
          'pdf (the default): printed by headless Chromium on the server (503 when it is not installed); html: the ' +
          'same report ' +
          'as a page laid out for printing',
      }),
    ),
    as_of: Type.Optional({
      ...DateString,
      description: 'The date the running dashas are read at; default today (UTC)',
    }),
    partner: Type.Optional(ReportPartner),
  },
  {
    additionalProperties: false,
    title: 'ReportBody',
    description: 'A kundli report: birth date, time and place (coordinates or `place`), language, chart style.',
    examples: [
      {
        name: 'Asha',
        date: '1990-11-20',
        time: '16:00',
        latitude: 26.85,
        longitude: 80.95,
        lang: 'hi',
        style: 'north',
        format: 'pdf',
      },
    ],
  },
);

export const ReportDocument = Type.Unsafe<string>({
  description: 'The report: a PDF (format=pdf) or an HTML document laid out for A4 (format=html).',
  content: {
    'application/pdf': { schema: { type: 'string', format: 'binary' } },
    'text/html': { schema: { type: 'string' } },
  },
});
