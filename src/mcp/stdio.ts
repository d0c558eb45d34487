/**
 * `npm run mcp`: the service's MCP tools over stdio, for an assistant that starts the server itself. The service is
 * composed as `npm start` composes it, without listening; stdout carries only the protocol (logs are off), and the
 * tools are counted as the loopback address's requests.
 */
import '../node-version.ts';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { composeService } from '../compose.ts';
import { loadConfig } from '../config.ts';
import { API_VERSION } from '../http/plugins/openapi.ts';
import { mcpServer } from './server.ts';

const service = await composeService(loadConfig(), { log: false });
const server = mcpServer(service.app, service.inputs, { headers: {}, remoteAddress: '127.0.0.1' }, API_VERSION);
const transport = new StdioServerTransport();
transport.onclose = () => void service.close().then(() => process.exit(0));
await server.connect(transport);
