/** The `conventions` block of computed responses: enough to reproduce every number. */
import type { Ayanamsa } from '../engine/astro/bodies.ts';
import { ayanamsaValue } from '../engine/astro/positions.ts';
import type { SunriseRule } from '../engine/astro/riseset.ts';
import type { Practice } from '../engine/tables/muhurta/practices.ts';
import type { Conventions } from '../schemas/components.ts';

export interface ConventionInput {
  /** Absent for results that use no sidereal position (choghadiya, hora). */
  ayanamsa?: Ayanamsa;
  /** The ayanamsa's value at jdUt when the caller already has it (a Chart does), so it is not computed twice. */
  ayanamsaDegrees?: number;
  /** The instant the ayanamsa value is stated for (the moment computed). */
  jdUt: number;
  timezone: string;
  utcOffset: string;
  utcIso: string;
  nodeType?: 'mean' | 'true';
  sunriseRule?: SunriseRule;
  houseSystem?: string;
  dashaYearDays?: number;
  /** The muhurta practice profile, for the routes that apply one. */
  practice?: Practice | undefined;
}

const SUNRISE_RULES: Record<SunriseRule, string> = {
  upper_limb: 'upper_limb: visible upper limb, standard refraction (1013.25 hPa, 15 C)',
  hindu: 'hindu: centre of the disc, no refraction (SE_BIT_HINDU_RISING)',
};

const WHOLE_SECONDS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** Every instant the service states is in whole seconds (event times are found to 1 s; milliseconds claim more). */
function wholeSeconds(iso: string): string {
  if (WHOLE_SECONDS_UTC.test(iso)) return iso; // already so (a resolved moment is): no date arithmetic
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  return new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export function conventionsOf(c: ConventionInput): Conventions {
  return {
    ...(c.ayanamsa === undefined
      ? {}
      : { ayanamsa: { name: c.ayanamsa, degrees: c.ayanamsaDegrees ?? ayanamsaValue(c.jdUt, c.ayanamsa) } }),
    ...(c.nodeType === undefined ? {} : { node_type: c.nodeType }),
    ...(c.ayanamsa === undefined
      ? {}
      : { position_type: 'apparent geocentric sidereal (Swiss Ephemeris, SEFLG_SWIEPH|SEFLG_SIDEREAL|SEFLG_SPEED)' }),
    ...(c.sunriseRule === undefined ? {} : { sunrise_rule: SUNRISE_RULES[c.sunriseRule] }),
    ...(c.houseSystem === undefined ? {} : { house_system: c.houseSystem }),
    ...(c.dashaYearDays === undefined ? {} : { dasha_year_days: c.dashaYearDays }),
    timezone: c.timezone,
    utc_offset: c.utcOffset,
    utc: wholeSeconds(c.utcIso),
    ephemeris: 'Swiss Ephemeris 2.10.03, files sepl_18/semo_18 (1800-2399)',
    ...(c.practice === undefined ? {} : { practice: c.practice }),
  };
}
