/**
 * Writes a Sanskrit name given in IAST in one of the Brahmi-derived scripts, letter by letter. It serves the names
 * no language table spells one by one (the festival and vrata names, the doshas, the yoga combinations, the muhurta
 * acts and rules): regional almanacs print the pan-Indian ones as the Sanskrit name in their script, which is what
 * this gives; the names a region calls differently (Pongal, Vishu, Onam; chevvai dosham) are given by hand instead.
 *
 * Devanagari, Bengali, Gujarati, Telugu, Kannada and Malayalam share one Unicode layout (each block is the Devanagari
 * block moved by a fixed offset), so one letter table serves them; Bengali writes va as ba, having no letter of its
 * own. Tamil has no aspirated or voiced stops: each is written with the plain stop, and ja, ṣa, sa and ha with the
 * Grantha letters Tamil almanacs use for Sanskrit words.
 */

export type Script = 'deva' | 'beng' | 'gujr' | 'telu' | 'knda' | 'mlym' | 'taml';

const OFFSET: Record<Exclude<Script, 'taml'>, number> = {
  deva: 0,
  beng: 0x80,
  gujr: 0x180,
  telu: 0x300,
  knda: 0x380,
  mlym: 0x400,
};

// Vowels as [IAST, independent letter, sign after a consonant] in Devanagari code points; 0 for the inherent a.
const VOWELS: readonly (readonly [string, number, number])[] = [
  ['ai', 0x910, 0x948],
  ['au', 0x914, 0x94c],
  ['ā', 0x906, 0x93e],
  ['ī', 0x908, 0x940],
  ['ū', 0x90a, 0x942],
  ['ṝ', 0x960, 0x944],
  ['ṛ', 0x90b, 0x943],
  ['ḹ', 0x961, 0x963],
  ['a', 0x905, 0],
  ['i', 0x907, 0x93f],
  ['u', 0x909, 0x941],
  ['e', 0x90f, 0x947],
  ['o', 0x913, 0x94b],
];

// Consonants with their Devanagari code points; aspirates first so 'kh' is read before 'k'.
const CONSONANTS: readonly (readonly [string, number])[] = [
  ['kh', 0x916],
  ['gh', 0x918],
  ['ch', 0x91b],
  ['jh', 0x91d],
  ['ṭh', 0x920],
  ['ḍh', 0x922],
  ['th', 0x925],
  ['dh', 0x927],
  ['ph', 0x92b],
  ['bh', 0x92d],
  ['k', 0x915],
  ['g', 0x917],
  ['ṅ', 0x919],
  ['c', 0x91a],
  ['j', 0x91c],
  ['ñ', 0x91e],
  ['ṭ', 0x91f],
  ['ḍ', 0x921],
  ['ṇ', 0x923],
  ['t', 0x924],
  ['d', 0x926],
  ['n', 0x928],
  ['p', 0x92a],
  ['b', 0x92c],
  ['m', 0x92e],
  ['y', 0x92f],
  ['r', 0x930],
  ['l', 0x932],
  ['ḷ', 0x933],
  ['v', 0x935],
  ['ś', 0x936],
  ['ṣ', 0x937],
  ['s', 0x938],
  ['h', 0x939],
];

const VIRAMA = 0x94d;
const ANUSVARA = 0x902;
const VISARGA = 0x903;

// Tamil letters for each Devanagari consonant: stops lose aspiration and voice; Grantha for j, ś, ṣ, s, h.
const TAMIL_CONSONANT: Readonly<Record<number, string>> = {
  0x915: 'க', 0x916: 'க', 0x917: 'க', 0x918: 'க', 0x919: 'ங',
  0x91a: 'ச', 0x91b: 'ச', 0x91c: 'ஜ', 0x91d: 'ஜ', 0x91e: 'ஞ',
  0x91f: 'ட', 0x920: 'ட', 0x921: 'ட', 0x922: 'ட', 0x923: 'ண',
  0x924: 'த', 0x925: 'த', 0x926: 'த', 0x927: 'த', 0x928: 'ந',
  0x92a: 'ப', 0x92b: 'ப', 0x92c: 'ப', 0x92d: 'ப', 0x92e: 'ம',
  0x92f: 'ய', 0x930: 'ர', 0x932: 'ல', 0x933: 'ள', 0x935: 'வ',
  0x936: 'ச', 0x937: 'ஷ', 0x938: 'ஸ', 0x939: 'ஹ',
}; // prettier-ignore

