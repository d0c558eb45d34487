// The serializer's spellings accept and refuse exactly what TypeBox's own spellings do.
import { Type } from '@sinclair/typebox';
import { Ajv } from 'ajv';
import { expect, test } from 'vitest';
import { simplifyForSerializer } from './serializable.ts';

const ajv = new Ajv({ strict: false });

test('literal unions, nullable primitives and nullable literal unions keep their meaning', () => {
  const cases = [
    { schema: Type.Union([Type.Literal('a'), Type.Literal('b')]), values: ['a', 'b', 'c', null, 1] },
    { schema: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]), values: [0, 3.5, -1, null, 'x'] },
    { schema: Type.Union([Type.Literal('IN'), Type.Null()]), values: ['IN', null, 'US'] },
    {
      schema: Type.Union([Type.Union([Type.Literal('a'), Type.Literal('b')]), Type.Null()]),
      values: ['a', 'b', null, 'c'],
    },
    { schema: Type.Union([Type.Literal('a'), Type.Literal('b'), Type.Null()]), values: ['a', null, 'c'] },
    {
      schema: Type.Object({ x: Type.Union([Type.Integer(), Type.Null()]) }),
      values: [{ x: 1 }, { x: null }, { x: 1.5 }, {}],
    },
  ];
  for (const { schema, values } of cases) {
    const before = ajv.compile(structuredClone(schema));
    const after = ajv.compile(simplifyForSerializer(structuredClone(schema)));
    for (const v of values)
      expect([JSON.stringify(schema), v, after(v)]).toEqual([JSON.stringify(schema), v, before(v)]);
  }
});
