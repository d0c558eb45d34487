// Label tables by language: complete (every name of every kind in every language), in the right script, and the
// Hindi names equal to published lists: weekday and month names from Unicode CLDR as shipped in Node's ICU (read
// through Intl at test time), nakshatra names from two published Hindi lists typed below.
import { describe, expect, test } from 'vitest';
import { EPHE_PATH } from '../../../../test/reference/astro/fixtures.ts';
import { NAMES_BY_LABEL_KIND } from '../../../../test/support/label-names.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { DOSHA_RULES } from '../../jyotish/dosha/catalogue/index.ts';
import { scan } from '../../jyotish/muhurta/scan.ts';
import { LUNAR_MONTH_NAMES } from '../../jyotish/panchanga/lunar-months.ts';
import { YOGA_RULES } from '../../jyotish/yoga/index.ts';
import { VARGAS, VARGA_CODES } from '../chart/vargas.ts';
import { KARMAS } from '../muhurta/keys.ts';
import { PRACTICES } from '../muhurta/practices.ts';
import { NAKSHATRAS, WEEKDAYS } from '../../vocabulary/names.ts';
import { LABELS, LANGS, label } from './index.ts';
import { MONTH_LABEL_KEYS, MUHURTA_RULE_LABEL_KEYS, TITHI_LABEL_KEYS, type LabelKind, type Lang } from './types.ts';

/** Every name the service spells, by kind, read from the vocabulary itself (not from the label tables). */
const NAMES = NAMES_BY_LABEL_KIND;
/** Kinds keyed by an id rather than by the name itself: their English label is a title, not the key. */
const KEYED_BY_ID: ReadonlySet<LabelKind> = new Set(['koota', 'muhurta_karma', 'muhurta_rule', 'varga']);

const DEVANAGARI = /^[\u0900-\u097F ]+$/u;
/** Each language's script block (with the joiners some spellings need), so a name pasted from another fails. */
const SCRIPT_OF: Record<Exclude<Lang, 'en' | 'sa'>, RegExp> = {
  hi: DEVANAGARI,
  mr: DEVANAGARI,
  bn: /^[\u0980-\u09FF ]+$/u,
  gu: /^[\u0A80-\u0AFF ]+$/u,
  ta: /^[\u0B80-\u0BFF ]+$/u,
  te: /^[\u0C00-\u0C7F ]+$/u,
  kn: /^[\u0C80-\u0CFF ]+$/u,
  ml: /^[\u0D00-\u0D7F\u200C ]+$/u,
};
// IAST: Latin letters with the macron, dot-below, dot-above and acute marks IAST uses, hyphen and space.
const IAST = /^[A-Za-zĀāĪīŪūṚṛṜṝḶḷṄṅÑñṬṭḌḍṆṇŚśṢṣḤḥṂṃ -]+$/u;

describe('label tables', () => {
  test('the vocabulary and the label keys agree (months, tithis)', () => {
    expect([...MONTH_LABEL_KEYS]).toEqual([...LUNAR_MONTH_NAMES]);
    expect([...TITHI_LABEL_KEYS].sort()).toEqual([...NAMES.tithi].sort());
  });

  test('complete: every name of every kind has a label in every language, none empty, none extra', () => {
    let count = 0;
    for (const lang of LANGS) {
      for (const [kind, names] of Object.entries(NAMES) as [LabelKind, readonly string[]][]) {
        const table = LABELS.data[lang][kind] as Record<string, string>;
        expect(Object.keys(table).sort(), `${lang}.${kind}`).toEqual([...names].sort());
        for (const name of names) {
          expect(table[name]?.trim().length ?? 0, `${lang}.${kind}.${name}`).toBeGreaterThan(0);
          count++;
        }
      }
    }
    console.info(`labels: ${count} labels in ${LANGS.length} languages`);
  });

  test('English labels are the canonical spellings themselves', () => {
    for (const [kind, names] of Object.entries(NAMES) as [LabelKind, readonly string[]][]) {
      if (kind === 'graha_short' || kind === 'solar_month' || KEYED_BY_ID.has(kind)) continue;
      for (const name of names) expect(label('en', kind, name)).toBe(name);
    }
  });

  test('scripts: each Indian language in its own script only, sa in IAST only', () => {
    for (const [kind, names] of Object.entries(NAMES) as [LabelKind, readonly string[]][]) {
      for (const name of names) {
        expect(label('sa', kind, name), `sa.${kind}.${name}`).toMatch(IAST);
        for (const [lang, script] of Object.entries(SCRIPT_OF) as [Lang, RegExp][]) {
          expect(label(lang, kind, name), `${lang}.${kind}.${name}`).toMatch(script);
        }
      }
    }
    for (const [lang, script] of Object.entries(SCRIPT_OF) as [Lang, RegExp][]) {
      const { retrograde_mark, ...words } = LABELS.data[lang].words;
      for (const w of [retrograde_mark, ...Object.values(words)]) expect(w, `${lang} words`).toMatch(script);
    }
  });

  test('the regional languages differ from one another where their scripts differ (no table copied)', () => {
    const seen = new Map<string, Lang>();
    for (const lang of ['ta', 'te', 'kn', 'ml', 'bn', 'gu'] as const) {
      const key = JSON.stringify(LABELS.data[lang].nakshatra);
      expect(seen.get(key), lang).toBeUndefined();
      seen.set(key, lang);
    }
  });

  test('short graha forms are distinct within each language (a chart cell must tell them apart)', () => {
    for (const lang of LANGS) expect(new Set(Object.values(LABELS.data[lang].graha_short)).size).toBe(9);
  });
});

