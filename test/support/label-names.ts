/** Every name the service spells, by label kind, read from the vocabulary itself (never from the label tables). */
import { readFileSync } from 'node:fs';
import { DOSHA_RULES } from '../../src/engine/jyotish/dosha/catalogue/index.ts';
import { LUNAR_MONTH_NAMES } from '../../src/engine/jyotish/panchanga/lunar-months.ts';
import { YOGA_RULES } from '../../src/engine/jyotish/yoga/index.ts';
import { FESTIVALS, MONTHLY } from '../../src/engine/tables/festivals/index.ts';
import { VARGA_CODES } from '../../src/engine/tables/chart/vargas.ts';
import { PORUTHAMS } from '../../src/engine/tables/matching/porutham.ts';
import { YOGINIS } from '../../src/engine/tables/dasha/yogini.ts';
import { KARMAS } from '../../src/engine/tables/muhurta/keys.ts';
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

/**
 * The ids of the muhurta rules, read from the code of the rules and of the practice profiles (the engine keeps no
 * list of them): each quoted id of a layer ('tithi.rikta'), and the special yogas the rules name by their short id
 * (yoga('siddha', ...) is special.siddha). A rule written another way would be missed here, so labels.test.ts also
 * checks every id a year of muhurta scans gives against the labels.
 */
function muhurtaRuleIds(): string[] {
  const code = ['jyotish/muhurta/rules.ts', 'jyotish/muhurta/practice-rules.ts', 'tables/muhurta/practices.ts']
    .map((f) => readFileSync(new URL(`../../src/engine/${f}`, import.meta.url), 'utf8'))
    .join('\n');
  const layers = 'special|tithi|vara|nakshatra|yoga|karana|period|planet|lagna|daily|personal';
  const quoted = [...code.matchAll(new RegExp(`'((?:${layers})\\.[a-z_]+)'`, 'gu'))].map((m) => m[1]!);
  const special = [...code.matchAll(/\byoga\(\s*'([a-z_]+)'/gu)].map((m) => `special.${m[1]!}`);
  return [...new Set([...quoted, ...special])];
}

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
  dosha: DOSHA_RULES.map((r) => r.name),
  yoga_combination: YOGA_RULES.map((r) => r.name),
  muhurta_karma: KARMAS,
  muhurta_rule: muhurtaRuleIds(),
  varga: VARGA_CODES,
};
