/**
 * Labels by language for every name the service spells: one typed table per language (en.ts, hi.ts, sa.ts and the
 * seven regional ones).
 * Existing response fields never change; routes add these beside them (a `labels` block) when `lang` is asked.
 */
import { cite, type CitedTable } from '../sources.ts';
import { EN } from './en.ts';
import { FESTIVAL_NAMES } from './festival-names.ts';
import { HI } from './hi.ts';
import { SA } from './sa.ts';
import { TA } from './ta.ts';
import { TE } from './te.ts';
import { KN } from './kn.ts';
import { ML } from './ml.ts';
import { BN } from './bn.ts';
import { MR } from './mr.ts';
import { GU } from './gu.ts';
import type { LabelKind, LabelTable, Lang } from './types.ts';

export { LANGS, type Lang, type LabelKind, type LabelTable } from './types.ts';

export const LABELS = {
  id: 'labels.by_language',
  cites: [
    cite('unicode_cldr', {
      status: 'verified',
      note:
        "Hindi weekday names and Indian-calendar month names, as shipped in Node 24's ICU (CLDR 48); compared in " +
        'labels.test.ts',
    }),
    cite('hindi_almanac_names', {
      status: 'pending',
      note:
        'hi.ts: graha, rashi, nakshatra, tithi, yoga, karana and choghadiya spellings; nakshatras and rashis ' +
        'compared in labels.test.ts with the published lists named there',
    }),
    cite('unicode_cldr', {
      status: 'verified',
      note:
        'weekday names in ta, te, kn, ml, bn, mr, gu; lunar month names in te, ml, bn, mr; the Tamil solar months ' +
        '(CLDR names the Indian-calendar months in Tamil by them); compared in labels.test.ts',
    }),
    cite('regional_almanac_names', {
      status: 'pending',
      note:
        'ta.ts, te.ts, kn.ts, ml.ts, bn.ts, mr.ts, gu.ts: graha, rashi, nakshatra, tithi, paksha, yoga, karana and ' +
        'month spellings as each region prints them; not yet compared name by name with a published almanac',
    }),
    cite('service_design', {
      status: 'pending',
      note:
        'the koota, porutham, yogini and dasha-level names, and the festival names in the regional languages: the ' +
        'Sanskrit name written in each script by rule (script.ts), except the Tamil and Malayalam koota and ' +
        'porutham names and the names a region gives its own festivals',
    }),
    cite('iast_convention', { status: 'pending', note: 'sa.ts: romanisation of the Sanskrit names' }),
    cite('service_design', {
      status: 'pending',
      note: "the short graha forms drawn in chart cells and the chart words are the service's choice",
    }),
  ],
  data: {
    en: { ...EN, festival: FESTIVAL_NAMES.en },
    hi: { ...HI, festival: FESTIVAL_NAMES.hi },
    sa: { ...SA, festival: FESTIVAL_NAMES.sa },
    ta: { ...TA, festival: FESTIVAL_NAMES.ta },
    te: { ...TE, festival: FESTIVAL_NAMES.te },
    kn: { ...KN, festival: FESTIVAL_NAMES.kn },
    ml: { ...ML, festival: FESTIVAL_NAMES.ml },
    bn: { ...BN, festival: FESTIVAL_NAMES.bn },
    mr: { ...MR, festival: FESTIVAL_NAMES.mr },
    gu: { ...GU, festival: FESTIVAL_NAMES.gu },
  },
} as const satisfies CitedTable<Record<Lang, LabelTable>>;

/**
 * Names no language table can give yet, by kind: the completeness test accepts a name without a label only when it
 * is listed here. Dosha and yoga-combination names (the catalogues of the dosha and yoga routes) are English
 * descriptions or mixed forms, not plain transliterable names; the muhurta karmas (griha pravesha, vahana ...) and
 * their rules' names wait for a sourced table.
 */
export const MISSING: Readonly<Record<string, string>> = {
  dosha_names: 'the 52 dosha catalogue entries (routes /api/v2/doshas and the dosha routes): English only',
  yoga_combinations: 'the yoga combinations of /api/yog (e.g. Gaja Kesari): English only',
  muhurta_karmas: 'the muhurta karmas and the names of their rules: English only',
};

export function labelsFor(lang: Lang): LabelTable {
  return LABELS.data[lang];
}

/** The label of a name of a kind, or the name itself when the kind has none (never undefined). */
export function label(lang: Lang, kind: LabelKind, name: string): string {
  const table = LABELS.data[lang][kind] as Readonly<Record<string, string>>;
  return table[name] ?? name;
}
