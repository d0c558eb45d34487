/**
 * Every inline <script> and <style> block the service's own pages send, listed here so the Content-Security-Policy
 * can allow each by its SHA-256 and nothing else inline. A new page either serves its scripts and styles as files
 * ('self') or adds its blocks to these lists; test/http/security-headers.test.ts fails for a block missing here.
 */
import { STATUS_PAGE_STYLE } from './status-page.ts';

export const INLINE_SCRIPTS: readonly string[] = [];

export const INLINE_STYLES: readonly string[] = [STATUS_PAGE_STYLE];
