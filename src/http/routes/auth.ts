/**
 * Accounts by e-mail one-time code: register, login, request-otp, verify-otp, logout,
 * me, profile, export, delete and the erase sweep. Every answer is `Cache-Control: no-store`.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../limits.ts';
import type { AuthService } from '../../services/accounts/auth-service.ts';
import { ServiceError } from '../../services/errors.ts';
import type { AccountStore, ProfilePatch } from '../../storage/vault-ports.ts';
import { requireCronSecret } from '../account/cron-secret.ts';
import { keepZone } from '../account/birth-zone.ts';
import { checkBirthDate } from '../account/birth-range.ts';
import { presentAccount } from '../account/present.ts';
import { noStore, requireAccount, requireSession } from '../account/session.ts';
import { OPTIONAL_BODY, SECURITY } from '../plugins/openapi.ts';
import { withErrors, withoutInput } from '../../schemas/responses.ts';
import {
  AuthDeleteResult,
  AuthEraseSweepResult,
  AuthExportResult,
  AuthLoginResult,
  AuthLogoutResult,
  AuthMeResult,
  AuthProfileResult,
  AuthRegisterResult,
  AuthRequestOtpResult,
  AuthVerifyOtpResult,
  CronForbidden,
  DeleteReq,
  LoginReq,
  LogoutReq,
  ProfileReq,
  RegisterReq,
  RequestOtpReq,
  SessionRequired,
  VerifyOtpReq,
  WrongCode,
} from '../../schemas/vault.ts';

const TAG = 'Account and vault';
export const EXPORT_FORMAT = { format: 'vedic-vault-export', version: 1 } as const;
const SENT =
  `If this address can sign in, a ${LIMITS.auth.codeDigits}-digit code has been sent to it. It works once, ` +
  `for ${LIMITS.auth.codeLifetimeSeconds / 60} ` +
  `minutes.`;
/** Routes marked A: the bearer session, 401 without it. */
const A = { security: SECURITY.bearerSession } as const;
const cron = { security: SECURITY.cronSecret } as const;

export interface AuthRouteDeps {
  auth: AuthService;
  accounts: AccountStore;
  cronSecret: string | undefined;
  now: () => number;
}

/**
 * Rows as JSON sends them: a column the store blanked to undefined (the session token hash) is left out, as the
 * serializer would.
 */
