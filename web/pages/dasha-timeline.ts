/**
 * The Vimshottari mahadashas as one SVG bar: each period's width is its length in time, the running one marked
 * and a line at today. A table beside it lists the same periods for readers who cannot see the picture.
 */
import { label } from '../../src/engine/tables/labels/index.ts';
import { FONT_STACK } from '../fonts.ts';
import { messagesFor } from '../i18n/messages.ts';
import { monthName } from './form-parts.ts';
import { esc } from './html.ts';
import type { PageLang } from './layout.ts';

export interface Period {
  planet: string;
  start: string;
  end: string;
  start_date: string;
  end_date: string;
}

/**
 * A period's first or last day as the page's text writes it: the API's own "1 Feb 1987" in English, the same day with
 * the month named in the page's language otherwise (read from the local ISO date, which that string is made from).
 */
export function periodDate(p: Period, which: 'start' | 'end', lang: PageLang): string {
  const text = messagesFor(lang).lang;
  if (text === 'en') return which === 'start' ? p.start_date : p.end_date;
  const [year = '', month = '', day = ''] = p[which].slice(0, 10).split('-');
  return `${Number(day)} ${monthName(text, Number(month) - 1, 'short')} ${year}`;
}

const COLORS = ['#f4d6a0', '#d9e8f5', '#f5d0c5', '#d8efd3', '#f2e3a6', '#e6d8f2', '#cfd8dc', '#f3d5e6', '#dde5c5'];
const W = 720,
  H = 64,
  BAR_Y = 8,
  BAR_H = 30;

export function dashaTimelineSvg(periods: Period[], nowMs: number, lang: PageLang): string {
  const first = periods[0],
    last = periods[periods.length - 1];
  if (first === undefined || last === undefined) return '';
  const t0 = Date.parse(first.start),
    t1 = Date.parse(last.end);
  const x = (ms: number) => Math.round(((ms - t0) / (t1 - t0)) * W * 10) / 10;
  const parts = periods.map((p, i) => {
    const a = x(Date.parse(p.start)),
      b = x(Date.parse(p.end));
    const running = Date.parse(p.start) <= nowMs && nowMs < Date.parse(p.end);
    const name = label(lang, 'graha', p.planet);
    const span = `${name}: ${periodDate(p, 'start', lang)} – ${periodDate(p, 'end', lang)}`;
    const text =
      b - a > 34
        ? `<text x="${Math.round(((a + b) / 2) * 10) / 10}" y="${BAR_Y + 19}" font-size="11" ` +
          `text-anchor="middle">${esc(name)}</text>`
        : '';
    return (
      `<g class="period${running ? ' running' : ''}" ` +
      `data-planet="${esc(p.planet)}"><title>${esc(span)}</title>` +
      (`<rect x="${a}" y="${BAR_Y}" width="${Math.round((b - a) * 10) / 10}" height="${BAR_H}" ` +
        `fill="${COLORS[i % COLORS.length] ?? '#eee'}" stroke="${running ? '#b00020' : '#7a4b00'}" ` +
        `stroke-width="${running ? 3 : 1}"/>${text}</g>`)
    );
  });
  const m = messagesFor(lang);
  const whole = m.t('timeline.label', { from: periodDate(first, 'start', lang), to: periodDate(last, 'end', lang) });
  const now =
    nowMs >= t0 && nowMs < t1
      ? `<line class="now" x1="${x(nowMs)}" x2="${x(nowMs)}" y1="2" y2="${BAR_Y + BAR_H + 6}" stroke="#b00020" ` +
        `stroke-width="2"/><text x="${x(nowMs)}" y="${H - 6}" font-size="10" text-anchor="middle" ` +
        `fill="#b00020">${esc(m.t('timeline.today'))}</text>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="dasha-timeline" viewBox="0 0 ${W} ${H}" role="img" ` +
    `aria-label="${esc(whole)}" ` +
    `font-family="${esc(FONT_STACK)}">${parts.join('')}${now}</svg>`
  );
}
