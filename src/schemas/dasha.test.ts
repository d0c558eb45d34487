// The dasha schemas: the recursive trees stay closed at every depth, and the static meanings body (sent as a
// pre-serialized string, which the contract check's preSerialization hook never sees) matches its schema.
import { Ajv } from 'ajv';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { dashaMeaningRoutes } from '../http/routes/dasha-meanings.ts';
import { ALL_COMPONENTS } from './all-components.ts';

const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, keywords: ['example', 'x-alias-of'] });
for (const c of ALL_COMPONENTS) ajv.addSchema(c);

const leaf = (planet: string) => ({ planet, start: '2001-01-01T00:00:00+05:30', end: '2002-01-01T00:00:00+05:30' });

test('a Vimshottari tree is checked at every depth', () => {
  const deep = { ...leaf('Sun'), children: [{ ...leaf('Sun'), children: [leaf('Moon')] }] };
  const maha = { level: 'Mahadasha', years: 6, ...leaf('Sun'), children: [deep] };
  expect(ajv.validate('VimshottariMahadasha', maha), JSON.stringify(ajv.errors)).toBe(true);
  const extra = structuredClone(maha);
  (extra.children[0]!.children[0]!.children[0] as Record<string, unknown>).years = 1;
  expect(ajv.validate('VimshottariMahadasha', extra)).toBe(false);
  const badLord = structuredClone(maha);
  badLord.children[0]!.children[0]!.children[0]!.planet = 'Pluto';
  expect(ajv.validate('VimshottariMahadasha', badLord)).toBe(false);
});

test('a period of another system takes a graha or a sign as its lord, at any depth', () => {
  const node = (lord: string, level: string) => ({
    lord,
    level,
    years: 1,
    start: '2001-01-01T00:00:00+05:30',
    end: '2002-01-01T00:00:00+05:30',
  });
  expect(
    ajv.validate('SystemDashaPeriod', {
      ...node('Aries', 'Mahadasha'),
      children: [{ ...node('Sun', 'Antardasha'), children: [node('Leo', 'Pratyantar')] }],
    }),
  ).toBe(true);
  expect(
    ajv.validate('SystemDashaPeriod', {
      ...node('Aries', 'Mahadasha'),
      children: [{ ...node('Sun', 'Antardasha'), children: [node('Leo', 'Bhukti')] }],
    }),
  ).toBe(false);
});

test('GET /api/dasha/meanings matches DashaMeaningsResult', async () => {
  const app = Fastify();
  for (const c of ALL_COMPONENTS) app.addSchema(c);
  await app.register(dashaMeaningRoutes);
  const r = await app.inject({ method: 'GET', url: '/api/dasha/meanings' });
  expect(r.statusCode).toBe(200);
  expect(ajv.validate('DashaMeaningsResult', r.json()), JSON.stringify(ajv.errors)).toBe(true);
  await app.close();
});
