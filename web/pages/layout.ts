/**
 * The frame of every page: language, title, navigation, one stylesheet and the page's module scripts, all served
 * as files from this origin (/assets/...), so the Content-Security-Policy needs no inline allowance at all.
 */
import { html, type Html } from './html.ts';

export type PageLang = 'en' | 'hi' | 'sa';

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

/** `lang` of the <html> element: Sanskrit in IAST is written in Latin script (sa-Latn). */
const HTML_LANG: Record<PageLang, string> = { en: 'en', hi: 'hi', sa: 'sa-Latn' };

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
${opts.main}
</main>
<footer><p>Computed here with the Swiss Ephemeris, Lahiri ayanamsa. Free software (AGPL-3.0-or-later). Machine-readable: <a href="/openapi.json">/openapi.json</a>.</p></footer>
</body>
</html>`.text
}
`;
}