function definedColumns(tables: Record<string, Record<string, unknown>[]>): Record<string, Record<string, unknown>[]> {
  return Object.fromEntries(
    Object.entries(tables).map(([t, rows]) => [
      t,
      rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined))),
    ]),
  );
}

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  noStore(app);
  const { auth } = deps;
  const heavy = { rateLimit: 'heavy' as const };

  app.post<{ Body: { email: string; name?: string } }>(
    '/api/v2/auth/register',
    {
      config: heavy,
      schema: {
        tags: [TAG],
        summary: 'Create an account (if new) and e-mail a sign-in code.',
        operationId: 'authRegister',
        body: RegisterReq,
        response: withErrors(Type.Ref(AuthRegisterResult)),
      },
    },
    async (req) => {
      await auth.register(req.body.email, req.body.name ?? null, req.ip);
      return { success: true, detail: SENT };
    },
  );

  for (const [path, model, id, result] of [
    ['/api/v2/auth/login', LoginReq, 'authLogin', AuthLoginResult],
    ['/api/v2/auth/request-otp', RequestOtpReq, 'authRequestOtp', AuthRequestOtpResult],
  ] as const) {
    app.post<{ Body: { email: string } }>(
      path,
      {
        config: heavy,
        schema: {
          tags: [TAG],
          summary: 'E-mail a sign-in code to an existing account (the same answer for any address).',
          operationId: id,
          body: model,
          response: withErrors(Type.Ref(result)),
        },
      },
      async (req) => {
        await auth.requestCode(req.body.email, req.ip);
        return { success: true, detail: SENT };
      },
    );
  }

  app.post<{ Body: { email: string; code: string } }>(
    '/api/v2/auth/verify-otp',
    {
      config: heavy,
      schema: {
        tags: [TAG],
        summary:
          `Exchange the code for a session token (${LIMITS.auth.sessionLifetimeDays} days; send as authorization: ` +
          `Bearer <token>).`,
        operationId: 'authVerifyOtp',
        body: VerifyOtpReq,
        response: withErrors(Type.Ref(AuthVerifyOtpResult), { 401: WrongCode }),
      },
    },
    async (req) => {
      const r = await auth.verify(req.body.email, req.body.code, req.ip);
      if (r === null) throw new ServiceError('WRONG_CODE', {});
      return {
        success: true,
        token: r.token,
        expires_in_days: LIMITS.auth.sessionLifetimeDays,
        account: presentAccount(r.account),
      };
    },
  );

  // Beside the interface's routes: a session its user can end, here or everywhere.
  app.post<{ Body: { all?: boolean } }>(
    '/api/v2/auth/logout',
    {
      schema: {
        tags: [TAG],
        summary:
          'Sign out: end this session, or with {"all": true} every session of the account. The body is optional.',
        operationId: 'authLogout',
        ...A,
        body: LogoutReq,
        ...OPTIONAL_BODY,
        response: withErrors(Type.Ref(AuthLogoutResult), { 401: SessionRequired }),
      },
      // No body at all means {} (a plain sign-out), checked as any body is.
      preValidation: async (req) => {
        req.body ??= {};
      },
    },
    async (req) => {
      const { account, token } = await requireSession(auth, req);
      const all = req.body.all === true;
      const revoked = await auth.logout(token, account.id, all);
      return {
        success: true,
        revoked_sessions: revoked,
        detail: all
          ? `Signed out everywhere: ${revoked} session(s) ended.`
          : 'Signed out: this session token no longer works.',
      };
    },
  );

  app.get(
    '/api/v2/auth/me',
    {
      schema: {
        tags: [TAG],
        summary: 'The signed-in account.',
        operationId: 'authMe',
        ...A,
        response: withoutInput(Type.Ref(AuthMeResult), { 401: SessionRequired }),
      },
    },
    async (req) => ({ success: true, account: presentAccount(await requireAccount(auth, req)) }),
  );

  app.post<{ Body: ProfilePatch & { gender?: string } }>(
    '/api/v2/auth/profile',
    {
      schema: {
        tags: [TAG],
        summary: 'Update name, gender, birth details and preferred place.',
        operationId: 'authProfile',
        ...A,
        body: ProfileReq,
        response: withErrors(Type.Ref(AuthProfileResult), { 401: SessionRequired }),
      },
    },
    async (req) => {
      checkBirthDate(req.body.birth?.date, ['body', 'birth', 'date']);
      const account = await requireAccount(auth, req);
      const { birth, ...rest } = req.body;
      const patch: ProfilePatch =
        birth === undefined || birth === null
          ? req.body
          : { ...rest, birth: keepZone(birth, (f) => ['body', 'birth', f]) };
      const updated = await deps.accounts.updateProfile(account.id, patch, new Date(deps.now()).toISOString());
      if (updated === undefined) throw new ServiceError('UNAUTHENTICATED', {});
      return { success: true, account: presentAccount(updated) };
    },
  );

  app.get(
    '/api/v2/auth/export',
    {
      schema: {
        tags: [TAG],
        summary: 'Every table of the account as versioned JSON.',
        operationId: 'authExport',
        ...A,
        response: withoutInput(Type.Ref(AuthExportResult), { 401: SessionRequired }),
      },
    },
    async (req, reply) => {
      const account = await requireAccount(auth, req);
      reply.header('content-disposition', 'attachment; filename="vault-export.json"');
      return {
        success: true,
        ...EXPORT_FORMAT,
        exported_at: new Date(deps.now()).toISOString(),
        account_id: account.id,
        tables: definedColumns(await deps.accounts.exportRows(account.id)),
      };
    },
  );

  app.post<{ Body: { confirm: 'DELETE' } }>(
    '/api/v2/auth/delete',
    {
      schema: {
        tags: [TAG],
        summary:
          `Delete the account: hidden and signed out at once, erased from every table after ` +
          `${LIMITS.erasureGraceDays} ` +
          `days.`,
        operationId: 'authDelete',
        ...A,
        body: DeleteReq,
        response: withErrors(Type.Ref(AuthDeleteResult), { 401: SessionRequired }),
      },
    },
    async (req) => {
      const account = await requireAccount(auth, req);
      await auth.softDelete(account.id);
      const erase = new Date(deps.now() + LIMITS.erasureGraceDays * 86_400_000).toISOString();
      return {
        success: true,
        detail: `Account deleted: signed out everywhere; its data is erased after ${erase}.`,
        erase_after: erase,
      };
    },
  );

  // No body is read, but a POST can still arrive with malformed JSON: that 422 is declared too (withErrors).
  app.post(
    '/api/v2/auth/erase-sweep',
    {
      schema: {
        tags: [TAG],
        summary:
          `Cron (X-Cron-Secret): erase accounts deleted more than ${LIMITS.erasureGraceDays} days ago from every ` +
          `table. Idempotent; counts only.`,
        operationId: 'authEraseSweep',
        ...cron,
        response: withErrors(Type.Ref(AuthEraseSweepResult), { 403: CronForbidden }),
      },
    },
    async (req) => {
      requireCronSecret(deps.cronSecret, req);
      const r = await auth.eraseSweep();
      return { success: true, erased_accounts: r.accounts, rows: r.rows };
    },
  );
}
