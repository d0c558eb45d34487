/** The panchanga engine: limbs at an instant, their boundaries, and the daily panchanga at a place. */
export {
  limbsAt,
  limbsFromSunMoon,
  type LimbsAt,
  type TithiValue,
  type NakshatraValue,
  type YogaValue,
  type KaranaValue,
  type BodyAt,
} from './limbs.ts';
export { limbEnd, limbStart, limbSpan, type LimbSpan, type LimbOptions } from './boundary.ts';
export { LIMB_IDS, LIMB_CITES, type LimbId } from './limb-angle.ts';
export { varaAt, vedicWeekday, civilWeekday, VARA_CITES, type VaraValue, type VaraAt } from './vara.ts';
export { lunarMonthAt, type LunarMonth, type LunarMonthValue } from './lunar-month.ts';
export { LUNAR_MONTH_BY_SUN_SIGN, LUNAR_MONTH_NAMES, type LunarMonthName } from './lunar-months.ts';
export { samvatFor, SAMVAT_CITES, SAMVAT_NEW_YEAR, type Samvat } from './samvat.ts';
export { DAY_RULE_TEXT, type DayRule } from './day-window.ts';
export { panchangaForDay, LUNAR_MONTH_RULE } from './day.ts';
export type { LocalInstant } from './local-clock.ts';
export type * from './types.ts';
