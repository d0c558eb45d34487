/**
 * Citations shared by the shadbala and bhavabala tables: BPHS ch. 26-28 (English translation by R. Santhanam, the
 * edition in sources.ts) and B. V. Raman's "Graha and Bhava Balas", whose chapters lay the method out step by step.
 * Every citation is pending: nobody here has checked the verse against the edition.
 */
import { cite, type Citation } from '../sources.ts';

/** BPHS; verse numbers only where we have seen them quoted, otherwise left out and said so. */
export function bphs(chapter: number, verses: string | null, note?: string): Citation {
  return cite('bphs', {
    chapter,
    ...(verses === null ? {} : { verses }),
    status: 'pending',
    ...(note === undefined ? (verses === null ? { note: 'verse number not checked' } : {}) : { note }),
  });
}

/** Raman, "Graha and Bhava Balas", by chapter title. */
export function raman(chapter: string, note?: string): Citation {
  return cite('graha_bhava_balas', { chapter, status: 'pending', ...(note === undefined ? {} : { note }) });
}
