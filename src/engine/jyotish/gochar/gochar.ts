/**
 * Gochara: each graha's sidereal sign at a transit instant, its house counted from the janma rashi (the natal
 * Moon's sign), and its quality by the table in tables/gochar/gochar.ts: favourable in one of its good houses unless
 * another graha stands in the matching vedha house (obstructed, the obstructor named), else unfavourable. The
 * effect sentence states the rule that decided, in the service's own words. Vedha is applied to good houses only
 * (vipareeta vedha, which relieves a bad transit, is not applied).
 */
import { GOCHAR_VEDHA, VEDHA_EXEMPT } from '../../tables/gochar/gochar.ts';
import type { Citation } from '../../tables/sources.ts';
import { grahaLongitudesAt } from '../chart/longitudes.ts';
import type { Chart } from '../chart/types.ts';
import { type Graha, GRAHAS, type Sign, signAt, signOf } from '../../vocabulary/names.ts';

export type GocharQuality = 'favourable' | 'unfavourable' | 'obstructed';

export interface GocharPlanet {
  graha: Graha;
  currentSign: Sign;
  longitude: number;
  houseFromJanma: number;
  favourableHouses: number[];
  quality: GocharQuality;
  /** The vedha house for this house (null when the house is not a good one). */
  vedhaHouse: number | null;
  /** Grahas in the vedha house that obstruct (exempt pairs left out). */
  obstructedBy: Graha[];
  effect: string;
}

export interface GocharResult {
  method: string;
  janmaRashi: Sign;
  janmaRashiIndex: number;
  transitJdUt: number;
  planets: Record<Graha, GocharPlanet>;
  refs: readonly Citation[];
}

export const GOCHAR_METHOD =
  'Gochara from the janma rashi (natal Moon sign), whole signs, sidereal positions at the transit instant; good ' +
  'houses ' +
  'and vedha houses per Phaladeepika ch. 26, nodes as Saturn; Sun-Saturn and Moon-Mercury exempt from mutual vedha; ' +
  'every other graha, the nodes included, can obstruct; vipareeta vedha not applied';

const ORDINAL = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

function exempt(a: Graha, b: Graha): boolean {
  return VEDHA_EXEMPT.data.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

export function transitLongitudes(natal: Chart, transitJdUt: number): Record<Graha, number> {
  return grahaLongitudesAt(transitJdUt, { ayanamsa: natal.ayanamsa, nodeType: natal.nodeType });
}

/** Gochara from given transit longitudes (pure; `gochar` fetches them). */
export function gocharFrom(janmaRashiIndex: number, longitudes: Record<Graha, number>): Record<Graha, GocharPlanet> {
  const janma = signAt(janmaRashiIndex);
  const house = Object.fromEntries(
    GRAHAS.map((g) => [g, ((signOf(longitudes[g]).index - janmaRashiIndex + 12) % 12) + 1]),
  ) as Record<Graha, number>;
  return Object.fromEntries(
    GRAHAS.map((g): [Graha, GocharPlanet] => {
      const h = house[g];
      const pairs = GOCHAR_VEDHA.data[g];
      const favourableHouses = pairs.map((p) => p.good);
      const pair = pairs.find((p) => p.good === h);
      const currentSign = signOf(longitudes[g]).name;
      const where = `${g} transits ${currentSign}, the ${ORDINAL(h)} house from the janma rashi ${janma}`;
      const goodList = favourableHouses.map(ORDINAL).join(', ');
      const base = { graha: g, currentSign, longitude: longitudes[g], houseFromJanma: h, favourableHouses };
      if (pair === undefined) {
        return [
          g,
          {
            ...base,
            quality: 'unfavourable',
            vedhaHouse: null,
            obstructedBy: [],
            effect:
              `${where}; ${g} gives good results only from the ${goodList}, so this transit counts as ` +
              `unfavourable.`,
          },
        ];
      }
      const obstructedBy = GRAHAS.filter((o) => o !== g && house[o] === pair.vedha && !exempt(g, o));
      if (obstructedBy.length > 0) {
        return [
          g,
          {
            ...base,
            quality: 'obstructed',
            vedhaHouse: pair.vedha,
            obstructedBy,
            effect:
              `${where}, one of its good houses, but ${obstructedBy.join(' and ')} in the ${ORDINAL(pair.vedha)} ` +
              `(its vedha house) obstructs it, so the good result is held back.`,
          },
        ];
      }
      return [
        g,
        {
          ...base,
          quality: 'favourable',
          vedhaHouse: pair.vedha,
          obstructedBy: [],
          effect:
            `${where}, one of its good houses (${goodList}), and no obstructing graha stands in the ` +
            `${ORDINAL(pair.vedha)} ` +
            `(its vedha house), so the transit counts as favourable.`,
        },
      ];
    }),
  ) as Record<Graha, GocharPlanet>;
}

/** Transits at `transitJdUt` (the caller's "now") against the natal Moon sign of `natal`. */
export function gochar(natal: Chart, transitJdUt: number): GocharResult {
  const janmaRashiIndex = natal.grahas.Moon.signIndex;
  return {
    method: GOCHAR_METHOD,
    janmaRashi: natal.grahas.Moon.sign,
    janmaRashiIndex,
    transitJdUt,
    planets: gocharFrom(janmaRashiIndex, transitLongitudes(natal, transitJdUt)),
    refs: [...GOCHAR_VEDHA.cites, ...VEDHA_EXEMPT.cites],
  };
}
