/**
 * Every operational limit of the service, in one place. `GET /api/v2/limits` publishes this object as it is,
 * and the code reads the same numbers: change a limit here and the route, the plugins and the docs follow.
 */
export const LIMITS = {
  /** Largest request body accepted, in bytes (413 above). */
  bodyBytes: 64 * 1024,
  /** Deepest nesting of arrays and objects in a request body (422 deeper): no body of the interface needs 8. */
  bodyDepth: 32,
  /** Rate limits. Keyless requests are counted per client address, keyed ones per key with `keyMultiplier` headroom. */
  rate: {
    windowSeconds: 60,
    keylessPerWindow: 120,
    keyMultiplier: 4,
    /** Heavy routes (range scans, batches, chat) draw on their own, smaller budget. */
    heavyKeylessPerWindow: 20,
  },
  places: {
    citiesMax: 8,
    citiesMinQuery: 1,
    geocodeMax: 10,
    geocodeMinQuery: 2,
    queryMaxLength: 100,
  },
  /** Dates the bundled ephemeris files cover (sepl_18/semo_18). Anything outside is a 422, never a silent degrade. */
  ephemerisRange: { first: '1800-01-01', last: '2399-12-31' },
  matchBatchCandidates: 50,
  muhurtaDaysAhead: { min: 1, max: 90, default: 30 },
  muhurtaMaxResults: { min: 1, max: 3 },
  memoryEventsLimit: { default: 100, max: 500 },
  eclipseCount: { default: 3, max: 20 },
  /** Minutes either side of a birth time that birth-time sensitivity searches. */
  sensitivityMinutes: { default: 30, max: 240 },
  /**
   * Tables for researchers: the longest ephemeris range, the longest range of hourly rows, the most rows one answer
   * holds, and the longest range of daily panchanga.
   */
  tables: { ephemerisYears: 10, ephemerisHourlyDays: 31, ephemerisRows: 4000, panchangaRangeYears: 3 },
  erasureGraceDays: 30,
  /**
   * E-mail one-time codes and sessions. Limits on the address a code goes to (the target) use short windows, so a
   * stranger's requests delay its owner by minutes at most; limits on the client asking (the requester) are longer
   * and hold that client alone back. Wrong tries never void a code: they hold back the requester who made them.
   */
  auth: {
    codeDigits: 6,
    codeLifetimeSeconds: 600,
    sessionLifetimeDays: 30,
    /** Per target: one send per gap, and a few per short window. */
    secondsBetweenSends: 60,
    sendsPerAddress: { count: 3, windowSeconds: 300 },
    /** Per requester, whatever addresses it asks for (the count a setting: SIGN_IN_SENDS_PER_CLIENT_HOUR). */
    sendsPerRequester: { count: 10, windowSeconds: 3600 },
    /** Tries at one address's codes by one requester: a few per code lifetime, and ten a day. */
    triesPerRequesterAtAddress: [
      { count: 5, windowSeconds: 600 },
      { count: 10, windowSeconds: 86_400 },
    ],
    /** Tries by one requester at any addresses (the count a setting: SIGN_IN_TRIES_PER_CLIENT_HOUR). */
    triesPerRequester: { count: 30, windowSeconds: 3600 },
    /**
     * NIST SP 800-63B (section 5.2.2): no more than 100 failed tries on one account. Counted over a day from
     * requesters that have not signed in to the account before; one that has (within `knownRequesterDays`) is not
     * held back by it, so strangers reaching the cap cannot lock the owner out on a device they used before.
     */
    failedTriesPerAccount: { count: 100, windowSeconds: 86_400 },
    knownRequesterDays: 30,
  },
  /** Vault text fields, in characters (422 above). */
  vault: { labelMax: 100, noteMax: 2000, categoryMax: 40, nameMax: 100, chartsPerAccountMax: 500 },
} as const;

export type Limits = typeof LIMITS;

/**
 * The limits in force: LIMITS with the operator's overrides from the environment (README, configuration): the rate
 * budgets and the sign-in limits per client address.
 */
export function effectiveLimits(overrides: {
  keylessPerWindow?: number | undefined;
  heavyKeylessPerWindow?: number | undefined;
  signInPerClient?: { sendsPerHour: number; triesPerHour: number } | undefined;
}) {
  const perClient = overrides.signInPerClient;
  return {
    ...LIMITS,
    rate: {
      ...LIMITS.rate,
      keylessPerWindow: overrides.keylessPerWindow ?? LIMITS.rate.keylessPerWindow,
      heavyKeylessPerWindow: overrides.heavyKeylessPerWindow ?? LIMITS.rate.heavyKeylessPerWindow,
    },
    auth: {
      ...LIMITS.auth,
      sendsPerRequester: { ...LIMITS.auth.sendsPerRequester, count: perClient?.sendsPerHour ?? 10 },
      triesPerRequester: { ...LIMITS.auth.triesPerRequester, count: perClient?.triesPerHour ?? 30 },
    },
  };
}
export type EffectiveLimits = ReturnType<typeof effectiveLimits>;

/** Connection timeouts and caps (http/connections.ts says what each bounds); each has its variable in config.ts. */
export interface ConnectionLimits {
  idleSeconds: number;
  headersSeconds: number;
  requestSeconds: number;
  keepAliveSeconds: number;
  maxConnections: number;
  maxPerAddress: number;
  /** Behind a proxy: requests in flight at once per client address (the forwarded one). */
  maxInFlightPerAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  idleSeconds: 60,
  headersSeconds: 10,
  requestSeconds: 30,
  keepAliveSeconds: 5,
  maxConnections: 4096,
  maxPerAddress: 256,
  maxInFlightPerAddress: 64,
};
