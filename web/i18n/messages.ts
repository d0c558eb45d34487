/**
 * The pages' own text, one catalogue of ICU messages (formatted by @formatjs/intl) in English and Hindi. Names of
 * grahas, signs, nakshatras and the rest come from the engine's label tables in all ten languages; the words around
 * them come from here. A language whose page text is not translated yet shows the English messages, and its pages say
 * so and declare themselves English documents.
 *
 * Escaping: `t` gives plain text (the html tag escapes it where it lands); `html` gives markup for messages with tags
 * (<code>, <strong>, links): the message's own text is trusted, every value passed in is escaped (or is already Html).
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Lang } from '../../src/engine/tables/labels/types.ts';
import { esc, Html } from '../pages/html.ts';
import { ACCURACY } from './catalogue/accuracy.ts';
import { ASK } from './catalogue/ask.ts';
import { COMMON } from './catalogue/common.ts';
import { FESTIVALS } from './catalogue/festivals.ts';
import { KUNDLI } from './catalogue/kundli.ts';
import { MATCH } from './catalogue/match.ts';
import { MUHURTA } from './catalogue/muhurta.ts';
import { PANCHANGA } from './catalogue/panchanga.ts';
import { REPORT } from './catalogue/report.ts';
import type { Catalogue } from './catalogue/types.ts';

/** Each area's messages, kept apart so a test can see that no id is defined twice. */
export const AREAS = { COMMON, PANCHANGA, KUNDLI, MATCH, MUHURTA, FESTIVALS, ASK, ACCURACY, REPORT } as const;

export const MESSAGES = {
  ...COMMON,
  ...PANCHANGA,
  ...KUNDLI,
  ...MATCH,
  ...MUHURTA,
  ...FESTIVALS,
  ...ASK,
  ...ACCURACY,
  ...REPORT,
} as const satisfies Catalogue;

export type MessageId = keyof typeof MESSAGES;

/** The languages the page text is written in. */
export const TEXT_LANGS = ['en', 'hi'] as const;
export type TextLang = (typeof TEXT_LANGS)[number];

/**
 * For every language a page can be asked in: the language its text is shown in, and whether that is the language
 * asked for. `native` is the language's own name, for the notice on pages whose text falls back to English.
 */
export const PAGE_TEXT = {
  en: { text: 'en', status: 'source' },
  hi: { text: 'hi', status: 'translated' },
  sa: { text: 'en', status: 'not_yet_translated', native: 'Saṃskṛta' },
  ta: { text: 'en', status: 'not_yet_translated', native: 'தமிழ்' },
  te: { text: 'en', status: 'not_yet_translated', native: 'తెలుగు' },
  kn: { text: 'en', status: 'not_yet_translated', native: 'ಕನ್ನಡ' },
  ml: { text: 'en', status: 'not_yet_translated', native: 'മലയാളം' },
  bn: { text: 'en', status: 'not_yet_translated', native: 'বাংলা' },
  mr: { text: 'en', status: 'not_yet_translated', native: 'मराठी' },
  gu: { text: 'en', status: 'not_yet_translated', native: 'ગુજરાતી' },
} as const satisfies Record<
  Lang,
  { text: TextLang; status: 'source' | 'translated' } | { text: 'en'; status: 'not_yet_translated'; native: string }
>;

/** The language a page asked in `lang` writes its text in. */
export const textLang = (lang: Lang): TextLang => PAGE_TEXT[lang].text;

/** Plain values of a message: text and numbers (a select's or plural's argument is one of these). */
export type TextValues = Readonly<Record<string, string | number>>;
/** Values of a message with markup: also ready markup, and a function per tag that wraps the tag's content. */
export type HtmlValues = Readonly<Record<string, string | number | Html | ((content: Html) => Html)>>;

