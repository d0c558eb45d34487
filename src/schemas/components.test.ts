// The shared response components resolve against each other and reject what the service must never send.
import { Ajv } from 'ajv';
import { expect, test } from 'vitest';
import { ALL_COMPONENTS } from './all-components.ts';

const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, keywords: ['example', 'x-alias-of'] });
for (const c of ALL_COMPONENTS) ajv.addSchema(c);
const valid = (id: string, value: unknown) => ajv.validate(id, value);

test('every component has a unique $id and compiles', () => {
  const ids = ALL_COMPONENTS.map((c) => c.$id);
  expect(ids.every((id) => typeof id === 'string')).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(ajv.getSchema(id as string)).toBeTypeOf('function');
});

test('prove_refs: the object form is closed and names a known tier and a status', () => {
  expect(valid('ProveRef', { ref_id: 'bphs.3.49', tier: 'classical', status: 'pending', citation: 'BPHS 3.49' })).toBe(
    true,
  );
  expect(valid('ProveRef', { ref_id: 'bphs.3.49', tier: 'primary', status: 'pending', citation: 'BPHS 3.49' })).toBe(
    false,
  );
  expect(
    valid('ProveRef', { ref_id: 'bphs.3.49', tier: 'classical', status: 'confirmed', citation: 'BPHS 3.49' }),
  ).toBe(false);
  expect(valid('ProveRef', { ref_id: 'x', tier: 'classical', status: 'verified', citation: 'x', extra: 1 })).toBe(
    false,
  );
});

test('local time: jd_ut, iso and time, nothing else', () => {
  expect(valid('LocalTime', { jd_ut: 2460949.527, iso: '2025-10-01T06:08:58+05:30', time: '06:08:58' })).toBe(true);
  expect(valid('LocalTime', { jd_ut: 2460949.527, iso: '2025-10-01T06:08:58+05:30' })).toBe(false);
});
