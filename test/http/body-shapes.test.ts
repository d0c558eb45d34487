// The five body shapes of the interface and the one helper that resolves any of them to a moment.
// Expected offsets are IANA facts (published.md, "Time-zone history"), not our own output.
import { describe, expect, test } from 'vitest';
import { resolveBirth } from '../../src/compute/birth-moment.ts';
import { EngineError } from '../../src/engine/errors.ts';
import { engineItem, validationItems } from '../../src/http/plugins/errors.ts';
import { InputError } from '../../src/compute/input-error.ts';
import { validatorCompiler } from '../../src/http/plugins/validation.ts';
import { CanonicalBirth, FlatCouple, GeoDateQuery, NestedCouple, PrefixedBirth } from '../../src/schemas/bodies.ts';

function check(schema: object, value: unknown, httpPart: 'body' | 'querystring' = 'body') {
  const validate = validatorCompiler({ schema, method: 'POST', url: '/x', httpPart }) as ((v: unknown) => boolean) & {
    errors?: never[] | null;
  };
  const copy = structuredClone(value);
  const ok = validate(copy);
  return {
    ok,
    value: copy,
    items: ok ? [] : validationItems(validate.errors ?? [], httpPart === 'body' ? 'body' : 'query'),
  };
}

const delhi = { date: '1990-11-20', time: '16:00', latitude: 28.6139, longitude: 77.209 };

describe('body schemas', () => {
  test('canonical: valid, and every bad field reported at once', () => {
    expect(check(CanonicalBirth, delhi).ok).toBe(true);
    const bad = check(CanonicalBirth, { date: '20-11-1990', time: '25:00', latitude: 91, longitude: '77' });
    expect(bad.items.map((i) => [i.loc.join('.'), i.type])).toEqual(
      expect.arrayContaining([
        ['body.date', 'date_parsing'],
        ['body.time', 'string_pattern_mismatch'],
        ['body.latitude', 'less_than_equal'],
        ['body.longitude', 'float_type'],
      ]),
    );
  });

  test('a body is never coerced: null is not 0 and "28.6" is not a number', () => {
    expect(check(CanonicalBirth, { ...delhi, latitude: null }).items[0]).toMatchObject({
      loc: ['body', 'latitude'],
      type: 'float_type',
    });
    expect(check(CanonicalBirth, { ...delhi, latitude: '28.6' }).ok).toBe(false);
  });

  test('birth_, flat boy_/girl_ and nested bride/groom shapes', () => {
    expect(
      check(PrefixedBirth, {
        birth_date: '1990-11-20',
        birth_time: '16:00',
        birth_latitude: 26.85,
        birth_longitude: 80.95,
      }).ok,
    ).toBe(true);
    expect(check(PrefixedBirth, { birth_date: '1990-11-20' }).items.map((i) => i.loc.join('.'))).toEqual([
      'body.birth_latitude',
      'body.birth_longitude',
    ]);
    const flat = {
      boy_date: '1990-01-01',
      boy_time: '10:00',
      boy_latitude: 19,
      boy_longitude: 72.8,
      girl_date: '1992-02-02',
      girl_latitude: 12.97,
      girl_longitude: 77.59,
    };
    expect(check(FlatCouple, flat).ok).toBe(true);
    expect(check(FlatCouple, { ...flat, girl_latitude: -100 }).items[0]?.loc).toEqual(['body', 'girl_latitude']);
    const nested = { bride: { date: '1992-02-02', time: '08:00', latitude: 12.97, longitude: 77.59 }, groom: delhi };
    expect(check(NestedCouple, nested).ok).toBe(true);
    expect(check(NestedCouple, { bride: nested.bride }).items[0]).toMatchObject({
      loc: ['body', 'groom'],
      type: 'missing',
    });
    expect(check(NestedCouple, { ...nested, groom: { ...delhi, longitude: 181 } }).items[0]?.loc).toEqual([
      'body',
      'groom',
      'longitude',
    ]);
  });

  test('GET query form is coerced from text, and empty text is not a number', () => {
    const ok = check(GeoDateQuery, { lat: '28.6139', lon: '77.209', date: '2026-11-22' }, 'querystring');
    expect(ok.ok).toBe(true);
    expect(ok.value).toMatchObject({ lat: 28.6139, lon: 77.209 });
    expect(check(GeoDateQuery, { lat: '', lon: '77', date: '2026-11-22' }, 'querystring').items[0]).toMatchObject({
      loc: ['query', 'lat'],
      type: 'float_type',
    });
  });
});

