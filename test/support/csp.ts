/**
 * A small Content-Security-Policy reader for the page tests: which of a page's scripts, styles and images the
 * policy a browser received would allow. It covers what the service's pages use (same-origin files, inline blocks
 * allowed by hash, data: images), following CSP level 3's fallbacks to default-src.
 */
import { createHash } from 'node:crypto';

export type Policy = Map<string, string[]>;

export function parsePolicy(header: string): Policy {
  const policy: Policy = new Map();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name !== undefined && name !== '' && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** The sources in force for a directive: its own, else default-src (undefined: no restriction at all). */
export function sourcesFor(policy: Policy, directive: string): string[] | undefined {
  const fallbacks: Record<string, string[]> = {
    'script-src-elem': ['script-src', 'default-src'],
    'script-src-attr': ['script-src', 'default-src'],
    'style-src-elem': ['style-src', 'default-src'],
    'style-src-attr': ['style-src', 'default-src'],
  };
  for (const d of [directive, ...(fallbacks[directive] ?? ['default-src'])]) {
    const s = policy.get(d);
    if (s !== undefined) return s;
  }
  return undefined;
}

/** Whether a URL as written in the page (relative or absolute) may be loaded under a directive. */
export function allowsUrl(policy: Policy, directive: string, url: string, pageOrigin: string): boolean {
  const sources = sourcesFor(policy, directive);
  if (sources === undefined) return true;
  if (sources.includes("'none'")) return false;
  const target = new URL(url, `${pageOrigin}/`);
  if (target.protocol === 'data:') return sources.includes('data:');
  if (target.origin === pageOrigin && sources.includes("'self'")) return true;
  return sources.some((s) => s === `${target.protocol}` || (!s.startsWith("'") && target.href.startsWith(s)));
}

/** Whether an inline block (the text between the tags) may run or apply. 'unsafe-inline' is ignored beside a hash. */
export function allowsInline(policy: Policy, directive: string, text: string): boolean {
  const sources = sourcesFor(policy, directive);
  if (sources === undefined) return true;
  const hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  if (sources.includes(hash)) return true;
  const hashed = sources.some((s) => /^'(sha256|sha384|sha512|nonce)-/.test(s));
  return !hashed && sources.includes("'unsafe-inline'");
}

/** What a page asks a browser to load or run, read from its HTML. */
export interface PageParts {
  scripts: string[];
  inlineScripts: string[];
  stylesheets: string[];
  inlineStyles: string[];
  images: string[];
  /** Inline event handlers (onclick=...) and style="..." attributes. */
  handlerAttributes: string[];
  styleAttributes: string[];
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i')
    .exec(tag)
    ?.slice(2)
    .find((v) => v !== undefined);

export function pageParts(html: string): PageParts {
  const parts: PageParts = {
    scripts: [],
    inlineScripts: [],
    stylesheets: [],
    inlineStyles: [],
    images: [],
    handlerAttributes: [],
    styleAttributes: [],
  };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const src = attr(m[1] ?? '', 'src');
    if (src !== undefined) parts.scripts.push(src);
    else parts.inlineScripts.push(m[2] ?? '');
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) parts.inlineStyles.push(m[1] ?? '');
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(m[0], 'rel')?.toLowerCase() ?? '';
    const href = attr(m[0], 'href');
    if (href === undefined) continue;
    if (rel.split(/\s+/).includes('stylesheet')) parts.stylesheets.push(href);
    else if (rel.split(/\s+/).includes('icon')) parts.images.push(href);
  }
  for (const m of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = attr(m[0], 'src');
    if (src !== undefined) parts.images.push(src);
  }
  for (const m of html.matchAll(/<[a-z][^>]*>/gi)) {
    for (const h of m[0].matchAll(/\s(on[a-z]+)\s*=/gi)) parts.handlerAttributes.push(h[1] ?? '');
    if (/\sstyle\s*=/i.test(m[0])) parts.styleAttributes.push(m[0]);
  }
  return parts;
}
