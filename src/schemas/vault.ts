/**
 * Request models of the account and vault routes, each documented in the OpenAPI document with an
 * example. Unknown fields are refused (422), text fields are bounded by LIMITS.vault. Then their response schemas
 * (closed; the account, a saved chart and a memory event are components) and the error answers particular to them.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { LIMITS } from '../limits.ts';
import {
  DateString,
  Email,
  Gender,
  Latitude,
  Longitude,
  MultilineText,
  TimeString,
  TimezoneOverride,
  UtcOffsetOverride,
} from './common.ts';
import { Closed, MapOf, Nullable } from './components.ts';
import { errorBody } from './responses.ts';

const V = LIMITS.vault;
const strict = { additionalProperties: false } as const;

/**
 * The canonical birth fields a saved chart or a profile keeps (time required: a chart needs it), with the zone the
 * time was read in: kept as given, or found from the coordinates when saved (the chart routes take both fields).
 */
export const BirthFields = {
  name: Type.Optional(Type.String({ maxLength: V.nameMax })),
  gender: Type.Optional(Gender),
  date: DateString,
  time: TimeString,
  latitude: Latitude,
  longitude: Longitude,
  timezone: Type.Optional(TimezoneOverride),
  utc_offset: Type.Optional(UtcOffsetOverride),
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
export const LoginReq = Type.Object(
  { email: Email },
  { ...strict, title: 'LoginReq', examples: [{ email: 'asha@example.org' }] },
);
export const RequestOtpReq = Type.Object(
  { email: Email },
  { ...strict, title: 'RequestOtpReq', examples: [{ email: 'asha@example.org' }] },
);
export const VerifyOtpReq = Type.Object(
  {
    email: Email,
    code: Type.String({
      pattern: `^[0-9]{${LIMITS.auth.codeDigits}}$`,
      description: 'The six digits from the e-mail.',
    }),
  },
  { ...strict, title: 'VerifyOtpReq', examples: [{ email: 'asha@example.org', code: '042917' }] },
);

export const ProfileReq = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: V.nameMax })),
    gender: Type.Optional(Gender),
    birth: Type.Optional(Birth),
    place: Type.Optional(Place),
  },
  {
    ...strict,
    title: 'ProfileReq',
    examples: [
      {
        name: 'Asha',
        gender: 'Female',
        birth: { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 },
        place: { name: 'Lucknow', latitude: 26.85, longitude: 80.95 },
      },
    ],
  },
);

export const DeleteReq = Type.Object(
  { confirm: Type.Literal('DELETE', { description: 'Type DELETE to confirm.' }) },
  { ...strict, title: 'DeleteReq', examples: [{ confirm: 'DELETE' }] },
);

export const LogoutReq = Type.Object(
  {
    all: Type.Optional(
      Type.Boolean({ default: false, description: 'true: end every session of the account, on every device.' }),
    ),
  },
  { ...strict, title: 'LogoutReq', examples: [{}, { all: true }] },
);

export const ChartSaveReq = Type.Object(
  { label: Type.String({ minLength: 1, maxLength: V.labelMax }), ...BirthFields },
  {
    ...strict,
    title: 'ChartSaveReq',
    examples: [
      {
        label: 'me',
        name: 'Asha',
        gender: 'Female',
        date: '1990-11-20',
        time: '16:00',
        latitude: 26.85,
        longitude: 80.95,
      },
    ],
  },
);

const eventFields = {
  date: DateString,
  category: Type.String({ minLength: 1, maxLength: V.categoryMax, pattern: '\\S', examples: ['career'] }),
  note: Type.Optional(
    Type.Union([
      MultilineText({
        maxLength: V.noteMax,
        description: 'Free text; may hold line breaks and tabs, no other control characters.',
      }),
      Type.Null(),
    ]),
  ),
  chart_id: Type.Optional(
    Type.Union([
      Type.String({
        pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
        description: 'A chart_id of the account.',
      }),
      Type.Null(),
    ]),
  ),
};
export const MemoryEventReq = Type.Object(eventFields, {
  ...strict,
  title: 'MemoryEventReq',
  examples: [{ date: '2019-06-01', category: 'career', note: 'First job in Pune' }],
});
export const MemoryEventPatchReq = Type.Object(
  {
    date: Type.Optional(eventFields.date),
    category: Type.Optional(eventFields.category),
    note: eventFields.note,
    chart_id: eventFields.chart_id,
  },
  { ...strict, minProperties: 1, title: 'MemoryEventPatchReq', examples: [{ note: 'First job in Pune (software)' }] },
);

