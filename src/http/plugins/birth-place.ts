/**
 * `place` instead of coordinates, wherever a body asks for a birth's place: a body (or a birth nested in it) that
 * takes `latitude`/`longitude` (or `birth_latitude`/`birth_longitude`) also takes `place`, a name from the offline
 * place list ("Lucknow", "Hyderabad, Sindh"), as the pages do. Before validation the name is resolved
 * (services/places/resolve.ts) and the coordinates filled in; an unknown name is a 422 with the nearest spellings,
 * an ambiguous one a 422 listing the places it could be; coordinates and a place together are a 422 too, since
 * they could disagree. The coordinates stay required: given directly, or through `place`.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { InputError } from '../../compute/input-error.ts';
import { placeLabel, resolvePlaceText } from '../../services/places/resolve.ts';
import type { PlaceItem } from '../../services/places/index.ts';
import { hookFirst, rewriteNestedBirths, type ObjectSchema } from './body-schema.ts';

type Search = (q: string, limit: number) => PlaceItem[];

const COORDINATES = [
  ['latitude', 'longitude'],
  ['birth_latitude', 'birth_longitude'],
] as const;

const PLACE = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  description:
    'Instead of the coordinates: a place in the offline list ("Lucknow", "Hyderabad, Sindh"); add the region or ' +
    'country when the name is not unique. Its coordinates are used; the time zone is found from them as usual.',
  examples: ['Lucknow'],
};

type Pair = (typeof COORDINATES)[number];

/**
 * Where a body's coordinates are: the path to the object holding them (null: the body; a list: each item), the
 * pairs of names it takes, and whether the schema required them.
 */
interface Target {
  path: string | null;
  list: boolean;
  pairs: Pair[];
  required: boolean;
}

function pairsOf(schema: ObjectSchema): Pair[] {
  const props = schema.properties ?? {};
  if ('place' in props) return [];
  return COORDINATES.filter(([lat, lon]) => lat in props && lon in props);
}

const requires = (schema: ObjectSchema, pairs: Pair[]) =>
  pairs.some(([lat, lon]) => schema.required?.includes(lat) === true && schema.required.includes(lon));

/** The schema with `place` beside its coordinates, the coordinates no longer required by the schema itself. */
function withPlace(schema: ObjectSchema, pairs: Pair[]): ObjectSchema {
  const names = new Set<string>(pairs.flat());
  const required = schema.required?.filter((r) => !names.has(r));
  return {
    ...schema,
    properties: { ...schema.properties, place: PLACE },
    ...(required === undefined ? {} : { required }),
  };
}

/**
 * Before validation (`phase` resolve): a place given is resolved into the coordinates. After it (`require`): a body
 * that must have coordinates and has neither them nor a place is missing them, reported once the schema's own
 * findings (a body nested too deeply, a bad date) have been.
 */
function resolveInto(
  search: Search,
  holder: Record<string, unknown>,
  t: Target,
  loc: (string | number)[],
  phase: 'resolve' | 'require',
): void {
  const text = holder.place;
  // A body that takes both spellings (date or birth_date) gets the coordinates in the spelling of its date.
  const prefixed = t.pairs.find(([lat]) => lat.startsWith('birth_'));
  const [lat, lon] =
    holder.birth_date !== undefined && prefixed !== undefined ? prefixed : (t.pairs[0] ?? COORDINATES[0]);
  const hasCoordinates = t.pairs.some(([a, b]) => holder[a] !== undefined || holder[b] !== undefined);
  if (phase === 'require' || text === undefined) {
    const missing = [lat, lon].filter((f) => holder[f] === undefined);
    if (phase === 'require' && t.required && missing.length > 0)
      throw new InputError(missing.map((f) => ({ loc: [...loc, f], msg: 'Field required', type: 'missing' })));
    return;
  }
  if (typeof text !== 'string') return; // the schema refuses it, at its own field
  if (hasCoordinates)
    throw InputError.at([...loc, 'place'], `give place or ${lat} and ${lon}, not both: they could disagree`);
  const r = resolvePlaceText(search, text);
  if (r.kind === 'unknown') {
    const hint = r.suggestions.length === 0 ? '' : `; the list has ${r.suggestions.map(placeLabel).join('; ')}`;
    throw InputError.at([...loc, 'place'], `no place called '${text}' in the offline list${hint}`, 'place_unknown');
  }
  if (r.kind === 'ambiguous')
    throw InputError.at(
      [...loc, 'place'],
      `'${text}' could be ${r.candidates.map(placeLabel).join('; or ')}: add the region or country, e.g. ` +
        `'${r.candidates[0] === undefined ? text : placeLabel(r.candidates[0])}'`,
      'place_ambiguous',
    );
  holder[lat] = r.place.latitude;
  holder[lon] = r.place.longitude;
  delete holder.place;
}

function resolveHook(search: Search, targets: Target[], phase: 'resolve' | 'require') {
  return (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void => {
    const body = request.body as Record<string, unknown> | null;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return done();
    try {
      for (const t of targets) {
        if (t.path === null) {
          resolveInto(search, body, t, ['body'], phase);
          continue;
        }
        const value = body[t.path];
        if (t.list) {
          if (!Array.isArray(value)) continue;
          value.forEach((v, i) => {
            if (typeof v === 'object' && v !== null)
              resolveInto(search, v as Record<string, unknown>, t, ['body', t.path!, i], phase);
          });
        } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
          resolveInto(search, value as Record<string, unknown>, t, ['body', t.path], phase);
        }
      }
    } catch (e) {
      return done(e as Error);
    }
    done();
  };
}

/** Registers `place` on every route whose body, or a birth nested in it, takes a pair of coordinates. */
export function registerBirthPlace(app: FastifyInstance, search: Search): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const body = route.schema?.body as ObjectSchema | undefined;
    if (body?.properties === undefined) return;
    const targets: Target[] = [];
    let schema: ObjectSchema = body;
    const top = pairsOf(body);
    if (top.length > 0) {
      targets.push({ path: null, list: false, pairs: top, required: requires(body, top) });
      schema = withPlace(schema, top);
    }
    const properties = rewriteNestedBirths(schema.properties ?? {}, (field, person, list) => {
      const pairs = pairsOf(person);
      if (pairs.length === 0) return undefined;
      targets.push({ path: field, list, pairs, required: requires(person, pairs) });
      return withPlace(person, pairs);
    });
    if (targets.length === 0) return;
    route.schema = { ...route.schema, body: { ...schema, properties } };
    route.preValidation = hookFirst(resolveHook(search, targets, 'resolve'), route.preValidation);
    route.preHandler = hookFirst(resolveHook(search, targets, 'require'), route.preHandler);
  });
}
