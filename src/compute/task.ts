/**
 * A compute task: the schema of the response it builds and the function that builds it from plain input. The
 * route declares the same schema as its 200 response (so the OpenAPI and the bytes cannot differ), and the thread
 * that runs the task serializes the result with it (fast-json-stringify, the serializer Fastify itself uses), so
 * only a string crosses back to the thread that serves HTTP: cloning a chart object costs more than serializing it.
 */
import type { Static, TSchema } from '@sinclair/typebox';

export interface Task<S extends TSchema = TSchema, I = never> {
  /** The response schema: a component registered by $id (schemas/all-components.ts). */
  result: S;
  run: (input: I) => Static<S>;
}

export const defineTask = <S extends TSchema, I>(result: S, run: (input: I) => Static<S>): Task<S, I> => ({
  result,
  run,
});

/**
 * What a route passes to its task: the validated parts of the request (body for POST, query for GET, path
 * parameters) and the time the request arrived, so every answer is reproducible from its input.
 */
export interface TaskRequest {
  body?: unknown;
  query?: unknown;
  params?: unknown;
  now: number;
}
