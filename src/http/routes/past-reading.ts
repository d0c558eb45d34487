/**
 * The accountable reading: POST /api/v2/past-reading gives statements a reader can check today;
 * POST /api/v2/past-reading/check records one reader's right-or-wrong for one statement (always 204: duplicates
 * and invalid input are ignored and store nothing); GET /api/v2/past-reading/accuracy publishes the hit rate of
 * every rule with its Wilson interval, failing rules first. The reader is an anonymous token the client keeps,
 * stored only as its SHA-256; no birth data is stored.
 */
import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyInstance } from 'fastify';
import { wilson } from '../../engine/jyotish/readings/past-reading/wilson.ts';
import { PAST_RULE_IDS, PAST_RULES, type PastRuleId } from '../../engine/tables/readings/past-rules.ts';
import type { PastCheckStore } from '../../storage/reading-ports.ts';
import { ChartBody } from '../../compute/chart/request.ts';
import type { Compute } from '../../compute/port.ts';
import { computeRoute } from '../compute-route.ts';
import { toProveRefs } from '../../compute/prove-refs.ts';
import { PastAccuracyResult, STATEMENT_ID_PATTERN } from '../../schemas/checkable.ts';
import {
  ClientError,
  NEEDS_DATABASE,
  RateLimited,
  ServerError,
  UnknownApiKey,
  withoutInput,
} from '../../schemas/responses.ts';

const TAG = 'Questions, readings and AI';
const Z = 1.96;

const PastReadingReq = Type.Object(ChartBody.properties, {
  additionalProperties: false,
  title: '_PastReadingReq',
  examples: [{ date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 }],
});

export const PastCheckReq = Type.Object(
  {
    reader_token: Type.String({
      minLength: 16,
      maxLength: 200,
      pattern: '^[A-Za-z0-9_-]+$',
      description:
        'Anonymous token the client makes once and keeps (e.g. 22+ random base64url characters); stored only as ' +
        'its SHA-256.',
    }),
    statement_id: Type.String({
      pattern: STATEMENT_ID_PATTERN,
      description: 'A statement_id from POST /api/v2/past-reading',
    }),
    correct: Type.Boolean({ description: 'true: the statement is right for the reader; false: wrong' }),
  },
  {
    additionalProperties: false,
    title: '_PastCheckReq',
    description:
      'One reader marks one statement right or wrong. Always answered 204: a repeat of the same reader and ' +
      'statement, or anything invalid, is ignored and nothing is stored.',
    examples: [
      { reader_token: 'k3Jq9xVb2mT8rL5wZc1nPa', statement_id: 'mark-malefic.0123456789abcdef', correct: true },
    ],
  },
);
const checkIsValid = TypeCompiler.Compile(PastCheckReq);

function verdictOf(w: { lower: number; upper: number } | null): 'failing' | 'holding' | 'undecided' | 'no_checks' {
  if (w === null) return 'no_checks';
  return w.upper < 0.5 ? 'failing' : w.lower > 0.5 ? 'holding' : 'undecided';
}
const ORDER = { failing: 0, undecided: 1, holding: 2, no_checks: 3 } as const;

