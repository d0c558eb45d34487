/**
 * POST /mcp: the Model Context Protocol over streamable HTTP, stateless (each request its own server and transport,
 * answered as JSON through the app, so its headers and hooks are every answer's). The envelope is outside the rate
 * budget; each tool call inside it is a request to the route it names, with the caller's key or session and
 * address, so it is counted and limited as that request.
 */
import * as webTransport from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { mcpServer } from '../../mcp/server.ts';
import { API_VERSION } from '../plugins/openapi.ts';
import type { RouteInputs } from '../route-table.ts';
import { McpResult } from '../../schemas/mcp.ts';
import { withErrors } from '../../schemas/responses.ts';

const TAG = 'Service and discovery';
/** The caller's credentials that travel to the tool's route. */
const FORWARDED = ['x-api-key', 'authorization'] as const;

const JsonRpcMessage = Type.Object(
  { jsonrpc: Type.Literal('2.0') },
  {
    additionalProperties: true,
    title: 'McpMessage',
    description: 'A JSON-RPC 2.0 message of the MCP protocol',
    examples: [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }],
  },
);

export async function mcpRoutes(app: FastifyInstance, opts: { inputs: ReadonlyMap<string, RouteInputs> }) {
  app.post<{ Body: Record<string, unknown> }>(
    '/mcp',
    {
      config: { rateLimit: false },
      schema: {
        tags: [TAG],
        summary:
          'Model Context Protocol (streamable HTTP, stateless, JSON answers): the routes as tools for an assistant ' +
          '(kundli, panchanga, dasha_periods, matching, muhurta_finder, festivals, transits, oracle_question). Each ' +
          "tool call is counted and limited as the route's own request, with the caller's key.",
        operationId: 'mcp',
        body: JsonRpcMessage,
        // A notification is answered 202 with no body, as the protocol says: only the JSON-RPC answer is described.
        response: withErrors(Type.Ref(McpResult)),
      },
    },
    async (req, reply) => {
      const headers: Record<string, string> = {};
      for (const h of FORWARDED) {
        const v = req.headers[h];
        if (typeof v === 'string') headers[h] = v;
      }
      const server = mcpServer(app, opts.inputs, { headers, remoteAddress: req.ip }, API_VERSION);
      const transport = new webTransport.WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      try {
        await server.connect(transport);
        const request = new Request(`http://localhost${req.url}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: String(req.headers.accept ?? 'application/json, text/event-stream'),
          },
          body: JSON.stringify(req.body),
        });
        const res = await transport.handleRequest(request, { parsedBody: req.body });
        const text = await res.text();
        // A request the protocol refuses (not a JSON-RPC request, a wrong Accept) is answered as every 4xx is here:
        // a JSON detail, carrying the protocol's own message.
        if (res.status >= 400) return reply.code(res.status).send({ detail: `MCP: ${protocolMessage(text)}` });
        reply.code(res.status);
        const type = res.headers.get('content-type');
        if (type !== null) reply.type(type);
        return text === '' ? reply.send() : reply.send(text);
      } finally {
        await transport.close();
        await server.close();
      }
    },
  );
}

/** The message of a JSON-RPC error body, or the body itself. */
function protocolMessage(text: string): string {
  try {
    const m = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    return typeof m === 'string' ? m : text;
  } catch {
    return text;
  }
}
