/**
 * A name as the letter tables read it: A-Z only. Latin letters with accents lose the accent (é -> E, ñ -> N,
 * ü -> U, by Unicode compatibility decomposition, which also unfolds ligatures and full-width forms); a few letters
 * that do not decompose are spelled out (ß -> SS, æ -> AE,
 * ø -> O, ł -> L, đ -> D, þ -> TH). Spaces, hyphens, apostrophes and full stops separate words and are dropped.
 * Anything else (digits, other scripts) is ignored and listed, so the caller can say so.
 */
import { isLetter, type Letter } from '../vocabulary/numbers.ts';

const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'SS',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Ø: 'O',
  ø: 'O',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
  Ħ: 'H',
  ħ: 'H',
};

const SEPARATOR = /^[\s\-'’‘.]$/u;

export interface NameLetters {
  letters: Letter[];
  /** Each distinct character changed to A-Z, with what it became. */
  transliterated: { from: string; to: string }[];
  /** Each distinct character dropped that is not a separator. */
  ignored: string[];
}

function toLetters(s: string): Letter[] | null {
  const out = [...s.toUpperCase()];
  return out.every(isLetter) ? out : null;
}

export function nameLetters(name: string): NameLetters {
  const letters: Letter[] = [];
  const transliterated = new Map<string, string>();
  const ignored = new Set<string>();
  for (const ch of name.normalize('NFC')) {
    const upper = ch.toUpperCase();
    if (/^[A-Za-z]$/.test(ch) && isLetter(upper)) {
      letters.push(upper);
      continue;
    }
    if (SEPARATOR.test(ch)) continue;
    const spelled = SPELLED_OUT[ch] ?? ch.normalize('NFKD').replace(/\p{M}/gu, '');
    const mapped = spelled === '' ? null : toLetters(spelled);
    if (mapped) {
      letters.push(...mapped);
      transliterated.set(ch, mapped.join(''));
    } else {
      ignored.add(ch);
    }
  }
  return { letters, transliterated: [...transliterated].map(([from, to]) => ({ from, to })), ignored: [...ignored] };
}
