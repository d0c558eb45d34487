/**
 * Varjyam and amrit kalam: windows of 4 ghatis inside a nakshatra, starting after a tabulated ghati, both scaled
 * from 60 ghatis to the nakshatra's actual span (the Moon's speed varies). They depend on the Moon only, not on
 * sunrise, so polar days change nothing here. The caller passes the nakshatras' spans (from the event finder) and
 * the span it reports on; windows overlapping it are returned whole, not clipped.
 */
import { AMRIT_KALAM_START_GHATI } from '../../tables/day-division/amrit-kalam.ts';
import { VARJYAM_SECOND_START_GHATI, VARJYAM_START_GHATI } from '../../tables/day-division/varjyam.ts';
import type { Citation } from '../../tables/sources.ts';
import { NAKSHATRAS, type Nakshatra } from '../../vocabulary/names.ts';
import type { Span } from './frame.ts';

export interface NakshatraSpan extends Span {
  /** 0 = Ashwini ... 26 = Revati. */
  index: number;
}

export interface NakshatraWindow extends Span {
  nakshatra: Nakshatra;
  /** The tabulated ghati (of 60) after which the window starts. */
  afterGhati: number;
}

export interface NakshatraWindowResult {
  windows: NakshatraWindow[];
  refs: readonly Citation[];
}

/** Both windows last 4 of the nakshatra's 60 ghatis. */
const LENGTH_GHATIS = 4;

/** Mula has a second varjyam (VARJYAM_SECOND_START_GHATI); windows come in time order. */
export function varjyam(spans: readonly NakshatraSpan[], within: Span): NakshatraWindowResult {
  const all = [
    ...windows(VARJYAM_START_GHATI.data, spans, within),
    ...windows(VARJYAM_SECOND_START_GHATI.data, spans, within),
  ].sort((a, b) => a.start - b.start);
  return { windows: all, refs: [...VARJYAM_START_GHATI.cites, ...VARJYAM_SECOND_START_GHATI.cites] };
}

export function amritKalam(spans: readonly NakshatraSpan[], within: Span): NakshatraWindowResult {
  return { windows: windows(AMRIT_KALAM_START_GHATI.data, spans, within), refs: AMRIT_KALAM_START_GHATI.cites };
}

function windows(
  table: Readonly<Partial<Record<Nakshatra, number>>>,
  spans: readonly NakshatraSpan[],
  within: Span,
): NakshatraWindow[] {
  const out: NakshatraWindow[] = [];
  for (const s of spans) {
    const nakshatra = NAKSHATRAS[s.index];
    if (nakshatra === undefined || !Number.isInteger(s.index)) {
      throw new RangeError(`nakshatra index must be an integer 0-26, got ${s.index}`);
    }
    if (!(Number.isFinite(s.start) && Number.isFinite(s.end) && s.start < s.end)) {
      throw new RangeError(`nakshatra ${nakshatra}: start (${s.start}) must come before end (${s.end})`);
    }
    const afterGhati = table[nakshatra];
    if (afterGhati === undefined) continue;
    const ghati = (s.end - s.start) / 60;
    const w = {
      start: Math.round(s.start + afterGhati * ghati),
      end: Math.round(s.start + (afterGhati + LENGTH_GHATIS) * ghati),
    };
    if (w.start < within.end && w.end > within.start) out.push({ ...w, nakshatra, afterGhati });
  }
  return out;
}
