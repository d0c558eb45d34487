/**
 * Engine citations -> the interface's prove_refs items ({ref_id, tier, status, citation}). A pending citation
 * says pending: it is never shown as verified.
 */
import { sourceKind, SOURCES, type Citation, type SourceKind } from '../engine/tables/sources.ts';

export interface ProveRefItem {
  ref_id: string;
  /** classical text, modern author, statute, or almanac practice (sources.ts says which each work is). */
  tier: SourceKind;
  status: 'verified' | 'pending';
  citation: string;
  note?: string;
}

export function toProveRefs(cites: readonly Citation[]): ProveRefItem[] {
  const seen = new Map<string, ProveRefItem>();
  for (const c of cites) {
    // Some tables cite a topic or a named section where the verse numbers are not yet checked: the id carries
    // it as one token (no spaces), and the citation says "on <topic>", never "verses <topic>".
    const topic = c.verses !== undefined && !/^\d/.test(c.verses);
    const where = [c.chapter, c.verses]
      .filter((x) => x !== undefined)
      .map(idToken)
      .join('.');
    const refId = where === '' ? c.source : `${c.source}.${where}`;
    if (seen.has(refId)) continue;
    const source = SOURCES[c.source];
    const place =
      c.chapter === undefined
        ? ''
        : `, chapter ${c.chapter}${c.verses === undefined ? '' : topic ? `, on ${c.verses}` : `, verses ${c.verses}`}`;
    seen.set(refId, {
      ref_id: refId,
      tier: sourceKind(c.source),
      status: c.status,
      citation: `${source.work} (${source.author})${place}`,
      ...(c.note === undefined ? {} : { note: c.note }),
    });
  }
  return [...seen.values()];
}

function idToken(part: string | number): string {
  return String(part)
    .trim()
    .replace(/[\s,;:()]+/g, '-')
    .replace(/-+$/, '');
}
