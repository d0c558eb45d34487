/**
 * The one import of the native Swiss Ephemeris binding in the project. Everything else reaches sweph through the
 * small checked wrappers in this folder, so a Moshier fallback or an error string can never slip through unseen.
 */
import sweph from 'sweph';

export const swe = sweph;
export const SE = sweph.constants;
