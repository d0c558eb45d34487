import { describe, expect, test } from 'vitest';
import { nameLetters } from './name-letters.ts';
import { nameNumbers } from './name-number.ts';
import { record, report, worst } from '../../../test/support/accuracy.ts';

describe('name numbers', () => {
  test('"Ravi Kumar" worked by hand in both systems', () => {
    // Chaldean (Cheiro): R2 A1 V6 I1 = 10; K2 U6 M4 A1 R2 = 15; full 25 -> 7. First 10 -> 1, last 15 -> 6.
    // Pythagorean: R9 A1 V4 I9 = 23; K2 U3 M4 A1 R9 = 19; full 42 -> 6. First 23 -> 5, last 19 -> 10 -> 1. No master
    // met.
    const r = nameNumbers('Ravi', 'Kumar');
    expect(r?.chaldean.firstName).toEqual({ letters: 'RAVI', compound: 10, reduced: 1 });
    expect(r?.chaldean.lastName).toEqual({ letters: 'KUMAR', compound: 15, reduced: 6 });
    expect(r?.chaldean.fullName).toEqual({ letters: 'RAVIKUMAR', compound: 25, reduced: 7 });
    expect(r?.pythagorean.firstName).toEqual({ letters: 'RAVI', compound: 23, reduced: 5, master: null });
    expect(r?.pythagorean.lastName).toEqual({ letters: 'KUMAR', compound: 19, reduced: 1, master: null });
    expect(r?.pythagorean.fullName).toEqual({ letters: 'RAVIKUMAR', compound: 42, reduced: 6, master: null });
    expect(r?.transliterated).toEqual([]);
    expect(r?.ignored).toEqual([]);
  });

  test('Pythagorean master number by hand: "Raj" R9 A1 J1 = 11 (kept as master, reduced 2); Chaldean R2 A1 J1 = 4', () => {
    const r = nameNumbers('Raj');
    expect(r?.pythagorean.fullName).toEqual({ letters: 'RAJ', compound: 11, reduced: 2, master: 11 });
    expect(r?.chaldean.fullName).toEqual({ letters: 'RAJ', compound: 4, reduced: 4 });
    expect(r?.chaldean.lastName).toBeNull();
  });

  // Published worked examples, Chaldean values (numrolab.com "Chaldean numerology chart"):
  // SARAH: S3 A1 R2 A1 H5 = 12 -> 3; JAMES: J1 A1 M4 E5 S3 = 14 -> 5.
  test('Chaldean matches published examples SARAH 12/3 and JAMES 14/5 (exact)', () => {
    const cases = [
      { name: 'Sarah', compound: 12, reduced: 3 },
      { name: 'James', compound: 14, reduced: 5 },
    ];
    const w = worst();
    for (const c of cases) {
      const v = nameNumbers(c.name)?.chaldean.fullName;
      record(w, Math.abs((v?.compound ?? NaN) - c.compound), `${c.name} compound`);
      record(w, Math.abs((v?.reduced ?? NaN) - c.reduced), `${c.name} reduced`);
    }
    report(
      {
        id: 'numerology.chaldean-name.numrolab',
        quantity: 'Chaldean name number, compound and reduced, SARAH and JAMES',
        reference: 'numrolab',
        unit: 'number',
        tolerance: 0,
      },
      w,
    );
    expect(w.max).toBe(0);
  });

  test(
    'accents transliterated and reported: "José Müller" = JOSE MULLER; by hand Chaldean 16 + 23 = 39 -> 3, ' +
      'Pythagorean 13 + 27 = 40 -> 4',
    () => {
      // Chaldean: J1 O7 S3 E5 = 16; M4 U6 L3 L3 E5 R2 = 23. Pythagorean: J1 O6 S1 E5 = 13; M4 U3 L3 L3 E5 R9 = 27.
      const r = nameNumbers('José', 'Müller');
      expect(r?.chaldean.fullName).toEqual({ letters: 'JOSEMULLER', compound: 39, reduced: 3 });
      expect(r?.pythagorean.fullName).toEqual({ letters: 'JOSEMULLER', compound: 40, reduced: 4, master: null });
      expect(r?.transliterated).toEqual([
        { from: 'é', to: 'E' },
        { from: 'ü', to: 'U' },
      ]);
    },
  );

  test('decomposed accents (e + combining acute) read the same as composed ones', () => {
    expect(nameLetters('Jose\u0301').letters.join('')).toBe('JOSE');
  });

  test('letters that do not decompose are spelled out: "Søren Æbelø" -> SOREN AEBELO; ß -> SS', () => {
    expect(nameLetters('Søren Æbelø').letters.join('')).toBe('SORENAEBELO');
    expect(nameLetters('Strauß').letters.join('')).toBe('STRAUSS');
  });

  test('separators dropped silently; digits and other scripts ignored and listed', () => {
    const l = nameLetters("Anne-Marie O'Neil Jr. 3 राम");
    expect(l.letters.join('')).toBe('ANNEMARIEONEILJR');
    expect(l.ignored).toEqual(['3', 'र', 'ा', 'म']);
  });

  test('a first name with no letter A-Z gives no name number (null), never a guess', () => {
    expect(nameNumbers('राम', 'Sharma')).toBeNull();
  });

  test('a last name with no letters A-Z is left out of the full name', () => {
    const r = nameNumbers('Ravi', '42');
    expect(r?.chaldean.lastName).toBeNull();
    expect(r?.chaldean.fullName.letters).toBe('RAVI');
    expect(r?.ignored).toEqual(['4', '2']);
  });
});
