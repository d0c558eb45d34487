// The OpenAPI document passes Redocly's recommended ruleset (the rules `npx @redocly/cli lint` applies by default)
// with no error. Warnings are printed with their count so they stay visible. The recorded response examples
// (npm run examples) must match their schemas: that rule is raised from a warning to an error, extra fields included.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

test('redocly recommended: 0 errors', async () => {
  const source = (await service.app.inject({ method: 'GET', url: '/openapi.json' })).body;
  const config = await createConfig({
    extends: ['recommended'],
    rules: { 'no-invalid-media-type-examples': { severity: 'error', allowAdditionalProperties: false } },
  });
  const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warn');
  const summary = (list: typeof problems) => [
    ...new Set(list.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)),
  ];
  console.info(`openapi lint: ${errors.length} errors, ${warnings.length} warnings`);
  if (warnings.length > 0) console.info(summary(warnings).slice(0, 20).join('\n'));
  expect(summary(errors)).toEqual([]);
});

test('every success answer of the document carries a recorded example', async () => {
  const doc = (await service.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
    paths: Record<
      string,
      Record<string, { responses?: Record<string, { content?: Record<string, { examples?: unknown }> }> }>
    >;
  }>();
  const missing: string[] = [];
  for (const [url, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const success = Object.entries(op.responses ?? {}).find(
        ([status, r]) => /^2\d\d$/.test(status) && r.content?.['application/json'] !== undefined,
      );
      if (
        success !== undefined &&
        success[1].content?.['application/json']?.examples === undefined &&
        url !== '/openapi.json'
      )
        missing.push(`${method} ${url}`);
    }
  }
  expect(missing, 'run `npm run examples` (or `npm run examples -- <test file>`) to record them').toEqual([]);
});
