/**
 * Labels of a kind in all ten languages from each name's English, Hindi and IAST forms: the seven regional languages
 * write the IAST form in their script (script.ts), as their almanacs print pan-Indian Sanskrit names, unless the
 * region's own word is given. The dosha, yoga-combination, muhurta and varga names are built this way (the festival
 * names by the same scripts, without the -am ending below, in festival-names.ts).
 */
import { inScript, type Script } from './script.ts';
import type { Lang } from './types.ts';

export type RegionalLang = Exclude<Lang, 'en' | 'hi' | 'sa'>;

export const REGIONAL_SCRIPT: Record<RegionalLang, Script> = {
  ta: 'taml',
  te: 'telu',
  kn: 'knda',
  ml: 'mlym',
  bn: 'beng',
  mr: 'deva',
  gu: 'gujr',
};

/** One name: its English label, its Hindi spelling and its IAST form. */
export interface NameForms {
  en: string;
  hi: string;
  sa: string;
}

/** Names a region calls by a word of its own rather than the Sanskrit name in its script, by language and key. */
export type OwnNames = Partial<Record<RegionalLang, Readonly<Record<string, string>>>>;

/**
 * Tamil, Telugu and Malayalam give these Sanskrit nouns the ending -am when they close a name (யோகம், దోషం,
 * രാഹുകാലം, நவாம்சம்), where Kannada, Bengali, Marathi and Gujarati keep the stem (ಯೋಗ, দোষ, ನವಾಂಶ).
 */
const AM_ENDING: ReadonlySet<RegionalLang> = new Set(['ta', 'te', 'ml']);
// The part (aṃśa) closes most varga names, joined as -āṃśa (nava + aṃśa = navāṃśa).
const AM_NOUNS = ['yoga', 'doṣa', 'bala', 'kāla', 'aṃśa', 'āṃśa', 'drekkāṇa'];

/** The IAST name as the region's script writes it, with the -am ending where the region gives it. */
export function regionalName(iast: string, lang: RegionalLang): string {
  const ends = AM_ENDING.has(lang) && AM_NOUNS.some((n) => iast.normalize('NFC').toLowerCase().endsWith(n));
  return inScript(ends ? `${iast}ṃ` : iast, REGIONAL_SCRIPT[lang]);
}

/** key -> label in each language: English, Hindi and IAST as given, the regional ones by the rule or their own word. */
export function inTenLanguages(
  forms: Readonly<Record<string, NameForms>>,
  own: OwnNames = {},
): Record<Lang, Readonly<Record<string, string>>> {
  const rows = Object.entries(forms);
  const pick = (f: (n: NameForms, key: string) => string) => Object.fromEntries(rows.map(([k, n]) => [k, f(n, k)]));
  const regional = (lang: RegionalLang) => pick((n, k) => own[lang]?.[k] ?? regionalName(n.sa, lang));
  return {
    en: pick((n) => n.en),
    hi: pick((n) => n.hi),
    sa: pick((n) => n.sa),
    ta: regional('ta'),
    te: regional('te'),
    kn: regional('kn'),
    ml: regional('ml'),
    bn: regional('bn'),
    mr: regional('mr'),
    gu: regional('gu'),
  };
}
