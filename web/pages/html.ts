/** HTML text helpers of the pages: every value from a request or a computation goes through `esc`. */
export const esc = (s: unknown): string => {
  const text =
    typeof s === 'string'
      ? s
      : typeof s === 'number' || typeof s === 'boolean'
        ? String(s)
        : s === null || s === undefined
          ? ''
          : JSON.stringify(s);
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
};

/** A tagged template that escapes interpolations unless they are already Html (built by this same tag). */
export class Html {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    const piece = Array.isArray(v)
      ? v.map((x) => (x instanceof Html ? x.text : esc(x))).join('')
      : v instanceof Html
        ? v.text
        : esc(v);
    out += piece + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/** Trusted markup made by the service itself (the chart SVG renderer escapes its own text). */
export const raw = (s: string): Html => new Html(s);

/** ` selected` on the chosen <option>, nothing on the others. */
export const selected = (on: boolean): Html => (on ? html` selected` : html``);

/** ` aria-current="page"` on the navigation link to the page being shown. */
export const current = (on: boolean): Html => (on ? html` aria-current="page"` : html``);
