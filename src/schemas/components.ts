/**
 * Shared response components. Each has an `$id`, is registered once with `app.addSchema` (registerComponents) and
 * is referenced by `Type.Ref`: the OpenAPI shows each shape once under components.schemas, fast-json-stringify
 * serializes with it, and a generated client gets one type per shape.
 *
 * Objects we own are closed (`additionalProperties: false`): the contract test fails on a field a schema does not
 * declare, and the serializer could not send one anyway.
 */
import { Type, type Static, type TNull, type TProperties, type TSchema, type TUnion } from '@sinclair/typebox';
import { PRACTICES } from '../engine/tables/muhurta/practices.ts';
import { GRAHAS, NAKSHATRAS, RASHIS, SEVEN_GRAHAS, SIGNS } from '../engine/vocabulary/names.ts';

/** A closed object: every field declared. */
export const Closed = <T extends TProperties>(
  props: T,
  options: { $id?: string; description?: string; title?: string } = {},
) => Type.Object(props, { additionalProperties: false, ...options });

/** `T` or null (a value the engine could not give, e.g. no sunrise in polar day). serializable.ts respells it. */
export const Nullable = <T extends TSchema>(schema: T): TUnion<[T, TNull]> => Type.Union([schema, Type.Null()]);

/** A string from a fixed list, as `enum` (one string write when serializing; a union of literals is an anyOf). */
export const StringEnum = <const T extends readonly string[]>(
  values: T,
  options: { $id?: string; description?: string } = {},
) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** A map from names (grahas, vargas, houses) to one value shape. */
export const MapOf = <T extends TSchema>(value: T, description?: string) =>
  Type.Record(Type.String(), value, description === undefined ? {} : { description });

/**
 * One value per name, every name a required key (grahas, varga codes): a closed object, so a client reads
 * `planets.Sun` typed and the serializer writes fixed keys rather than walking a map.
 */
export const KeyedBy = <const K extends readonly string[], T extends TSchema>(
  names: K,
  value: T,
  description?: string,
) =>
  Closed(
    Object.fromEntries(names.map((n) => [n, value])) as { [N in K[number]]: T },
    description === undefined ? {} : { description },
  );

/** Like KeyedBy where only some names appear (what a graha receives from the others leaves its own name out). */
export const KeyedBySome = <const K extends readonly string[], T extends TSchema>(
  names: K,
  value: T,
  description?: string,
) => KeyedBy(names, Type.Optional(value), description);

/** One value for each of the nine grahas, Sun .. Ketu. */
export const ByGraha = <T extends TSchema>(value: T, description?: string) => KeyedBy(GRAHAS, value, description);

/** One value for each of the seven visible grahas, Sun .. Saturn. */
export const BySevenGraha = <T extends TSchema>(value: T, description?: string) =>
  KeyedBy(SEVEN_GRAHAS, value, description);

export const GrahaName = StringEnum(GRAHAS, {
  $id: 'GrahaName',
  description: 'One of the nine grahas, spelled as in names.md.',
});
export const SignName = StringEnum(SIGNS, { $id: 'SignName', description: 'Sign in English (names.md).' });
export const RashiName = StringEnum(RASHIS, { $id: 'RashiName', description: 'Sign in Sanskrit (names.md).' });
export const NakshatraName = StringEnum(NAKSHATRAS, {
  $id: 'NakshatraName',
  description: 'One of the 27 nakshatras (names.md).',
});

export const EngineStatus = StringEnum(['LIVE', 'REFERENCE', 'PARTIAL'], {
  $id: 'EngineStatus',
  description:
    'LIVE: computed. REFERENCE: tradition tables, no birth data. PARTIAL: self-declared incomplete (missing parts ' +
    'named).',
});
export type EngineStatus = Static<typeof EngineStatus>;

export const CitationStatus = StringEnum(['verified', 'pending'], {
  $id: 'CitationStatus',
  description: 'verified only when checked against a text the project carries or names precisely; otherwise pending.',
});

export const Tier = StringEnum(['classical', 'modern', 'statute', 'practice', 'service'], {
  $id: 'Tier',
  description: "What kind of authority the cited work is; service = the service's own design, not tradition.",
});

