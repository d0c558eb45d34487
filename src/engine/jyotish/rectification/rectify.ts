/**
 * Birth-time rectification by agreement with life events. The window around the given time is swept minute by
 * minute; each stretch with one lagna sign is a candidate. A candidate scores, for each event, how far the
 * Vimshottari mahadasha and antardasha lords running then (from that candidate's Moon) rule, occupy or signify the
 * event's houses counted from that lagna, and whether Jupiter and Saturn then transit or aspect those houses. The
 * weights are the service's own (tables/rectification); the result is a ranking to discuss, not a verdict.
 */
import { required } from '../../errors.ts';
import { norm360 } from '../../vocabulary/angles.ts';
import type { Ayanamsa } from '../../astro/bodies.ts';
import { ascendant } from '../../astro/houses.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { EVENT_HOUSES, RECTIFICATION_WEIGHTS as W, type EventKind } from '../../tables/rectification/event-houses.ts';
import { aspectedHouses } from '../chart/aspects.ts';
import { currentDasha, vimshottari } from '../dasha/vimshottari.ts';
import { type Graha, GRAHAS, type Sign, SIGN_LORDS, signAt } from '../../vocabulary/names.ts';

export interface LifeEvent {
  kind: EventKind;
  jdUt: number;
}

export interface RectificationInput {
  /** JD UT of the stated birth time. */
  jdUt: number;
  latitude: number;
  longitude: number;
  windowMinutes: number;
  events: LifeEvent[];
  ayanamsa: Ayanamsa;
}

export interface EventEvidence {
  kind: EventKind;
  jdUt: number;
  mahadasha: Graha | null;
  antardasha: Graha | null;
  houses: number[];
  points: number;
  maxPoints: number;
  reasons: string[];
}

export interface Candidate {
  lagna: Sign;
  /** Minutes from the stated time: the stretch with this lagna inside the window. */
  fromMinutes: number;
  toMinutes: number;
  /** Where the candidate was evaluated (the middle of its stretch). */
  atMinutes: number;
  score: number;
  /** score / the most points the events allow, 0-1. */
  agreement: number;
  events: EventEvidence[];
}

const houseOf = (lagnaIndex: number, signIndex: number) => ((signIndex - lagnaIndex + 12) % 12) + 1;

function evaluate(
  input: RectificationInput,
  minutes: number,
  lagnaIndex: number,
): Omit<Candidate, 'fromMinutes' | 'toMinutes'> {
  const jd = input.jdUt + minutes / 1440;
  const opts = { ayanamsa: input.ayanamsa };
  const moon = siderealPosition(jd, 'Moon', opts).longitude;
  const natalSigns = new Map<Graha, number>();
  for (const g of GRAHAS) {
    if (g === 'Rahu' || g === 'Ketu') continue;
    natalSigns.set(g, Math.floor(siderealPosition(jd, g, opts).longitude / 30));
  }
  const rahu = siderealPosition(jd, 'MeanNode', opts).longitude;
  natalSigns.set('Rahu', Math.floor(rahu / 30));
  natalSigns.set('Ketu', Math.floor(norm360(rahu + 180) / 30));
  const v = vimshottari(moon, jd);
  const lordOfHouse = (h: number) => SIGN_LORDS[signAt((lagnaIndex + h - 1) % 12)];

  const events = input.events.map((e): EventEvidence => {
    const sig = EVENT_HOUSES.data[e.kind];
    const [maha, antar] = currentDasha(v, e.jdUt, 2);
    const reasons: string[] = [];
    let points = 0;
    for (const p of [maha, antar]) {
      if (p === undefined) continue;
      const houses: readonly number[] = sig.houses;
      const ruled = houses.filter((h) => lordOfHouse(h) === p.lord);
      if (ruled.length > 0) {
        points += W.dashaLordRulesHouse;
        reasons.push(`${p.level} lord ${p.lord} rules house ${ruled.join(', ')}`);
      }
      const house = houseOf(lagnaIndex, required(natalSigns.get(p.lord), 'natal sign of', p.lord));
      if (houses.includes(house)) {
        points += W.dashaLordOccupiesHouse;
        reasons.push(`${p.level} lord ${p.lord} occupies house ${house}`);
      }
      if ((sig.karakas as readonly Graha[]).includes(p.lord)) {
        points += W.dashaLordIsKaraka;
        reasons.push(`${p.level} lord ${p.lord} is a karaka of ${e.kind.replace('_', ' ')}`);
      }
    }
    for (const g of ['Jupiter', 'Saturn'] as const) {
      const house = houseOf(lagnaIndex, Math.floor(siderealPosition(e.jdUt, g, opts).longitude / 30));
      const touched = [house, ...aspectedHouses(g, house)].filter((h) => (sig.houses as readonly number[]).includes(h));
      if (touched.length > 0) {
        points += W.transitOverHouse;
        reasons.push(`transit ${g} in house ${house} reaches house ${touched.join(', ')}`);
      }
    }
    const maxPoints =
      2 * (W.dashaLordRulesHouse + W.dashaLordOccupiesHouse + W.dashaLordIsKaraka) + 2 * W.transitOverHouse;
    return {
      kind: e.kind,
      jdUt: e.jdUt,
      mahadasha: maha?.lord ?? null,
      antardasha: antar?.lord ?? null,
      houses: [...sig.houses],
      points,
      maxPoints,
      reasons,
    };
  });
  const score = events.reduce((s, e) => s + e.points, 0);
  const max = events.reduce((s, e) => s + e.maxPoints, 0);
  return { lagna: signAt(lagnaIndex), atMinutes: minutes, score, agreement: max === 0 ? 0 : score / max, events };
}

export function rectify(input: RectificationInput): Candidate[] {
  // One ascendant a minute: the lagna moves about a degree every four minutes, so no sign is missed.
  const stretches: { lagnaIndex: number; from: number; to: number }[] = [];
  for (let m = -input.windowMinutes; m <= input.windowMinutes; m++) {
    const lagnaIndex = Math.floor(
      ascendant(input.jdUt + m / 1440, input.latitude, input.longitude, input.ayanamsa) / 30,
    );
    const last = stretches.at(-1);
    if (last !== undefined && last.lagnaIndex === lagnaIndex) last.to = m;
    else stretches.push({ lagnaIndex, from: m, to: m });
  }
  return stretches
    .map((s) => ({ fromMinutes: s.from, toMinutes: s.to, ...evaluate(input, (s.from + s.to) / 2, s.lagnaIndex) }))
    .sort((a, b) => b.score - a.score || Math.abs(a.atMinutes) - Math.abs(b.atMinutes));
}

export const RECTIFICATION_METHOD =
  'Window swept a minute at a time; each stretch with one lagna sign is a candidate, evaluated at its middle. Per ' +
  'event: the ' +
  "Vimshottari mahadasha and antardasha lords then running (from that candidate's Moon) score 2 for ruling, 1 for " +
  'occupying ' +
  "one of the event's houses from the candidate lagna, 1 for being its karaka; Jupiter and Saturn score 1 each " +
  'when their ' +
  "transit sign or graha drishti reaches one of those houses. Houses per event kind and weights are the service's " +
  'own ' +
  '(tables/rectification); a ranking to discuss, not a verdict.';
