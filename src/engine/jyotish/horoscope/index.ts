export { horoscope, HOROSCOPE_METHOD, type HoroscopeInput, type HoroscopeResult } from './horoscope.ts';
export { parsePeriod, parseSignName } from './sign-name.ts';
export type { HoroscopePeriod } from '../../tables/horoscope/weights.ts';
export type { LifeArea } from '../../tables/horoscope/life-areas.ts';
