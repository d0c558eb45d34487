/**
 * Levels 10-12 (the Vimshottari periods running at as_of, Jupiter and Saturn over the area houses, the Tajika year)
 * and the timing windows: antardashas of a significator within the horizon, cut to the stretches in which Jupiter
 * (and Saturn) influence an area house.
 */
import { currentDasha, subPeriods, type DashaPeriod, type Vimshottari } from '../../jyotish/dasha/vimshottari.ts';
import type { VarshaphalResult } from '../../jyotish/tajika/varshaphal.ts';
import type { AreaParams } from '../../tables/activation/areas.ts';
import type { Graha } from '../../vocabulary/names.ts';
import { ordinal } from './chart-reading.ts';
import { levelResult } from './level-result.ts';
import { influencedHouses, influencesArea, signSpans } from './transit-spans.ts';
import type { LevelResult, SignSpan, SlowTransit, TimingWindow } from './types.ts';

type Significators = ReadonlyMap<Graha, readonly string[]>;

const why = (sig: Significators, g: Graha): string => `${g}: ${(sig.get(g) ?? []).join(', ')}`;

/** Antardashas overlapping [from, to]. */
export function antardashasIn(v: Vimshottari, from: number, to: number): { maha: DashaPeriod; antar: DashaPeriod }[] {
  return v.mahadashas
    .filter((m) => m.endJdUt > from && m.startJdUt < to)
    .flatMap((maha) =>
      subPeriods(maha, v.yearDays)
        .filter((a) => a.endJdUt > from && a.startJdUt < to)
        .map((antar) => ({ maha, antar })),
    );
}

/** Level 10: the mahadasha and antardasha lords at as_of as significators of the area. */
export function dashaLevel(v: Vimshottari, sig: Significators, asOf: number, horizonEnd: number): LevelResult {
  const [maha, antar] = currentDasha(v, asOf, 2);
  if (maha === undefined || antar === undefined) {
    return levelResult('dasha', 'not_evaluated', 0, {}, 'as_of lies outside the 120 years of Vimshottari from birth.');
  }
  const hits = [maha.lord, antar.lord].filter((g) => sig.has(g));
  const ahead = antardashasIn(v, asOf, horizonEnd).filter((p) => sig.has(p.antar.lord));
  const score = hits.length === 2 ? 2 : hits.length;
  const status = score > 0 ? 'active' : ahead.length > 0 ? 'latent' : 'blocked';
  const facts = {
    mahadasha: maha.lord,
    antardasha: antar.lord,
    significators: [...sig.keys()],
    significator_antardashas_in_horizon: ahead.length,
  };
  const finding =
    hits.length > 0
      ? `${maha.lord} mahadasha, ${antar.lord} antardasha at as_of: ${hits.map((g) => why(sig, g)).join('; ')}.`
      : `${maha.lord} mahadasha, ${antar.lord} antardasha at as_of: neither signifies the area; ${ahead.length} ` +
        `antardasha(s) of a significator fall within the horizon.`;
  return levelResult('dasha', status, score, facts, finding);
}

/** Level 11: Jupiter and Saturn at as_of over the area houses. */
export function transitLevel(
  transits: { Jupiter: SlowTransit; Saturn: SlowTransit },
  lagnaSignIndex: number,
  params: AreaParams,
): LevelResult {
  const jHouses = influencedHouses('Jupiter', transits.Jupiter.signAtStart, lagnaSignIndex);
  const sHouses = influencedHouses('Saturn', transits.Saturn.signAtStart, lagnaSignIndex);
  const j = influencesArea(jHouses, params.houses);
  const s = influencesArea(sHouses, params.houses);
  const score = j && s ? 2 : j ? 1 : 0;
  const facts = {
    jupiter_houses: jHouses,
    saturn_houses: sHouses,
    double_transit: j && s,
    area_houses: params.houses.slice(),
  };
  const area = params.houses.map(ordinal).join(' and ');
  const finding =
    j && s
      ? `Double transit at as_of: Jupiter and Saturn both occupy or aspect the ${area}.`
      : j
        ? `Jupiter occupies or aspects the ${area} at as_of; Saturn does not.`
        : s
          ? `Saturn occupies or aspects the ${area} at as_of; Jupiter does not.`
          : `Neither Jupiter nor Saturn occupies or aspects the ${area} at as_of.`;
  return levelResult('transit', score > 0 ? 'active' : 'latent', score, facts, finding);
}

