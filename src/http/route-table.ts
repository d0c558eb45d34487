/**
 * The registered routes, collected as Fastify registers them. The catalog route and the route-inventory test read
 * this table, so neither can drift from what the service really answers.
 */
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** The interface's route groups (interface.md, Part 4), in its order. Every route's first tag is one of these. */
export const CATEGORIES = [
  'Service and discovery',
  'Places',
  'Keys',
  'Account and vault',
  'Calendar',
  'Charts and strengths',
  'Dasha',
  'Doshas',
  'Matching and marriage',
  'Muhurta',
  'Questions, readings and AI',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RouteEntry {
  method: string;
  path: string;
  category: Category | undefined;
  summary: string | undefined;
  operationId: string | undefined;
  aliasOf: string | undefined;
  hidden: boolean;
}

interface SchemaMeta {
  tags?: string[];
  summary?: string;
  operationId?: string;
  hide?: boolean;
  'x-alias-of'?: string;
}

/** Fastify path syntax (:name) -> the interface's ({name}). */
export function toSpecPath(url: string): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as SchemaMeta;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const tag = schema.tags?.[0];
    for (const method of methods) {
      table.push({
        method,
        path: toSpecPath(route.url),
        category: CATEGORIES.find((c) => c === tag),
        summary: schema.summary,
        operationId: schema.operationId,
        aliasOf: schema['x-alias-of'],
        hidden: schema.hide === true || route.url.startsWith('/docs'),
      });
    }
  });
  return table;
}

/** A route's method, URL and input schemas by operationId, collected as Fastify registers them (the MCP tools). */
export interface RouteInputs {
  method: string;
  url: string;
  body?: TSchema;
  querystring?: TSchema;
}

export function collectInputs(app: FastifyInstance): Map<string, RouteInputs> {
  const inputs = new Map<string, RouteInputs>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as SchemaMeta & { body?: TSchema; querystring?: TSchema };
    if (schema.operationId === undefined || inputs.has(schema.operationId)) return;
    const method = Array.isArray(route.method) ? (route.method[0] ?? 'GET') : route.method;
    inputs.set(schema.operationId, {
      method,
      url: route.url,
      ...(schema.body === undefined ? {} : { body: schema.body }),
      ...(schema.querystring === undefined ? {} : { querystring: schema.querystring }),
    });
  });
  return inputs;
}
