/** Every name the service spells, by label kind, read from the vocabulary itself (never from the label tables). */
import { LUNAR_MONTH_NAMES } from '../../src/engine/jyotish/panchanga/lunar-months.ts';
import { FESTIVALS, MONTHLY } from '../../src/engine/tables/festivals/index.ts';
import { PORUTHAMS } from '../../src/engine/tables/matching/porutham.ts';
import { YOGINIS } from '../../src/engine/tables/dasha/yogini.ts';
import type { LabelKind } from '../../src/engine/tables/labels/types.ts';
import {
  CHOGHADIYAS,
  FIXED_KARANAS,
  GRAHAS,
  MOVABLE_KARANAS,
  NAKSHATRAS,
  SIGNS,
  WEEKDAYS,
  YOGAS,
  tithiName,
} from '../../src/engine/vocabulary/names.ts';

export const NAMES_BY_LABEL_KIND: Record<LabelKind, readonly string[]> = {
  graha: GRAHAS,
  graha_short: GRAHAS,
  sign: SIGNS,
  nakshatra: NAKSHATRAS,
  tithi: [...new Set(Array.from({ length: 30 }, (_, i) => tithiName(i)))],
  paksha: ['Shukla', 'Krishna'],
  yoga: YOGAS,
  karana: [...MOVABLE_KARANAS, ...FIXED_KARANAS],
  vara: WEEKDAYS.map((w) => w.name),
  month: LUNAR_MONTH_NAMES,
  solar_month: SIGNS,
  koota: ['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi'],
  porutham: PORUTHAMS,
  yogini: YOGINIS.data.map((y) => y.yogini),
  dasha_level: ['Mahadasha', 'Antardasha', 'Pratyantar', 'Sukshma', 'Prana'],
  choghadiya: CHOGHADIYAS.map((c) => c.name),
  festival: [...FESTIVALS, ...MONTHLY].map((f) => f.name),
};
