// The MCP server with the SDK's own client, over both transports: streamable HTTP at /mcp on a listening service, and
// stdio (`npm run mcp`, the process started by the client). The tools are the routes: their input schemas are the
// routes' own (components written in place), their results the routes' JSON, a bad input the route's 422 as a tool
// error.
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { TOOLS } from '../../src/mcp/tools.ts';
import { testService } from '../support/service.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LUCKNOW = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const DAY = { date: '2026-11-28', latitude: 28.6139, longitude: 77.209 };

let service: Service;
let address: string;
beforeAll(async () => {
  service = await testService({ rateLimitHeavyKeyless: 1000 });
  address = await service.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => service.close());

interface ToolResult {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
}

async function exercise(client: Client): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name)).toEqual(TOOLS.map((t) => t.name));
  const kundli = tools.find((t) => t.name === 'kundli')!;
  expect(Object.keys(kundli.inputSchema.properties ?? {})).toEqual(
    expect.arrayContaining(['date', 'time', 'latitude', 'longitude']),
  );
  expect(JSON.stringify(tools)).not.toContain('"$ref"');

  const p = (await client.callTool({ name: 'panchanga', arguments: DAY })) as ToolResult;
  expect(p.isError ?? false).toBe(false);
  const direct = (await service.app.inject({ method: 'POST', url: '/api/v2/panchanga', payload: DAY })).json();
  expect(p.structuredContent?.sunrise).toEqual(direct.sunrise);
  expect(p.structuredContent?.conventions).toBeDefined();

  const bad = (await client.callTool({ name: 'kundli', arguments: { ...LUCKNOW, latitude: 95 } })) as ToolResult;
  expect(bad.isError).toBe(true);
  expect(bad.content[0]?.text).toMatch(/latitude/);
}

describe('MCP', () => {
  test('over streamable HTTP at /mcp: the tools, a panchanga equal to the route, a 422 as a tool error', async () => {
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${address}/mcp`)));
    try {
      await exercise(client);
      const k = (await client.callTool({ name: 'kundli', arguments: LUCKNOW })) as ToolResult;
      expect((k.structuredContent?.chart as { lagna: { sign: string } }).lagna.sign).toBe('Aries');
      const o = (await client.callTool({
        name: 'oracle_question',
        arguments: { question_id: 'q24', ...LUCKNOW },
      })) as ToolResult;
      expect(o.structuredContent?.engine_status).toBe('LIVE');
    } finally {
      await client.close();
    }
  });

  test('over stdio (npm run mcp): the same tools and answers', async () => {
    const client = new Client({ name: 'test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.join(ROOT, 'src/mcp/stdio.ts')],
      cwd: ROOT,
      env: { ...process.env, SQLITE_PATH: ':memory:', COMPUTE: 'inline', DATABASE_URL: '', REDIS_URL: '' },
      stderr: 'pipe',
    });
    await client.connect(transport);
    try {
      await exercise(client);
    } finally {
      await client.close();
    }
  });
});
