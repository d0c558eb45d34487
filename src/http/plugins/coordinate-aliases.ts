/**
 * The GET routes name coordinates two ways in the interface (`lat`/`lon` on most, `latitude`/`longitude` on the
 * eclipses), so a caller who guesses the other spelling should not get a 422. Every GET route whose query takes one
 * spelling also accepts the other as an alias: documented and validated in its query schema (same bounds), refused
 * when both are given with different values, and read by the route under its own name.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { InputError } from '../../compute/input-error.ts';
import { hookFirst } from './body-schema.ts';

const SPELLINGS: readonly (readonly [string, string])[] = [
  ['lat', 'latitude'],
  ['lon', 'longitude'],
];

interface QuerySchema {
  type?: unknown;
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
}

/** The route's name and its alias for each coordinate the query schema takes in one spelling only. */
function aliasesOf(schema: QuerySchema): Alias[] {
  const props = schema.properties ?? {};
  const found: Alias[] = [];
  for (const [a, b] of SPELLINGS) {
    const required = (own: string) => schema.required?.includes(own) === true;
    if (a in props && !(b in props)) found.push({ own: a, alias: b, required: required(a) });
    else if (b in props && !(a in props)) found.push({ own: b, alias: a, required: required(b) });
  }
  return found;
}

function documented(schema: QuerySchema, aliases: Alias[]): QuerySchema {
  const properties = { ...schema.properties };
  for (const { own, alias } of aliases) {
    // Same bounds as the route's own name; no default, so an absent alias never shadows the name.
    const { default: _default, ...rest } = properties[own] ?? {};
    properties[alias] = { ...rest, description: `Alias of \`${own}\`; give one of the two.` };
  }
  // A required coordinate may come under either name: checkSpellings asks for one of the two.
  const required = schema.required?.filter((name) => !aliases.some((a) => a.own === name));
  return { ...schema, properties, ...(required === undefined ? {} : { required }) };
}

/** A coordinate the route names `own`, also accepted as `alias`; `required` when the route needs one of the two. */
type Alias = { own: string; alias: string; required: boolean };

/** The aliases a request used, noted before validation (when defaults are not yet filled in). */
const used = new WeakMap<FastifyRequest, Alias[]>();

/** Before validation: refuse disagreeing spellings; note which aliases were given. */
function checkSpellings(aliases: Alias[]) {
  return (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void => {
    const query = request.query as Record<string, unknown>;
    const given = aliases.filter(({ alias }) => alias in query);
    for (const { own, alias } of given) {
      if (own in query && String(query[own]) !== String(query[alias])) {
        done(
          InputError.at(
            ['query', alias],
            `\`${alias}\` is an alias of \`${own}\`: give one of the two, or the same value`,
          ),
        );
        return;
      }
    }
    if (given.length > 0) used.set(request, given);
    done();
  };
}

/**
 * After validation (so a bad value is reported under the name the caller sent): a required coordinate given under
 * neither name is missing; otherwise the route reads its own name.
 */
function fold(aliases: Alias[]) {
  return (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void => {
    const query = request.query as Record<string, unknown>;
    const missing = aliases.find(({ own, alias, required }) => required && !(own in query) && !(alias in query));
    if (missing !== undefined) {
      done(InputError.at(['query', missing.own], 'Field required', 'missing'));
      return;
    }
    for (const { own, alias } of used.get(request) ?? []) {
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
    route.preValidation = hookFirst(checkSpellings(aliases), route.preValidation);
    route.preHandler = hookFirst(fold(aliases), route.preHandler);
  });
}
