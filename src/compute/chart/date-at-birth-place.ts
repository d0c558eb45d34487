/**
 * Another date read at the birth place, in the birth's own zone (its IANA zone, or the fixed offset the request
 * gave): dasha `as_of`, sade-sati `as_of`. Noon, so the date is the same civil day everywhere in the zone.
 */
import { resolveMoment } from '../../engine/astro/moment.ts';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import { withInputErrors } from '../birth-moment.ts';

export function dateAtBirthPlace(chart: Chart, date: string, field: string): number {
  const tz = chart.moment.timezone;
  const zone = tz.startsWith('UTC') && tz.length > 3 ? { utcOffset: tz.slice(3) } : { timezone: tz };
  return withInputErrors(
    (f) => ['body', f === 'date' ? field : f],
    () => resolveMoment({ date, time: '12:00', latitude: chart.latitude, longitude: chart.longitude, ...zone }).jdUt,
  );
}
