/**
 * The frame of every page: language, title, navigation, one stylesheet and the page's module scripts, all served
 * as files from this origin (/assets/...), so the Content-Security-Policy needs no inline allowance at all.
 */
import type { Lang } from '../../src/engine/tables/labels/types.ts';
import { html, type Html } from './html.ts';

export type PageLang = Lang;

const NAV: readonly [string, string][] = [
  ['/', 'Panchanga'],
  ['/kundli', 'Kundli'],
  ['/match', 'Match'],
  ['/accuracy', 'Accuracy'],
  ['/muhurta', 'Muhurta'],
  ['/festivals', 'Festivals'],
  ['/ask', 'Ask'],
  ['/docs', 'API'],
];

/**
 * `lang` of the <html> element: the language the page's own text is in. Sanskrit in IAST is written in Latin script
 * (sa-Latn). The regional languages name things in their script, but the page text around the names is not yet
 * translated: those pages are English documents, and the notice at the top says in which language the names are.
 */
const HTML_LANG: Record<PageLang, string> = {
  en: 'en',
  hi: 'hi',
  sa: 'sa-Latn',
  ta: 'en',
  te: 'en',
  kn: 'en',
  ml: 'en',
  bn: 'en',
  mr: 'en',
  gu: 'en',
};

/** Languages whose names are shown but whose page text falls back to English, said on the page. */
const TEXT_NOT_TRANSLATED: Readonly<Partial<Record<PageLang, string>>> = {
  ta: 'தமிழ்',
  te: 'తెలుగు',
  kn: 'ಕನ್ನಡ',
  ml: 'മലയാളം',
  bn: 'বাংলা',
  mr: 'मराठी',
  gu: 'ગુજરાતી',
};

/** The `lang` attribute of a name shown in a language (IAST is Sanskrit in Latin script). */
export const langTag = (lang: PageLang): string => (lang === 'sa' ? 'sa-Latn' : lang);

/** The <html lang> of a page or document showing names in `lang`. */
export const htmlLang = (lang: PageLang): string => HTML_LANG[lang];

export function fallbackNotice(lang: PageLang): Html {
  const name = TEXT_NOT_TRANSLATED[lang];
  return name === undefined
    ? html``
    : html`<p class="notice" role="note">Names are shown in <span lang="${lang}">${name}</span>; the page text is not yet translated and is shown in English.</p>`;
}

export function layout(opts: { title: string; path: string; lang: PageLang; main: Html; scripts?: string[] }): string {
  const nav = NAV.map(
    ([href, label]) =>
      html`<li><a href="${href}"${href === opts.path ? html` aria-current="page"` : html``}>${label}</a></li>`,
  );
  const scripts = (opts.scripts ?? []).map((s) => html`<script type="module" src="/assets/${s}"></script>`);
  return `<!doctype html>
${
  html`<html lang="${HTML_LANG[opts.lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${opts.title} · Vedic computation service</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css">
${scripts}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><nav aria-label="Pages"><ul>${nav}</ul></nav></header>
<main id="main">
${fallbackNotice(opts.lang)}
${opts.main}
</main>
<footer><p>Computed here with the Swiss Ephemeris, Lahiri ayanamsa. Free software (AGPL-3.0-or-later). Machine-readable: <a href="/openapi.json">/openapi.json</a>.</p></footer>
</body>
</html>`.text
}
`;
}
