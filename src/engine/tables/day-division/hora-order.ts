import type { SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

/**
 * The Chaldean order, slowest to fastest. Horas take these lords in turn from the weekday lord at sunrise; after
 * 24 horas the count has moved 3 places, to the next weekday's lord, which is why the weekdays run as they do.
 */
export const HORA_ORDER = {
  id: 'day_division.hora_order',
  cites: [
    cite('surya_siddhanta', {
      status: 'pending',
      note:
        'The hora lords are the grahas in order downward from Saturn, and the day lords every fourth of them ' +
        '(the verse near the end of the cosmography chapter, about XII.78-79 in Burgess as recalled; unchecked).',
    }),
  ],
  data: ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'],
} as const satisfies CitedTable<readonly SevenGraha[]>;
