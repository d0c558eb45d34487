/**
 * The response of POST /api/v2/birth-time-sensitivity: for each chart value a reading rests on, where within the
 * window around the stated birth time it holds, and what it becomes on either side.
 */
import { Type } from '@sinclair/typebox';
import { Closed, LocalIso, Nullable, computedFields, envelopeFields } from './components.ts';
import { LabelsField } from './labels.ts';

const Change = Closed(
  {
    at: LocalIso('The birth time at which the value changes, local ISO 8601 with offset (to the second)'),
    minutes: Type.Number({ description: 'Minutes from the stated birth time (negative: earlier), two decimals' }),
    value: Type.String({ description: 'The value on the far side of the change' }),
    jump: Type.Boolean({
      description: 'The ascendant jumped across the bound (near the polar circles) rather than moving through it',
    }),
  },
  { description: 'The nearest change on this side of the stated time, within the window' },
);

export const SensitivityItem = Closed(
  {
    item: Type.String({
      description:
        'lagna, d9_lagna, d10_lagna, d12_lagna, d60_lagna, moon_pada; <graha>_sign, <graha>_nakshatra, ' +
        '<graha>_house (whole-sign) for the nine grahas; mahadasha_at_birth, antardasha_at_birth, mahadasha_later, ' +
        'antardasha_later (Vimshottari; later = at `as_of`, default today)',
    }),
    value: Type.String({ description: 'The value at the stated birth time (a sign, nakshatra, house or lords)' }),
    holds_from: LocalIso('The earliest birth time in the window with this value, local ISO 8601'),
    holds_to: LocalIso('The latest birth time in the window with this value, local ISO 8601'),
    before: Nullable(Change),
    after: Nullable(Change),
    on_boundary: Type.Boolean({ description: 'The stated time lies within one second of a change of this value' }),
    summary: Type.String({ description: 'One line: where the value changes and to what' }),
  },
  { $id: 'SensitivityItem', title: 'SensitivityItem' },
);

export const BirthTimeSensitivityResult = Closed(
  {
    ...envelopeFields,
    birth_time: LocalIso('The stated birth time, local ISO 8601 with offset'),
    window_minutes: Type.Integer({ description: 'Half-width of the window searched on each side, minutes' }),
    later_date: Type.String({ description: 'The date the later running periods are read at (as_of, or today)' }),
    items: Type.Array(Type.Ref(SensitivityItem)),
    first_changes: Type.Array(Type.String(), {
      description: 'The items that change within the window, the nearest change first',
    }),
    summary: Type.String({ description: 'The nearest changes, in words' }),
    method: Type.String(),
    conventions: computedFields.conventions,
    ...LabelsField,
  },
  { $id: 'BirthTimeSensitivityResult', title: 'BirthTimeSensitivityResult' },
);

export const SENSITIVITY_COMPONENTS = [SensitivityItem, BirthTimeSensitivityResult];
