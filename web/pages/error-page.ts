/**
 * The page a browser gets when a page or route is not found (404) or the service fails (500): what happened in a
 * sentence, where to go instead, and for a failure the request id to quote. Programs asking for JSON get the JSON
 * `detail` as before.
 */
import { messagesFor, type TextLang } from '../i18n/messages.ts';
import { html, type Html } from './html.ts';
import { layout, pageHref } from './layout.ts';

export function renderErrorPage(opts: { status: 404 | 500; path: string; requestId: string; lang?: TextLang }): string {
  const lang = opts.lang ?? 'en';
  const m = messagesFor(lang);
  const notFound = opts.status === 404;
  const title = m.t(notFound ? 'error.notFound' : 'error.failed');
  const link = (href: string) => (c: Html) => html`<a href="${pageHref(href, lang)}">${c}</a>`;
  const main = notFound
    ? html`<h1>${title}</h1>
<p>${m.html('error.nothingAt', { path: opts.path })}</p>
<p>${m.html('error.try', { panchanga: link('/'), kundli: link('/kundli'), docs: link('/docs') })}</p>`
    : html`<h1>${title}</h1>
<p>${m.t('error.notYou')}</p>
<p>${m.html('error.quote', { id: opts.requestId })}</p>`;
  return layout({ title, path: opts.path, lang, main, names: false });
}
