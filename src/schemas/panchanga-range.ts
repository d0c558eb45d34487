/** One line of GET /api/v2/panchanga/range as NDJSON: a civil day at the place (the CSV has the same fields, flat). */
import { Type } from '@sinclair/typebox';
import { Closed, LocalIso, Nullable } from './components.ts';

const Ends = (what: string) => LocalIso(`When the ${what} prevailing at sunrise ends, ISO 8601 with offset`);

export const PanchangaRangeRow = Closed(
  {
    date: Type.String({ description: 'The civil date, YYYY-MM-DD' }),
    vara: Type.String(),
    sunrise: Nullable(LocalIso('Sunrise; null where the Sun does not rise on this date')),
    sunset: Nullable(LocalIso('Sunset; null where the Sun does not set on this date')),
    tithi: Closed({
      name: Type.String(),
      paksha: Type.String(),
      number: Type.Integer({ minimum: 1, maximum: 15 }),
      ends: Ends('tithi'),
    }),
    nakshatra: Closed({ name: Type.String(), pada: Type.Integer({ minimum: 1, maximum: 4 }), ends: Ends('nakshatra') }),
    yoga: Closed({ name: Type.String(), ends: Ends('yoga') }),
    karana: Closed({ name: Type.String(), ends: Ends('karana') }),
    lunar_month: Nullable(Closed({ amanta: Type.String(), purnimanta: Type.String(), adhika: Type.Boolean() })),
    festivals: Type.Array(Closed({ id: Type.String(), name: Type.String() }), {
      description: 'The festivals and monthly vratas GET /api/v2/festivals places on this date',
    }),
  },
  { $id: 'PanchangaRangeRow', title: 'PanchangaRangeRow' },
);

export const PANCHANGA_RANGE_COMPONENTS = [PanchangaRangeRow];
