/**
 * Festival and vrata names by language, keyed by the English name the responses spell. English, Hindi and IAST are
 * read from the festival records themselves (tables/festivals), which carry each name in those three. The regional
 * languages write the Sanskrit name in their script (script.ts), as their almanacs print the pan-Indian festivals;
 * where a region calls a festival by a name of its own, that name is given here instead.
 */
import { FESTIVALS, MONTHLY } from '../festivals/index.ts';
import { REGIONAL_SCRIPT, type RegionalLang } from './by-script.ts';
import { inScript } from './script.ts';
import type { Lang } from './types.ts';

const RECORDS = [...FESTIVALS, ...MONTHLY];

/** Names a region gives a festival that are not the Sanskrit name in its script. */
const OWN_NAMES: Record<RegionalLang, Readonly<Record<string, string>>> = {
  ta: {
    'Thai Pongal': 'தைப்பொங்கல்',
    'Puthandu (Tamil New Year)': 'தமிழ்ப் புத்தாண்டு',
    Vishu: 'விஷு',
    'Diwali (Lakshmi Puja)': 'தீபாவளி லக்ஷ்மி பூஜை',
  },
  te: { Ugadi: 'ఉగాది', 'Makar Sankranti': 'మకర సంక్రాంతి', 'Diwali (Lakshmi Puja)': 'దీపావళి లక్ష్మీ పూజ' },
  kn: { Ugadi: 'ಯುಗಾದಿ', 'Makar Sankranti': 'ಮಕರ ಸಂಕ್ರಾಂತಿ', 'Diwali (Lakshmi Puja)': 'ದೀಪಾವಳಿ ಲಕ್ಷ್ಮೀ ಪೂಜೆ' },
  ml: { 'Onam (Thiruvonam)': 'തിരുവോണം', Vishu: 'വിഷു' },
  bn: { 'Dol Jatra (Dol Purnima)': 'দোলযাত্রা', 'Kali Puja': 'কালীপূজা' },
  mr: { 'Gudi Padwa': 'गुढीपाडवा', 'Diwali (Lakshmi Puja)': 'दिवाळी लक्ष्मीपूजन' },
  gu: { 'Diwali (Lakshmi Puja)': 'દિવાળી લક્ષ્મી પૂજન' },
};

function regional(lang: RegionalLang): Record<string, string> {
  return Object.fromEntries(
    RECORDS.map((f) => [f.name, OWN_NAMES[lang][f.name] ?? inScript(f.sa, REGIONAL_SCRIPT[lang])]),
  );
}

export const FESTIVAL_NAMES: Record<Lang, Readonly<Record<string, string>>> = {
  en: Object.fromEntries(RECORDS.map((f) => [f.name, f.name])),
  hi: Object.fromEntries(RECORDS.map((f) => [f.name, f.hi])),
  sa: Object.fromEntries(RECORDS.map((f) => [f.name, f.sa])),
  ta: regional('ta'),
  te: regional('te'),
  kn: regional('kn'),
  ml: regional('ml'),
  bn: regional('bn'),
  mr: regional('mr'),
  gu: regional('gu'),
};
