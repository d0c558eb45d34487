/**
 * Prediction sentences built only from rule outcomes: for each weighted graha, the house it occupied most often in
 * the period (ties to the earlier one), the quality it had there most often (ties: favourable, obstructed,
 * unfavourable), the good houses of the gochar table that decided it, and the topic of that house from the
 * life-area table. Each statement carries the graha, house, quality and table ids it came from; the text adds
 * nothing they do not say.
 */
import { FULL_ASPECTS } from '../../tables/chart/aspects.ts';
import { GOCHAR_VEDHA } from '../../tables/gochar/gochar.ts';
import {
  LIFE_AREAS,
  LIFE_AREAS_ORDER,
  TWELFTH_HOUSE,
  type LifeArea,
  type LifeAreaEntry,
} from '../../tables/horoscope/life-areas.ts';
import type { GocharQuality } from '../gochar/gochar.ts';
import { type Graha, rashiAt, type Sign, SIGNS } from '../../vocabulary/names.ts';
import { byInfluence, houseFrom, type GrahaPeriod, type HouseStay } from './score.ts';

export interface PredictionStatement {
  graha: Graha;
  house: number;
  quality: GocharQuality;
  /** Samples in that house, and in the period. */
  samples: number;
  ofSamples: number;
  /** The area of the occupied house (null for the 12th) and the areas of the houses it aspects from there. */
  area: LifeArea | null;
  aspectedAreas: LifeArea[];
  obstructedBy: Graha[];
  /** Table ids the sentence reads. */
  tables: string[];
  text: string;
}

/** How many statements, most influential first, make the `prediction` string (all are returned as statements). */
export const PREDICTION_SENTENCES = 5;

const ORDINAL = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

const entryOf = (house: number): [LifeArea | null, LifeAreaEntry] => {
  const area = LIFE_AREAS_ORDER.find((a) => LIFE_AREAS.data[a].house === house);
  return area === undefined ? [null, TWELFTH_HOUSE.data] : [area, LIFE_AREAS.data[area]];
};

function mainStay(stays: readonly HouseStay[]): HouseStay | undefined {
  return stays.reduce<HouseStay | undefined>(
    (best, s) => (best === undefined || s.samples > best.samples ? s : best),
    undefined,
  );
}

function mainQuality(s: HouseStay): GocharQuality {
  const order = ['favourable', 'obstructed', 'unfavourable'] as const;
  return order.reduce((best, q) => (s[q] > s[best] ? q : best), order[0]);
}

export function statementFor(sign: Sign, g: GrahaPeriod, ofSamples: number): PredictionStatement | null {
  const stay = mainStay(g.stays);
  if (stay === undefined || g.weight === 0) return null;
  const h = stay.house;
  const quality = mainQuality(stay);
  const [area, entry] = entryOf(h);
  const aspectedAreas = FULL_ASPECTS.data[g.graha]
    .map((a) => entryOf(houseFrom(h, a))[0])
    .filter((a): a is LifeArea => a !== null);
  const good = GOCHAR_VEDHA.data[g.graha];
  const pair = good.find((p) => p.good === h);
  const rashi = rashiAt(SIGNS.indexOf(sign));
  const where =
    `${g.graha} transits the ${ORDINAL(h)} house from ${rashi} (${sign}) on ${stay.samples} of ${ofSamples} ` +
    `samples`;
  const topic = h === 12 ? `${entry.topic} (the 12th, scored in no area)` : entry.topic;
  const cites = `(Phaladeepika 26; BPHS ${entry.bphsChapter})`;
  const obstructedBy = quality === 'obstructed' ? stay.obstructedBy : [];
  let text: string;
  if (quality === 'favourable') {
    text = `${where}, one of its good houses with its vedha house clear: favourable for ${topic} ${cites}.`;
  } else if (quality === 'obstructed') {
    text =
      `${where}, one of its good houses, but ${obstructedBy.join(' and ')} in the ${ORDINAL(pair?.vedha ?? 0)} ` +
      `(its vedha house) obstructs it: the good result for ${topic} is held back ${cites}.`;
  } else {
    text =
      `${where}, not one of its good houses (${good.map((p) => ORDINAL(p.good)).join(', ')}): unfavourable ` +
      `for ${topic} ` +
      `${cites}.`;
  }
  return {
    graha: g.graha,
    house: h,
    quality,
    samples: stay.samples,
    ofSamples,
    area,
    aspectedAreas,
    obstructedBy,
    tables: [GOCHAR_VEDHA.id, area === null ? TWELFTH_HOUSE.id : LIFE_AREAS.id],
    text,
  };
}

/** Statements for every weighted graha, most influential first. */
export function statements(sign: Sign, grahas: readonly GrahaPeriod[], ofSamples: number): PredictionStatement[] {
  return byInfluence(grahas)
    .map((g) => statementFor(sign, g, ofSamples))
    .filter((s): s is PredictionStatement => s !== null);
}
