/** Form fields both pages use: the place search (progressively enhanced by /assets/city-search.ts) and the language. */
import { html, type Html } from './html.ts';
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
export function placeField(place: PlaceState | null, typed: string, prefix = '', label = 'Place'): Html {
  const id = `${prefix}place`;
  return html`<div class="field place-field">
<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="text" autocomplete="off" required maxlength="120" value="${place?.name ?? typed}"
  role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="${id}-options" aria-describedby="${id}-hint"
  data-place-search data-lat="${prefix}lat" data-lon="${prefix}lon">
<ul id="${id}-options" role="listbox" aria-label="Matching places" hidden></ul>
<p id="${id}-hint" class="hint">Type a city or town and pick it from the list${place === null ? '' : html` (now ${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)})`}.</p>
<input type="hidden" name="${prefix}lat" value="${place?.latitude ?? ''}">
<input type="hidden" name="${prefix}lon" value="${place?.longitude ?? ''}">
</div>`;
}

const LANG_NAMES: Record<PageLang, string> = {
  en: 'English',
  hi: 'हिन्दी (Hindi)',
  sa: 'Saṃskṛta (IAST)',
  ta: 'தமிழ் (Tamil)',
  te: 'తెలుగు (Telugu)',
  kn: 'ಕನ್ನಡ (Kannada)',
  ml: 'മലയാളം (Malayalam)',
  bn: 'বাংলা (Bengali)',
  mr: 'मराठी (Marathi)',
  gu: 'ગુજરાતી (Gujarati)',
};

export function langField(lang: PageLang): Html {
  const options = (Object.keys(LANG_NAMES) as PageLang[]).map(
    (l) => html`<option value="${l}"${l === lang ? html` selected` : html``}>${LANG_NAMES[l]}</option>`,
  );
  return html`<div class="field"><label for="lang">Names in</label><select id="lang" name="lang">${options}</select></div>`;
}

/** A problem with the input, said in words next to the form (role=alert so screen readers hear it). */
export function problem(message: string | null): Html {
  return message === null ? html`` : html`<p class="problem" role="alert">${message}</p>`;
}

/** "2026-11-25T16:50:45+05:30" -> "16:50" (and the day when it is not `day`). */
export function clock(iso: string | null | undefined, day?: string): string {
  if (iso === null || iso === undefined) return '—';
  const date = iso.slice(0, 10);
  const time = iso.slice(11, 16);
  if (day === undefined || date === day) return time;
  const d = new Date(`${date}T00:00:00Z`);
  return `${d.getUTCDate()} ${d.toLocaleString('en', { month: 'short', timeZone: 'UTC' })} ${time}`;
}
