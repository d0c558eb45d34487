/**
 * Response schemas of the service and discovery routes (health, readiness, smoke test, limits, catalog, OpenAPI
 * document), the places routes (/api/cities, /geocode) and the key registration. Closed objects throughout, except
 * the OpenAPI document itself (a third-party format, described by its top-level fields).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { Closed, Conventions, EngineStatus, Nullable } from './components.ts';

// ---- Health and readiness -------------------------------------------------------------------------------------

/** One component of the health report: its state, whether readiness needs it, and what its check found. */
export const HealthComponent = Closed(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('down'), Type.Literal('not_configured')]),
    required: Type.Boolean({ description: 'Readiness (GET /api/ready) needs this component up.' }),
    latency_ms: Type.Optional(Type.Number({ description: 'Round trip of the check, milliseconds (database, Redis).' })),
    detail: Type.Optional(
      Type.String({
        description: 'What the check found or why it failed; addresses and connection strings are removed.',
      }),
    ),
    uses_swiss_files: Type.Optional(
      Type.Boolean({
        description: 'Ephemeris: positions come from the Swiss Ephemeris files, not the Moshier fallback.',
      }),
    ),
    flag: Type.Optional(
      Nullable(
        Type.Integer({
          description: 'Ephemeris: the return flag of the probe computation; null when it could not run.',
        }),
      ),
    ),
    dialect: Type.Optional(
      Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')], {
        description: 'Database: which store is configured.',
      }),
    ),
    threads: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: 'Compute: threads computing for this process (COMPUTE_THREADS); 0 when tasks run inline.',
      }),
    ),
    busy: Type.Optional(Type.Integer({ minimum: 0, description: 'Compute: threads holding at least one task now.' })),
    queued: Type.Optional(
      Type.Integer({ minimum: 0, description: 'Compute: tasks waiting behind the one each thread is computing.' }),
    ),
    index: Type.Optional(
      Type.String({ description: 'Places: whether the gazetteer index is loaded yet (it loads on first query).' }),
    ),
    counters: Type.Optional(
      Type.Union([Type.Literal('shared'), Type.Literal('in_process')], {
        description:
          'Redis: where rate limits and code attempts are counted now: shared in Redis, or in this process while ' +
          'Redis is unreachable (re-probed every few seconds).',
      }),
    ),
  },
  {
    $id: 'HealthComponent',
    description: 'One checked component. Fields beyond status and required are given by the components that have them.',
  },
);

const healthFields = {
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')], {
    description: 'degraded when any component is down',
  }),
  ready: Type.Boolean({ description: 'false when a required component is down' }),
  version: Type.String({ description: "API version (the OpenAPI document's info.version)." }),
  uptime_seconds: Type.Integer({ description: 'Seconds since the process started.' }),
  checked_at: Type.String({
    description: 'When the checks ran, ISO 8601 UTC (reports are reused for about a second).',
  }),
  components: Closed(
    {
      ephemeris: Type.Ref(HealthComponent),
      compute: Type.Ref(HealthComponent),
      database: Type.Ref(HealthComponent),
      redis: Type.Ref(HealthComponent),
      places: Type.Ref(HealthComponent),
    },
    {
      description:
        'Ephemeris probe, the compute threads (threads, busy, queued), database, Redis (not_configured when ' +
        'counters are kept in process) and the places index.',
    },
  ),
};

export const HealthResult = Closed(healthFields, {
  $id: 'HealthResult',
  description: 'Per-component health; always 200, a failing component is named in the body.',
});
export const ReadyResult = Closed(healthFields, {
  $id: 'ReadyResult',
  description: 'The health body; the status code says readiness (200 when every required component is up, else 503).',
});

// ---- Smoke test -----------------------------------------------------------------------------------------------

