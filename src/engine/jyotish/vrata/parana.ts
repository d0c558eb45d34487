/**
 * The parana (fast-breaking) window on the day after a fast: from that day's sunrise, or from the end of hari
 * vasara (the first quarter of dvadashi) when that is later, until dvadashi ends. When dvadashi has already ended
 * by the start, the window opens at sunrise and no end is given (the table rule says so).
 */
import { EKADASHI_RULES, HARI_VASARA_FRACTION } from '../../tables/vrata/ekadashi-rules.ts';
import type { EkadashiFacts } from './facts.ts';

export interface ParanaFacts {
  sunrise: number;
  start: number;
  end: number | null;
  startsAt: 'sunrise' | 'hari_vasara_end';
  hariVasaraEnd: number;
  note: string;
}

export function hariVasaraEnd(f: Pick<EkadashiFacts, 'tithis'>): number {
  const { dvadashiStart, dvadashiEnd } = f.tithis;
  return dvadashiStart + (dvadashiEnd - dvadashiStart) * HARI_VASARA_FRACTION;
}

/** `nextSunrise`: the sunrise after the fast day. */
export function paranaWindow(f: Pick<EkadashiFacts, 'tithis'>, nextSunrise: number): ParanaFacts {
  const hv = hariVasaraEnd(f);
  const startsAt = hv > nextSunrise ? 'hari_vasara_end' : 'sunrise';
  const start = Math.max(hv, nextSunrise);
  if (start < f.tithis.dvadashiEnd) {
    const why = startsAt === 'sunrise' ? 'opens at sunrise (hari vasara is over)' : 'opens when hari vasara ends';
    return {
      sunrise: nextSunrise,
      start,
      end: f.tithis.dvadashiEnd,
      startsAt,
      hariVasaraEnd: hv,
      note: `${EKADASHI_RULES.data.parana.title}: ${why}, closes when dvadashi ends`,
    };
  }
  return {
    sunrise: nextSunrise,
    start: nextSunrise,
    end: null,
    startsAt: 'sunrise',
    hariVasaraEnd: hv,
    note:
      `${EKADASHI_RULES.data.parana.title}: dvadashi ended before this sunrise, so the window opens at sunrise ` +
      'and no end is stated',
  };
}
