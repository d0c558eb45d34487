/**
 * The page a browser gets when a page or route is not found (404) or the service fails (500): what happened in a
 * sentence, where to go instead, and for a failure the request id to quote. Programs asking for JSON get the JSON
 * `detail` as before.
 */
import { html } from './html.ts';
import { layout } from './layout.ts';

export function renderErrorPage(opts: { status: 404 | 500; path: string; requestId: string }): string {
  const notFound = opts.status === 404;
  const title = notFound ? 'Page not found' : 'Something went wrong';
  const main = notFound
    ? html`<h1>${title}</h1>
<p>Nothing lives at <code>${opts.path}</code>.</p>
<p>Try the <a href="/">panchanga</a>, a <a href="/kundli">birth chart</a>, or the list of every route in the
<a href="/docs">API explorer</a>.</p>`
    : html`<h1>${title}</h1>
<p>The service could not answer this request. Nothing you sent caused it; please try again in a moment.</p>
<p>If it happens again, quote request <code>${opts.requestId}</code> to whoever runs this service.</p>`;
  return layout({ title, path: opts.path, lang: 'en', main });
}
