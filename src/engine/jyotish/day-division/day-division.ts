/** Every division of one Vedic day at once: what the panchanga reports beside its limbs. */
import { choghadiya, type ChoghadiyaResult } from './choghadiya.ts';
import type { DayInput, Span } from './frame.ts';
import { horas, type HoraResult } from './hora.ts';
import { kalams, type KalamResult } from './kalams.ts';
import { abhijit, durmuhurtas, type AbhijitResult, type DurmuhurtaResult } from './thirty-muhurtas.ts';
import { amritKalam, varjyam, type NakshatraSpan, type NakshatraWindowResult } from './nakshatra-windows.ts';

export interface DayDivisionOptions {
  /** Flags the hora running at this instant. */
  at?: number;
  /** The nakshatras touching the day, and the span to report their windows on (e.g. sunrise to next sunrise). */
  nakshatras?: { spans: readonly NakshatraSpan[]; within: Span };
}

export interface DayDivision {
  choghadiya: ChoghadiyaResult;
  hora: HoraResult;
  kalams: KalamResult;
  abhijit: AbhijitResult;
  durmuhurtas: DurmuhurtaResult;
  varjyam: NakshatraWindowResult | null;
  amritKalam: NakshatraWindowResult | null;
}

export function divideDay(input: DayInput, options: DayDivisionOptions = {}): DayDivision {
  const n = options.nakshatras;
  return {
    choghadiya: choghadiya(input),
    hora: horas(input, options.at),
    kalams: kalams(input),
    abhijit: abhijit(input),
    durmuhurtas: durmuhurtas(input),
    varjyam: n ? varjyam(n.spans, n.within) : null,
    amritKalam: n ? amritKalam(n.spans, n.within) : null,
  };
}
