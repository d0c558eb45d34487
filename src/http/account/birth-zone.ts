/**
 * Saved birth details keep the zone their time was read in: the zone or offset given, else the zone found
 * from the coordinates when saved, so a saved chart names the same moment when it is sent to a chart route later.
 * Checked as the chart routes check it: an unknown zone or a bad offset is a 422 at its field.
 */
import { resolveWallTime, zoneAt } from '../../engine/astro/moment.ts';
import type { BirthDetails } from '../../storage/vault-ports.ts';
import { withInputErrors } from '../../compute/input-error.ts';

type Loc = (field: string) => (string | number)[];

/** The birth as it is stored: with its zone (or its fixed offset, which wins on the chart routes). */
export function keepZone(birth: BirthDetails, loc: Loc): BirthDetails {
  withInputErrors(loc, () =>
    resolveWallTime({
      date: birth.date,
      time: birth.time,
      latitude: birth.latitude,
      longitude: birth.longitude,
      timezone: birth.timezone,
      utcOffset: birth.utc_offset,
    }),
  );
  if (birth.utc_offset !== undefined) return birth;
  return { ...birth, timezone: birth.timezone ?? zoneAt(birth.latitude, birth.longitude) };
}

/** Rows saved before zones were kept: the zone found from their coordinates, as every chart route found it then. */
export function withZone(birth: BirthDetails): BirthDetails {
  if (birth.timezone !== undefined || birth.utc_offset !== undefined) return birth;
  return { ...birth, timezone: zoneAt(birth.latitude, birth.longitude) };
}
