/** Engine names to Swiss Ephemeris numbers, typed by key so a missing body or ayanamsa fails to compile. */
import type { Ayanamsa, Body } from '../bodies.ts';
import { SE } from './binding.ts';

export const BODY_ID = {
  Sun: SE.SE_SUN,
  Moon: SE.SE_MOON,
  Mercury: SE.SE_MERCURY,
  Venus: SE.SE_VENUS,
  Mars: SE.SE_MARS,
  Jupiter: SE.SE_JUPITER,
  Saturn: SE.SE_SATURN,
  MeanNode: SE.SE_MEAN_NODE,
  TrueNode: SE.SE_TRUE_NODE,
} as const satisfies Record<Body, number>;

export const SIDEREAL_MODE = {
  lahiri: SE.SE_SIDM_LAHIRI,
  krishnamurti: SE.SE_SIDM_KRISHNAMURTI,
  raman: SE.SE_SIDM_RAMAN,
  true_chitra: SE.SE_SIDM_TRUE_CITRA,
} as const satisfies Record<Ayanamsa, number>;
