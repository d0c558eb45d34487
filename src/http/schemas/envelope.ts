/** The response envelope of cited routes (interface.md, "Shared response envelope") and the conventions block. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const EngineStatus = Type.Union([Type.Literal('LIVE'), Type.Literal('REFERENCE'), Type.Literal('PARTIAL')], {
  description: 'LIVE: computed. REFERENCE: tradition tables, no birth data. PARTIAL: self-declared incomplete (missing parts named).',
});
export type EngineStatus = Static<typeof EngineStatus>;

const CitationStatus = Type.Union([Type.Literal('verified'), Type.Literal('pending')], {
  description: 'verified only when checked against a text the project carries or names precisely.',
});

/** A classical citation, in one of the three forms the interface allows. */
export const ProveRef = Type.Union(
  [
    Type.Object({ ref_id: Type.String(), tier: Type.String(), status: Type.Optional(CitationStatus) }, { additionalProperties: true }),
    Type.Object({ citation: Type.String(), status: Type.Optional(CitationStatus) }, { additionalProperties: true }),
    Type.String({ description: 'A plain reference identifier.' }),
  ],
  { title: 'ProveRef' },
);
export type ProveRef = Static<typeof ProveRef>;

/** The conventions every computed response states, so a result can be reproduced. */
export const Conventions = Type.Object(
  {
    ayanamsa: Type.Optional(Type.Object({ name: Type.String(), degrees: Type.Number() })),
    node_type: Type.Optional(Type.Union([Type.Literal('mean'), Type.Literal('true')])),
    position_type: Type.Optional(Type.String()),
    sunrise_rule: Type.Optional(Type.String()),
    house_system: Type.Optional(Type.String()),
    dasha_year_days: Type.Optional(Type.Number()),
    timezone: Type.Optional(Type.String()),
    utc_offset: Type.Optional(Type.String()),
    utc: Type.Optional(Type.String({ description: 'The UTC instant computed for, ISO 8601.' })),
    ephemeris: Type.Optional(Type.String()),
  },
  { title: 'Conventions', additionalProperties: true },
);
export type Conventions = Static<typeof Conventions>;

/** Wraps a result object's own fields with the envelope. */
export function enveloped<T extends TSchema>(result: T, description?: string) {
  return Type.Composite(
    [
      Type.Object({
        success: Type.Boolean(),
        engine_status: EngineStatus,
        prove_refs: Type.Array(ProveRef),
        conventions: Type.Optional(Conventions),
        warnings: Type.Optional(Type.Array(Type.String())),
      }),
      result as never,
    ],
    description === undefined ? {} : { description },
  );
}
