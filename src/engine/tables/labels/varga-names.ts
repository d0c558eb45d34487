/**
 * The sixteen vargas (divisional charts) by language, keyed by their codes (D1 ... D60) as the chart routes and the
 * chart image give them. English: the names the varga table gives (tables/chart/vargas.ts). Hindi as Hindi astrology
 * books head the divisional charts (राशि, होरा, द्रेष्काण, नवांश). The regional languages write the IAST form in their
 * script (by-script.ts), with the -am ending Tamil, Telugu and Malayalam give amsha and drekkana (நவாம்சம்).
 */
import { VARGAS, type VargaCode } from '../chart/vargas.ts';
import { inTenLanguages, type NameForms } from './by-script.ts';
import type { Lang } from './types.ts';

type Row = readonly [hi: string, sa: string];

const ROWS: Record<VargaCode, Row> = {
  D1: ['राशि', 'Rāśi'],
  D2: ['होरा', 'Horā'],
  D3: ['द्रेष्काण', 'Drekkāṇa'],
  D4: ['चतुर्थांश', 'Caturthāṃśa'],
  D7: ['सप्तांश', 'Saptāṃśa'],
  D9: ['नवांश', 'Navāṃśa'],
  D10: ['दशांश', 'Daśāṃśa'],
  D12: ['द्वादशांश', 'Dvādaśāṃśa'],
  D16: ['षोडशांश', 'Ṣoḍaśāṃśa'],
  D20: ['विंशांश', 'Viṃśāṃśa'],
  D24: ['चतुर्विंशांश', 'Caturviṃśāṃśa'],
  D27: ['सप्तविंशांश', 'Saptaviṃśāṃśa'],
  D30: ['त्रिंशांश', 'Triṃśāṃśa'],
  D40: ['खवेदांश', 'Khavedāṃśa'],
  D45: ['अक्षवेदांश', 'Akṣavedāṃśa'],
  D60: ['षष्ट्यंश', 'Ṣaṣṭyaṃśa'],
};

const FORMS: Record<string, NameForms> = Object.fromEntries(
  Object.entries(ROWS).map(([code, [hi, sa]]) => [code, { en: VARGAS.data[code as VargaCode].name, hi, sa }]),
);

export const VARGA_NAMES = inTenLanguages(FORMS) as Record<Lang, Record<VargaCode, string>>;
