/**
 * A birth nested in a body (native, partner, bride, groom, husband, wife, and each of members, users and candidates)
 * is written one way by some routes (`date`, `time`, `latitude`, `longitude`) and the other way by others
 * (`birth_date`, ...), as the interface's bodies grew. A caller should not have to know which: every nested birth
 * that takes one spelling also takes the other, documented in its schema as an alias, refused when both are given
 * with different values, and renamed to the route's own spelling before validation, so the route reads one.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { InputError } from '../../compute/input-error.ts';
import { hookFirst, rewriteNestedBirths, type ObjectSchema } from './body-schema.ts';

const PAIRS: readonly (readonly [string, string])[] = [
  ['date', 'birth_date'],
  ['time', 'birth_time'],
  ['latitude', 'birth_latitude'],
  ['longitude', 'birth_longitude'],
];

/** Each field the nested schema names in one spelling only, with the other spelling as its alias. */
function aliasesOf(person: ObjectSchema): { own: string; alias: string }[] {
  const props = person.properties ?? {};
  return PAIRS.flatMap(([plain, prefixed]) => {
    if (plain in props && !(prefixed in props)) return [{ own: plain, alias: prefixed }];
    if (prefixed in props && !(plain in props)) return [{ own: prefixed, alias: plain }];
    return [];
  });
}

/** The person schema with its aliases documented (no default, not required: the own name is). */
function documented(person: ObjectSchema, aliases: { own: string; alias: string }[]): ObjectSchema {
  const properties = { ...person.properties };
  for (const { own, alias } of aliases) {
    const { default: _default, ...rest } = properties[own] ?? {};
    properties[alias] = { ...rest, description: `Alias of \`${own}\`; give one of the two.` };
  }
  return { ...person, properties };
}

type Plan = { field: string; list: boolean; aliases: { own: string; alias: string }[] };

/** Before validation: each alias given is moved to the route's own name; two different values are a 422. */
function rename(plans: Plan[]) {
  return (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void => {
    const body = request.body as Record<string, unknown> | null;
    if (typeof body !== 'object' || body === null) return done();
    for (const { field, list, aliases } of plans) {
      const value = body[field];
      const people = list ? (Array.isArray(value) ? value : []) : [value];
      for (const [i, person] of people.entries()) {
        if (typeof person !== 'object' || person === null || Array.isArray(person)) continue;
        const p = person as Record<string, unknown>;
        for (const { own, alias } of aliases) {
          if (!(alias in p)) continue;
          if (own in p && JSON.stringify(p[own]) !== JSON.stringify(p[alias])) {
            const at = list ? ['body', field, i, alias] : ['body', field, alias];
            return done(
              InputError.at(at, `${alias} is the same field as ${own}: give one of the two, or the same value`),
            );
          }
          p[own] ??= p[alias];
          delete p[alias];
        }
      }
    }
    done();
  };
}

/** Registers the aliases on every route whose body holds a nested birth in one spelling. */
export function registerBirthSpellings(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const body = route.schema?.body as ObjectSchema | undefined;
    if (body?.properties === undefined) return;
    const plans: Plan[] = [];
    const properties = rewriteNestedBirths(body.properties, (field, person, list) => {
      const aliases = aliasesOf(person);
      if (aliases.length === 0) return undefined;
      plans.push({ field, list, aliases });
      return documented(person, aliases);
    });
    if (plans.length === 0) return;
    route.schema = { ...route.schema, body: { ...body, properties } };
    route.preValidation = hookFirst(rename(plans), route.preValidation);
  });
}
