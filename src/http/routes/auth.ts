/**
 * Accounts by e-mail one-time code (issue 6, DESIGN section 7): register, login, request-otp, verify-otp, me,
 * profile, export, delete and the erase sweep. Every answer is `Cache-Control: no-store`.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../limits.ts';
import type { AuthService } from '../../services/accounts/auth-service.ts';
import { ServiceError } from '../../services/errors.ts';
import type { AccountStore, ProfilePatch } from '../../storage/vault-ports.ts';
import { requireCronSecret } from '../account/cron-secret.ts';
import { presentAccount } from '../account/present.ts';
import { noStore, requireAccount } from '../account/session.ts';
import { Loose, withErrors } from '../schemas/responses.ts';
import { DeleteReq, LoginReq, ProfileReq, RegisterReq, RequestOtpReq, VerifyOtpReq } from '../schemas/vault.ts';

const TAG = 'Account and vault';
export const EXPORT_FORMAT = { format: 'vedic-vault-export', version: 1 } as const;
const SENT = `If this address can sign in, a ${LIMITS.auth.codeDigits}-digit code has been sent to it. It works once, for ${LIMITS.auth.codeLifetimeSeconds / 60} minutes.`;
const Sent = Type.Object({ success: Type.Boolean(), detail: Type.String() });
const AccountRes = Loose({ success: Type.Boolean(), account: Loose({ id: Type.String(), email: Type.String() }) });

export interface AuthRouteDeps {
  auth: AuthService;
  accounts: AccountStore;
  cronSecret: string | undefined;
  now: () => number;
}

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  noStore(app);
  const { auth } = deps;
  const heavy = { rateLimit: 'heavy' as const };

  app.post<{ Body: { email: string; name?: string } }>('/api/v2/auth/register', {
    config: heavy,
    schema: { tags: [TAG], summary: 'Create an account (if new) and e-mail a sign-in code.', operationId: 'authRegister', body: RegisterReq, response: withErrors(Sent) },
  }, async (req) => {
    await auth.register(req.body.email, req.body.name ?? null);
    return { success: true, detail: SENT };
  });

  for (const [path, model, id] of [['/api/v2/auth/login', LoginReq, 'authLogin'], ['/api/v2/auth/request-otp', RequestOtpReq, 'authRequestOtp']] as const) {
    app.post<{ Body: { email: string } }>(path, {
      config: heavy,
      schema: { tags: [TAG], summary: 'E-mail a sign-in code to an existing account (the same answer for any address).', operationId: id, body: model, response: withErrors(Sent) },
    }, async (req) => {
      await auth.requestCode(req.body.email);
      return { success: true, detail: SENT };
    });
  }

  app.post<{ Body: { email: string; code: string } }>('/api/v2/auth/verify-otp', {
    config: heavy,
    schema: {
      tags: [TAG], summary: `Exchange the code for a session token (${LIMITS.auth.sessionLifetimeDays} days; send as authorization: Bearer <token>).`, operationId: 'authVerifyOtp',
      body: VerifyOtpReq, response: withErrors(Loose({ success: Type.Boolean(), token: Type.String(), account: Loose({ id: Type.String() }) })),
    },
  }, async (req) => {
    const r = await auth.verify(req.body.email, req.body.code);
    if (r === null) throw new ServiceError('WRONG_CODE', {});
    return { success: true, token: r.token, expires_in_days: LIMITS.auth.sessionLifetimeDays, account: presentAccount(r.account) };
  });

  app.get('/api/v2/auth/me', {
    schema: { tags: [TAG], summary: 'The signed-in account.', operationId: 'authMe', response: withErrors(AccountRes) },
  }, async (req) => ({ success: true, account: presentAccount(await requireAccount(auth, req)) }));

  app.post<{ Body: ProfilePatch & { gender?: string } }>('/api/v2/auth/profile', {
    schema: { tags: [TAG], summary: 'Update name, gender, birth details and preferred place.', operationId: 'authProfile', body: ProfileReq, response: withErrors(AccountRes) },
  }, async (req) => {
    const account = await requireAccount(auth, req);
    const updated = await deps.accounts.updateProfile(account.id, req.body, new Date(deps.now()).toISOString());
    if (updated === undefined) throw new ServiceError('UNAUTHENTICATED', {});
    return { success: true, account: presentAccount(updated) };
  });

  app.get('/api/v2/auth/export', {
    schema: { tags: [TAG], summary: 'Every table of the account as versioned JSON.', operationId: 'authExport', response: withErrors(Loose({ success: Type.Boolean(), format: Type.String(), version: Type.Integer(), tables: Loose({}) })) },
  }, async (req, reply) => {
    const account = await requireAccount(auth, req);
    reply.header('content-disposition', 'attachment; filename="vault-export.json"');
    return { success: true, ...EXPORT_FORMAT, exported_at: new Date(deps.now()).toISOString(), account_id: account.id, tables: await deps.accounts.exportRows(account.id) };
  });

  app.post<{ Body: { confirm: 'DELETE' } }>('/api/v2/auth/delete', {
    schema: { tags: [TAG], summary: `Delete the account: hidden and signed out at once, erased from every table after ${LIMITS.erasureGraceDays} days.`, operationId: 'authDelete', body: DeleteReq, response: withErrors(Loose({ success: Type.Boolean() })) },
  }, async (req) => {
    const account = await requireAccount(auth, req);
    await auth.softDelete(account.id);
    const erase = new Date(deps.now() + LIMITS.erasureGraceDays * 86_400_000).toISOString();
    return { success: true, detail: `Account deleted: signed out everywhere; its data is erased after ${erase}.`, erase_after: erase };
  });

  app.post('/api/v2/auth/erase-sweep', {
    schema: { tags: [TAG], summary: `Cron (X-Cron-Secret): erase accounts deleted more than ${LIMITS.erasureGraceDays} days ago from every table. Idempotent; counts only.`, operationId: 'authEraseSweep', response: withErrors(Loose({ success: Type.Boolean(), erased_accounts: Type.Integer() })) },
  }, async (req) => {
    requireCronSecret(deps.cronSecret, req);
    const r = await auth.eraseSweep();
    return { success: true, erased_accounts: r.accounts, rows: r.rows };
  });
}
