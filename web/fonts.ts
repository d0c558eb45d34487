/**
 * The pages' webfonts: Noto Sans for Latin (English and IAST) and one Noto Sans family per Indian script the names
 * are shown in. The files come from the @fontsource packages (exact versions in package.json) and are served by the
 * service itself under /assets/fonts/, so a page never asks another site for a font. site.css declares one
 * @font-face per file with the script's unicode-range: a page downloads only the scripts it shows.
 *
 * Two weights per family: 400 for text and 700 for bold. The pages' semi-bold (600) is drawn with the 700 face,
 * the nearest heavier one, instead of a third file per script.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface FontFamily {
  family: string;
  /** The @fontsource package, whose files/ folder holds `<package>-<subset>-<weight>-normal.woff2`. */
  pkg: string;
  subsets: readonly string[];
}

export const FONT_FAMILIES: readonly FontFamily[] = [
  { family: 'Noto Sans', pkg: 'noto-sans', subsets: ['latin', 'latin-ext'] },
  { family: 'Noto Sans Devanagari', pkg: 'noto-sans-devanagari', subsets: ['devanagari'] },
  { family: 'Noto Sans Bengali', pkg: 'noto-sans-bengali', subsets: ['bengali'] },
  { family: 'Noto Sans Gujarati', pkg: 'noto-sans-gujarati', subsets: ['gujarati'] },
  { family: 'Noto Sans Tamil', pkg: 'noto-sans-tamil', subsets: ['tamil'] },
  { family: 'Noto Sans Telugu', pkg: 'noto-sans-telugu', subsets: ['telugu'] },
  { family: 'Noto Sans Kannada', pkg: 'noto-sans-kannada', subsets: ['kannada'] },
  { family: 'Noto Sans Malayalam', pkg: 'noto-sans-malayalam', subsets: ['malayalam'] },
];

export const FONT_WEIGHTS = [400, 700] as const;

/**
 * The font-family list of the pages and of the SVG pictures: the webfonts first (the same names find installed Noto
 * fonts when an SVG is opened on its own, without the page's stylesheet), then the system's fonts.
 */
const WEBFONTS = FONT_FAMILIES.map((f) => `'${f.family}'`).join(', ');
export const FONT_STACK = `${WEBFONTS}, system-ui, 'DejaVu Sans', sans-serif`;

const require = createRequire(import.meta.url);

/** The folder of a package's font files, found through Node's resolution (wherever npm placed the package). */
const filesDir = (pkg: string): string =>
  path.join(path.dirname(require.resolve(`@fontsource/${pkg}/package.json`)), 'files');

/**
 * Every file served, by name, with its path on disk. Throws at start when a package or file is missing (a package
 * upgrade that renamed its files), rather than letting the pages fall back to tofu without a word.
 */
export function fontFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const { pkg, subsets } of FONT_FAMILIES) {
    const dir = filesDir(pkg);
    for (const subset of subsets)
      for (const weight of FONT_WEIGHTS) {
        const name = `${pkg}-${subset}-${weight}-normal.woff2`;
        const file = path.join(dir, name);
        if (!existsSync(file)) throw new Error(`font file missing: ${file} (npm ci?)`);
        files.set(name, file);
      }
  }
  return files;
}
