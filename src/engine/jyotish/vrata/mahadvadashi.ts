/**
 * The mahadvadashi cases the Vaishnava rule moves the fast for: Unmilani (ekadashi at two sunrises), Vyanjuli
 * (dvadashi at two sunrises) and Trisprisha (ekadashi at sunrise, dvadashi and the start of trayodashi before the
 * next sunrise). Each is found from the tithi at R1, R2 and R3 and the tithi ends.
 */
import type { MahadvadashiCase } from '../../tables/vrata/ekadashi-rules.ts';
import { sunriseLimb, type EkadashiFacts } from './facts.ts';

export interface MahadvadashiFound {
  case: MahadvadashiCase;
  /** Index (0-2) of the sunrise opening the day the case marks. */
  day: 0 | 1 | 2;
  fact: string;
}

const DAYS = [0, 1, 2] as const;

export function findMahadvadashi(f: EkadashiFacts, time: (jdUt: number) => string): MahadvadashiFound[] {
  const found: MahadvadashiFound[] = [];
  const limbs = DAYS.map((i) => sunriseLimb(f, i));
  for (const i of [0, 1] as const) {
    const next = f.sunrises[i + 1] ?? NaN;
    if (limbs[i] === 'ekadashi' && f.tithis.dvadashiEnd < next) {
      found.push({
        case: 'trisprisha',
        day: i,
        fact:
          `ekadashi at sunrise of ${f.dates[i]}; dvadashi from ${time(f.tithis.dvadashiStart)} to ` +
          `${time(f.tithis.dvadashiEnd)}, trayodashi then begins before the next sunrise ${time(next)}`,
      });
    }
  }
  if (limbs[0] === 'ekadashi' && limbs[1] === 'ekadashi') {
    found.push({
      case: 'unmilani',
      day: 1,
      fact:
        `ekadashi prevails at the sunrises of ${f.dates[0]} and ${f.dates[1]} (it ends ` +
        `${time(f.tithis.dvadashiStart)})`,
    });
  }
  for (const i of [0, 1] as const) {
    if (limbs[i] === 'dvadashi' && limbs[i + 1] === 'dvadashi') {
      found.push({
        case: 'vyanjuli',
        day: i,
        fact:
          `dvadashi prevails at the sunrises of ${f.dates[i]} and ${f.dates[i + 1]} (it ends ` +
          `${time(f.tithis.dvadashiEnd)})`,
      });
      break;
    }
  }
  return found;
}
