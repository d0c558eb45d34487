/**
 * Result shapes of shadbala. Every strength is in shashtiamsas (virupas, 1/60 of a rupa) unless the name says rupas.
 */
import type { SaptavargaStanding } from '../../../tables/strength/shadbala-sthana.ts';
import type { Citation } from '../../../tables/sources.ts';
import type { SevenGraha, Sign } from '../../../vocabulary/names.ts';
import type { VargaCode } from '../../varga/varga.ts';

export type Nature = 'benefic' | 'malefic';

export interface NatureFact {
  nature: Nature;
  /** Why, for the Moon (fortnight) and Mercury (association); null for the fixed ones. */
  reason: string | null;
}

export interface SaptavargaEntry {
  varga: VargaCode;
  sign: Sign;
  lord: SevenGraha;
  standing: SaptavargaStanding;
  virupas: number;
}

export interface SthanaBala {
  uchcha: number;
  saptavargaja: number;
  saptavarga: SaptavargaEntry[];
  ojayugma: number;
  /** The two halves of ojayugma bala: 15 or 0 each. */
  ojayugmaParts: { rashi: number; navamsha: number };
  kendradi: number;
  drekkana: number;
  total: number;
}

export interface KalaBala {
  nathonnata: number;
  paksha: number;
  tribhaga: number;
  abda: number;
  masa: number;
  vara: number;
  hora: number;
  ayana: number;
  /** Planetary war: + for the victor, - for the vanquished, 0 when not at war. */
  yuddha: number;
  total: number;
}

export interface CheshtaFacts {
  /** 'cheshta_kendra' for Mars..Saturn; the Sun takes its ayana bala, the Moon its paksha bala (both undoubled). */
  rule: 'cheshta_kendra' | 'ayana_bala' | 'paksha_bala';
  /** Tropical mean longitude (madhya) used, degrees; null for the Sun and Moon. */
  meanLongitude: number | null;
  /** Tropical seeghrochcha, degrees; null for the Sun and Moon. */
  seeghrochcha: number | null;
  /** Cheshta kendra folded to 0-180 degrees; null for the Sun and Moon. */
  kendra: number | null;
}

export interface GrahaShadbala {
  graha: SevenGraha;
  sthana: SthanaBala;
  dig: number;
  kala: KalaBala;
  cheshta: number;
  cheshtaFacts: CheshtaFacts;
  naisargika: number;
  drik: number;
  /** Aspect virupas received from each other graha, signed (+ benefic, - malefic), before the quarter is taken. */
  drishtiReceived: Partial<Record<SevenGraha, number>>;
  totalVirupas: number;
  totalRupas: number;
  requiredVirupas: number;
  requiredRupas: number;
  /** totalVirupas / requiredVirupas. */
  ratio: number;
  meetsRequirement: boolean;
  /** 1 = highest ratio. */
  rank: number;
  ishtaPhala: number;
  kashtaPhala: number;
  /** Declination (kranti) of the graha's tropical ecliptic point, degrees, north positive. */
  kranti: number;
  nature: Nature;
}

export interface TimeFacts {
  /** Local apparent (true solar) time of birth, hours 0-24. */
  localApparentHours: number;
  /** Hour angle of the Sun, degrees (-180, 180], 0 at apparent noon. */
  sunHourAngle: number;
  dayBirth: boolean;
  /** The day or night of birth as JD UT (sunrise to sunset, or sunset to sunrise). */
  segmentStartJdUt: number;
  segmentEndJdUt: number;
  /** Which third of that day or night, 1-3. */
  tribhagaPart: 1 | 2 | 3;
  /** Sunrise that opened the Vedic day of birth, JD UT. */
  vedicDaySunriseJdUt: number;
  /** Local civil date on which that Vedic day began, YYYY-MM-DD. */
  vedicDate: string;
  weekdayLord: SevenGraha;
  /** Equal hours of 60 minutes counted from that sunrise, 1-based. */
  hora: number;
  horaLord: SevenGraha;
  /** Civil days elapsed from creation (Surya Siddhanta) at the start of the Vedic day. */
  ahargana: number;
  yearLord: SevenGraha;
  monthLord: SevenGraha;
  /** Set when the place has no sunrise or sunset that day and 06:00/18:00 apparent time stood in. */
  fallback: string | null;
}

export interface YuddhaFact {
  grahas: [SevenGraha, SevenGraha];
  /** Arc between them, degrees. */
  separation: number;
  victor: SevenGraha;
  vanquished: SevenGraha;
  virupas: number;
}

/** Sripati bhavas: madhyas at the lagna, the MC, their opposites and the trisections between; sandhis midway. */
export interface SripatiBhavas {
  /** Sidereal longitude of each bhava madhya, bhavas 1-12. */
  madhya: number[];
  /** Sidereal longitude where each bhava begins (the sandhi before its madhya). */
  sandhi: number[];
}

export interface ShadbalaResult {
  method: string;
  conventions: Record<string, string>;
  grahas: Record<SevenGraha, GrahaShadbala>;
  /** Grahas by rank (highest ratio first). */
  strongestFirst: SevenGraha[];
  time: TimeFacts;
  natures: Record<SevenGraha, NatureFact>;
  wars: YuddhaFact[];
  bhavas: SripatiBhavas;
  refs: Citation[];
  warnings: string[];
}
