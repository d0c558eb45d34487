/**
 * Notification preferences, and the daily digest cron (X-Cron-Secret, fail closed): each opted-in account gets
 * today's panchanga at its place, its running dasha and the Moon's transit from its natal Moon, once a day.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../../services/accounts/auth-service.ts';
import { sendDailyDigests } from '../../services/digest/send-digests.ts';
import type { Mailer } from '../../services/mail/mailer.ts';
import type { PrefsStore, SavedPlace } from '../../storage/vault-ports.ts';
import { requireCronSecret } from '../account/cron-secret.ts';
import { noStore, requireAccount } from '../account/session.ts';
import { SECURITY } from '../plugins/openapi.ts';
import { withErrors, withoutInput } from '../schemas/responses.ts';
import { CronForbidden, DailyGatesSendResult, NotificationPrefsReq, NotificationPrefsResult, NotificationPrefsUpdateResult, SessionRequired } from '../schemas/vault.ts';
import { snakeCaseKeys } from '../snake-case.ts';

const TAG = 'Account and vault';

export interface NotificationRouteDeps {
  auth: AuthService;
  prefs: PrefsStore;
  mailer: Mailer;
  cronSecret: string | undefined;
  now: () => number;
  log?: (e: unknown) => void;
}

export async function notificationRoutes(app: FastifyInstance, deps: NotificationRouteDeps): Promise<void> {
  noStore(app);
  const present = (p: { dailyGates: boolean; place: SavedPlace | null; updatedAt: string | null }) =>
    ({ success: true, daily_gates: p.dailyGates, place: p.place, updated_at: p.updatedAt });

  app.get('/api/v2/notifications/prefs', {
    schema: { tags: [TAG], summary: 'Notification preferences (daily digest on or off, and its place).', operationId: 'notificationPrefs', security: SECURITY.bearerSession, response: withoutInput(Type.Ref(NotificationPrefsResult), { 401: SessionRequired }) },
  }, async (req) => {
    const a = await requireAccount(deps.auth, req);
    return present(await deps.prefs.get(a.id));
  });

  app.put<{ Body: { daily_gates: boolean; place?: SavedPlace | null } }>('/api/v2/notifications/prefs', {
    schema: { tags: [TAG], summary: 'Set the daily digest on or off and its place (default: the profile\'s place).', operationId: 'notificationPrefsUpdate', security: SECURITY.bearerSession, body: NotificationPrefsReq,
      response: withErrors(Type.Ref(NotificationPrefsUpdateResult), { 401: SessionRequired }),
    },
  }, async (req) => {
    const a = await requireAccount(deps.auth, req);
    return present(await deps.prefs.put(a.id, { dailyGates: req.body.daily_gates, place: req.body.place ?? null }, new Date(deps.now()).toISOString()));
  });

  // No body is read, but a POST can still arrive with malformed JSON: that 422 is declared too (withErrors).
  app.post('/api/v2/notifications/daily-gates/send', {
    config: { rateLimit: 'heavy' },
    schema: { tags: [TAG], summary: 'Cron (X-Cron-Secret): send each opted-in account its daily digest, at most once per account per local day. Counts only.', operationId: 'dailyGatesSend', security: SECURITY.cronSecret,
      response: withErrors(Type.Ref(DailyGatesSendResult), { 403: CronForbidden }),
    },
  }, async (req) => {
    requireCronSecret(deps.cronSecret, req);
    const run = await sendDailyDigests({ prefs: deps.prefs, mailer: deps.mailer, now: deps.now, onError: deps.log });
    return { success: true, ...(snakeCaseKeys(run) as object) };
  });
}