const SmokePosition = Closed(
  {
    longitude: Type.Number({ description: 'Sidereal (Lahiri) longitude of the Sun, degrees 0-360' }),
    speed_deg_per_day: Type.Number({ description: 'Degrees per day' }),
  },
  { title: 'SmokePosition', description: 'Result of the position check.' },
);
const SmokeSunrise = Closed(
  {
    date: Type.String({ description: 'The civil date in New Delhi at the moment of the call, YYYY-MM-DD.' }),
    timezone: Type.Optional(Type.String({ description: 'IANA zone of the place; absent when there is no sunrise.' })),
    sunrise_utc: Nullable(Type.String({ description: 'ISO 8601 UTC; null when the Sun does not rise that day.' })),
    reason: Type.Optional(Type.String({ description: 'Why there is no sunrise (with sunrise_utc null).' })),
  },
  { title: 'SmokeSunrise', description: 'Result of the sunrise check.' },
);
const SmokeTithi = Closed(
  {
    tithi: Type.String({ description: 'Tithi name (names.md), e.g. Navami' }),
    paksha: Type.Union([Type.Literal('Shukla'), Type.Literal('Krishna')]),
    index: Type.Integer({ minimum: 0, maximum: 29, description: '0-based tithi index of the lunar month' }),
    ends_utc: Type.String({ description: 'When the tithi ends, ISO 8601 UTC' }),
  },
  { title: 'SmokeTithi', description: 'Result of the tithi check.' },
);

export const SmokeCheck = Closed(
  {
    name: Type.String({ description: 'What was computed, e.g. "position: sidereal Sun (Lahiri)"' }),
    ok: Type.Boolean(),
    ms: Type.Number({ description: 'Time the check took, milliseconds' }),
    result: Nullable(
      Type.Union([SmokePosition, SmokeSunrise, SmokeTithi], {
        description:
          'What the check computed: the position, sunrise or tithi shape (one per check, in that order); null ' +
          'when the check failed.',
      }),
    ),
    detail: Type.Optional(Type.String({ description: 'The error, when ok is false.' })),
  },
  { $id: 'SmokeCheck' },
);

export const SmokeTestResult = Closed(
  {
    success: Type.Boolean({ description: 'Every check passed.' }),
    engine_status: Type.Ref(EngineStatus),
    place: Closed(
      { name: Type.String(), latitude: Type.Number(), longitude: Type.Number() },
      { description: 'Where the sunrise is computed (New Delhi).' },
    ),
    instant_utc: Type.String({ description: 'The moment computed for (the call), ISO 8601 UTC' }),
    total_ms: Type.Number({ description: 'Time of all checks, milliseconds' }),
    checks: Type.Array(Type.Ref(SmokeCheck), { minItems: 3, maxItems: 3, description: 'Position, sunrise, tithi.' }),
    conventions: Type.Ref(Conventions),
  },
  {
    $id: 'SmokeTestResult',
    description:
      'A position, a sunrise and a tithi computed in-process, each with its timing. engine_status is LIVE, or ' +
      'PARTIAL when a check failed.',
  },
);

// ---- Limits -------------------------------------------------------------------------------------------------

const Int = (description?: string) => Type.Integer(description === undefined ? {} : { description });
/** A count allowed per window of seconds. */
const Budget = (description: string) => Closed({ count: Int(), window_seconds: Int() }, { description });

