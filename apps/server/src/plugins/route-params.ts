import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { INPUT_LIMITS, VALIDATION_MESSAGES, exportRequestQuerySchema, int4IdSchema, uuidSchema } from '@lastro/domain';

/**
 * Ids in paths and filters. Every route names its id params with these, so a value that can
 * match no row (not a uuid, beyond int4) is a 400 'Identificador inválido' before any query,
 * never a database error.
 */
export function uuidParams<K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((n) => [n, uuidSchema])) as Record<K, typeof uuidSchema>);
}

export function int4Params<K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((n) => [n, int4IdSchema])) as Record<K, typeof int4IdSchema>);
}

/** An optional uuid filter of a list: '' or absent means no filter. */
export const uuidFilter = z
  .union([z.literal(''), uuidSchema])
  .optional()
  .transform((v) => v || undefined);

/** An optional int4 id filter of a list: '' or absent means no filter. */
export const int4Filter = z
  .union([z.literal(''), int4IdSchema])
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** A path parameter that is not an id (a file name, a parameter key): text of bounded length. */
export const textParam = (max: number = INPUT_LIMITS.search) =>
  z.string().max(max, { error: VALIDATION_MESSAGES.maxLengthExceeded });

/** A field the spec's callers send as text or number (origin, type): bounded either way. */
export const looseScalar = z.union([
  z.string().max(INPUT_LIMITS.text, { error: VALIDATION_MESSAGES.maxLengthExceeded }),
  z.number().min(-INPUT_LIMITS.int4Max).max(INPUT_LIMITS.int4Max, { error: VALIDATION_MESSAGES.numberTooLarge }),
]);

/** Names that hold record ids: `id`, `accountId`, `creditor_id`... */
export const isIdName = (name: string) => /^id$|Id$|_id$/.test(name);

/** Values no id schema may accept: not a uuid, beyond int4, negative. */
const ID_PROBES = ['nao-e-uuid', '2147483648', '99999999999999999999', '-1', '1e308'];

type Any = z.ZodType;
const defOf = (s: Any) => s._zod.def as unknown as { type: string; shape?: Record<string, Any>; in?: Any; innerType?: Any; out?: Any };

/** The fields of an object schema, looking through pipes, defaults and optionals. */
function shapeOf(schema: Any | undefined): Record<string, Any> {
  for (let s = schema, depth = 0; s && depth < 10; depth++) {
    const def = defOf(s);
    if (def.shape) return def.shape;
    s = def.type === 'pipe' ? (defOf(def.in!).type === 'transform' ? def.out : def.in) : def.innerType;
  }
  return {};
}
const keysOf = (schema: Any | undefined) => Object.keys(shapeOf(schema));

/**
 * Id-named keys no query reads: the spec's export callers send `account_id`, and the file
 * always goes to the signed-in account whatever it says.
 */
const UNREAD_IDS = new Set<Any>([exportRequestQuerySchema.shape.account_id]);

/** True when `schema` refuses `value` at `key` (whatever else it says of the rest). */
function refusesAt(schema: Any, key: string, value: string): boolean {
  const result = schema.safeParse({ [key]: value });
  return !result.success && result.error.issues.some((issue) => issue.path[0] === key);
}

/**
 * What is wrong with a route's path and query schemas: a path parameter it does not declare,
 * or an id (in the path or a filter) that takes a value no id can have.
 */
export function routeParamProblems(route: Pick<RouteOptions, 'url' | 'schema'>): string[] {
  const problems: string[] = [];
  const params = route.schema?.params as Any | undefined;
  const query = route.schema?.querystring as Any | undefined;
  const pathNames = [...route.url.matchAll(/:([A-Za-z_][\w]*)/g)].map((m) => m[1]!);
  const declared = new Set(keysOf(params));
  for (const name of pathNames) if (!declared.has(name)) problems.push(`:${name} has no params schema`);
  const check = (where: string, schema: Any | undefined, names: string[]) => {
    for (const name of names.filter((n) => isIdName(n) && !UNREAD_IDS.has(shapeOf(schema)[n]!))) {
      const accepted = ID_PROBES.filter((probe) => !refusesAt(schema!, name, probe));
      if (accepted.length) problems.push(`${where} ${name} accepts ${accepted.join(', ')}`);
    }
  };
  if (params) check('param', params, pathNames);
  if (query) check('query', query, keysOf(query));
  return problems;
}

/** Refuses to register a route whose ids are not validated: the app does not start. */
export const routeParamsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const problems = routeParamProblems(route);
    if (problems.length) throw new Error(`${String(route.method)} ${route.url}: ${problems.join('; ')}`);
  });
});

/**
 * One route called with two kinds of body (the spec's `accounts` and `accounts/lead` serve both
 * creditor users and merchants): `isFirst` tells them apart by shape and the chosen schema
 * parses it, with its own messages. The front union's first option takes any object whole (a
 * failing union would answer only 'Entrada inválida'); the other two declare both bodies' fields
 * for the documentation and the input-bounds check, and the chosen schema bounds them in fact.
 */
export function bodyByShape<A extends z.ZodObject, B extends z.ZodObject>(
  isFirst: (body: Record<string, unknown>) => boolean,
  first: A,
  second: B,
) {
  type Out = { kind: 'first'; data: z.output<A> } | { kind: 'second'; data: z.output<B> };
  return z.union([z.looseObject({}), first.partial(), second.partial()]).transform((value, ctx): Out => {
    const chosenFirst = isFirst(value);
    const parsed = (chosenFirst ? first : second).safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: value });
      return z.NEVER;
    }
    return chosenFirst ? { kind: 'first', data: parsed.data as z.output<A> } : { kind: 'second', data: parsed.data as z.output<B> };
  });
}
