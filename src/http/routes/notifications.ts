/**
 * Notification preferences, and the daily digest cron (X-Cron-Secret, fail closed): each opted-in account gets
 * today's panchanga at its place, its running dasha and the Moon's transit from its natal Moon, once a day. The
 * cron call only queues one job per account and day; workers send them (services/digest/).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../../services/accounts/auth-service.ts';
import { ServiceError } from '../../services/errors.ts';
import { FANOUT_PAGE } from '../../services/digest/fanout.ts';
import { fanoutRunId, NO_TOTALS } from '../../services/digest/job.ts';
import type { DigestQueue } from '../../services/digest/queue-port.ts';
import type { PrefsStore, SavedPlace } from '../../storage/vault-ports.ts';
import { requireCronSecret } from '../account/cron-secret.ts';
import { noStore, requireAccount } from '../account/session.ts';
import { SECURITY } from '../plugins/openapi.ts';
import { withErrors, withoutInput } from '../../schemas/responses.ts';
import {
  CronForbidden,
  DailyGatesSendResult,
  QueueUnavailable,
  NotificationPrefsReq,
  NotificationPrefsResult,
  NotificationPrefsUpdateResult,
  SessionRequired,
} from '../../schemas/vault.ts';

const TAG = 'Account and vault';
/** A restarted Redis is back within seconds; the queue reconnects on its own. */
const QUEUE_RETRY_AFTER_SECONDS = 10;

export interface NotificationRouteDeps {
  auth: AuthService;
  prefs: PrefsStore;
  digests: DigestQueue;
  cronSecret: string | undefined;
  now: () => number;
}

export async function notificationRoutes(app: FastifyInstance, deps: NotificationRouteDeps): Promise<void> {
  noStore(app);
  const present = (p: { dailyGates: boolean; place: SavedPlace | null; updatedAt: string | null }) => ({
    success: true,
    daily_gates: p.dailyGates,
    place: p.place,
    updated_at: p.updatedAt,
  });

  app.get(
    '/api/v2/notifications/prefs',
    {
      schema: {
        tags: [TAG],
        summary: 'Notification preferences (daily digest on or off, and its place).',
        operationId: 'notificationPrefs',
        security: SECURITY.bearerSession,
        response: withoutInput(Type.Ref(NotificationPrefsResult), { 401: SessionRequired }),
      },
    },
    async (req) => {
      const a = await requireAccount(deps.auth, req);
      return present(await deps.prefs.get(a.id));
    },
  );

  app.put<{ Body: { daily_gates: boolean; place?: SavedPlace | null } }>(
    '/api/v2/notifications/prefs',
    {
      schema: {
        tags: [TAG],
        summary: "Set the daily digest on or off and its place (default: the profile's place).",
        operationId: 'notificationPrefsUpdate',
        security: SECURITY.bearerSession,
        body: NotificationPrefsReq,
        response: withErrors(Type.Ref(NotificationPrefsUpdateResult), { 401: SessionRequired }),
      },
    },
    async (req) => {
      const a = await requireAccount(deps.auth, req);
      return present(
        await deps.prefs.put(
          a.id,
          { dailyGates: req.body.daily_gates, place: req.body.place ?? null },
          new Date(deps.now()).toISOString(),
        ),
      );
    },
  );

  // No body is read, but a POST can still arrive with malformed JSON: that 422 is declared too (withErrors). The
  // route only queues the run's first page (fanout.ts), so it answers in constant time however many subscribers.
  const { 200: accepted, ...errors } = withErrors(Type.Ref(DailyGatesSendResult), {
    403: CronForbidden,
    503: QueueUnavailable,
  });
  app.post(
    '/api/v2/notifications/daily-gates/send',
    {
      config: { rateLimit: 'heavy' },
      schema: {
        tags: [TAG],
        summary:
          'Cron (X-Cron-Secret): queue a run of the daily digest (fan-out jobs of a page of accounts each queue ' +
          'one digest job per account and local day; workers send each at most once). Answers 202 at once.',
        operationId: 'dailyGatesSend',
        security: SECURITY.cronSecret,
        response: { 202: accepted, ...errors },
      },
    },
    async (req, reply) => {
      requireCronSecret(deps.cronSecret, req);
      const at = deps.now();
      try {
        await deps.digests.fanout({ at, after: null, totals: NO_TOTALS });
      } catch (e) {
        req.log.warn({ err: e }, 'digest run not queued');
        throw new ServiceError('QUEUE_UNAVAILABLE', { retryAfterSeconds: QUEUE_RETRY_AFTER_SECONDS });
      }
      return reply.code(202).send({
        success: true,
        queue: deps.digests.kind,
        run_id: fanoutRunId(at),
        page_size: FANOUT_PAGE,
        at: new Date(at).toISOString(),
      });
    },
  );
}