export const NotificationPrefsReq = Type.Object(
  { daily_gates: Type.Boolean(), place: Type.Optional(Type.Union([Place, Type.Null()])) },
  {
    ...strict,
    title: 'NotificationPrefsReq',
    examples: [{ daily_gates: true, place: { name: 'Lucknow', latitude: 26.85, longitude: 80.95 } }],
  },
);

export const EventsQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LIMITS.memoryEventsLimit.max, default: LIMITS.memoryEventsLimit.default }),
    ),
  },
  strict,
);

// ---- Responses --------------------------------------------------------------------------------------------------

const Uuid = (description: string) => Type.String({ description: `${description} (a UUID)` });
const Instant = (description: string) => Type.String({ description: `${description}, ISO 8601 UTC` });
const savedBirthFields = {
  name: Type.Optional(Type.String({ description: 'Present when it was given.' })),
  gender: Type.Optional(Gender),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  time: Type.String({ description: 'HH:MM or HH:MM:SS, 24-hour, local time at the place, as given' }),
  latitude: Type.Number({ description: 'Degrees, decimal; north positive.' }),
  longitude: Type.Number({ description: 'Degrees, decimal; east positive.' }),
  timezone: Type.Optional(
    Type.String({
      description:
        'IANA zone the time is read in: as given when saved, else the one found from the coordinates then. Absent ' +
        'only when utc_offset was given alone.',
    }),
  ),
  utc_offset: Type.Optional(
    Type.String({
      description:
        'Fixed UTC offset the time is read in, when one was given (it wins over timezone, as on the chart routes).',
    }),
  ),
};

/** Birth details as saved: the canonical chart body, ready to send to a chart route. */
export const SavedBirth = Closed(savedBirthFields, { $id: 'SavedBirth' });

export const SavedPlace = Closed(
  { name: Type.Optional(Type.String()), latitude: savedBirthFields.latitude, longitude: savedBirthFields.longitude },
  { $id: 'SavedPlace' },
);

export const Account = Closed(
  {
    id: Uuid('Account id'),
    email: Type.String({ description: 'The address, trimmed and lower-cased.' }),
    name: Nullable(Type.String()),
    gender: Nullable(Gender),
    birth: Nullable(Type.Ref(SavedBirth)),
    place: Nullable(Type.Ref(SavedPlace)),
    created_at: Instant('Created'),
    updated_at: Instant('Last changed'),
  },
  { $id: 'Account', description: 'The signed-in account and its profile.' },
);

export const SavedChart = Closed(
  { chart_id: Uuid('Id of the saved chart'), label: Type.String(), ...savedBirthFields, created_at: Instant('Saved') },
  { $id: 'SavedChart', description: 'A saved chart: its label and the birth fields the chart routes take.' },
);

export const MemoryEvent = Closed(
  {
    event_id: Uuid('Id of the event'),
    date: Type.String({ description: 'YYYY-MM-DD' }),
    category: Type.String({ examples: ['career'] }),
    note: Nullable(Type.String()),
    chart_id: Nullable(Uuid('The saved chart it belongs to, null when none or when that chart was deleted')),
    created_at: Instant('Recorded'),
    updated_at: Instant('Last changed'),
  },
  { $id: 'MemoryEvent', description: 'A dated life event of the account.' },
);

const success = Type.Boolean();
const codeSent = ($id: string) =>
  Closed(
    {
      success,
      detail: Type.String({
        description: 'The same sentence for any address: whether a code was sent is not disclosed.',
      }),
    },
    {
      $id,
      description: 'A code was e-mailed if this address can sign in; the answer does not say whether it can.',
    },
  );
const accountResult = ($id: string, description: string) =>
  Closed({ success, account: Type.Ref(Account) }, { $id, description });

export const AuthRegisterResult = codeSent('AuthRegisterResult');
export const AuthLoginResult = codeSent('AuthLoginResult');
export const AuthRequestOtpResult = codeSent('AuthRequestOtpResult');

export const AuthVerifyOtpResult = Closed(
  {
    success,
    token: Type.String({ description: 'Opaque session token: send as authorization: Bearer <token>.' }),
    expires_in_days: Type.Integer({ description: 'Days the session works.' }),
    account: Type.Ref(Account),
  },
  { $id: 'AuthVerifyOtpResult', description: 'A session for the account the code belongs to.' },
);

