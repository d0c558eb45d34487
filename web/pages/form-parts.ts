/** Form fields both pages use: the place search (progressively enhanced by /assets/city-search.ts) and the language. */
import { LANGS } from '../../src/engine/tables/labels/types.ts';
import { messagesFor, type MessageId, type TextLang } from '../i18n/messages.ts';
import { html, type Html, selected } from './html.ts';
import type { PageLang } from './layout.ts';

export interface PlaceState {
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * A place search field; `prefix` names a second one on the same page (the match form has one per partner). The
 * script finds each by `data-place-search` and fills the hidden `${prefix}lat` and `${prefix}lon` it names.
 */
export function placeField(
  lang: PageLang,
  place: PlaceState | null,
  typed: string,
  prefix = '',
  label: MessageId = 'form.place',
): Html {
  const m = messagesFor(lang);
  const id = `${prefix}place`;
  const hint = m.t('form.placeHint', {
    chosen: place === null ? 'no' : 'yes',
    lat: place?.latitude.toFixed(4) ?? '',
    lon: place?.longitude.toFixed(4) ?? '',
  });
  return html`<div class="field place-field">
<label for="${id}">${m.t(label)}</label>
<input id="${id}" name="${id}" type="text" autocomplete="off" required maxlength="120" value="${place?.name ?? typed}"
  role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="${id}-options"\
 aria-describedby="${id}-hint"
  data-place-search data-lat="${prefix}lat" data-lon="${prefix}lon">
<ul id="${id}-options" role="listbox" aria-label="${m.t('form.placeOptions')}" hidden></ul>
<p id="${id}-hint" class="hint">${hint}</p>
<input type="hidden" name="${prefix}lat" value="${place?.latitude ?? ''}">
<input type="hidden" name="${prefix}lon" value="${place?.longitude ?? ''}">
</div>`;
}

/** The optional name field of the birth forms. */
export function nameField(lang: PageLang, id: string, value: string): Html {
  const label = messagesFor(lang).html('form.name');
  return html`<div class="field"><label for="${id}">${label}</label>\
<input id="${id}" name="${id}" type="text" maxlength="100" value="${value}"></div>`;
}

/** The birth date and time fields of the birth forms (`prefix` for the match form's partners). */
export function birthFields(lang: PageLang, date: string, time: string, prefix = ''): Html {
  const m = messagesFor(lang);
  return html`<div class="field"><label for="${prefix}date">${m.t('form.birthDate')}</label>\
<input id="${prefix}date" name="${prefix}date" type="date" required min="1800-01-01" max="2399-12-31" value="${date}">\
</div>
<div class="field"><label for="${prefix}time">${m.t('form.birthTime')}</label>\
<input id="${prefix}time" name="${prefix}time" type="time" required value="${time}"></div>`;
}

/**
 * The language picker; `choices` narrows it on a page that shows no names (there only the page text can change).
 * Each language is named in its own script, with its name in the page's language beside it.
 */
export function langField(lang: PageLang, choices: readonly PageLang[] = LANGS): Html {
  const m = messagesFor(lang);
  const title = m.t(choices.length === LANGS.length ? 'form.language' : 'form.textLanguage');
  const options = choices.map(
    (l) => html`<option value="${l}"${selected(l === lang)}>${m.t(`language.${l}` as const)}</option>`,
  );
  return html`<div class="field"><label for="lang">${title}</label><select id="lang" name="lang">${options}</select>\
</div>`;
}

/**
 * A problem with the input, said in words next to the form (role=alert so screen readers hear it): the page's own
 * words in its language, or the engine's English sentence marked as English.
 */
export type Problem = { text: string } | { english: string };

export function problem(lang: PageLang, p: Problem | null): Html {
  if (p === null) return html``;
  const words = 'text' in p ? html`${p.text}` : messagesFor(lang).en(p.english);
  return html`<p class="problem" role="alert">${words}</p>`;
}

/** Month names as the page's text language writes them (civil months: the same in every almanac). */
const MONTH_NAMES = new Map<string, string[]>();
export function monthName(lang: TextLang, month: number, width: 'long' | 'short'): string {
  const key = `${lang} ${width}`;
  let names = MONTH_NAMES.get(key);
  if (names === undefined) {
    const f = new Intl.DateTimeFormat(lang, { month: width, timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, i) => f.format(Date.UTC(2000, i, 1)));
    MONTH_NAMES.set(key, names);
  }
  return names[month] ?? '';
}

/** "2026-11-25T16:50:45+05:30" -> "16:50" (and the day when it is not `day`, its month named in `lang`). */
export function clock(iso: string | null | undefined, day?: string, lang: TextLang = 'en'): string {
  if (iso === null || iso === undefined) return '—';
  const date = iso.slice(0, 10);
  const time = iso.slice(11, 16);
  if (day === undefined || date === day) return time;
  const d = new Date(`${date}T00:00:00Z`);
  return `${d.getUTCDate()} ${monthName(lang, d.getUTCMonth(), 'short')} ${time}`;
}
