/**
 * Labels by language for every name the service spells: one typed table per language (en.ts, hi.ts, sa.ts and the
 * seven regional ones), and the kinds built for all ten languages at once from each name's Hindi and IAST forms
 * (festival-names.ts, dosha-names.ts, yoga-names.ts, muhurta-names.ts, varga-names.ts).
 * Existing response fields never change; routes add these beside them (a `labels` block) when `lang` is asked.
 */
import { cite, type CitedTable } from '../sources.ts';
import { DOSHA_NAMES } from './dosha-names.ts';
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
import { MUHURTA_KARMA_NAMES, MUHURTA_RULE_NAMES } from './muhurta-names.ts';
import { VARGA_NAMES } from './varga-names.ts';
import { YOGA_COMBINATION_NAMES } from './yoga-names.ts';
import type { LabelKind, LabelTable, LanguageTable, Lang } from './types.ts';

export { LANGS, type Lang, type LabelKind, type LabelTable } from './types.ts';

/**
 * A language's own table with the kinds built for all ten languages at once (festivals, catalogues, muhurta, vargas).
 */
function withCatalogues<T extends LanguageTable>(lang: Lang, own: T): T & Omit<LabelTable, keyof LanguageTable> {
  return {
    ...own,
    festival: FESTIVAL_NAMES[lang],
    dosha: DOSHA_NAMES[lang],
    yoga_combination: YOGA_COMBINATION_NAMES[lang],
    muhurta_karma: MUHURTA_KARMA_NAMES[lang],
    muhurta_rule: MUHURTA_RULE_NAMES[lang],
    varga: VARGA_NAMES[lang],
  };
}

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
    cite('hindi_almanac_names', {
      status: 'pending',
      note:
        'dosha-names.ts, yoga-names.ts, muhurta-names.ts: the Hindi of the dosha catalogue, the yoga combinations, ' +
        'the muhurta acts and the muhurta rules, typed by hand as Hindi almanacs and astrology books write them; ' +
        'where the English entry is a description, a plain Hindi naming of it; not yet compared name by name with a ' +
        'published almanac',
    }),
    cite('service_design', {
      status: 'pending',
      note:
        'the dosha, yoga-combination, muhurta act and rule names in the regional languages: the IAST form written ' +
        'in each script by rule (script.ts, by-script.ts, with the -am ending Tamil, Telugu and Malayalam give ' +
        'yoga, dosha, bala and kala), except the words a region uses instead (chevvai dosham, ezharai sani, ' +
        'elinati shani, choroonu, aksharabhyasam ...); the IAST compounds naming a described entry and the English ' +
        "titles of the rules are the service's; none yet compared with a published almanac",
    }),
    cite('hindi_almanac_names', {
      status: 'pending',
      note:
        'varga-names.ts: the Hindi names of the sixteen vargas as Hindi astrology books head the divisional charts ' +
        "(राशि, होरा, द्रेष्काण, नवांश ... षष्ट्यंश); the English ones are the varga table's own names; not yet " +
        'compared name by name with a published book',
    }),
    cite('service_design', {
      status: 'pending',
      note:
        'the varga names in the regional languages: the IAST form written in each script by rule (script.ts, ' +
        'by-script.ts, with the -am ending Tamil, Telugu and Malayalam give amsha and drekkana: நவாம்சம்); not yet ' +
        'compared with a published almanac',
    }),
    cite('iast_convention', {
      status: 'pending',
      note:
        'sa.ts, and the IAST forms in festival-names, dosha-names, yoga-names, muhurta-names and varga-names: ' +
        'romanisation',
    }),
    cite('service_design', {
      status: 'pending',
      note: "the short graha forms drawn in chart cells and the chart words are the service's choice",
    }),
  ],
  data: {
    en: withCatalogues('en', EN),
    hi: withCatalogues('hi', HI),
    sa: withCatalogues('sa', SA),
    ta: withCatalogues('ta', TA),
    te: withCatalogues('te', TE),
    kn: withCatalogues('kn', KN),
    ml: withCatalogues('ml', ML),
    bn: withCatalogues('bn', BN),
    mr: withCatalogues('mr', MR),
    gu: withCatalogues('gu', GU),
  },
} as const satisfies CitedTable<Record<Lang, LabelTable>>;

export function labelsFor(lang: Lang): LabelTable {
  return LABELS.data[lang];
}

/** The label of a name of a kind, or the name itself when the kind has none (never undefined). */
export function label(lang: Lang, kind: LabelKind, name: string): string {
  const table = LABELS.data[lang][kind] as Readonly<Record<string, string>>;
  return table[name] ?? name;
}
