/** Free API keys: identity for rate accounting (4x headroom), never a permission to data. Answers are no-store. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { KeyService } from '../../services/keys/service.ts';
import { noStore } from '../account/session.ts';
import { Email } from '../../schemas/common.ts';
import { withErrors } from '../../schemas/responses.ts';
import { RegisterApiKeyResult } from '../../schemas/service.ts';

const KeyRegisterReq = Type.Object(
  {
    email: Email,
    app_name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', examples: ['my-panchang-app'] }),
  },
  {
    title: '_KeyRegisterReq',
    additionalProperties: false,
    examples: [{ email: 'dev@example.org', app_name: 'my-panchang-app' }],
  },
);

export async function keyRoutes(app: FastifyInstance, deps: { keys: KeyService }): Promise<void> {
  // The answer carries the key itself: no cache, shared or private, may keep it.
  noStore(app);
  app.post<{ Body: { email: string; app_name: string } }>(
    '/api/v2/keys/register',
    {
      config: { rateLimit: 'heavy' },
      schema: {
        tags: ['Keys'],
        summary: 'Register a free API key (4x rate-limit headroom). Same e-mail and app name return the same key.',
        operationId: 'registerApiKey',
        body: KeyRegisterReq,
        response: withErrors(Type.Ref(RegisterApiKeyResult)),
      },
    },
    async (req) => {
      const { apiKey } = await deps.keys.register(req.body.email, req.body.app_name);
      return { success: true, api_key: apiKey };
    },
  );
}
