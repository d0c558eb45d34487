/**
 * Rashifal by Moon transit (chandra gochara), for all twelve janma signs over a span of days: the Moon's sidereal
 * sign is sampled once a day at the given instant (the caller picks the local noon), its house counted from each
 * sign, and favourable and challenging days tallied by the table in tables/chandra-gochar.ts.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { CHANDRA_GOCHAR, type HouseQuality } from '../../tables/chandra-gochar.ts';
import type { Citation } from '../../tables/sources.ts';
import { RASHIS, type Sign, signAt, signOf, SIGNS } from '../../vocabulary/names.ts';
import { at } from '../../errors.ts';

export interface SignForecast {
  sign: Sign;
  rashi: (typeof RASHIS)[number];
  favourableDays: number;
  challengingDays: number;
  /** Share of favourable days, 0-1. */
  score: number;
  outlook: 'favourable' | 'mixed' | 'challenging';
  /** The Moon's house from this sign on each sampled day (1-12). */
  moonHouses: number[];
}

export interface Rashifal {
  days: number;
  moonSigns: Sign[];
  signs: SignForecast[];
  refs: readonly Citation[];
}

/** `samples` are the JD UT instants to sample (one per day). */
export function rashifal(samples: readonly number[], ayanamsa: Ayanamsa = 'lahiri'): Rashifal {
  const moonSignIndex = samples.map((jd) => signOf(siderealPosition(jd, 'Moon', { ayanamsa }).longitude).index);
  const signs = SIGNS.map((sign, janma) => {
    const rashi = RASHIS[janma];
    if (rashi === undefined) throw new RangeError(`sign index ${janma} is not 0-11`);
    const moonHouses = moonSignIndex.map((m) => ((m - janma + 12) % 12) + 1);
    const qualities: HouseQuality[] = moonHouses.map((h) => CHANDRA_GOCHAR.data[h as keyof typeof CHANDRA_GOCHAR.data]);
    const favourableDays = qualities.filter((q) => q === 'favourable').length;
    const challengingDays = qualities.length - favourableDays;
    const score = qualities.length === 0 ? 0 : favourableDays / qualities.length;
    const outlook: SignForecast['outlook'] = score >= 0.6 ? 'favourable' : score <= 0.4 ? 'challenging' : 'mixed';
    return { sign, rashi: at(RASHIS, janma, 'rashi'), favourableDays, challengingDays, score, outlook, moonHouses };
  });
  return { days: samples.length, moonSigns: moonSignIndex.map((i) => signAt(i)), signs, refs: CHANDRA_GOCHAR.cites };
}
