/**
 * Response serializers compiled on first use. Fastify compiles one fast-json-stringify function per route and
 * status at start-up, each resolving the ~200 shared components: seconds of start-up for the many error statuses
 * a route documents and never sends. Compiling each when its first response goes out keeps start-up short and
 * serializes exactly as before (same schema, same shared components).
 */
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';

type Serialize = (value: unknown) => string;

export function registerLazySerializers(app: FastifyInstance, components: readonly { $id?: string }[]): void {
  const external = Object.fromEntries(components.map((c) => [c.$id as string, c]));
  app.setSerializerCompiler(({ schema }) => {
    let serialize: Serialize | undefined;
    return (value: unknown) => {
      serialize ??= fastJsonStringify(schema as never, { schema: external } as never) as unknown as Serialize;
      return serialize(value);
    };
  });
}
