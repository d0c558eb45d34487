/**
 * Notification preferences, and the daily digest cron (X-Cron-Secret, fail closed): each opted-in account gets
 * today's panchanga at its place, its running dasha and the Moon's transit from its natal Moon, once a day. The
 * cron call only queues one job per account and day; workers send them (services/digest/).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../../services/accounts/auth-service.ts';
import { enqueueDailyDigests } from '../../services/digest/enqueue.ts';
import type { DigestQueue } from '../../services/digest/queue-port.ts';
import type { DigestOutboxStore } from '../../storage/digest-ports.ts';
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
  outbox: DigestOutboxStore;
  digests: DigestQueue;
  cronSecret: string | undefined;
  now: () => number;
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
    schema: { tags: [TAG], summary: 'Cron (X-Cron-Secret): queue each opted-in account\'s daily digest (one job per account and local day; workers send it at most once). Counts only.', operationId: 'dailyGatesSend', security: SECURITY.cronSecret,
      response: withErrors(Type.Ref(DailyGatesSendResult), { 403: CronForbidden }),
    },
  }, async (req) => {
    requireCronSecret(deps.cronSecret, req);
    const run = await enqueueDailyDigests({ prefs: deps.prefs, outbox: deps.outbox, queue: deps.digests, now: deps.now });
    return { success: true, ...(snakeCaseKeys(run) as object) };
  });
}
