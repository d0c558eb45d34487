/**
 * Chart facts as the interface spells them: snake_case, names from names.md, degrees rounded only for display
 * fields (`dms`); the raw longitude travels beside them so a client can check any placement.
 */
import { COMBUSTION_ORBS } from '../../engine/tables/chart/combustion.ts';
import type { Chart, GrahaFacts, HouseFacts, LagnaFacts, PointFacts } from '../../engine/jyotish/chart/types.ts';
import { type Graha, RASHIS, type Sign } from '../../engine/vocabulary/names.ts';
import { VARGA_CODES, type VargaCode } from '../../engine/jyotish/varga/varga.ts';
import { vargaDignity } from '../../engine/jyotish/varga/varga-dignity.ts';
import { conventionsOf } from '../conventions.ts';
import { toProveRefs } from '../prove-refs.ts';
import type { Conventions } from '../../schemas/components.ts';
import { SHOWN_VARGA_CODES } from '../../schemas/chart.ts';

/** 23.5 -> "23°30'00\"" */
export function dms(degrees: number): string {
  const totalSeconds = Math.round(degrees * 3600);
  const d = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${d}°${String(m).padStart(2, '0')}'${String(s).padStart(2, '0')}"`;
}

/** Sanskrit name of a sign index; an index outside 0-11 is a bug upstream, never a default sign. */
function rashiOf(signIndex: number): (typeof RASHIS)[number] {
  const r = RASHIS[signIndex];
  if (r === undefined) throw new RangeError(`sign index ${signIndex} is not 0-11`);
  return r;
}

/**
 * Where the combustion orbs come from: one constant citation, built once rather than for every graha of every chart.
 */
const ORB_SOURCE = toProveRefs(COMBUSTION_ORBS.cites)[0]?.citation ?? null;

export function vargaSigns(p: PointFacts): Record<(typeof SHOWN_VARGA_CODES)[number], Sign> {
  const out = {} as Record<(typeof SHOWN_VARGA_CODES)[number], Sign>;
  for (const c of SHOWN_VARGA_CODES) out[c] = p.vargas[c].sign;
  return out;
}

function point(p: PointFacts) {
  return {
    longitude: p.longitude,
    sign: p.sign,
    sign_index: p.signIndex,
    rashi: rashiOf(p.signIndex),
    degree: p.degree,
    degree_dms: dms(p.degree),
    nakshatra: p.nakshatra,
    nakshatra_index: p.nakshatraIndex,
    pada: p.pada,
    nakshatra_lord: p.nakshatraLord,
    sign_margin_arcsec: p.signMarginArcsec,
    vargottama: p.vargottama,
  };
}

export function presentLagna(l: LagnaFacts) {
  return { ...point(l), lord: l.lord, vargas: vargaSigns(l) };
}

export function presentGraha(g: GrahaFacts) {
  return {
    ...point(g),
    speed: g.speed,
    house: g.house,
    retrograde: g.retrograde,
    combust: g.combustion.combust,
    combustion: {
      distance_from_sun: g.combustion.distanceFromSun,
      orb: g.combustion.orb,
      orb_source: g.combustion.orb === null ? null : ORB_SOURCE,
    },
    dignity: g.dignity,
    sign_lord: g.signLord,
    vargas: vargaSigns(g),
  };
}

export function presentHouse(h: HouseFacts) {
  return {
    house: h.house,
    sign: h.sign,
    rashi: rashiOf(h.signIndex),
    lord: h.lord,
    occupants: h.occupants,
    aspected_by: h.aspectedBy,
  };
}

export function presentPlanets(chart: Chart) {
  return Object.fromEntries(Object.values(chart.grahas).map((g) => [g.graha, presentGraha(g)])) as Record<
    Graha,
    ReturnType<typeof presentGraha>
  >;
}

/**
 * The D-chart of one varga: which sign the lagna and each graha fall in, and the houses counted from the varga lagna.
 */
export function presentVarga(chart: Chart, code: VargaCode) {
  const lagna = chart.lagna.vargas[code];
  const planets = Object.fromEntries(
    Object.values(chart.grahas).map((g) => {
      const v = g.vargas[code];
      return [
        g.graha,
        {
          sign: v.sign,
          sign_index: v.signIndex,
          house: ((v.signIndex - lagna.signIndex + 12) % 12) + 1,
          part: v.part,
          margin_arcsec: v.marginArcsec,
          vargottama: v.signIndex === g.signIndex,
          dignity: vargaDignity(chart, g.graha, code),
        },
      ];
    }),
  ) as Record<
    Graha,
    {
      sign: Sign;
      sign_index: number;
      house: number;
      part: number;
      margin_arcsec: number;
      vargottama: boolean;
      dignity: ReturnType<typeof vargaDignity>;
    }
  >;
  return {
    code,
    lagna: { sign: lagna.sign, sign_index: lagna.signIndex, part: lagna.part, margin_arcsec: lagna.marginArcsec },
    planets,
  };
}

export const ALL_VARGAS = VARGA_CODES;

export function chartConventions(
  chart: Chart,
  extra: { houseSystem?: string; dashaYearDays?: number } = {},
): Conventions {
  return conventionsOf({
    ayanamsa: chart.ayanamsa,
    ayanamsaDegrees: chart.ayanamsaDegrees,
    jdUt: chart.moment.jdUt,
    timezone: chart.moment.timezone,
    utcOffset: chart.moment.offsetIso,
    utcIso: chart.moment.utcIso,
    nodeType: chart.nodeType,
    sunriseRule: chart.sunriseRule,
    houseSystem: extra.houseSystem ?? 'whole_sign (D1 houses from the lagna sign)',
    ...(extra.dashaYearDays === undefined ? {} : { dashaYearDays: extra.dashaYearDays }),
  });
}
