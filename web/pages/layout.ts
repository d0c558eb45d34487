/**
 * The frame of every page: language, title, navigation, one stylesheet and the page's module scripts, all served
 * as files from this origin (/assets/...), so the Content-Security-Policy needs no inline allowance at all.
 */
import type { Lang } from '../../src/engine/tables/labels/types.ts';
import { messagesFor, PAGE_TEXT, textLang, type MessageId } from '../i18n/messages.ts';
import { current, html, type Html } from './html.ts';

export type PageLang = Lang;

const NAV: readonly [string, MessageId][] = [
  ['/', 'nav.panchanga'],
  ['/kundli', 'nav.kundli'],
  ['/match', 'nav.match'],
  ['/accuracy', 'nav.accuracy'],
  ['/muhurta', 'nav.muhurta'],
  ['/festivals', 'nav.festivals'],
  ['/ask', 'nav.ask'],
  ['/docs', 'nav.api'],
];

/** The `lang` attribute of a name shown in a language (IAST is Sanskrit in Latin script). */
export const langTag = (lang: PageLang): string => (lang === 'sa' ? 'sa-Latn' : lang);

/**
 * The <html lang> of a page or document asked in `lang`: the language its own text is in. Where the page text is
 * not translated yet (Sanskrit and the regional languages) that is English, and the names carry their own `lang`.
 */
export const htmlLang = (lang: PageLang): string => textLang(lang);

/** The notice on a page whose names are in a language its text is not yet translated into. */
export function fallbackNotice(lang: PageLang): Html {
  const entry = PAGE_TEXT[lang];
  if (entry.status !== 'not_yet_translated') return html``;
  const language = html`<span lang="${langTag(lang)}">${entry.native}</span>`;
  return html`<p class="notice" role="note">${messagesFor(lang).html('layout.fallbackNotice', { language })}</p>`;
}

/** A link to another page that keeps the asked language (English is the pages' default and needs no parameter). */
export const pageHref = (path: string, lang: PageLang): string =>
  lang === 'en' || path === '/docs' ? path : `${path}?lang=${lang}`;

export function layout(opts: {
  title: string;
  path: string;
  lang: PageLang;
  main: Html;
  scripts?: string[];
  /** False on a page that shows no names (accuracy, ask, errors): no notice about the language of names. */
  names?: boolean;
}): string {
  const m = messagesFor(opts.lang);
  const nav = NAV.map(
    ([href, id]) => html`<li><a href="${pageHref(href, opts.lang)}"${current(href === opts.path)}>${m.t(id)}</a></li>`,
  );
  const scripts = (opts.scripts ?? []).map((s) => html`<script type="module" src="/assets/${s}"></script>`);
  const footer = m.html('layout.footer', { openapi: (c) => html`<a href="/openapi.json">${c}</a>` });
  return `<!doctype html>
${
  html`<html lang="${htmlLang(opts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${m.t('layout.title', { page: opts.title })}</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css">
${scripts}
</head>
<body>
<a class="skip" href="#main">${m.t('layout.skip')}</a>
<header><nav aria-label="${m.t('layout.nav')}"><ul>${nav}</ul></nav></header>
<main id="main">
${opts.names === false ? html`` : fallbackNotice(opts.lang)}
${opts.main}
</main>
<footer><p>${footer}</p></footer>
</body>
</html>`.text
}
`;
}
