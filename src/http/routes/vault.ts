/**
 * The vault: saved charts and dated life events of the signed-in account. Another account's chart or
 * event answers 404, as an unknown one does. Every answer is `Cache-Control: no-store`. Saved birth details keep
 * their time zone (account/birth-zone.ts).
 */
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../limits.ts';
import type { AuthService } from '../../services/accounts/auth-service.ts';
import type { BirthDetails, ChartStore, EventStore, MemoryEventPatch } from '../../storage/vault-ports.ts';
import { keepZone } from '../account/birth-zone.ts';
import { presentChart, presentEvent } from '../account/present.ts';
import { noStore, requireAccount } from '../account/session.ts';
import { checkBirthDate } from '../account/birth-range.ts';
import { ServiceError } from '../../services/errors.ts';
import { InputError } from '../../compute/input-error.ts';
import { SECURITY } from '../plugins/openapi.ts';
import { withErrors, withoutInput } from '../../schemas/responses.ts';
import {
  ChartSaveReq,
  EventsQuery,
  MemoryEventCreateResult,
  MemoryEventDeleteResult,
  MemoryEventPatchReq,
  MemoryEventReq,
  MemoryEventResult,
  MemoryEventsResult,
  MemoryEventUpdateResult,
  notFound as notFoundBody,
  SessionRequired,
  TooManyCharts,
  VaultChartDeleteResult,
  VaultChartResult,
  VaultChartSaveResult,
  VaultChartsResult,
} from '../../schemas/vault.ts';

const TAG = 'Account and vault';
/** Every route here is marked A: the bearer session, 401 without it. */
const A = { security: SECURITY.bearerSession } as const;
const ChartNotFound = notFoundBody('chart');
const EventNotFound = notFoundBody('event');
const IdParams = (name: string) =>
  Type.Object({ [name]: Type.String({ maxLength: 64 }) }, { additionalProperties: false });

export interface VaultRouteDeps {
  auth: AuthService;
  charts: ChartStore;
  events: EventStore;
  now: () => number;
}

type ChartBody = BirthDetails & { label: string };
type EventBody = { date: string; category: string; note?: string | null; chart_id?: string | null };

