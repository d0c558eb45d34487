/**
 * A solar eclipse seen from one place: the contacts and the local maximum by root finding on the topocentric
 * geometry inside the global eclipse window (no place sees it outside that), the part of it with the Sun above
 * the true horizon, and the magnitude from sol_eclipse_how at the greatest phase seen.
 */
import { findRoot, type Sample } from '../event-search.ts';
import { SE } from '../sweph/binding.ts';
import { solEclipseHow, type SolarGlobal } from '../sweph/eclipse.ts';
import { instant, instantOrNull } from './instant.ts';
import { contactSample, discGeometry, newGeometry } from './solar-geometry.ts';
import type { Place, SolarLocal } from './types.ts';
import { aboveHorizon, visibleSpan } from './visibility.ts';

/** Root tolerance, days (0.09 s). */
const TOLERANCE = 1e-6;
/** Margin around the global window, days (15 min), so the bracket ends are surely outside the local eclipse. */
const PAD = 15 / 1440;

const NONE: SolarLocal = {
  type: null,
  notSeen: 'outside_penumbra',
  firstContact: null,
  secondContact: null,
  thirdContact: null,
  lastContact: null,
  maximum: null,
  sunAltitudeAtMaximum: null,
  visible: null,
  greatestVisible: null,
  magnitude: null,
  obscuration: null,
};

export function solarLocal(global: SolarGlobal, place: Place): SolarLocal {
  const g = newGeometry();
  const lo = global.start - PAD;
  const hi = global.end + PAD;

  // Local maximum: where the centres stop closing (least separation).
  const closingAt = (t: number): number => discGeometry(t, place, g).closing;
  if (!(closingAt(lo) < 0 && closingAt(hi) > 0)) return NONE;
  const maxJd = findRoot({
    lo,
    hi,
    rising: true,
    tolerance: TOLERANCE,
    guess: global.maximum,
    evaluate: (t: number, out: Sample) => {
      discGeometry(t, place, g);
      out.value = g.closing;
      out.derivative = g.closingRate;
    },
  });
  discGeometry(maxJd, place, g);
  if (!(g.separation < g.sunRadius + g.moonRadius)) return NONE; // the penumbra misses the place
  const central = g.separation < Math.abs(g.moonRadius - g.sunRadius);
  const type = !central ? 'partial' : g.moonRadius > g.sunRadius ? 'total' : 'annular';

  const contact = (a: number, b: number, inner: boolean, rising: boolean): number =>
    findRoot({
      lo: a,
      hi: b,
      rising,
      tolerance: TOLERANCE,
      evaluate: (t: number, out: Sample) => contactSample(discGeometry(t, place, g), inner, out),
    });
  const first = contact(lo, maxJd, false, false);
  const last = contact(maxJd, hi, false, true);
  const second = central ? contact(first, maxJd, true, false) : null;
  const third = central ? contact(maxJd, last, true, true) : null;

  const visible = visibleSpan(first, last, SE.SE_SUN, place);
  // In the penumbra but at night from first to last contact: nothing is seen, so no contacts are given as if it were.
  if (visible === null) {
    return {
      ...NONE,
      notSeen: 'sun_below_horizon',
      sunAltitudeAtMaximum: aboveHorizon(maxJd, SE.SE_SUN, place).altitude,
    };
  }
  // The phase grows to the local maximum and shrinks after it, so the greatest phase seen is the visible instant
  // nearest the maximum (sunrise or sunset when the maximum itself is below the horizon), as swetest -local gives.
  const seen = Math.min(visible.end.jdUt, Math.max(visible.start.jdUt, maxJd));
  const how = solEclipseHow(seen, place.latitude, place.longitude, place.elevation ?? 0);
  const altitudeAtMax = maxJd === seen ? how.sunAltitude : aboveHorizon(maxJd, SE.SE_SUN, place).altitude;
  // sweph gives flag 0 and magnitude 0 where it counts the Sun as set; at a true-horizon instant say "unknown".
  const measured = how.flag !== 0 ? how : null;
  return {
    type,
    notSeen: null,
    firstContact: instant(first),
    secondContact: instantOrNull(second),
    thirdContact: instantOrNull(third),
    lastContact: instant(last),
    maximum: instant(maxJd),
    sunAltitudeAtMaximum: altitudeAtMax,
    visible,
    greatestVisible: instant(seen),
    magnitude: measured === null ? null : measured.magnitude,
    obscuration: measured === null ? null : measured.obscuration,
  };
}