export const LimitsResult = Closed(
  {
    success: Type.Boolean(),
    body_bytes: Int('Largest request body accepted, bytes (413 above).'),
    body_depth: Int('Deepest nesting of arrays and objects in a request body (422 deeper).'),
    rate: Closed(
      {
        window_seconds: Int('Length of a rate-limit window, seconds.'),
        keyless_per_window: Int('Requests per window without a key, per client address.'),
        key_multiplier: Int('A valid X-API-Key multiplies every budget by this; counted per key.'),
        heavy_keyless_per_window: Int(
          'Requests per window on heavy routes (range scans, batches, chat) without a key.',
        ),
      },
      { description: 'Rate limits in force (operator overrides applied).' },
    ),
    places: Closed({
      cities_max: Int('Most matches /api/cities answers.'),
      cities_min_query: Int('Shortest q for /api/cities.'),
      geocode_max: Int('Most matches /geocode answers.'),
      geocode_min_query: Int('Shortest q for /geocode.'),
      query_max_length: Int('Longest q for both.'),
    }),
    ephemeris_range: Closed(
      { first: Type.String({ description: 'YYYY-MM-DD' }), last: Type.String({ description: 'YYYY-MM-DD' }) },
      { description: 'Dates the bundled ephemeris files cover; outside them a request is 422.' },
    ),
    match_batch_candidates: Int('Most candidates of one batch match.'),
    muhurta_days_ahead: Closed(
      { min: Int(), max: Int(), default: Int() },
      { description: 'days_ahead of the muhurta finder: range and default.' },
    ),
    muhurta_max_results: Closed({ min: Int(), max: Int() }, { description: 'max_results of muhurta intelligence.' }),
    memory_events_limit: Closed({ default: Int(), max: Int() }, { description: 'limit of GET /api/v2/memory/events.' }),
    eclipse_count: Closed({ default: Int(), max: Int() }, { description: 'count of GET /api/v2/eclipses.' }),
    sensitivity_minutes: Closed(
      { default: Int(), max: Int() },
      { description: 'window_minutes of POST /api/v2/birth-time-sensitivity.' },
    ),
    tables: Closed(
      {
        ephemeris_years: Int('Longest range of GET /api/v2/ephemeris, years.'),
        ephemeris_hourly_days: Int('Longest range with step 1h, days.'),
        ephemeris_rows: Int('Most rows one ephemeris answer holds.'),
        panchanga_range_years: Int('Longest range of GET /api/v2/panchanga/range, years.'),
      },
      { description: 'Tables for researchers: ranges and the row cap.' },
    ),
    erasure_grace_days: Int('Days between deleting an account and erasing its data.'),
    auth: Closed(
      {
        code_digits: Int('Digits of a one-time code.'),
        code_lifetime_seconds: Int('How long a code works (every code sent stays live that long, until one is used).'),
        session_lifetime_days: Int('How long a session token works.'),
        seconds_between_sends: Int('Least time between two codes to one address.'),
        sends_per_address: Budget('Codes e-mailed to one address per window, whoever asks.'),
        sends_per_requester: Budget('Codes one client address may ask for per window, to any addresses.'),
        tries_per_requester_at_address: Type.Array(Budget('Tries one client may make at one address per window.'), {
          description: 'Tries one client may make at one address: each window applies.',
        }),
        tries_per_requester: Budget('Tries one client may make per window, at any addresses.'),
        failed_tries_per_account: Budget(
          'Failed tries at one account per window (NIST SP 800-63B), counted from clients that have not signed in ' +
            'to it before; past it those clients are refused until the window ends.',
        ),
        known_requester_days: Int('How long a client that signed in to an account stays exempt from that cap.'),
      },
      {
        description:
          'E-mail one-time codes and sessions. Limits on the address a code goes to have short windows; limits on ' +
          'the client asking hold back that client alone. A wrong try never voids a code.',
      },
    ),
    vault: Closed(
      {
        label_max: Int(),
        note_max: Int(),
        category_max: Int(),
        name_max: Int(),
        charts_per_account_max: Int('Saved charts per account (409 above).'),
      },
      { description: 'Vault text lengths, characters (422 above), and the saved-chart cap.' },
    ),
  },
  { $id: 'LimitsResult', description: 'The operational limits, from the one table the code reads.' },
);

// ---- Catalog ------------------------------------------------------------------------------------------------

export const CatalogRoute = Closed(
  {
    method: Type.String({
      description: 'GET, POST, PUT, DELETE, or "GET, HEAD" where HEAD answers too',
      examples: ['GET, HEAD'],
    }),
    path: Type.String({ description: 'Path with {name} parameters', examples: ['/api/v2/vault/charts/{chart_id}'] }),
    summary: Type.Optional(Type.String()),
    operation_id: Type.Optional(Type.String({ description: 'The operationId in the OpenAPI document.' })),
    alias_of: Type.Optional(Type.String({ description: 'The route this path is an alias of.' })),
  },
  { $id: 'CatalogRoute' },
);

