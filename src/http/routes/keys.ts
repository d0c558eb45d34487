/**
 * Free API keys: identity for rate accounting (4x headroom once the key's e-mail is confirmed), never a permission
 * to data. Answers are no-store.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../limits.ts';
import { ServiceError } from '../../services/errors.ts';
import type { KeyService } from '../../services/keys/service.ts';
import { noStore } from '../account/session.ts';
import { Email } from '../../schemas/common.ts';
import { withErrors } from '../../schemas/responses.ts';
import { ConfirmApiKeyResult, RegisterApiKeyResult } from '../../schemas/service.ts';
import { WrongCode } from '../../schemas/vault.ts';

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

const KeyConfirmReq = Type.Object(
  {
    email: Email,
    code: Type.String({
      pattern: `^[0-9]{${LIMITS.auth.codeDigits}}$`,
      description: 'The six digits e-mailed by POST /api/v2/keys/register.',
    }),
  },
  { title: '_KeyConfirmReq', additionalProperties: false, examples: [{ email: 'dev@example.org', code: '042917' }] },
);

const MINUTES = LIMITS.auth.codeLifetimeSeconds / 60;

export async function keyRoutes(app: FastifyInstance, deps: { keys: KeyService }): Promise<void> {
  // The answer carries the key itself: no cache, shared or private, may keep it.
  noStore(app);
  app.post<{ Body: { email: string; app_name: string } }>(
    '/api/v2/keys/register',
    {
      config: { rateLimit: 'heavy' },
      schema: {
        tags: ['Keys'],
        summary:
          'Register a free API key. Same e-mail and app name return the same key. Its 4x rate-limit headroom starts ' +
          'once the e-mail is confirmed (POST /api/v2/keys/confirm with the code sent to it); until then it counts ' +
          'as keyless.',
        operationId: 'registerApiKey',
        body: KeyRegisterReq,
        response: withErrors(Type.Ref(RegisterApiKeyResult)),
      },
    },
    async (req) => {
      const r = await deps.keys.register(req.body.email, req.body.app_name, req.ip);
      const detail = r.confirmed
        ? 'The e-mail is confirmed: this key has 4x the keyless rate-limit headroom.'
        : r.offer?.sent === true
          ? `A ${LIMITS.auth.codeDigits}-digit code has been e-mailed; send it to POST /api/v2/keys/confirm within ` +
            `${MINUTES} minutes for 4x the headroom. Until then the key counts as keyless.`
          : `No code was sent now (${r.offer?.reason ?? 'held back'}; try again in ` +
            `${r.offer?.sent === false ? r.offer.retryAfterSeconds : 60} s). Until the e-mail is confirmed the key ` +
            `counts as keyless.`;
      return {
        success: true,
        api_key: r.apiKey,
        email_confirmed: r.confirmed,
        code_sent: r.offer?.sent === true,
        detail,
      };
    },
  );

  app.post<{ Body: { email: string; code: string } }>(
    '/api/v2/keys/confirm',
    {
      config: { rateLimit: 'heavy' },
      schema: {
        tags: ['Keys'],
        summary:
          "Confirm an API key's e-mail with the code POST /api/v2/keys/register sent: every key of the address gets " +
          '4x the rate-limit headroom.',
        operationId: 'confirmApiKey',
        body: KeyConfirmReq,
        response: withErrors(Type.Ref(ConfirmApiKeyResult), { 401: WrongCode }),
      },
    },
    async (req) => {
      if (!(await deps.keys.confirm(req.body.email, req.body.code, req.ip))) throw new ServiceError('WRONG_CODE', {});
      return {
        success: true,
        email_confirmed: true as const,
        detail: 'Confirmed: every API key of this e-mail address now has 4x the keyless rate-limit headroom.',
      };
    },
  );
}