export async function vaultRoutes(app: FastifyInstance, deps: VaultRouteDeps): Promise<void> {
  noStore(app);
  const iso = () => new Date(deps.now()).toISOString();
  const notFound = (what: string) => new ServiceError('NOT_FOUND', { what });

  /** A chart id given with an event must be one of the account's own charts. */
  async function checkChart(accountId: string, chartId: string | null | undefined): Promise<void> {
    if (chartId === null || chartId === undefined) return;
    if ((await deps.charts.get(accountId, chartId)) === undefined) {
      throw InputError.at(['body', 'chart_id'], 'no saved chart of this account has this id');
    }
  }

  app.get(
    '/api/v2/vault/charts',
    {
      schema: {
        tags: [TAG],
        summary: 'Saved charts of the account, newest first.',
        operationId: 'vaultCharts',
        ...A,
        response: withoutInput(Type.Ref(VaultChartsResult), { 401: SessionRequired }),
      },
    },
    async (req) => {
      const a = await requireAccount(deps.auth, req);
      return { success: true, charts: (await deps.charts.list(a.id)).map(presentChart) };
    },
  );

  app.post<{ Body: ChartBody }>(
    '/api/v2/vault/charts',
    {
      schema: {
        tags: [TAG],
        summary: 'Save birth data with a label; answers its chart_id.',
        operationId: 'vaultChartSave',
        ...A,
        body: ChartSaveReq,
        response: withErrors(Type.Ref(VaultChartSaveResult), {
          201: Type.Ref(VaultChartSaveResult),
          401: SessionRequired,
          409: TooManyCharts,
        }),
      },
    },
    async (req, reply) => {
      checkBirthDate(req.body.date, ['body', 'date']);
      const a = await requireAccount(deps.auth, req);
      const { label, ...given } = req.body;
      const chart = { id: randomUUID(), label, birth: keepZone(given, (f) => ['body', f]), createdAt: iso() };
      const max = LIMITS.vault.chartsPerAccountMax;
      if (!(await deps.charts.save(a.id, chart, max)))
        throw new ServiceError('LIMIT_REACHED', { what: 'saved charts', max });
      reply.code(201);
      return { success: true, chart_id: chart.id, chart: presentChart(chart) };
    },
  );

  // Beside the interface's routes: one saved chart, as a client that keeps only ids needs it.
  app.get<{ Params: { chart_id: string } }>(
    '/api/v2/vault/charts/:chart_id',
    {
      schema: {
        tags: [TAG],
        summary: 'One saved chart (404 for an id the account does not have).',
        operationId: 'vaultChart',
        ...A,
        params: IdParams('chart_id'),
        response: withErrors(Type.Ref(VaultChartResult), { 401: SessionRequired, 404: ChartNotFound }),
      },
    },
    async (req) => {
      const a = await requireAccount(deps.auth, req);
      const chart = await deps.charts.get(a.id, req.params.chart_id);
      if (chart === undefined) throw notFound('chart');
      return { success: true, chart: presentChart(chart) };
    },
  );

  app.delete<{ Params: { chart_id: string } }>(
    '/api/v2/vault/charts/:chart_id',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a saved chart (events that named it keep their text).',
        operationId: 'vaultChartDelete',
        ...A,
        params: IdParams('chart_id'),
        response: withErrors(Type.Ref(VaultChartDeleteResult), { 401: SessionRequired, 404: ChartNotFound }),
      },
    },
    async (req) => {
      const a = await requireAccount(deps.auth, req);
      if (!(await deps.charts.remove(a.id, req.params.chart_id))) throw notFound('chart');
      return { success: true, chart_id: req.params.chart_id };
    },
  );

  app.get<{ Querystring: { limit?: number } }>(
    '/api/v2/memory/events',
    {
      schema: {
        tags: [TAG],
        summary:
          `Life events, newest date first (limit default ${LIMITS.memoryEventsLimit.default}, at most ` +
          `${LIMITS.memoryEventsLimit.max}).`,
        operationId: 'memoryEvents',
        ...A,
        querystring: EventsQuery,
        response: withErrors(Type.Ref(MemoryEventsResult), { 401: SessionRequired }),
      },
    },
    async (req) => {
      const a = await requireAccount(deps.auth, req);
      return {
        success: true,
        events: (await deps.events.list(a.id, req.query.limit ?? LIMITS.memoryEventsLimit.default)).map(presentEvent),
      };
    },
  );

  app.post<{ Body: EventBody }>(
    '/api/v2/memory/events',
    {
      schema: {
        tags: [TAG],
        summary: 'Record a dated life event (category, date, note, optional chart_id); answers its event_id.',
        operationId: 'memoryEventCreate',
        ...A,
        body: MemoryEventReq,
        response: withErrors(Type.Ref(MemoryEventCreateResult), {
          201: Type.Ref(MemoryEventCreateResult),
          401: SessionRequired,
        }),
      },
    },
    async (req, reply) => {
      const a = await requireAccount(deps.auth, req);
      await checkChart(a.id, req.body.chart_id);
      const t = iso();
      const event = {
        id: randomUUID(),
        date: req.body.date,
        category: req.body.category.trim(),
        note: req.body.note ?? null,
        chartId: req.body.chart_id ?? null,
        createdAt: t,
        updatedAt: t,
      };
      await deps.events.create(a.id, event);
      reply.code(201);
      return { success: true, event_id: event.id, event: presentEvent(event) };
    },
  );

  app.get<{ Params: { event_id: string } }>(
    '/api/v2/memory/events/:event_id',
    {
      schema: {
        tags: [TAG],
        summary: 'One life event.',
        operationId: 'memoryEvent',
        ...A,
        params: IdParams('event_id'),
        response: withErrors(Type.Ref(MemoryEventResult), { 401: SessionRequired, 404: EventNotFound }),
      },
    },
    async (req) => {
      const a = await requireAccount(deps.auth, req);
      const e = await deps.events.get(a.id, req.params.event_id);
      if (e === undefined) throw notFound('event');
      return { success: true, event: presentEvent(e) };
    },
  );

  app.put<{ Params: { event_id: string }; Body: Partial<EventBody> }>(
    '/api/v2/memory/events/:event_id',
    {
      schema: {
        tags: [TAG],
        summary: 'Change any of date, category, note, chart_id.',
        operationId: 'memoryEventUpdate',
        ...A,
        params: IdParams('event_id'),
        body: MemoryEventPatchReq,
        response: withErrors(Type.Ref(MemoryEventUpdateResult), { 401: SessionRequired, 404: EventNotFound }),
      },
    },
    async (req) => {
      const a = await requireAccount(deps.auth, req);
      await checkChart(a.id, req.body.chart_id);
      const b = req.body;
      const patch: MemoryEventPatch = {
        ...(b.date === undefined ? {} : { date: b.date }),
        ...(b.category === undefined ? {} : { category: b.category.trim() }),
        ...(b.note === undefined ? {} : { note: b.note }),
        ...(b.chart_id === undefined ? {} : { chartId: b.chart_id }),
      };
      const e = await deps.events.update(a.id, req.params.event_id, patch, iso());
      if (e === undefined) throw notFound('event');
      return { success: true, event: presentEvent(e) };
    },
  );

  app.delete<{ Params: { event_id: string } }>(
    '/api/v2/memory/events/:event_id',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a life event.',
        operationId: 'memoryEventDelete',
        ...A,
        params: IdParams('event_id'),
        response: withErrors(Type.Ref(MemoryEventDeleteResult), { 401: SessionRequired, 404: EventNotFound }),
      },
    },
    async (req) => {
      const a = await requireAccount(deps.auth, req);
      if (!(await deps.events.remove(a.id, req.params.event_id))) throw notFound('event');
      return { success: true, event_id: req.params.event_id };
    },
  );
}