describe('the dosha catalogue, the yoga combinations and the muhurta acts and rules', () => {
  const KINDS = {
    dosha: DOSHA_RULES.map((r) => r.name),
    yoga_combination: YOGA_RULES.map((r) => r.name),
    muhurta_karma: [...KARMAS],
    muhurta_rule: [...MUHURTA_RULE_LABEL_KEYS],
  } as const;

  test('every entry has a label in every language, each Indian one in its own script', () => {
    expect(Object.fromEntries(Object.entries(KINDS).map(([k, names]) => [k, names.length]))).toEqual({
      dosha: 52,
      yoga_combination: 156,
      muhurta_karma: 15,
      muhurta_rule: 43,
    });
    for (const [kind, names] of Object.entries(KINDS) as [LabelKind, readonly string[]][]) {
      for (const name of names) {
        for (const lang of LANGS) {
          const text = (LABELS.data[lang][kind] as Record<string, string>)[name];
          expect(text?.trim().length ?? 0, `${lang}.${kind}.${name}`).toBeGreaterThan(0);
        }
        expect(label('sa', kind, name), `sa.${kind}.${name}`).toMatch(IAST);
        for (const [lang, script] of Object.entries(SCRIPT_OF) as [Lang, RegExp][])
          expect(label(lang, kind, name), `${lang}.${kind}.${name}`).toMatch(script);
      }
    }
  });

  test("the muhurta rule ids labelled are the ids the rules' code gives", () => {
    expect([...MUHURTA_RULE_LABEL_KEYS].sort()).toEqual([...NAMES.muhurta_rule].sort());
  });

  test('every rule a year of muhurta scans reports, in each practice, has a label', () => {
    initEphemeris(EPHE_PATH);
    const place = { latitude: 28.6139, longitude: 77.209, sunriseRule: 'upper_limb', ayanamsa: 'lahiri' } as const;
    const people = [{ label: 'A', nakshatra: 3, sign: 1 }];
    const ids = new Set<string>();
    // Marriage meets every calendar gate and the lagna, the journey panchaka, conception the night.
    for (const practice of PRACTICES)
      for (const karma of ['vivah', 'yatra', 'garbhadhana'] as const) {
        const r = scan({ ...place, practice, startDate: '2026-01-01', days: 365, lagna: false }, karma, people);
        for (const d of r.days) for (const s of d.segments) for (const f of s.findings) ids.add(f.id);
        for (const d of r.days) for (const w of d.windows) for (const f of w.rules) ids.add(f.id);
      }
    expect(ids.size).toBeGreaterThan(35);
    expect([...ids].filter((id) => !(id in LABELS.data.hi.muhurta_rule))).toEqual([]);
  }, 60_000);

  test('Hindi as Hindi almanacs write the names', () => {
    const hi = LABELS.data.hi;
    expect(hi.dosha['Mangal (Kuja) dosha']).toBe('मांगलिक दोष');
    expect(hi.dosha['Kalasarpa dosha']).toBe('कालसर्प दोष');
    expect(hi.dosha['Sade-sati']).toBe('साढ़ेसाती');
    expect(hi.yoga_combination.Gajakesari).toBe('गजकेसरी योग');
    expect(hi.muhurta_karma).toMatchObject({
      vivah: 'विवाह',
      griha_pravesh: 'गृह प्रवेश',
      mundan: 'मुंडन',
      annaprashana: 'अन्नप्राशन',
    });
    expect(hi.muhurta_rule['period.kharmas']).toBe('खरमास');
    expect(hi.muhurta_rule['karana.vishti']).toBe('भद्रा');
  });

  test("regional: the Sanskrit name written in the region's script, or the region's own word", () => {
    // By rule, with the -am ending Tamil, Telugu and Malayalam give yoga and dosha.
    expect(LANGS.map((l) => label(l, 'yoga_combination', 'Gajakesari'))).toEqual([
      'Gajakesari',
      'गजकेसरी योग',
      'Gajakesari-yoga',
      'கஜகேஸரி யோகம்',
      'గజకేసరి యోగం',
      'ಗಜಕೇಸರಿ ಯೋಗ',
      'ഗജകേസരി യോഗം',
      'গজকেসরি যোগ',
      'गजकेसरि योग',
      'ગજકેસરિ યોગ',
    ]);
    expect(label('te', 'dosha', 'Kalasarpa dosha')).toBe('కాలసర్ప దోషం');
    expect(label('kn', 'muhurta_rule', 'daily.rahu_kalam')).toBe('ರಾಹು ಕಾಲ');
    // The words the regions use instead.
    expect(label('ta', 'dosha', 'Mangal (Kuja) dosha')).toBe('செவ்வாய் தோஷம்');
    expect(label('ta', 'dosha', 'Sade-sati')).toBe('ஏழரைச் சனி');
    expect(label('te', 'dosha', 'Sade-sati')).toBe('ఏలినాటి శని');
    expect(label('mr', 'dosha', 'Mangal (Kuja) dosha')).toBe('मंगळ दोष');
    expect(label('ml', 'muhurta_karma', 'annaprashana')).toBe('ചോറൂണ്');
    expect(label('te', 'muhurta_karma', 'vidyarambha')).toBe('అక్షరాభ్యాసం');
  });

  test('English: the catalogue names themselves; the acts as the karma tables name them', () => {
    expect(label('en', 'dosha', 'Sade-sati')).toBe('Sade-sati');
    expect(label('en', 'muhurta_karma', 'vivah')).toBe('marriage (vivaha)');
    expect(label('en', 'muhurta_rule', 'tithi.rikta')).toBe('Rikta tithi');
  });
});

