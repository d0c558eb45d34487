/**
 * GET /api/v2/ephemeris as JSON: the positions per step and the ingresses and stations in the range. The same rows
 * are the lines of the NDJSON answer (one EphemerisRow, or with table=events one EphemerisEvent, per line).
 */
import { Type } from '@sinclair/typebox';
import { GRAHAS } from '../engine/vocabulary/names.ts';
import { Closed, LocalIso, Nullable, StringEnum, computedFields, envelopeFields } from './components.ts';

const Point = {
  longitude: Type.Number({ description: 'Sidereal longitude, degrees [0, 360)' }),
  sign: Type.String(),
  nakshatra: Type.String(),
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
};

const GrahaRow = Closed({
  ...Point,
  speed: Type.Number({ description: 'Degrees per day; negative when retrograde' }),
  retrograde: Type.Boolean({ description: 'Speed below zero; always true for Rahu and Ketu, as in the chart' }),
});

export const EphemerisRow = Closed(
  {
    time: LocalIso('The instant, ISO 8601 with the offset in force (UTC without a place)'),
    jd_ut: Type.Number(),
    ayanamsa: Type.Number({ description: 'The ayanamsa at the instant, degrees' }),
    grahas: Closed(Object.fromEntries(GRAHAS.map((g) => [g, GrahaRow]))),
    lagna: Nullable(Closed(Point, { description: 'With lat and lon: the sidereal ascendant' })),
  },
  { $id: 'EphemerisRow', title: 'EphemerisRow' },
);

export const EphemerisEvent = Closed(
  {
    time: LocalIso('The instant, ISO 8601 with the offset in force (to the second)'),
    jd_ut: Type.Number(),
    kind: StringEnum(['sign_ingress', 'nakshatra_ingress', 'station_retrograde', 'station_direct']),
    graha: Type.String(),
    value: Type.String({ description: 'The sign or nakshatra entered; for a station, the sign it happens in' }),
  },
  { $id: 'EphemerisEvent', title: 'EphemerisEvent' },
);

export const EphemerisResult = Closed(
  {
    ...envelopeFields,
    start: Type.String(),
    end: Type.String(),
    step: Type.String(),
    rows: Type.Integer({ description: 'Rows in positions' }),
    positions: Type.Array(Type.Ref(EphemerisRow)),
    events: Type.Array(Type.Ref(EphemerisEvent), {
      description: 'Sign ingresses of every graha, nakshatra ingresses of the Moon, stations of the five planets',
    }),
    method: Type.String(),
    conventions: computedFields.conventions,
  },
  { $id: 'EphemerisResult', title: 'EphemerisResult' },
);

export const EPHEMERIS_COMPONENTS = [EphemerisRow, EphemerisEvent, EphemerisResult];
