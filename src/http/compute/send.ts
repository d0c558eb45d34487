/** Sends a body the compute port already serialized with the route's schema (so Fastify does not serialize again). */
import type { FastifyReply } from 'fastify';

export async function sendJson(reply: FastifyReply, body: Promise<string>): Promise<FastifyReply> {
  const json = await body;
  return reply.type('application/json; charset=utf-8').send(json);
}
