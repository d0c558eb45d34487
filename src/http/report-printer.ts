/**
 * The PDF printer of the kundli report, reading the report's stylesheet and the webfonts from this checkout (the
 * same files /assets/ serves), so a printed report looks like the page and needs no request to any server.
 */
import path from 'node:path';
import { PdfPrinter } from '../services/pdf/printer.ts';
import { fontFiles } from '../../web/fonts.ts';

const ASSETS = path.resolve(import.meta.dirname, '..', '..', 'web', 'assets');
const FILES = new Set(['site.css', 'report.css', 'favicon.svg']);

export function reportPrinter(executablePath: string | null, prints = 2): PdfPrinter {
  const fonts = fontFiles();
  return new PdfPrinter({
    executablePath,
    maxConcurrent: prints,
    maxWaiting: 4 * prints,
    assets: (name) =>
      FILES.has(name)
        ? path.join(ASSETS, name)
        : name.startsWith('fonts/')
          ? fonts.get(name.slice('fonts/'.length))
          : undefined,
  });
}