/** A classical citation (the object form of the interface's prove_refs items). */
export const ProveRef = Closed(
  {
    ref_id: Type.String({ description: 'source.chapter.verses, one token', examples: ['bphs.3.49-50'] }),
    tier: Type.Ref(Tier),
    status: Type.Ref(CitationStatus),
    citation: Type.String({ description: 'Work (author), chapter, verses' }),
    note: Type.Optional(Type.String()),
  },
  { $id: 'ProveRef', title: 'ProveRef' },
);

/** The list of citations behind a result. */
export const ProveRefs = Type.Array(Type.Ref(ProveRef), {
  description: 'Citations behind the result; each says verified or pending.',
});

/**
 * The one text form of an instant wherever the interface leaves the format to us: local time at the place to the
 * second, ISO 8601, with the UTC offset in force at that instant (old local mean time offsets carry seconds). Every
 * such field is built here, so the contract check holds them all to the pattern.
 */
export const LocalIso = (description = 'Local time with its UTC offset, ISO 8601') =>
  Type.String({
    description,
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}[+-]\\d{2}:\\d{2}(:\\d{2})?$',
    examples: ['2025-10-01T06:08:58+05:30'],
  });

/** An instant as read at the place: Julian day (UT) for exactness, local ISO 8601 with offset, and HH:MM:SS. */
export const LocalTime = Type.Object(
  {
    jd_ut: Type.Number({ description: 'Julian day, Universal Time' }),
    iso: LocalIso(),
    time: Type.String({ description: 'Local HH:MM:SS', examples: ['06:08:58'] }),
  },
  { $id: 'LocalTime', additionalProperties: false },
);

/** The conventions every computed response states, so a result can be reproduced. */
export const Conventions = Type.Object(
  {
    ayanamsa: Type.Optional(Closed({ name: Type.String(), degrees: Type.Number() })),
    node_type: Type.Optional(StringEnum(['mean', 'true'])),
    position_type: Type.Optional(Type.String()),
    sunrise_rule: Type.Optional(Type.String()),
    house_system: Type.Optional(Type.String()),
    dasha_year_days: Type.Optional(Type.Number()),
    timezone: Type.Optional(Type.String()),
    utc_offset: Type.Optional(Type.String()),
    utc: Type.Optional(
      Type.String({
        description: 'The UTC instant computed for, ISO 8601 in whole seconds (YYYY-MM-DDTHH:MM:SSZ).',
        pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$',
      }),
    ),
    ephemeris: Type.Optional(Type.String()),
    practice: Type.Optional(
      StringEnum(PRACTICES, {
        description: 'The practice profile the muhurta rules were applied by (north_indian_almanac by default)',
      }),
    ),
  },
  {
    $id: 'Conventions',
    additionalProperties: false,
    description: 'Ayanamsa, node type, sunrise rule, house system, dasha year, zone, instant and practice used.',
  },
);
export type Conventions = Static<typeof Conventions>;

/** A Vimshottari (or other system's) period as responses show it. */
export const DashaPeriod = Type.Object(
  {
    level: Type.String({ description: 'Mahadasha, Antardasha, Pratyantar, Sukshma or Prana' }),
    planet: Type.String({ description: 'Lord of the period (a graha, or a sign for sign-based systems)' }),
    start: LocalIso('Start, local ISO 8601 with offset'),
    end: LocalIso('End, local ISO 8601 with offset'),
    start_date: Type.String({ description: 'e.g. 15 Mar 2031' }),
    end_date: Type.String({ description: 'e.g. 15 Mar 2031' }),
    years: Type.Number(),
  },
  { $id: 'DashaPeriod', additionalProperties: false },
);

/** Envelope fields of cited routes (interface, "Shared response envelope"). */
export const envelopeFields = {
  success: Type.Boolean(),
  engine_status: Type.Ref(EngineStatus),
  prove_refs: ProveRefs,
};

/** Envelope plus conventions and warnings: a computed, cited result. */
export const computedFields = {
  ...envelopeFields,
  conventions: Type.Ref(Conventions),
  warnings: Type.Optional(Type.Array(Type.String())),
};

/** Every component, in dependency order, for app.addSchema and for the contract test's Ajv. */
export const COMPONENTS: TSchema[] = [
  GrahaName,
  SignName,
  RashiName,
  NakshatraName,
  EngineStatus,
  CitationStatus,
  Tier,
  ProveRef,
  LocalTime,
  Conventions,
  DashaPeriod,
];
