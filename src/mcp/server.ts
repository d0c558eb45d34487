/**
 * The MCP server: tools/list answers the tool table (tools.ts) with each route's input schema; tools/call sends the
 * arguments to the route through the app (`inject`), with the caller's key or session and address, so a tool call is
 * counted, limited and validated as the same request to the API would be. A 4xx or 5xx answer is a tool error whose
 * text is the route's own `detail`.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import type { RouteInputs } from '../http/route-table.ts';
import { ALL_COMPONENTS } from '../schemas/all-components.ts';
import { TOOLS } from './tools.ts';

/** Who calls: forwarded to the route so limits and keys apply as to the API. */
export interface Caller {
  headers: Record<string, string>;
  remoteAddress: string;
}

/** How deep shared components are written in place (the schemas nest three or four levels). */
const MAX_DEPTH = 12;

/** The schema with every `$ref` to a shared component replaced by the component itself. */
export function inlineRefs(schema: unknown, components: ReadonlyMap<string, unknown>, depth = 0): unknown {
  if (depth > MAX_DEPTH || schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((x) => inlineRefs(x, components, depth + 1));
  const o = schema as Record<string, unknown>;
  if (typeof o.$ref === 'string') {
    const target = components.get(o.$ref.replace(/^#\/components\/schemas\//, ''));
    if (target !== undefined) {
      const { $id: _id, ...rest } = target as Record<string, unknown>;
      return inlineRefs(
        { ...rest, ...Object.fromEntries(Object.entries(o).filter(([k]) => k !== '$ref')) },
        components,
        depth + 1,
      );
    }
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, inlineRefs(v, components, depth + 1)]));
}

/** The shared schemas by id, for writing `$ref`s in place. */
const COMPONENTS: ReadonlyMap<string, unknown> = new Map(ALL_COMPONENTS.map((c) => [String(c.$id), c as unknown]));

export function mcpServer(
  app: FastifyInstance,
  routes: ReadonlyMap<string, RouteInputs>,
  caller: Caller,
  version: string,
): Server {
  const server = new Server({ name: 'vedic-computation-service', version }, { capabilities: { tools: {} } });
  const routeOf = (operationId: string) => {
    const r = routes.get(operationId);
    if (r === undefined) throw new Error(`no route with operationId ${operationId}`);
    return r;
  };
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map((t) => {
      const r = routeOf(t.operationId);
      const input = (r.body ?? r.querystring ?? { type: 'object', properties: {} }) as unknown;
      return {
        name: t.name,
        title: t.title,
        description: `${t.description} (${r.method} ${r.url})`,
        inputSchema: inlineRefs(input, COMPONENTS) as { type: 'object' },
      };
    }),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = TOOLS.find((t) => t.name === request.params.name);
    if (tool === undefined)
      return { isError: true, content: [{ type: 'text' as const, text: `unknown tool: ${request.params.name}` }] };
    const r = routeOf(tool.operationId);
    const args = request.params.arguments ?? {};
    const res = await app.inject({
      method: r.method as 'GET' | 'POST',
      url: r.url,
      headers: caller.headers,
      remoteAddress: caller.remoteAddress,
      ...(r.method === 'GET'
        ? { query: Object.fromEntries(Object.entries(args).map(([k, v]) => [k, String(v)])) }
        : { payload: args }),
    });
    const text = res.body;
    if (res.statusCode >= 400) return { isError: true, content: [{ type: 'text' as const, text }] };
    return {
      content: [{ type: 'text' as const, text }],
      structuredContent: JSON.parse(text) as Record<string, unknown>,
    };
  });
  return server;
}