const cache = createIntlCache();
const fail = (e: Error): never => {
  throw e;
};
const INTL: Record<TextLang, IntlShape<Html>> = {
  en: createIntl<Html>(
    { locale: 'en', defaultLocale: 'en', messages: textsIn('en'), onError: fail, onWarn: () => undefined },
    cache,
  ),
  hi: createIntl<Html>(
    { locale: 'hi', defaultLocale: 'en', messages: textsIn('hi'), onError: fail, onWarn: () => undefined },
    cache,
  ),
};

function textsIn(lang: TextLang): Record<string, string> {
  return Object.fromEntries(Object.entries(MESSAGES as Catalogue).map(([id, m]) => [id, m[lang]]));
}

/** The tags every message may use without the caller giving them. */
const TAGS: Record<string, (content: Html) => Html> = {
  code: (c) => new Html(`<code>${c.text}</code>`),
  strong: (c) => new Html(`<strong>${c.text}</strong>`),
  hint: (c) => new Html(`<span class="hint">${c.text}</span>`),
};

/** The message's own text is the catalogue's: only the characters that would open markup are escaped. */
const literal = (s: string) => s.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

function joined(parts: unknown): Html {
  const list: unknown[] = Array.isArray(parts) ? parts : [parts];
  return new Html(list.map((p) => (p instanceof Html ? p.text : literal(String(p)))).join(''));
}

/** The arguments a message chooses by (select and plural): they must reach the formatter as plain values. */
const selectorsOf = new Map<string, ReadonlySet<string>>();
function selectors(lang: TextLang, id: MessageId): ReadonlySet<string> {
  const key = `${lang} ${id}`;
  let found = selectorsOf.get(key);
  if (found === undefined) {
    const names = new Set<string>();
    const walk = (elements: readonly unknown[]): void => {
      for (const el of elements) {
        if (typeof el !== 'object' || el === null) continue;
        const e = el as { value?: unknown; options?: Record<string, { value: unknown[] }>; children?: unknown[] };
        if (e.options !== undefined) {
          if (typeof e.value === 'string') names.add(e.value);
          for (const option of Object.values(e.options)) walk(option.value);
        }
        if (e.children !== undefined) walk(e.children);
      }
    };
    walk(INTL[lang].formatters.getMessageFormat(MESSAGES[id][lang], lang).getAst());
    found = names;
    selectorsOf.set(key, found);
  }
  return found;
}

export interface Messages {
  /** The language the text is in ('en' where the asked language's page text is not translated yet). */
  readonly lang: TextLang;
  /** A message as plain text. */
  t(id: MessageId, values?: TextValues): string;
  /** A message as markup: tags become elements, values are escaped. */
  html(id: MessageId, values?: HtmlValues): Html;
  /**
   * A sentence the engine writes in English (a rule, a reason, a catalogue entry): marked lang="en" when the page
   * text is in another language, so the page's language tags say what a reader (or a screen reader) meets.
   */
  en(text: string): Html;
}

const made = new Map<TextLang, Messages>();

/** The messages of a page asked in `lang`. */
export function messagesFor(lang: Lang): Messages {
  const text = textLang(lang);
  const known = made.get(text);
  if (known !== undefined) return known;
  const intl = INTL[text];
  const m: Messages = {
    lang: text,
    t(id, values) {
      const out = intl.formatMessage({ id }, values);
      if (typeof out !== 'string') throw new Error(`message ${id} has markup: use html()`);
      return out;
    },
    html(id, values = {}) {
      const chooses = selectors(text, id);
      const given: Record<string, string | number | Html | ((parts: unknown[]) => Html)> = {};
      for (const [name, tag] of Object.entries(TAGS)) given[name] = (parts) => tag(joined(parts));
      for (const [name, v] of Object.entries(values)) {
        if (typeof v === 'function') given[name] = (parts) => v(joined(parts));
        else if (v instanceof Html || chooses.has(name)) given[name] = v;
        else given[name] = new Html(esc(v));
      }
      return joined(intl.formatMessage({ id }, given));
    },
    en(sentence) {
      return text === 'en' ? new Html(esc(sentence)) : new Html(`<span lang="en">${esc(sentence)}</span>`);
    },
  };
  made.set(text, m);
  return m;
}
