/**
 * Response schemas of the checkable readings (issue 17): body marks from the natal lagna, the lost-article prashna,
 * the past reading and its public scorecard, and the marks and anga mirrors.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { Closed, GrahaName, Nullable, ProveRefs, SignName, StringEnum, computedFields } from './components.ts';

const HouseNumber = Type.Integer({ minimum: 1, maximum: 12 });
const Missing = Type.Array(Type.String(), { description: 'What the answer does not give (the reason it is PARTIAL), one sentence each.' });
const Method = Type.String({ description: 'How the result was computed, in words.' });

const Lagna = Closed({ sign: Type.Ref(SignName), degree: Type.Number({ description: 'Degrees within the sign' }), longitude: Type.Number() });

const BodyMark = Closed({
  graha: Type.Ref(GrahaName),
  nature: StringEnum(['benefic', 'malefic']),
  mark: StringEnum(['scar_or_wound', 'mole_or_mark']),
  timing: StringEnum(['from_birth', 'acquired'], { description: 'from_birth when the graha is in its own or a fixed sign' }),
});
export const BodyRegion = Closed(
  {
    house: HouseNumber,
    sign: Type.Ref(SignName),
    part: Type.String({ description: 'Part of the body the house stands for under the rising drekkana' }),
    side: StringEnum(['middle', 'right', 'left']),
    marks: Type.Array(BodyMark, { description: 'Marks indicated by the grahas in the house (empty when none)' }),
  },
  { $id: 'BodyRegion', title: 'BodyRegion' },
);

export const BodyMarksResult = Closed(
  {
    ...computedFields,
    lagna: Lagna,
    rising_drekkana: Type.Integer({ minimum: 1, maximum: 3, description: '1, 2 or 3: the lagna in 0-10, 10-20 or 20-30 degrees of its sign' }),
    regions: Type.Array(Type.Ref(BodyRegion), { minItems: 12, maxItems: 12, description: 'One per house, from the lagna' }),
    marked: Type.Array(Type.Ref(BodyRegion), { description: 'The regions with at least one mark' }),
    method: Method,
  },
  { $id: 'BodyMarksResult', description: 'The drekkana body-region mapping from the natal lagna and the marks the occupying grahas indicate (cited, pending).' },
);

const Rule = { rule: Type.String({ description: 'The rule as it applies here, in words' }), prove_refs: ProveRefs };
export const PrasnaLostObjectResult = Closed(
  {
    ...computedFields,
    missing: Missing,
    object: Nullable(Type.String({ description: 'The article named in the request, echoed' })),
    asked_at: Type.String({ description: 'The moment of the question, local ISO 8601 with offset' }),
    lagna: Lagna,
    moon: Closed({ sign: Type.Ref(SignName), house: HouseNumber }),
    grahas: Type.Array(Closed({ graha: Type.Ref(GrahaName), sign: Type.Ref(SignName), house: HouseNumber, retrograde: Type.Boolean() }), { minItems: 9, maxItems: 9 }),
    theft_or_misplaced: Closed({ value: Type.Null(), reason: Type.String() }, { description: 'Not answered: no sourced rule (PARTIAL)' }),
    direction: Closed({ value: StringEnum(['east', 'south', 'west', 'north']), ...Rule }),
    distance: Closed({ value: StringEnum(['far', 'near', 'middling']), modality: StringEnum(['movable', 'fixed', 'dual']), ...Rule }),
    recovery: Closed({ value: StringEnum(['likely', 'unlikely', 'mixed', 'no_indication']), benefics: Type.Array(Type.Ref(GrahaName)), malefics: Type.Array(Type.Ref(GrahaName)), ...Rule }),
    method: Method,
  },
  { $id: 'PrasnaLostObjectResult', description: 'Prashna chart of the asked moment read for a lost article: direction, distance and recovery by named horary rules; theft versus misplacement not answered (no sourced rule, PARTIAL).' },
);

export const CHECKABLE_COMPONENTS: TSchema[] = [BodyRegion, BodyMarksResult, PrasnaLostObjectResult];
