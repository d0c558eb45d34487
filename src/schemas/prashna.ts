/** Response schema of POST /api/v2/prasna-marriage and its alias POST /api/prasna/marriage. */
import { Type } from '@sinclair/typebox';
import { PRASHNA_RULE_IDS } from '../engine/tables/marriage/prashna-rules.ts';
import {
  Closed,
  computedFields,
  GrahaName,
  LocalIso,
  Nullable,
  ProveRefs,
  SignName,
  StringEnum,
} from './components.ts';
import { LabelsField } from './labels.ts';

const Answer = StringEnum(['yes', 'no', 'uncertain']);
const Houses = Type.Array(Type.Integer({ minimum: 1, maximum: 12 }));

export const PrashnaMarriageResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    question: Type.Optional(Type.String({ description: 'The question as asked (echoed)' })),
    asked: Closed({
      at: LocalIso('The asked moment, local time at the place'),
      utc: Type.String(),
      timezone: Type.String(),
      source: StringEnum(['request', 'clock'], {
        description: "request: date and time given; clock: the service's clock when the request arrived",
      }),
    }),
    answer: Answer,
    answer_tier: Type.Literal('service', {
      description: "How the KP answer and the Parashari indications combine is the service's own",
    }),
    kp: Closed(
      {
        cusp: Type.Literal(7),
        cusp_sign: Type.Ref(SignName),
        cusp_star_lord: Type.Ref(GrahaName),
        sub_lord: Type.Ref(GrahaName),
        sub_lord_signifies: Houses,
        promising: Type.Array(Type.Integer(), { description: 'Of 2, 7, 11: the houses the sub-lord signifies' }),
        denying: Type.Array(Type.Integer(), { description: 'Of 1, 6, 10: the houses the sub-lord signifies' }),
        verdict: Answer,
        prove_refs: ProveRefs,
      },
      {
        description:
          "The KP rule: the 7th cusp's sub-lord signifying 2, 7 or 11 (yes), also 1, 6 or 10 (uncertain), none of " +
          '2, 7, 11 (no)',
      },
    ),
    parashari: Type.Array(
      Closed({
        id: StringEnum(PRASHNA_RULE_IDS),
        points: StringEnum(['yes', 'no']),
        rule: Type.String(),
        holds: Type.Boolean(),
        detail: Type.String(),
        prove_refs: ProveRefs,
      }),
    ),
    timing_hint: Closed({
      fruitful_significators: Type.Array(Type.Ref(GrahaName), {
        description: 'Grahas signifying 2, 7 or 11 that are ruling planets at the asked moment',
      }),
      period: Nullable(
        Closed({
          mahadasha: Type.Ref(GrahaName),
          antardasha: Type.Ref(GrahaName),
          start: LocalIso(),
          end: LocalIso(),
          start_jd_ut: Type.Number(),
          end_jd_ut: Type.Number(),
        }),
      ),
      reason: Type.String(),
      prove_refs: ProveRefs,
    }),
    ruling_planets: Type.Array(Type.Ref(GrahaName)),
    lagna: Closed({ sign: Type.Ref(SignName), lord: Type.Ref(GrahaName) }),
    method: Type.String(),
    conventions: computedFields.conventions,
    warnings: computedFields.warnings,
    prove_refs: computedFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'PrashnaMarriageResult',
    description:
      'Horary answer to a marriage question: yes, no or uncertain, with each reason cited and a timing hint.',
  },
);

export const PRASHNA_COMPONENTS = [PrashnaMarriageResult];
