import { describe, expect, test } from 'vitest';
import { at, ENGINE_ERRORS, EngineError, isEngineError, lookup, withField } from './errors.ts';
import { karanaName, nakshatraOf, signAt, signOf, tithiName } from './vocabulary/names.ts';
import { vimshottari } from './jyotish/dasha/vimshottari.ts';

const invariant = expect.objectContaining({ code: 'INTERNAL_INVARIANT' });

describe('the registry', () => {
  test('an error carries its code, field and params, and its message is the registry template', () => {
    const e = new EngineError('UNKNOWN_NAME', 'sign', { value: 'Ophiuchus', known: 'a sign name' });
    expect(e).toBeInstanceOf(Error);
    expect(e.message).toBe('sign "Ophiuchus" is not a sign name');
    expect(e.message).toBe(ENGINE_ERRORS.UNKNOWN_NAME.message(e.params, 'sign'));
    expect(isEngineError(e, 'UNKNOWN_NAME')).toBe(true);
    expect(isEngineError(e, 'DATE_OUT_OF_RANGE')).toBe(false);
    expect(withField(e, 'rashi')).toMatchObject({
      code: 'UNKNOWN_NAME',
      field: 'rashi',
      message: 'rashi "Ophiuchus" is not a sign name',
    });
  });
});

describe('lookups at computed indices throw instead of defaulting', () => {
  test('at: an integer in range reads; anything else is INTERNAL_INVARIANT', () => {
    expect(at(['a', 'b'], 1, 'letter')).toBe('b');
    for (const bad of [Number.NaN, -1, 2, 0.5, Number.POSITIVE_INFINITY])
      expect(() => at(['a', 'b'], bad, 'letter')).toThrow(invariant);
    expect(() => at(['a', 'b'], 2, 'letter')).toThrow(
      'internal invariant broken: no letter at 2 (known: indices 0..1)',
    );
  });

  test('lookup: a key the table has reads; a missing key is INTERNAL_INVARIANT', () => {
    const table = { 0: 'zero', 120: 'one twenty' };
    expect(lookup(table, 120, 'junction')).toBe('one twenty');
    expect(() => lookup(table, 60, 'junction')).toThrow(invariant);
  });

  test('a NaN longitude is a bug, not Aries or Ashwini, and not Mesha in a dasha', () => {
    expect(signOf(0).name).toBe('Aries');
    expect(() => signOf(Number.NaN)).toThrow(invariant);
    expect(() => nakshatraOf(Number.NaN)).toThrow(invariant);
    expect(() => signAt(12)).toThrow(invariant);
    expect(() => vimshottari(Number.NaN, 2451545)).toThrow(invariant);
  });

  test('names at the ends of their ranges still read', () => {
    expect(karanaName(0)).toBe('Kimstughna');
    expect(karanaName(59)).toBe('Naga');
    expect(() => karanaName(60)).toThrow(invariant);
    expect(tithiName(29)).toBe('Amavasya');
    expect(() => tithiName(Number.NaN)).toThrow(invariant);
  });
});
