/**
 * Small pieces shared by the response schemas of the chart group (charts, strengths, systems, annual): the seven
 * grahas, local instants as the http layer writes them, a stated-method map, and the engine's own citation form.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { CitationStatus, Closed, LocalIso as OneLocalIso, MapOf } from './components.ts';
import { SEVEN_GRAHAS } from '../engine/vocabulary/names.ts';

/** A union of fixed literals (strings or numbers). */
export const oneOf = (values: readonly (string | number)[], options: { $id?: string; description?: string } = {}) =>
  Type.Union(values.map((v) => Type.Literal(v)) as never as [TSchema], options);

export const SevenGrahaName = oneOf(SEVEN_GRAHAS, {
  $id: 'SevenGrahaName',
  description: 'One of the seven visible grahas, Sun to Saturn (no nodes), spelled as in names.md.',
});

/** An engine instant as the response gives it (jd-fields.ts): local ISO 8601 with the offset in force then. */
export const LocalIso = (what: string) => OneLocalIso(`${what}: local time at the place, ISO 8601 with offset`);
/** The Julian day beside it, for exactness. */
export const JdUt = (what: string) => Type.Number({ description: `${what}: Julian day (UT)` });

/** Degrees of sidereal longitude, 0-360. */
export const SiderealLongitude = (what = 'Sidereal longitude') =>
  Type.Number({ description: `${what}, degrees 0-360` });

/** Convention name -> how this implementation applies it (the engine's stated choices, in words). */
export const MethodConventions = MapOf(Type.String(), 'Convention -> how this implementation applies it, in words');

/**
 * A citation as the engine holds it (source key, chapter, verses, status): the raw form a prove_refs item is built
 * from. Nested system results of ayurdaya carry their citations in this form.
 */
export const EngineCitation = Closed(
  {
    source: Type.String({ description: 'Key of the cited work (e.g. bphs, brihat_jataka)' }),
    chapter: Type.Optional(
      Type.Union([Type.Integer(), Type.String()], { description: 'Chapter number, or a named section' }),
    ),
    verses: Type.Optional(Type.String({ description: 'Verse range, or a topic where the verses are not checked' })),
    status: Type.Ref(CitationStatus),
    note: Type.Optional(Type.String()),
  },
  {
    $id: 'EngineCitation',
    description: "A citation in the engine's form (the prove_refs items are built from these).",
  },
);

export const CHARTS_SHARED_COMPONENTS = [SevenGrahaName, EngineCitation];