// Tamil vowel letters and signs by the Devanagari vowel letter; ṛ is written ru, as Tamil almanacs do.
const TAMIL_VOWEL: Readonly<Record<number, readonly [string, string]>> = {
  0x905: ['அ', ''], 0x906: ['ஆ', 'ா'], 0x907: ['இ', 'ி'], 0x908: ['ஈ', 'ீ'], 0x909: ['உ', 'ு'],
  0x90a: ['ஊ', 'ூ'], 0x90b: ['ரு', '்ரு'], 0x960: ['ரூ', '்ரூ'], 0x961: ['லூ', '்லூ'], 0x90f: ['ஏ', 'ே'],
  0x910: ['ஐ', 'ை'], 0x913: ['ஓ', 'ோ'], 0x914: ['ஔ', 'ௌ'],
}; // prettier-ignore

type Letter =
  | { kind: 'vowel'; code: number; sign: number }
  | { kind: 'consonant'; code: number }
  | { kind: 'mark'; code: number }
  | { kind: 'other'; text: string };

function readLetters(iast: string): Letter[] {
  const text = iast.normalize('NFC').toLowerCase();
  const letters: Letter[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const vowel = VOWELS.find(([v]) => rest.startsWith(v));
    const consonant = vowel ? undefined : CONSONANTS.find(([c]) => rest.startsWith(c));
    if (vowel) {
      letters.push({ kind: 'vowel', code: vowel[1], sign: vowel[2] });
      i += vowel[0].length;
    } else if (consonant) {
      letters.push({ kind: 'consonant', code: consonant[1] });
      i += consonant[0].length;
    } else if (rest[0] === 'ṃ' || rest[0] === 'ḥ') {
      letters.push({ kind: 'mark', code: rest[0] === 'ṃ' ? ANUSVARA : VISARGA });
      i += 1;
    } else {
      letters.push({ kind: 'other', text: rest[0] === '-' ? ' ' : rest[0]! });
      i += 1;
    }
  }
  return letters;
}

/**
 * The IAST name written in the script as that region's almanacs write Sanskrit words:
 * - Telugu, Kannada, Gujarati and Devanagari write a nasal before a stop as the anusvara (pañcamī: పంచమి);
 * - the Dravidian scripts shorten a final long ī (navamī: నవమి), and all but Tamil a final long ā (pūjā: పూజ), in
 *   the name's last word only (strī-dīrgha: స్త్రీ దీర్ఘ);
 * - Malayalam closes a word, and an r before a consonant other than y, with the chillu letters, and a final m with
 *   the anusvara;
 * - Bengali writes ya after a vowel as য় and a final t as ৎ;
 * - Tamil writes n as ந only at the start of a word or before a dental (t, th, d, dh), and ś as ச (ஸ before r).
 * A letter the tables do not know (a space, a digit) is kept as it is.
 */
export function inScript(iast: string, script: Script): string {
  const parts = iast.split(/(\s+|-)/u);
  return parts
    .map((part, i) =>
      /^(\s+|-)$/u.test(part) ? (part === '-' ? ' ' : part) : wordIn(part, script, i === parts.length - 1),
    )
    .join('');
}

const STOPS = new Set([
  0x915, 0x916, 0x917, 0x918, 0x91a, 0x91b, 0x91c, 0x91d, 0x91f, 0x920, 0x921, 0x922, 0x924, 0x925, 0x926, 0x927, 0x92a,
  0x92b, 0x92c, 0x92d,
]);
const NASALS = new Set([0x919, 0x91e, 0x923, 0x928, 0x92e]);
const ANUSVARA_SCRIPTS: ReadonlySet<Script> = new Set(['deva', 'gujr', 'telu', 'knda']);
const SHORT_FINAL_SCRIPTS: ReadonlySet<Script> = new Set(['telu', 'knda', 'mlym', 'taml']);
// Malayalam chillu letters by the Devanagari consonant they close.
const CHILLU: Readonly<Record<number, string>> = { 0x928: 'ൻ', 0x923: 'ൺ', 0x930: 'ർ', 0x932: 'ൽ', 0x933: 'ൾ' };