export const AuthLogoutResult = Closed(
  {
    success,
    revoked_sessions: Type.Integer({
      minimum: 0,
      description: 'Sessions ended by this call: 1 for this one, or every live one of the account with all.',
    }),
    detail: Type.String(),
  },
  { $id: 'AuthLogoutResult', description: 'Signed out: the token (or every token of the account) no longer works.' },
);

export const AuthMeResult = accountResult('AuthMeResult', 'The signed-in account.');
export const AuthProfileResult = accountResult('AuthProfileResult', 'The account with the profile saved.');

const Text = Type.String();
const NullText = Nullable(Type.String());
const JsonText = (what: string) => Type.String({ description: `${what} as JSON text, as stored` });
const row = (title: string, props: Parameters<typeof Closed>[0]) => Type.Array(Closed(props, { title }));

export const AuthExportResult = Closed(
  {
    success,
    format: Type.Literal('vedic-vault-export'),
    version: Type.Literal(1, { description: 'Version of the export format.' }),
    exported_at: Instant('When exported'),
    account_id: Uuid('The account exported'),
    tables: Closed(
      {
        accounts: row('AccountRow', {
          id: Text,
          email_normalized: Text,
          name: NullText,
          gender: NullText,
          birth_json: Nullable(JsonText('Birth details')),
          place_json: Nullable(JsonText('Preferred place')),
          created_at: Text,
          updated_at: Text,
          deleted_at: NullText,
        }),
        sessions: row('SessionRow', { account_id: Text, created_at: Text, expires_at: Text, revoked_at: NullText }),
        vault_charts: row('VaultChartRow', {
          id: Text,
          account_id: Text,
          label: Text,
          birth_json: JsonText('Birth details'),
          created_at: Text,
        }),
        memory_events: row('MemoryEventRow', {
          id: Text,
          account_id: Text,
          date: Text,
          category: Text,
          note: NullText,
          chart_id: NullText,
          created_at: Text,
          updated_at: Text,
        }),
        notification_prefs: row('NotificationPrefsRow', {
          account_id: Text,
          daily_gates: Type.Integer({ minimum: 0, maximum: 1, description: '1 on, 0 off' }),
          place_json: Nullable(JsonText('Digest place')),
          updated_at: Text,
        }),
        digest_outbox: row('DigestOutboxRow', {
          account_id: Text,
          day: Type.String({ description: 'Local date of the digest, YYYY-MM-DD' }),
          message_id: Text,
          status: Type.Union([Type.Literal('pending'), Type.Literal('sent')]),
          attempts: Type.Integer(),
          lease_until: Text,
          claimed_at: Text,
          sent_at: NullText,
          sent_by: NullText,
        }),
      },
      {
        description:
          'Every row that names the account, table by table, columns as stored (session token hashes left out).',
      },
    ),
  },
  { $id: 'AuthExportResult', description: "All the account's data (sent as an attachment, vault-export.json)." },
);

export const AuthDeleteResult = Closed(
  { success, detail: Type.String(), erase_after: Instant('From when the erase sweep removes the data') },
  {
    $id: 'AuthDeleteResult',
    description: 'Deleted: signed out everywhere at once; data erased after the grace window.',
  },
);

export const AuthEraseSweepResult = Closed(
  {
    success,
    erased_accounts: Type.Integer({ description: 'Accounts erased by this run.' }),
    rows: MapOf(Type.Integer(), 'Table name -> rows erased; empty when no account was due.'),
  },
  { $id: 'AuthEraseSweepResult', description: 'Counts only; idempotent.' },
);

export const VaultChartsResult = Closed(
  { success, charts: Type.Array(Type.Ref(SavedChart), { description: 'Newest first.' }) },
  { $id: 'VaultChartsResult', description: 'The saved charts of the account.' },
);
export const VaultChartSaveResult = Closed(
  { success, chart_id: Uuid('Id of the new chart'), chart: Type.Ref(SavedChart) },
  { $id: 'VaultChartSaveResult', description: 'Saved (201).' },
);
export const VaultChartResult = Closed(
  { success, chart: Type.Ref(SavedChart) },
  { $id: 'VaultChartResult', description: 'One saved chart of the account.' },
);
export const VaultChartDeleteResult = Closed(
  { success, chart_id: Type.String({ description: 'Id of the deleted chart' }) },
  { $id: 'VaultChartDeleteResult', description: 'Deleted.' },
);