describe('resolveBirth: any body shape to a moment', () => {
  test('canonical body in Delhi, 1990: Asia/Kolkata +05:30', () => {
    const m = resolveBirth(delhi, { kind: 'canonical' });
    expect(m.timezone).toBe('Asia/Kolkata');
    expect(m.offsetIso).toBe('+05:30');
    expect(m.utcIso).toBe('1990-11-20T10:30:00Z');
    expect(m.localIso).toBe('1990-11-20T16:00:00+05:30');
  });

  test('war time 1943 (+06:30) and Madras time before 1906 (+05:21:10)', () => {
    expect(
      resolveBirth(
        { birth_date: '1943-03-01', birth_time: '12:00', birth_latitude: 13.0878, birth_longitude: 80.2785 },
        { kind: 'birth_' },
      ).offsetIso,
    ).toBe('+06:30');
    expect(resolveBirth({ ...delhi, date: '1905-06-01', time: '12:00' }, { kind: 'canonical' }).offsetIso).toBe(
      '+05:21:10',
    );
  });

  test('flat and nested shapes pick the right person', () => {
    const flat = {
      boy_date: '1990-01-01',
      boy_time: '10:00',
      boy_latitude: 40.7128,
      boy_longitude: -74.006,
      girl_date: '1992-02-02',
      girl_time: '08:00',
      girl_latitude: 12.97,
      girl_longitude: 77.59,
    };
    expect(resolveBirth(flat, { kind: 'flat', person: 'boy' }).timezone).toBe('America/New_York');
    expect(resolveBirth(flat, { kind: 'flat', person: 'girl' }).utcIso).toBe('1992-02-02T02:30:00Z');
    const nested = {
      bride: { date: '1992-02-02', time: '08:00', latitude: 51.5074, longitude: -0.1278 },
      groom: delhi,
    };
    expect(resolveBirth(nested, { kind: 'nested', person: 'bride' }).timezone).toBe('Europe/London');
  });

  test('overrides: utc_offset wins, timezone replaces the derived zone', () => {
    expect(resolveBirth({ ...delhi, utc_offset: '+05:00' }, { kind: 'canonical' }).utcIso).toBe('1990-11-20T11:00:00Z');
    expect(resolveBirth({ ...delhi, timezone: 'Asia/Kathmandu' }, { kind: 'canonical' }).offsetIso).toBe('+05:45');
  });

  test('a default time applies only where the route states one', () => {
    const noTime = { date: '2026-11-22', latitude: 28.6139, longitude: 77.209 };
    expect(resolveBirth(noTime, { kind: 'canonical' }, { defaultTime: '06:00' }).utcIso).toBe('2026-11-22T00:30:00Z');
    expect(() => resolveBirth(noTime, { kind: 'canonical' })).toThrow(InputError);
  });

  test('dates outside the ephemeris files and unknown zones are 422 items at the request field', () => {
    const outside = (() => {
      try {
        resolveBirth(
          { birth_date: '1750-01-01', birth_time: '12:00', birth_latitude: 28.6, birth_longitude: 77.2 },
          { kind: 'birth_' },
        );
      } catch (e) {
        return e;
      }
    })();
    expect(outside).toBeInstanceOf(EngineError);
    expect(engineItem(outside as EngineError, 'POST')).toMatchObject({
      loc: ['body', 'birth_date'],
      type: 'date_out_of_range',
    });
    expect(engineItem(outside as EngineError, 'POST').msg).toMatch(/1800-01-01.*2399-12-31/);

    const zone = (() => {
      try {
        resolveBirth({ ...delhi, timezone: 'Mars/Olympus' }, { kind: 'canonical' });
      } catch (e) {
        return e;
      }
    })();
    expect(engineItem(zone as EngineError, 'POST').loc).toEqual(['body', 'timezone']);
  });

  test('a repeated local time (New York, 2021-11-07 01:30) takes the earlier offset and warns', () => {
    const m = resolveBirth(
      { date: '2021-11-07', time: '01:30', latitude: 40.7128, longitude: -74.006 },
      { kind: 'canonical' },
    );
    expect(m.offsetIso).toBe('-04:00');
    expect(m.warnings.join(' ')).toMatch(/01:30/);
  });
});
