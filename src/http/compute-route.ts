/**
 * The one way a route hands its work to the compute threads: the route names its task, its request schema and its
 * rate budget; this registers it with the task's result schema as the 200 answer (so the OpenAPI and the bytes
 * cannot differ), passes the validated request to the task and sends the JSON the task's thread serialized.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Compute, TaskName } from '../compute/port.ts';
import type { TaskRequest } from '../compute/task.ts';
import { TASKS } from '../compute/tasks.ts';
import { withErrors } from '../schemas/responses.ts';

export interface ComputeRouteDeps {
  compute: Compute;
  now: () => number;
}

export interface ComputeRoute {
  method: 'GET' | 'POST';
  url: string;
  task: TaskName;
  operationId: string;
  tags: string[];
  summary: string;
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  /** 'heavy': the smaller budget of scans, batches and the chat (plugins/rate-limit.ts). */
  rateLimit?: 'heavy';
  /** The canonical path this one repeats, marked in the OpenAPI. */
  aliasOf?: string;
}

/** Sends a body the compute port already serialized with the route's schema, so Fastify does not serialize again. */
export async function sendJson(reply: FastifyReply, body: Promise<string>): Promise<FastifyReply> {
  const json = await body;
  return reply.type('application/json; charset=utf-8').send(json);
}

export function computeRoute(app: FastifyInstance, deps: ComputeRouteDeps, route: ComputeRoute): void {
  const { method, url, task, aliasOf, rateLimit, ...described } = route;
  app.route({
    method,
    url,
    schema: {
      ...described,
      summary: described.summary + (aliasOf === undefined ? '' : ` Alias of ${aliasOf}.`),
      response: withErrors(Type.Ref(TASKS[task].result)),
      ...(aliasOf === undefined ? {} : { 'x-alias-of': aliasOf }),
    },
    ...(rateLimit === undefined ? {} : { config: { rateLimit } }),
    handler: (req, reply) => {
      const request: TaskRequest = { body: req.body, query: req.query, params: req.params, now: deps.now() };
      // The schema above validated the request the task reads; the task's own input type is that schema's type.
      return sendJson(reply, deps.compute.run(task, request));
    },
  });
}
