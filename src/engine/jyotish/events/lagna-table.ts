/**
 * The rising signs over a span by rising times (astro/rising-times.ts): the same spans as lagnaSpans, from one house
 * computation per day instead of a stepped search (about 40 times cheaper), for scans over many days (muhurta).
 * Agreement with lagnaSpans is tested to 1 s.
 */
import { DEFAULT_AYANAMSA, type Ayanamsa } from '../../astro/bodies.ts';
import { risingFrame, risingInstants } from '../../astro/rising-times.ts';
import { EngineError } from '../../errors.ts';
import { signAt } from '../../vocabulary/names.ts';
import { LAGNA_MAX_LATITUDE, lagnaRefusal, type LagnaSpan } from './lagna-ingress.ts';

const SIGN_STARTS = Array.from({ length: 12 }, (_, i) => i * 30);
/** One frame serves at most this long: obliquity and ayanamsa are held fixed within it. */
const FRAME_DAYS = 1;

export function lagnaTable(
  fromJdUt: number,
  toJdUt: number,
  latitude: number,
  longitude: number,
  ayanamsa: Ayanamsa = DEFAULT_AYANAMSA,
): LagnaSpan[] {
  if (lagnaRefusal(latitude) !== null) {
    throw new EngineError('VALUE_OUT_OF_RANGE', 'latitude', {
      range: `-${LAGNA_MAX_LATITUDE}..${LAGNA_MAX_LATITUDE} for ascendant sign changes`,
      got: latitude,
      note: 'beyond it parts of the zodiac never rise',
    });
  }
  const spans: LagnaSpan[] = [];
  let signIndex = -1;
  let start = fromJdUt;
  for (let t = fromJdUt; t < toJdUt; t += FRAME_DAYS) {
    const end = Math.min(toJdUt, t + FRAME_DAYS);
    const frame = risingFrame(t, latitude, longitude, ayanamsa);
    if (signIndex < 0) signIndex = Math.floor(frame.ascendant0 / 30) % 12;
    for (const e of risingInstants(frame, SIGN_STARTS, end)) {
      const entered = Math.round(e.longitude / 30) % 12;
      if (entered === signIndex) continue; // the frame's start sits exactly on a boundary
      spans.push({ signIndex, sign: signAt(signIndex), startJdUt: start, endJdUt: e.jdUt, complete: spans.length > 0 });
      start = e.jdUt;
      signIndex = entered;
    }
  }
  spans.push({ signIndex, sign: signAt(signIndex), startJdUt: start, endJdUt: toJdUt, complete: false });
  return spans;
}
