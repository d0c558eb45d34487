// `lang` on the chart routes and the panchanga: the answer with lang is the answer without it plus a
// `labels` block; existing fields never change. Every graha, sign, nakshatra and varga the answer spells has a
// label, and the Hindi labels are the ones of the typed table (src/engine/tables/labels/hi.ts, checked there against
// CLDR and published lists). An unknown language is a 422.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { testService } from '../support/service.ts';

const NOW = Date.parse('2026-08-01T00:00:00Z');
let service: Service;
beforeAll(async () => {
  service = await testService({}, { now: () => NOW });
});
afterAll(() => service.close());

const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });
const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const DAY = { date: '2025-10-01', latitude: 12.9716, longitude: 77.5946 };

/** Every string value of the answer under a key named like the kind (sign, nakshatra...), and the graha keys. */
function spelled(value: unknown, key = '', out: Record<string, Set<string>> = {}): Record<string, Set<string>> {
  const kindOf: Record<string, string> = {
    lord: 'graha',
    planet: 'graha',
    graha: 'graha',
    maha: 'graha',
    antar: 'graha',
    nakshatra_lord: 'graha',
    sign_lord: 'graha',
    sign: 'sign',
    moon_sign: 'sign',
    sun_sign: 'sign',
    navamsa_sign: 'sign',
    nakshatra: 'nakshatra',
    tithi: 'tithi',
    yoga: 'yoga',
    karana: 'karana',
    vara: 'vara',
    paksha: 'paksha',
    code: 'varga',
  };
  // limbs.vara.vara is the Sanskrit weekday (Budhavara), itself a transliteration beside the English `name`.
  if (typeof value === 'string' && kindOf[key] !== undefined && !(key === 'vara' && value.endsWith('vara')))
    (out[kindOf[key]] ??= new Set()).add(value);
  else if (Array.isArray(value)) for (const v of value) spelled(v, key, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'labels') continue;
      if (k === 'planets' && !Array.isArray(v) && v !== null && typeof v === 'object')
        for (const g of Object.keys(v)) (out.graha ??= new Set()).add(g);
      spelled(v, k, out);
    }
  }
  return out;
}

describe('lang adds labels and changes nothing else', () => {
  const cases: [string, object, string[]][] = [
    ['/api/v2/kundli', BIRTH, ['graha', 'sign', 'nakshatra', 'varga']],
    ['/api/kundli', BIRTH, ['graha', 'sign', 'nakshatra']],
    ['/api/divisional-charts', BIRTH, ['graha', 'sign', 'varga']],
    ['/api/divisional/D9', BIRTH, ['graha', 'sign', 'varga']],
    ['/api/v2/panchanga', DAY, ['tithi', 'paksha', 'nakshatra', 'yoga', 'karana', 'vara']],
  ];
  for (const [url, body, kinds] of cases) {
    test(url, async () => {
      const plain = (await post(url, body)).json<any>();
      for (const lang of ['en', 'hi', 'sa']) {
        const r = await post(url, { ...body, lang });
        expect(r.statusCode).toBe(200);
        const { labels, ...rest } = r.json<any>();
        expect(rest).toEqual(plain);
        expect(labels.lang).toBe(lang);
        const names = spelled(plain);
        for (const kind of kinds) {
          expect(names[kind]?.size ?? 0, `${url} spells some ${kind}`).toBeGreaterThan(0);
          for (const name of names[kind] ?? []) expect(labels[kind]?.[name], `${lang} ${kind} ${name}`).toBeTruthy();
        }
        if (lang === 'en') expect(labels.sign.Aries).toBe('Aries');
      }
    });
  }

  test("the Hindi labels are the typed table's", async () => {
    const labels = (await post('/api/v2/kundli', { ...BIRTH, lang: 'hi' })).json<any>().labels;
    expect(labels.graha).toMatchObject({ Sun: 'सूर्य', Moon: 'चन्द्र', Saturn: 'शनि' });
    expect(labels.sign).toMatchObject({ Aries: 'मेष', Pisces: 'मीन' });
    expect(labels.nakshatra.Bharani).toBe('भरणी');
    expect(labels.varga.D9).toBe('नवांश');
    const vargas = (await post('/api/divisional-charts', { ...BIRTH, lang: 'hi' })).json<any>().labels.varga;
    expect(Object.keys(vargas)).toHaveLength(16);
    expect(vargas).toMatchObject({ D1: 'राशि', D60: 'षष्ट्यंश' });
    const day = (await post('/api/v2/panchanga', { ...DAY, lang: 'hi' })).json<any>().labels;
    expect(day.vara.Wednesday).toBe('बुधवार');
    expect(day.tithi.Navami).toBe('नवमी');
  });

  test('an unknown language is a 422 naming lang', async () => {
    for (const url of ['/api/v2/kundli', '/api/v2/panchanga']) {
      const r = await post(url, { ...(url.includes('panchanga') ? DAY : BIRTH), lang: 'fr' });
      expect(r.statusCode).toBe(422);
      expect(JSON.stringify(r.json().detail)).toContain('lang');
    }
  });
});
