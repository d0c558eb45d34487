/** The answer of POST /mcp: a JSON-RPC 2.0 response of the Model Context Protocol. */
import { Type } from '@sinclair/typebox';

export const McpResult = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Type.Union([Type.String(), Type.Number(), Type.Null()]),
    result: Type.Optional(
      Type.Object(
        {},
        {
          additionalProperties: true,
          description:
            "The method's result: the tool list, or a tool's content and structuredContent (the route's JSON)",
        },
      ),
    ),
    error: Type.Optional(
      Type.Object(
        { code: Type.Integer(), message: Type.String() },
        { additionalProperties: true, description: "A protocol error (a tool's own failure is a result with isError)" },
      ),
    ),
  },
  { $id: 'McpResult', additionalProperties: false, description: 'A JSON-RPC 2.0 response of the MCP protocol.' },
);

export const MCP_COMPONENTS = [McpResult];
