/** Eclipses: the public surface of this folder. */
export { nextEclipses, previousEclipses, type EclipseQuery } from './eclipses.ts';
export { eclipseNear, type EclipseNear } from './near.ts';
export { SUTAK_RULE, type SutakRuleData, type SutakCount, type SutakException } from './sutak-rule.ts';
export type { Sutak, SutakReason } from './sutak.ts';
export type {
  Eclipse,
  EclipseKind,
  EclipseType,
  EclipsedBody,
  Instant,
  LunarContacts,
  LunarEclipse,
  LunarLocal,
  Place,
  SolarEclipse,
  SolarLocal,
  VisibleSpan,
} from './types.ts';
export { ECLIPSE_KINDS } from './types.ts';
export type { Saros } from '../sweph/eclipse.ts';