export const MemoryEventsResult = Closed(
  { success, events: Type.Array(Type.Ref(MemoryEvent), { description: 'Newest date first, then newest recorded.' }) },
  { $id: 'MemoryEventsResult', description: "The account's life events." },
);
export const MemoryEventCreateResult = Closed(
  { success, event_id: Uuid('Id of the new event'), event: Type.Ref(MemoryEvent) },
  { $id: 'MemoryEventCreateResult', description: 'Recorded (201).' },
);
export const MemoryEventResult = Closed(
  { success, event: Type.Ref(MemoryEvent) },
  { $id: 'MemoryEventResult', description: 'The event.' },
);
export const MemoryEventUpdateResult = Closed(
  { success, event: Type.Ref(MemoryEvent) },
  { $id: 'MemoryEventUpdateResult', description: 'The event as changed.' },
);
export const MemoryEventDeleteResult = Closed(
  { success, event_id: Type.String({ description: 'Id of the deleted event' }) },
  { $id: 'MemoryEventDeleteResult', description: 'Deleted.' },
);

const prefsFields = {
  success,
  daily_gates: Type.Boolean({ description: 'The daily digest is on.' }),
  place: Nullable(Type.Ref(SavedPlace, { description: "Where the digest is computed; null: the profile's place." })),
  updated_at: Nullable(Instant('Last saved; null while never saved')),
};
export const NotificationPrefsResult = Closed(prefsFields, {
  $id: 'NotificationPrefsResult',
  description: 'Notification preferences.',
});
export const NotificationPrefsUpdateResult = Closed(prefsFields, {
  $id: 'NotificationPrefsUpdateResult',
  description: 'The preferences as saved.',
});

export const DailyGatesSendResult = Closed(
  {
    success,
    queue: Type.Union([Type.Literal('redis'), Type.Literal('in_process')], {
      description:
        'Where the jobs wait: redis (REDIS_URL set; worker processes run them) or in_process (this process runs them).',
    }),
    run_id: Type.String({
      description:
        'This run: its totals (subscribers, digests queued, already sent, without a place) are logged under this ' +
        'id when its last page is done.',
    }),
    page_size: Type.Integer({ description: 'Subscribers per fan-out job.' }),
    at: Type.String({
      description: "The run's instant (UTC): each account's digest is for its local date at this instant.",
    }),
  },
  {
    $id: 'DailyGatesSendResult',
    description:
      'Accepted (202): the run is queued, nothing is sent yet. Its first fan-out job reads a page of opted-in ' +
      'accounts, queues one digest job per account and ' +
      'local day (skipping those the outbox records as sent; a job already waiting is not added twice) and queues ' +
      'the next page; workers send the digests, at most ' +
      'once each, retrying failed sends with backoff.',
  },
);

// ---- Error answers particular to these routes ------------------------------------------------------------------

export const SessionRequired = errorBody(
  'Missing, invalid or expired session token: send authorization: Bearer <token> from verify-otp (answer carries ' +
    'WWW-Authenticate: Bearer). Also an unknown X-API-Key.',
);
export const WrongCode = errorBody(
  'Wrong, expired or already used code (a wrong try never voids a code; too many tries from one client are a ' +
    '429 for that client). Also an unknown X-API-Key.',
);
export const CronForbidden = errorBody(
  'X-Cron-Secret absent or wrong, or no CRON_SECRET configured: cron routes fail closed.',
);
export const QueueUnavailable = errorBody(
  'The job queue (Redis) cannot be reached right now; nothing was queued. Retry-After says when to try again.',
);
export const notFound = (what: string) =>
  errorBody(`No ${what} with this id in the account (another account's ${what} answers the same).`);
export const TooManyCharts = errorBody(
  `The account already keeps ${V.chartsPerAccountMax} saved charts: delete one first.`,
);

export const VAULT_COMPONENTS: TSchema[] = [
  SavedBirth,
  SavedPlace,
  Account,
  SavedChart,
  MemoryEvent,
  AuthRegisterResult,
  AuthLoginResult,
  AuthRequestOtpResult,
  AuthVerifyOtpResult,
  AuthLogoutResult,
  AuthMeResult,
  AuthProfileResult,
  AuthExportResult,
  AuthDeleteResult,
  AuthEraseSweepResult,
  VaultChartsResult,
  VaultChartSaveResult,
  VaultChartResult,
  VaultChartDeleteResult,
  MemoryEventsResult,
  MemoryEventCreateResult,
  MemoryEventResult,
  MemoryEventUpdateResult,
  MemoryEventDeleteResult,
  NotificationPrefsResult,
  NotificationPrefsUpdateResult,
  DailyGatesSendResult,
];
