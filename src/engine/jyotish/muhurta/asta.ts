/**
 * Venus and Jupiter set and risen as the almanacs date it (tables/muhurta/asta.ts): the instants of setting (asta)
 * and rising (udaya) near a span of days, found by steps no longer than the margin allows (so none is stepped over)
 * and refined by bisection to within a minute.
 *
 * The kalamsha of a graha is the time between its rising and the Sun's when it is a morning star (west of the Sun in
 * longitude), or between their settings when it is an evening star, as an angle of the sky's turn: the difference of
 * their horizon crossings in sidereal time, from right ascension and declination at the place's latitude (the centre
 * of each disc on the horizon, no refraction: the texts' horizon).
 */
import { equatorialPosition, tropicalPosition } from '../../astro/positions.ts';
import { ALMANAC_ASTA, type AstaGraha } from '../../tables/muhurta/asta.ts';
import { signedDiff } from '../../vocabulary/angles.ts';

const RAD = Math.PI / 180;

export interface AstaEvent {
  graha: AstaGraha;
  event: 'asta' | 'udaya';
  jdUt: number;
}

/** Semi-diurnal arc (hour angle at rising), degrees; 0 or 180 where the body never rises or never sets. */
function semiArc(latitude: number, declination: number): number {
  const c = -Math.tan(latitude * RAD) * Math.tan(declination * RAD);
  return Math.acos(Math.max(-1, Math.min(1, c))) / RAD;
}

/** How far the graha is from its threshold (degrees): negative while it is set. */
export function visibilityMargin(jdUt: number, graha: AstaGraha, latitude: number): number {
  const rule = ALMANAC_ASTA.data[graha];
  const planet = tropicalPosition(jdUt, graha);
  const elongation = signedDiff(planet.longitude, tropicalPosition(jdUt, 'Sun').longitude);
  const threshold = planet.speed < 0 ? rule.retrograde : rule.direct;
  if (rule.measure === 'longitude') return Math.abs(elongation) - threshold;
  const sun = equatorialPosition(jdUt, 'Sun');
  const body = equatorialPosition(jdUt, graha);
  const sunArc = semiArc(latitude, sun.declination);
  const bodyArc = semiArc(latitude, body.declination);
  // A morning star: the Sun rises after it (its rising time minus the graha's); an evening star: it sets after the Sun.
  const kala =
    elongation < 0
      ? signedDiff(sun.rightAscension - sunArc, body.rightAscension - bodyArc)
      : signedDiff(body.rightAscension + bodyArc, sun.rightAscension + sunArc);
  return kala - threshold;
}

const BISECTIONS = 12;
/**
 * The fastest the margin changes, degrees a day (Venus near its inferior conjunction, about 1.6; kept above), so a
 * step of margin / MAX_RATE days cannot pass over a setting or rising.
 */
const MAX_RATE = 3;
const MIN_STEP = 0.5;
const MAX_STEP = 15;

/** Every setting and rising of Venus and Jupiter between two instants (JD UT), in time order. */
export function astaEvents(fromJdUt: number, toJdUt: number, latitude: number): AstaEvent[] {
  return astaSearch(fromJdUt, toJdUt, latitude).events;
}

/** astaEvents, and whether each graha is set at the first instant (read from the search's own first step). */
export function astaSearch(
  fromJdUt: number,
  toJdUt: number,
  latitude: number,
): { events: AstaEvent[]; setAtStart: Record<AstaGraha, boolean> } {
  const out: AstaEvent[] = [];
  const setAtStart = { Venus: false, Jupiter: false };
  for (const graha of ['Venus', 'Jupiter'] as const) {
    let t = fromJdUt;
    let margin = visibilityMargin(t, graha, latitude);
    setAtStart[graha] = margin < 0;
    while (t < toJdUt) {
      const next = Math.min(t + Math.min(MAX_STEP, Math.max(MIN_STEP, Math.abs(margin) / MAX_RATE)), toJdUt);
      const nextMargin = visibilityMargin(next, graha, latitude);
      if (nextMargin < 0 !== margin < 0) {
        const set = margin < 0;
        let [a, b] = [t, next];
        for (let i = 0; i < BISECTIONS; i++) {
          const m = (a + b) / 2;
          if (visibilityMargin(m, graha, latitude) < 0 === set) a = m;
          else b = m;
        }
        out.push({ graha, event: set ? 'udaya' : 'asta', jdUt: b });
      }
      t = next;
      margin = nextMargin;
    }
  }
  return { events: out.sort((x, y) => x.jdUt - y.jdUt), setAtStart };
}
