/** Every festival record, in one list the engine places and the routes name by id. */
import { AUTUMN } from './autumn.ts';
import { EKADASHIS } from './ekadashis.ts';
import { MONSOON } from './monsoon.ts';
import { RELATIVE, SOLAR, STAR_DAYS } from './solar.ts';
import { SPRING } from './spring.ts';
import type { FestivalRecord, Region } from './types.ts';
import { WINTER } from './winter.ts';

export { KAALA_SPANS, KAALA_WORDS } from './kaalas.ts';
export { MONTHLY } from './monthly.ts';
export * from './types.ts';

export const FESTIVALS: readonly FestivalRecord[] = [
  ...SOLAR,
  ...RELATIVE,
  ...STAR_DAYS,
  ...SPRING,
  ...MONSOON,
  ...AUTUMN,
  ...WINTER,
  ...EKADASHIS,
];

/** The month system a region's almanacs name months in when the request does not say. */
export const REGION_MONTH_SYSTEM: Record<Region, 'amanta' | 'purnimanta'> = {
  pan_indian: 'amanta',
  north: 'purnimanta',
  maharashtra: 'amanta',
  gujarat: 'amanta',
  bengal: 'amanta',
  odisha: 'purnimanta',
  bihar: 'purnimanta',
  tamil_nadu: 'amanta',
  kerala: 'amanta',
  karnataka: 'amanta',
  andhra_telangana: 'amanta',
  punjab: 'purnimanta',
};

/** The festivals a region's list shows: the pan-Indian ones and its own. */
export function festivalsOf(region: Region): FestivalRecord[] {
  return FESTIVALS.filter((f) => f.regions.includes('pan_indian') || f.regions.includes(region));
}
