// The script rule against spellings published independently: CLDR's Marathi Indian-calendar months (the Sanskrit
// month names in Devanagari) and the Hindi festival names the festival records carry, typed by hand from almanacs.
import { describe, expect, test } from 'vitest';
import { FESTIVALS, MONTHLY } from '../festivals/index.ts';
import { SA } from './sa.ts';
import { inScript, type Script } from './script.ts';

const cldrMonths = (lang: string) =>
  Array.from({ length: 12 }, (_, m) =>
    new Intl.DateTimeFormat(`${lang}-u-ca-indian`, { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 3 + m, 5)),
    ),
  );

describe('Sanskrit names written in a script by rule', () => {
  test("Marathi: the 12 month names equal CLDR's, but Kārttika (CLDR writes one t, as Marathi usage does)", () => {
    const ours = Object.values(SA.month).map((m) => inScript(m, 'deva'));
    const cldr = cldrMonths('mr');
    const differ = ours.map((o, i) => [o, cldr[i]]).filter(([o, c]) => o !== c);
    expect(differ).toEqual([['कार्त्तिक', 'कार्तिक']]);
  });

  test('Hindi festival names: the rule agrees with the hand-typed Devanagari for most names', () => {
    const records = [...FESTIVALS, ...MONTHLY];
    // Hindi drops the final a in speech and often in print (Holika Dahan): compare without the final virama.
    const same = records.filter((f) => inScript(f.sa, 'deva').replace(/\u094D$/u, '') === f.hi);
    console.info(`script rule: ${same.length} of ${records.length} Hindi festival names agree letter for letter`);
    expect(same.length).toBeGreaterThanOrEqual(40);
  });

  test('each script keeps to its Unicode block, and Tamil needs no letter outside its own block', () => {
    const blocks: Record<Script, RegExp> = {
      deva: /^[\u0900-\u097F ]+$/u,
      beng: /^[\u0980-\u09FF ]+$/u,
      gujr: /^[\u0A80-\u0AFF ]+$/u,
      taml: /^[\u0B80-\u0BFF ]+$/u,
      telu: /^[\u0C00-\u0C7F ]+$/u,
      knda: /^[\u0C80-\u0CFF ]+$/u,
      mlym: /^[\u0D00-\u0D7F ]+$/u,
    };
    for (const [script, block] of Object.entries(blocks) as [Script, RegExp][]) {
      for (const f of [...FESTIVALS, ...MONTHLY]) expect(inScript(f.sa, script), `${script} ${f.sa}`).toMatch(block);
    }
  });

  test('letters by the rules each almanac tradition writes', () => {
    expect(inScript('Pañcamī', 'telu')).toBe('పంచమి'); // anusvara before a stop, short final i
    expect(inScript('Pañcamī', 'mlym')).toBe('പഞ്ചമി'); // Malayalam keeps the conjunct
    expect(inScript('Śarat', 'beng')).toBe('শরৎ'); // khanda ta
    expect(inScript('Dvitīyā', 'beng')).toBe('দ্বিতীয়া'); // ya after a vowel
    expect(inScript('Kṛṣṇa', 'taml')).toBe('க்ருஷ்ண'); // ṛ as ru
    expect(inScript('Navamī', 'taml')).toBe('நவமி'); // initial dental n
    expect(inScript('Candra', 'taml')).toBe('சந்த்ர'); // dental n before d, as before t
    expect(inScript('Sūrya', 'mlym')).toBe('സൂര്യ'); // no chillu before ya
  });
});