export const CatalogResult = Closed(
  {
    success: Type.Boolean(),
    version: Type.String({ description: 'API version' }),
    route_count: Type.Integer({ description: 'Routes listed, all categories.' }),
    categories: Type.Array(
      Closed({
        name: Type.String({ description: "One of the interface's route groups (the OpenAPI tags)." }),
        routes: Type.Array(Type.Ref(CatalogRoute)),
      }),
    ),
  },
  {
    $id: 'CatalogResult',
    description:
      "Every visible route, grouped by category in the interface's order; generated from the registered routes.",
  },
);

// ---- OpenAPI document ---------------------------------------------------------------------------------------

const Open = (description: string) => Type.Record(Type.String(), Type.Unknown(), { description });

/** A third-party format: its top-level fields are named, the rest is OpenAPI 3.1.0 as published. */
export const OpenapiResult = Type.Object(
  {
    openapi: Type.Literal('3.1.0'),
    info: Type.Object(
      { title: Type.String(), version: Type.String({ description: 'API version, 3.0.0' }) },
      { additionalProperties: true, description: 'OpenAPI Info Object.' },
    ),
    paths: Open('OpenAPI Paths Object: path -> operations.'),
    components: Open('OpenAPI Components Object: schemas, securitySchemes, headers.'),
  },
  {
    $id: 'OpenapiResult',
    additionalProperties: true,
    description:
      'The OpenAPI 3.1.0 document of the service (servers, tags, security and the rest as the OpenAPI ' +
      'specification defines them).',
  },
);

// ---- Places and keys ----------------------------------------------------------------------------------------

/** The interface's geocode result item. */
export const GeocodeItem = Closed(
  {
    name: Type.String(),
    country: Type.String({ description: 'Country name' }),
    admin1: Type.String({ description: 'First-level division (state, province); empty when GeoNames gives none.' }),
    latitude: Type.Number({ description: 'Degrees, decimal; north positive.' }),
    longitude: Type.Number({ description: 'Degrees, decimal; east positive.' }),
    timezone: Type.String({ description: 'IANA time zone.', examples: ['Asia/Kolkata'] }),
  },
  { $id: 'GeocodeItem' },
);

export const CitiesResult = Type.Array(Type.Ref(GeocodeItem), {
  $id: 'CitiesResult',
  description: 'Matches from the local list, Indian places first; empty when none.',
});
export const GeocodeResult = Type.Array(Type.Ref(GeocodeItem), {
  $id: 'GeocodeResult',
  description: 'Matches, best first: the local list, else the online provider when one is configured; empty when none.',
});

export const RegisterApiKeyResult = Closed(
  {
    success: Type.Boolean(),
    api_key: Type.String({
      description: 'Send as header X-API-Key. The same e-mail and app name always get this key back.',
    }),
    email_confirmed: Type.Boolean({
      description:
        'Whether the e-mail address is confirmed. Until it is, the key counts as keyless (per client address, no ' +
        'extra headroom); confirm it with the code e-mailed to it at POST /api/v2/keys/confirm.',
    }),
    code_sent: Type.Boolean({
      description:
        'Whether a confirmation code was e-mailed now (false when confirmed already, or when a throttle held it ' +
        'back: see detail).',
    }),
    detail: Type.String({ description: 'What to do next, in a sentence.' }),
  },
  { $id: 'RegisterApiKeyResult', description: 'The free key (opaque) and whether it has its headroom yet.' },
);

export const ConfirmApiKeyResult = Closed(
  {
    success: Type.Boolean(),
    email_confirmed: Type.Literal(true),
    detail: Type.String(),
  },
  {
    $id: 'ConfirmApiKeyResult',
    description: 'The address is confirmed: every key registered with it (now or later) has the keyed headroom.',
  },
);

export const SERVICE_COMPONENTS: TSchema[] = [
  HealthComponent,
  HealthResult,
  ReadyResult,
  SmokeCheck,
  SmokeTestResult,
  LimitsResult,
  CatalogRoute,
  CatalogResult,
  OpenapiResult,
  GeocodeItem,
  CitiesResult,
  GeocodeResult,
  RegisterApiKeyResult,
  ConfirmApiKeyResult,
];