function wordIn(word: string, script: Script, last: boolean): string {
  const letters = readLetters(word);
  if (last) shortenFinal(letters, script);
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    const letter = letters[i]!;
    const next = letters[i + 1];
    if (letter.kind === 'other') out += letter.text;
    else if (letter.kind === 'mark') out += markIn(letter.code, script);
    else if (letter.kind === 'vowel') out += vowelIn(letter.code, script);
    else if (next?.kind === 'vowel') {
      out += consonantIn(letters, i, script) + signIn(next, script);
      i++;
    } else if (ANUSVARA_SCRIPTS.has(script) && NASALS.has(letter.code) && next && isStop(next)) {
      out += markIn(ANUSVARA, script);
    } else if (script === 'mlym' && letter.code === 0x92e && !next) {
      out += markIn(ANUSVARA, script);
    } else if (script === 'beng' && letter.code === 0x924 && !next) {
      out += 'ৎ';
    } else if (script === 'mlym' && CHILLU[letter.code] && (!next || (letter.code === 0x930 && !isYa(next)))) {
      out += CHILLU[letter.code];
    } else out += consonantIn(letters, i, script) + viramaIn(script);
  }
  return out;
}

function isYa(letter: Letter): boolean {
  return letter.kind === 'consonant' && letter.code === 0x92f;
}

function isStop(letter: Letter): boolean {
  return letter.kind === 'consonant' && STOPS.has(letter.code);
}

function shortenFinal(letters: Letter[], script: Script): void {
  const last = letters[letters.length - 1];
  if (!SHORT_FINAL_SCRIPTS.has(script) || last?.kind !== 'vowel' || letters.length < 2) return;
  if (last.code === 0x908) letters[letters.length - 1] = { kind: 'vowel', code: 0x907, sign: 0x93f };
  if (last.code === 0x906 && script !== 'taml') letters[letters.length - 1] = { kind: 'vowel', code: 0x905, sign: 0 };
}

function consonantIn(letters: readonly Letter[], at: number, script: Script): string {
  const code = (letters[at] as Extract<Letter, { kind: 'consonant' }>).code;
  const before = letters[at - 1];
  if (script === 'taml') return tamilConsonant(code, at === 0, letters[at + 1]);
  if (script === 'beng' && code === 0x935) return String.fromCodePoint(0x92c + OFFSET.beng);
  if (script === 'beng' && code === 0x92f && before && before.kind !== 'consonant') return 'য়';
  return String.fromCodePoint(code + OFFSET[script]);
}

// The dentals t, th, d and dh, which Tamil writes all as த: a nasal before any of them is the dental ந (சந்த்ர).
const DENTALS = new Set([0x924, 0x925, 0x926, 0x927]);

function tamilConsonant(code: number, first: boolean, next: Letter | undefined): string {
  if (code === 0x928) return first || (next?.kind === 'consonant' && DENTALS.has(next.code)) ? 'ந' : 'ன';
  if (code === 0x936) return next?.kind === 'consonant' && next.code === 0x930 ? 'ஸ' : 'ச';
  return TAMIL_CONSONANT[code]!;
}

function vowelIn(code: number, script: Script): string {
  if (script === 'taml') return TAMIL_VOWEL[code]![0];
  return String.fromCodePoint(code + OFFSET[script]);
}

function signIn(vowel: Extract<Letter, { kind: 'vowel' }>, script: Script): string {
  if (script === 'taml') return TAMIL_VOWEL[vowel.code]![1];
  if (script === 'mlym' && vowel.code === 0x914) return 'ൗ';
  return vowel.sign === 0 ? '' : String.fromCodePoint(vowel.sign + OFFSET[script]);
}

function viramaIn(script: Script): string {
  return script === 'taml' ? '்' : String.fromCodePoint(VIRAMA + OFFSET[script]);
}

// Tamil writes the anusvara as the nasal m with its dot, and has no visarga letter in ordinary use: it is dropped.
function markIn(code: number, script: Script): string {
  if (script === 'taml') return code === ANUSVARA ? 'ம்' : '';
  return String.fromCodePoint(code + OFFSET[script]);
}