describe('the sixteen vargas', () => {
  test('every varga code has a label in every language, each Indian one in its own script, sa in IAST', () => {
    expect(VARGA_CODES.length).toBe(16);
    for (const lang of LANGS) expect(Object.keys(LABELS.data[lang].varga), lang).toEqual([...VARGA_CODES]);
    for (const code of VARGA_CODES) {
      expect(label('sa', 'varga', code), `sa.varga.${code}`).toMatch(IAST);
      for (const [lang, script] of Object.entries(SCRIPT_OF) as [Lang, RegExp][])
        expect(label(lang, 'varga', code), `${lang}.varga.${code}`).toMatch(script);
    }
  });

  test("English: the varga table's own names; Hindi and IAST as the books name the divisional charts", () => {
    for (const code of VARGA_CODES) expect(label('en', 'varga', code)).toBe(VARGAS.data[code].name);
    expect(VARGA_CODES.map((c) => label('hi', 'varga', c))).toEqual([
      'राशि',
      'होरा',
      'द्रेष्काण',
      'चतुर्थांश',
      'सप्तांश',
      'नवांश',
      'दशांश',
      'द्वादशांश',
      'षोडशांश',
      'विंशांश',
      'चतुर्विंशांश',
      'सप्तविंशांश',
      'त्रिंशांश',
      'खवेदांश',
      'अक्षवेदांश',
      'षष्ट्यंश',
    ]);
    expect(label('sa', 'varga', 'D1')).toBe('Rāśi');
    expect(label('sa', 'varga', 'D9')).toBe('Navāṃśa');
    expect(label('sa', 'varga', 'D60')).toBe('Ṣaṣṭyaṃśa');
  });

  test('regional: the IAST name in the script, with the -am ending Tamil, Telugu and Malayalam give amsha', () => {
    expect(LANGS.map((l) => label(l, 'varga', 'D9'))).toEqual([
      'Navamsha',
      'नवांश',
      'Navāṃśa',
      'நவாம்சம்',
      'నవాంశం',
      'ನವಾಂಶ',
      'നവാംശം',
      'নবাংশ',
      'नवांश',
      'નવાંશ',
    ]);
    expect(label('ta', 'varga', 'D1')).toBe('ராசி');
    expect(label('te', 'varga', 'D3')).toBe('ద్రేక్కాణం');
  });
});

const weekdaysInCldr = (lang: string) =>
  WEEKDAYS.map((_, day) =>
    new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 22 + day))),
  );
// Indian national calendar month m starts on 22 March (m = 0) or the 21st/22nd/23rd of the following months: the 5th
// of the next Gregorian month is always inside it.
const monthsInCldr = (lang: string) =>
  MONTH_LABEL_KEYS.map((_, m) =>
    new Intl.DateTimeFormat(`${lang}-u-ca-indian`, { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 3 + m, 5)),
    ),
  );