export async function pastReadingRoutes(
  app: FastifyInstance,
  deps: { compute: Compute; pastChecks: PastCheckStore; now: () => number },
): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/past-reading',
    task: 'pastReading',
    tags: [TAG],
    summary:
      "Statements about the reader's body and the years already lived (body marks by drekkana, mahadashas " +
      'begun), each with a stable statement_id, the rule, the chart facts and prove_refs, to be checked by ' +
      'the reader.',
    operationId: 'pastReading',
    body: PastReadingReq,
  });

  // Its own scope: any body at all reaches the handler (no JSON parser error, no schema 422), which ignores what
  // it cannot use. The schema is still declared, for the documentation.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    // A body the parser refuses (too large, cut short) is invalid input too: ignored, 204. Anything else (the
    // limiter's 429, a server fault) goes on to the app's error handling.
    scope.setErrorHandler((error: Error & { statusCode?: number }, _req, reply) => {
      if (
        error.statusCode !== undefined &&
        error.statusCode >= 400 &&
        error.statusCode < 500 &&
        error.statusCode !== 429
      )
        return reply.code(204).send();
      throw error;
    });
    scope.post<{ Body: unknown }>(
      '/api/v2/past-reading/check',
      {
        schema: {
          tags: [TAG],
          summary:
            'One reader marks one statement right or wrong. Always 204 with no body: a duplicate (same reader ' +
            'token and statement) or invalid input is ignored and nothing is stored.',
          operationId: 'pastReadingCheck',
          body: PastCheckReq,
          response: {
            204: Type.Null({ description: 'Always: recorded, or ignored (duplicate, invalid input).' }),
            401: UnknownApiKey,
            429: RateLimited,
            '4xx': ClientError,
            '5xx': ServerError,
          },
        },
        validatorCompiler: () => (value: unknown) => ({ value }),
      },
      async (req, reply) => {
        const check = parseCheck(req.body);
        if (check !== undefined) {
          const [ruleId] = check.statement_id.split('.') as [PastRuleId];
          await deps.pastChecks
            .record({
              readerHash: createHash('sha256').update(check.reader_token).digest('hex'),
              statementId: check.statement_id,
              ruleId,
              correct: check.correct,
              at: new Date(deps.now()).toISOString(),
            })
            .catch((e: unknown) => req.log.warn({ err: e }, 'past-reading check not stored'));
        }
        return reply.code(204).send();
      },
    );
  });

  app.get(
    '/api/v2/past-reading/accuracy',
    {
      schema: {
        tags: [TAG],
        summary:
          'Public scorecard of the past-reading rules: checks, hits, hit rate with a 95% Wilson interval, failing ' +
          'rules first and named. Counts only, never rows or readers.',
        operationId: 'pastReadingAccuracy',
        response: withoutInput(Type.Ref(PastAccuracyResult), NEEDS_DATABASE),
      },
    },
    async (_req, reply) => {
      const tally = new Map((await deps.pastChecks.tally()).map((t) => [t.ruleId, t]));
      const rules = PAST_RULE_IDS.map((id) => {
        const t = tally.get(id) ?? { checks: 0, hits: 0 };
        const w = wilson(t.hits, t.checks, Z);
        return {
          rule_id: id,
          rule: PAST_RULES[id].text,
          checks: t.checks,
          hits: t.hits,
          misses: t.checks - t.hits,
          hit_rate: t.checks === 0 ? null : t.hits / t.checks,
          wilson: w,
          verdict: verdictOf(w),
          prove_refs: toProveRefs(PAST_RULES[id].refs),
        };
      }).sort((a, b) => ORDER[a.verdict] - ORDER[b.verdict] || (a.hit_rate ?? 0) - (b.hit_rate ?? 0));
      reply.header('cache-control', 'no-cache');
      return {
        success: true,
        engine_status: 'LIVE' as const,
        confidence: 0.95 as const,
        z: Z,
        failing: rules.filter((r) => r.verdict === 'failing').map((r) => r.rule_id),
        holding: rules.filter((r) => r.verdict === 'holding').map((r) => r.rule_id),
        undecided: rules.filter((r) => r.verdict === 'undecided').map((r) => r.rule_id),
        rules,
        method:
          "Each reader's first answer per statement counts once. Hit rate = hits / checks; the 95% Wilson score " +
          'interval (z = 1.96) bounds it. ' +
          'A rule is failing when the whole interval lies below one half, holding when above, undecided ' +
          'otherwise. Failing rules are listed first.',
      };
    },
  );
}

function parseCheck(raw: unknown): { reader_token: string; statement_id: string; correct: boolean } | undefined {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  return checkIsValid.Check(value) ? value : undefined;
}