/** Level 12: muntha in an area house from the varsha lagna; the varshesha a significator. */
export function annualLevel(
  y: Pick<VarshaphalResult, 'year' | 'muntha' | 'officeBearers' | 'refs'>,
  sig: Significators,
  params: AreaParams,
): LevelResult {
  const munthaHere = params.houses.includes(y.muntha.house);
  const lord = y.officeBearers.varshesha.graha;
  const lordHere = sig.has(lord);
  const score = (munthaHere ? 1 : 0) + (lordHere ? 1 : 0);
  const facts = {
    tajika_year: y.year,
    muntha_sign: y.muntha.sign,
    muntha_house: y.muntha.house,
    varshesha: lord,
    varshesha_signifies: lordHere,
  };
  const finding =
    `Tajika year from the ${y.year} return: muntha in ${y.muntha.sign}, the ${ordinal(y.muntha.house)} from the ` +
    `varsha lagna${munthaHere ? ' (an area house)' : ''}; year lord ` +
    `${lord}${lordHere ? ` (${(sig.get(lord) ?? []).join(', ')})` : ', not a significator of the area'}.`;
  return levelResult('annual', score > 0 ? 'active' : 'latent', score, facts, finding, y.refs);
}

/**
 * Timing windows: each antardasha of a significator in [asOf, horizonEnd] cut to the stretches in which Jupiter
 * influences an area house; marked double transit where Saturn does too.
 */
export function timingWindows(
  v: Vimshottari,
  sig: Significators,
  transits: { Jupiter: SlowTransit; Saturn: SlowTransit },
  lagnaSignIndex: number,
  params: AreaParams,
  asOf: number,
  horizonEnd: number,
): TimingWindow[] {
  const withHouses = (s: SignSpan) => ({ ...s, houses: influencedHouses(s.graha, s.signIndex, lagnaSignIndex) });
  const jup = signSpans('Jupiter', transits.Jupiter, asOf, horizonEnd)
    .map(withHouses)
    .filter((s) => influencesArea(s.houses, params.houses));
  const sat = signSpans('Saturn', transits.Saturn, asOf, horizonEnd).map(withHouses);
  const out: TimingWindow[] = [];
  for (const { maha, antar } of antardashasIn(v, asOf, horizonEnd)) {
    if (!sig.has(antar.lord)) continue;
    const because = [...new Set([antar.lord, maha.lord])].filter((g) => sig.has(g)).map((g) => why(sig, g));
    for (const j of jup) {
      const a = Math.max(antar.startJdUt, j.startJdUt, asOf);
      const b = Math.min(antar.endJdUt, j.endJdUt, horizonEnd);
      if (!(b > a)) continue;
      // Cut further by Saturn's stays: double transit where Saturn also influences the area.
      for (const s of sat) {
        const c = Math.max(a, s.startJdUt);
        const d = Math.min(b, s.endJdUt);
        if (!(d > c)) continue;
        const double = influencesArea(s.houses, params.houses);
        out.push({
          kind: double ? 'dasha_and_double_transit' : 'dasha_and_jupiter',
          startJdUt: c,
          endJdUt: d,
          mahadasha: { lord: maha.lord, startJdUt: maha.startJdUt, endJdUt: maha.endJdUt },
          antardasha: { lord: antar.lord, startJdUt: antar.startJdUt, endJdUt: antar.endJdUt },
          jupiter: j,
          saturn: s,
          because,
        });
      }
    }
  }
  return out;
}
