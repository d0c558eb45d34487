/** What the rest of the service needs from the sweph folder: start-up, health, and the error type. */
export { initEphemeris, type EphemerisStatus } from './ephemeris.ts';
export { probeEphemeris, type EphemerisProbe } from './probe.ts';
export { ephemerisError, isEphemerisError, type EphemerisError } from './errors.ts';
