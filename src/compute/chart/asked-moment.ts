/**
 * The moment a question is asked (prashna): the request's date and time at the place, or the service's clock when
 * the request arrived (passed in by the route, never read by the engine), as the wall time at the place to the
 * second with the offset in force (the zone from the coordinates, or the request's timezone or utc_offset).
 */
import type { MomentInput } from '../../engine/astro/moment.ts';
import { formatOffset, parseOffset } from '../../engine/astro/offset.ts';
import { isValidZone, zoneAt, zoneOffsetSeconds } from '../../engine/astro/zone.ts';
import { InputError } from '../input-error.ts';

export interface AskedFields {
  date?: string;
  time?: string;
  latitude: number;
  longitude: number;
  timezone?: string;
  utc_offset?: string;
}

export function askedMoment(body: AskedFields, nowMs: number): { input: MomentInput; source: 'request' | 'clock' } {
  const zone = { timezone: body.timezone, utcOffset: body.utc_offset };
  if (body.date !== undefined || body.time !== undefined) {
    if (body.date === undefined || body.time === undefined) {
      throw InputError.at(
        ['body', body.date === undefined ? 'date' : 'time'],
        'Give date and time together, or neither for the moment of the request',
        'missing',
      );
    }
    return {
      input: { date: body.date, time: body.time, latitude: body.latitude, longitude: body.longitude, ...zone },
      source: 'request',
    };
  }
  const ms = Math.floor(nowMs / 1000) * 1000;
  let offset: number;
  if (body.utc_offset !== undefined) offset = parseOffsetAt(body.utc_offset);
  else {
    if (body.timezone !== undefined && !isValidZone(body.timezone))
      throw InputError.at(
        ['body', 'timezone'],
        `Unknown time zone "${body.timezone}": give an IANA zone`,
        'value_error.timezone',
      );
    offset = zoneOffsetSeconds(body.timezone ?? zoneAt(body.latitude, body.longitude), ms);
  }
  const wall = new Date(ms + offset * 1000).toISOString();
  return {
    // The offset in force now, fixed: an IANA zone could read a wall time in a repeated DST hour an hour off.
    input: {
      date: wall.slice(0, 10),
      time: wall.slice(11, 19),
      latitude: body.latitude,
      longitude: body.longitude,
      utcOffset: body.utc_offset ?? formatOffset(offset),
    },
    source: 'clock',
  };
}

function parseOffsetAt(text: string): number {
  try {
    return parseOffset(text);
  } catch {
    throw InputError.at(['body', 'utc_offset'], `Not a UTC offset: "${text}" (e.g. +05:30)`, 'value_error.utc_offset');
  }
}