describe('regional labels against Unicode CLDR (Intl in Node 24)', () => {
  test.each(['ta', 'te', 'kn', 'ml', 'bn', 'mr', 'gu'] as const)('%s: weekday names equal CLDR', (lang) => {
    expect(WEEKDAYS.map((w) => LABELS.data[lang].vara[w.name])).toEqual(weekdaysInCldr(lang));
  });

  // Where the almanacs of a region spell a lunar month otherwise than CLDR's national-calendar month, the
  // difference is listed: Kannada and Gujarati almanacs use their own forms (Ashvayuja, Margashira; Jeth, Aso).
  const MONTH_DIFFERENCES: Record<'te' | 'kn' | 'ml' | 'bn' | 'mr' | 'gu', readonly string[]> = {
    te: [],
    ml: [],
    bn: [],
    mr: [],
    kn: ['Bhadrapada', 'Ashwin', 'Kartika', 'Margashirsha'],
    gu: ['Jyeshtha', 'Bhadrapada', 'Ashwin', 'Kartika', 'Margashirsha', 'Phalguna'],
  };
  test.each(Object.keys(MONTH_DIFFERENCES) as (keyof typeof MONTH_DIFFERENCES)[])(
    '%s: lunar month names equal CLDR but for the listed almanac forms',
    (lang) => {
      const cldr = monthsInCldr(lang);
      const differ = MONTH_LABEL_KEYS.filter((m, i) => LABELS.data[lang].month[m] !== cldr[i]);
      expect(differ).toEqual(MONTH_DIFFERENCES[lang]);
    },
  );

  test("Tamil solar months equal CLDR's Tamil months (Chithirai when the Sun is in Mesha)", () => {
    const signs = Object.keys(LABELS.data.ta.solar_month) as (keyof typeof LABELS.data.ta.solar_month)[];
    expect(signs.map((s) => LABELS.data.ta.solar_month[s])).toEqual(monthsInCldr('ta'));
  });
});

describe('Hindi labels against published lists', () => {
  test('weekday names equal Unicode CLDR (Intl, locale hi)', () => {
    const cldr = WEEKDAYS.map((_, day) =>
      new Intl.DateTimeFormat('hi', { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 10, 22 + day)),
      ),
    );
    expect(WEEKDAYS.map((w) => LABELS.data.hi.vara[w.name])).toEqual(cldr);
  });

  test(
    "month names equal CLDR's Indian-calendar months, except Margashirsha (CLDR: the national calendar's " +
      'Agrahayana)',
    () => {
      // Indian national calendar month m starts on 22 March (m = 0) or the 21st/22nd/23rd of the following months: the
      // 5th of the next Gregorian month is always inside it.
      const cldr = MONTH_LABEL_KEYS.map((_, m) =>
        new Intl.DateTimeFormat('hi-u-ca-indian', { month: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2026, 3 + m, 5)),
        ),
      );
      const ours = MONTH_LABEL_KEYS.map((m) => LABELS.data.hi.month[m]);
      const differ = ours.map((o, i) => [MONTH_LABEL_KEYS[i], o, cldr[i]]).filter(([, o, c]) => o !== c);
      expect(differ).toEqual([['Margashirsha', 'मार्गशीर्ष', 'अग्रहायण']]);
    },
  );

  // Typed from: (a) "नक्षत्रों के नाम तथा उनके स्वामी", jyotishvidya.blogspot.com/2008/05/blog-post_26.html (nakshatras
  // 1-15 as listed there with their lords); (b) "27 नक्षत्रों का नामकरण",
  // cpsr2021.blogspot.com/2021/07/blog-post_14.html
  // (16-27). Published spellings vary in the nukta (ढ / ढ़): compared with the nukta removed.
  const PUBLISHED_NAKSHATRAS = [
    'अश्विनी',
    'भरणी',
    'कृत्तिका',
    'रोहिणी',
    'मृगशिरा',
    'आर्द्रा',
    'पुनर्वसु',
    'पुष्य',
    'आश्लेषा',
    'मघा',
    'पूर्वाफाल्गुनी',
    'उत्तराफाल्गुनी',
    'हस्त',
    'चित्रा',
    'स्वाती',
    'विशाखा',
    'अनुराधा',
    'ज्येष्ठा',
    'मूल',
    'पूर्वाषाढा',
    'उत्तराषाढा',
    'श्रवण',
    'धनिष्ठा',
    'शतभिषा',
    'पूर्वाभाद्रपद',
    'उत्तराभाद्रपद',
    'रेवती',
  ];
  const withoutNukta = (s: string) => s.normalize('NFD').replace(/\u093C/g, '');

  test('the 27 nakshatra names equal the published Hindi lists', () => {
    expect(NAKSHATRAS.map((n) => withoutNukta(LABELS.data.hi.nakshatra[n]))).toEqual(
      PUBLISHED_NAKSHATRAS.map(withoutNukta),
    );
  });
});
