/** Response schemas of POST /api/yog: the classical yogas found in a birth chart (interface, "Yoga result"). */
import { Type } from '@sinclair/typebox';
import type { StrengthBand, YogaFamily, YogaStatus } from '../engine/jyotish/yoga/types.ts';
import { Closed, GrahaName, ProveRefs, SignName, computedFields } from './components.ts';
import { every, literals, Missing } from './doshas-common.ts';
import { LabelsField } from './labels.ts';

const BANDS = every<StrengthBand>()(['strong', 'moderate', 'weak']);

export const YogaFinding = Closed(
  {
    id: Type.String(),
    name: Type.String(),
    family: literals(
      every<YogaFamily>()([
        'pancha_mahapurusha',
        'chandra',
        'surya',
        'raja',
        'dhana',
        'viparita',
        'parivartana',
        'neecha_bhanga',
        'nabhasa',
        'arishta',
        'daridra',
        'various',
      ]),
    ),
    famous: Type.Boolean(),
    status: literals(every<YogaStatus>()(['present', 'cancelled'])),
    cancellation: Type.Union([Type.Array(Type.String()), Type.Null()], {
      description: 'Each reason the yoga is cancelled; null when present',
    }),
    strength: literals(BANDS, { description: 'Band of the participating grahas, whatever the status' }),
    strength_label: literals([...BANDS, 'cancelled'], {
      description: 'The band, or cancelled when the yoga is cancelled',
    }),
    strength_from: Type.Array(Type.Ref(GrahaName), {
      description: 'The grahas whose condition the band was read from',
    }),
    facts: Closed(
      {
        grahas: Type.Array(Type.Ref(GrahaName)),
        houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: 'Houses from the lagna' }),
        signs: Type.Array(Type.Ref(SignName)),
        detail: Type.String({ description: 'The condition met, in a sentence' }),
      },
      { description: 'The chart facts that made the yoga' },
    ),
    prove_refs: ProveRefs,
  },
  {
    $id: 'YogaFinding',
    description:
      'A yoga found in the chart (present or cancelled), with its strength band and the facts that formed it.',
  },
);

export const YogasResult = Closed(
  {
    success: computedFields.success,
    engine_status: computedFields.engine_status,
    missing: Missing,
    yogas: Closed({
      summary: Closed(
        { strong: Type.Integer(), moderate: Type.Integer(), weak: Type.Integer(), cancelled: Type.Integer() },
        { description: 'Counts of the active yogas by strength_label' },
      ),
      checked: Type.Integer({ description: 'Rules evaluated' }),
      not_evaluated: Type.Array(Closed({ id: Type.String(), name: Type.String(), reason: Type.String() }), {
        description: "Rules not evaluated for want of context (e.g. Mahabhagya without the native's sex)",
      }),
      active: Type.Array(Type.Ref(YogaFinding), { description: 'The yogas found, present or cancelled' }),
    }),
    catalogue_size: Type.Integer({ description: 'Rules in the catalogue' }),
    method: Type.String(),
    conventions: computedFields.conventions,
    prove_refs: computedFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'YogasResult',
    description:
      'Classical yogas in the chart with summary counts; PARTIAL until the families named in `missing` are checked.',
  },
);

export const YOGA_COMPONENTS = [YogaFinding, YogasResult];
