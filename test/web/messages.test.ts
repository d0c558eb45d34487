// The pages' message catalogue (web/i18n): every message has its English and its Hindi, each compiles as an ICU
// message with the library that formats it, every plural and select has its `other`, both languages take the same
// arguments, no id is defined twice, and Hindi text is written in Devanagari. Sanskrit and the regional languages
// are marked as not yet translated and show the English. Where a message names something the engine also words (the
// acts, practice profiles, refused topics, the banding rule, the form problems of the API's validator), the English
// is held equal to the engine's words, so the two cannot drift apart unnoticed.
import { createIntl } from '@formatjs/intl';
import { describe, expect, test } from 'vitest';
import { LANGS } from '../../src/engine/tables/labels/types.ts';
import { REGIONS } from '../../src/engine/tables/festivals/index.ts';
import { KARMA_RULES } from '../../src/engine/tables/muhurta/karma-rules.ts';
import { KARMAS } from '../../src/engine/tables/muhurta/keys.ts';
import { PRACTICE_PROFILES, PRACTICES } from '../../src/engine/tables/muhurta/practices.ts';
import { QUALITY_RULE } from '../../src/engine/tables/muhurta/quality.ts';
import { POLICY } from '../../src/engine/tables/oracle/policy.ts';
import { FORM_WORDS, mustBe, shown } from '../../src/schemas/readable.ts';
import { AREAS, MESSAGES, messagesFor, PAGE_TEXT, TEXT_LANGS, type MessageId } from '../../web/i18n/messages.ts';

const IDS = Object.keys(MESSAGES) as MessageId[];
/** Names of formats and brands with no Hindi form, which Hindi text may keep in Latin letters. */
const LATIN_IN_HINDI = new Set(['api', 'pdf', 'json', 'agpl', 'utc', 'iast', 'icalendar']);

interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  pluralType?: string;
  children?: Element[];
}

/** The arguments, tags and choosing elements of a parsed message, and its own text outside <code>. */
function shape(ast: readonly Element[]) {
  const args = new Set<string>();
  const tags = new Set<string>();
  const choices: { name: string; keys: string[]; plural: boolean }[] = [];
  let text = '';
  const walk = (elements: readonly Element[], inCode: boolean) => {
    for (const e of elements) {
      if (e.children !== undefined) {
        tags.add(String(e.value));
        walk(e.children, inCode || e.value === 'code');
      } else if (e.options !== undefined) {
        args.add(String(e.value));
        choices.push({ name: String(e.value), keys: Object.keys(e.options), plural: e.pluralType !== undefined });
        for (const o of Object.values(e.options)) walk(o.value, inCode);
      } else if (e.type === 0 && typeof e.value === 'string') {
        if (!inCode) text += ` ${e.value}`;
      } else if (typeof e.value === 'string') {
        args.add(e.value);
      }
    }
  };
  walk(ast, false);
  return { args, tags, choices, text };
}

const parsed = Object.fromEntries(
  TEXT_LANGS.map((lang) => {
    const intl = createIntl({ locale: lang, messages: {} });
    return [
      lang,
      Object.fromEntries(
        IDS.map((id) => [id, intl.formatters.getMessageFormat(MESSAGES[id][lang], lang).getAst() as Element[]]),
      ),
    ];
  }),
) as Record<(typeof TEXT_LANGS)[number], Record<MessageId, Element[]>>;

