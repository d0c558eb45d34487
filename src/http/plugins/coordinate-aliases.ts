/**
 * The GET routes name coordinates two ways in the interface (`lat`/`lon` on most, `latitude`/`longitude` on the
 * eclipses), so a caller who guesses the other spelling should not get a 422. Every GET route whose query takes one
 * spelling also accepts the other as an alias: documented in its query schema, folded into the route's own name
 * before validation, and refused when both are given with different values.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { InputError } from './errors.ts';

const SPELLINGS: readonly (readonly [string, string])[] = [
  ['lat', 'latitude'],
  ['lon', 'longitude'],
];

interface QuerySchema {
  type?: unknown;
  properties?: Record<string, Record<string, unknown>>;
}

/** The route's name and its alias for each coordinate the query schema takes in one spelling only. */
function aliasesOf(schema: QuerySchema): { own: string; alias: string }[] {
  const props = schema.properties ?? {};
  const found: { own: string; alias: string }[] = [];
  for (const [a, b] of SPELLINGS) {
    if (a in props && !(b in props)) found.push({ own: a, alias: b });
    else if (b in props && !(a in props)) found.push({ own: b, alias: a });
  }
  return found;
}

function documented(schema: QuerySchema, aliases: { own: string; alias: string }[]): QuerySchema {
  const properties = { ...schema.properties };
  for (const { own, alias } of aliases) {
    // Same bounds as the route's own name; no default, so an absent alias never shadows the name.
    const { default: _default, ...rest } = properties[own] ?? {};
    properties[alias] = { ...rest, description: `Alias of \`${own}\`; give one of the two.` };
  }
  return { ...schema, properties };
}

function folder(aliases: { own: string; alias: string }[]) {
  return (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void => {
    const query = request.query as Record<string, unknown>;
    for (const { own, alias } of aliases) {
      if (!(alias in query)) continue;
      if (own in query && String(query[own]) !== String(query[alias])) {
        done(InputError.at(['query', alias], `\`${alias}\` is an alias of \`${own}\`: give one of the two, or the same value`));
        return;
      }
      query[own] = query[alias];
      delete query[alias];
    }
    done();
  };
}

/** Registers the aliasing for every GET route added after this call (routes of child plugins included). */
export function registerCoordinateAliases(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema?.querystring as QuerySchema | undefined;
    if (!methods.includes('GET') || schema?.properties === undefined) return;
    const aliases = aliasesOf(schema);
    if (aliases.length === 0) return;
    route.schema = { ...route.schema, querystring: documented(schema, aliases) };
    const own = route.preValidation;
    const fold = folder(aliases);
    route.preValidation = own === undefined ? fold : [fold, ...(Array.isArray(own) ? own : [own])];
  });
}
