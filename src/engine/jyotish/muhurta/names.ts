/** Names the muhurta rules read, re-exported from their one source. */
export { GRAHAS, signAt, type Graha, type Nakshatra, type Sign } from '../../vocabulary/names.ts';
export { LUNAR_MONTH_NAMES as LUNAR_MONTHS_ORDER } from '../panchanga/lunar-months.ts';