describe('the catalogue', () => {
  test('every message has its English and its Hindi; Hindi keeps no English word', () => {
    const plural = IDS.filter((id) => shape(parsed.en[id]).choices.some((c) => c.plural)).length;
    console.info(`page text catalogue: ${IDS.length} messages in en and hi, ${plural} with plurals`);
    expect(IDS.length).toBeGreaterThan(300);
    expect(shape(parsed.en['error.nothingAt']).text.trim()).toBe('Nothing lives at  .');
    for (const id of IDS) {
      expect(MESSAGES[id].en.trim(), id).not.toBe('');
      expect(MESSAGES[id].hi.trim(), id).not.toBe('');
      const latin = (shape(parsed.hi[id]).text.match(/\p{Script=Latin}{2,}/gu) ?? []).filter(
        (w) => !LATIN_IN_HINDI.has(w.toLowerCase()),
      );
      expect(latin, id).toEqual([]);
      const english = shape(parsed.en[id]).text.match(/\p{Script=Latin}{2,}/gu) ?? [];
      if (english.some((w) => !LATIN_IN_HINDI.has(w.toLowerCase())))
        expect(MESSAGES[id].hi, id).toMatch(/\p{Script=Devanagari}/u);
    }
  });

  test('no id is defined in two areas', () => {
    const total = Object.values(AREAS).reduce((n, area) => n + Object.keys(area).length, 0);
    expect(total).toBe(IDS.length);
  });

  test('each compiles as ICU; plurals and selects have other; English and Hindi take the same arguments', () => {
    for (const id of IDS) {
      const en = shape(parsed.en[id]);
      const hi = shape(parsed.hi[id]);
      for (const c of [...en.choices, ...hi.choices]) expect(c.keys, `${id}: ${c.name}`).toContain('other');
      expect([...hi.args].sort(), id).toEqual([...en.args].sort());
      // Hindi may show a path as code where English writes it plainly; every other tag is the same.
      const tags = (s: Set<string>) => [...s].filter((t) => t !== 'code').sort();
      expect(tags(hi.tags), id).toEqual(tags(en.tags));
    }
  });

  test('Sanskrit and the regional languages are marked as falling back to English', () => {
    expect(PAGE_TEXT.en.status).toBe('source');
    expect(PAGE_TEXT.hi.status).toBe('translated');
    const regional = LANGS.filter((l) => l !== 'en' && l !== 'hi');
    expect(regional).toEqual(['sa', 'ta', 'te', 'kn', 'ml', 'bn', 'mr', 'gu']);
    for (const lang of regional) {
      expect(PAGE_TEXT[lang], lang).toMatchObject({ text: 'en', status: 'not_yet_translated' });
      expect(messagesFor(lang).lang, lang).toBe('en');
      expect(messagesFor(lang).t('nav.kundli')).toBe('Kundli');
    }
    expect(messagesFor('hi').t('nav.kundli')).toBe('कुंडली');
  });

  test('plurals: one and other in both languages', () => {
    const en = messagesFor('en');
    const hi = messagesFor('hi');
    const result = { act: 'x', from: 'a', to: 'b', onlyGood: 'no' };
    expect(en.t('muhurta.result', { ...result, count: 1 })).toBe('1 day for x, a to b');
    expect(en.t('muhurta.result', { ...result, count: 12 })).toBe('12 days for x, a to b');
    expect(hi.t('muhurta.result', { ...result, count: 12 })).toBe('x के लिए 12 दिन, a से b तक');
    expect(en.t('festivals.result', { place: 'P', year: 2026, count: 1 })).toBe('P, 2026: 1 festival or vrata');
    expect(hi.t('festivals.result', { place: 'P', year: 2026, count: 40 })).toBe('P, 2026: 40 त्योहार और व्रत');
    expect(en.t('ask.removed', { count: 2 })).toBe('Removed: 2 sentences the facts do not support');
  });
});

describe('the English of the catalogue is the engine’s own words where the engine words the same thing', () => {
  const en = messagesFor('en');

  test('acts, practice profiles, regions, refused topics and the banding rule', () => {
    for (const k of KARMAS) expect(en.t(`karma.${k}` as const), k).toBe(KARMA_RULES[k].label);
    for (const p of PRACTICES) expect(en.t(`practice.${p}` as const), p).toBe(PRACTICE_PROFILES.data[p].label);
    for (const r of REGIONS) expect(IDS, r).toContain(`region.${r}`);
    const refused = Object.entries(POLICY.data).filter(([, p]) => p.action === 'refuse');
    for (const [id, p] of refused) expect(en.t(`refused.${id}` as MessageId), id).toBe(p.topic);
    expect(en.t('muhurta.qualityRule')).toBe(QUALITY_RULE.data.text);
  });

  test("the form problems say what the API's validator says, as a sentence", () => {
    const sentence = (msg: string) => `${msg.charAt(0).toUpperCase()}${msg.slice(1)}.`;
    for (const got of ['20261125', '4:00 PM']) {
      expect(en.t('problem.date', { got: shown(got) })).toBe(sentence(mustBe('date', FORM_WORDS.date, got)));
      expect(en.t('problem.start', { got: shown(got) })).toBe(sentence(mustBe('start', FORM_WORDS.date, got)));
      expect(en.t('problem.time', { got: shown(got) })).toBe(sentence(mustBe('time', FORM_WORDS.time, got)));
    }
  });
});
