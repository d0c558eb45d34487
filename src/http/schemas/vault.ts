/**
 * Request models of the account and vault routes (issue 6), each documented in the OpenAPI document with an
 * example. Unknown fields are refused (422), text fields are bounded by LIMITS.vault.
 */
import { Type } from '@sinclair/typebox';
import { LIMITS } from '../../limits.ts';
import { DateString, Email, Gender, Latitude, Longitude, TimeString } from './common.ts';

const V = LIMITS.vault;
const strict = { additionalProperties: false } as const;

/** The canonical birth fields a saved chart or a profile keeps (time required: a chart needs it). */
export const BirthFields = {
  name: Type.Optional(Type.String({ maxLength: V.nameMax })),
  gender: Type.Optional(Gender),
  date: DateString,
  time: TimeString,
  latitude: Latitude,
  longitude: Longitude,
};
export const Birth = Type.Object(BirthFields, { ...strict, title: 'Birth' });

export const Place = Type.Object(
  { name: Type.Optional(Type.String({ maxLength: V.nameMax })), latitude: Latitude, longitude: Longitude },
  { ...strict, title: 'Place', examples: [{ name: 'Lucknow', latitude: 26.85, longitude: 80.95 }] },
);

export const RegisterReq = Type.Object(
  { email: Email, name: Type.Optional(Type.String({ minLength: 1, maxLength: V.nameMax })) },
  { ...strict, title: 'RegisterReq', examples: [{ email: 'asha@example.org', name: 'Asha' }] },
);
export const LoginReq = Type.Object({ email: Email }, { ...strict, title: 'LoginReq', examples: [{ email: 'asha@example.org' }] });
export const RequestOtpReq = Type.Object({ email: Email }, { ...strict, title: 'RequestOtpReq', examples: [{ email: 'asha@example.org' }] });
export const VerifyOtpReq = Type.Object(
  { email: Email, code: Type.String({ pattern: `^[0-9]{${LIMITS.auth.codeDigits}}$`, description: 'The six digits from the e-mail.' }) },
  { ...strict, title: 'VerifyOtpReq', examples: [{ email: 'asha@example.org', code: '042917' }] },
);

export const ProfileReq = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: V.nameMax })),
    gender: Type.Optional(Gender),
    birth: Type.Optional(Birth),
    place: Type.Optional(Place),
  },
  { ...strict, title: 'ProfileReq', examples: [{ name: 'Asha', gender: 'Female', birth: { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 }, place: { name: 'Lucknow', latitude: 26.85, longitude: 80.95 } }] },
);

export const DeleteReq = Type.Object(
  { confirm: Type.Literal('DELETE', { description: 'Type DELETE to confirm.' }) },
  { ...strict, title: 'DeleteReq', examples: [{ confirm: 'DELETE' }] },
);

export const ChartSaveReq = Type.Object(
  { label: Type.String({ minLength: 1, maxLength: V.labelMax }), ...BirthFields },
  { ...strict, title: 'ChartSaveReq', examples: [{ label: 'me', name: 'Asha', gender: 'Female', date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 }] },
);

const eventFields = {
  date: DateString,
  category: Type.String({ minLength: 1, maxLength: V.categoryMax, pattern: '\\S', examples: ['career'] }),
  note: Type.Optional(Type.Union([Type.String({ maxLength: V.noteMax }), Type.Null()])),
  chart_id: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', description: 'A chart_id of the account.' }), Type.Null()])),
};
export const MemoryEventReq = Type.Object(eventFields, {
  ...strict, title: 'MemoryEventReq', examples: [{ date: '2019-06-01', category: 'career', note: 'First job in Pune' }],
});
export const MemoryEventPatchReq = Type.Object(
  { date: Type.Optional(eventFields.date), category: Type.Optional(eventFields.category), note: eventFields.note, chart_id: eventFields.chart_id },
  { ...strict, minProperties: 1, title: 'MemoryEventPatchReq', examples: [{ note: 'First job in Pune (software)' }] },
);

export const NotificationPrefsReq = Type.Object(
  { daily_gates: Type.Boolean(), place: Type.Optional(Type.Union([Place, Type.Null()])) },
  { ...strict, title: 'NotificationPrefsReq', examples: [{ daily_gates: true, place: { name: 'Lucknow', latitude: 26.85, longitude: 80.95 } }] },
);

export const EventsQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.memoryEventsLimit.max, default: LIMITS.memoryEventsLimit.default })) },
  strict,
);
