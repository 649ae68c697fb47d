/**
 * The query string of every GET route under /api: each route declares it once, as a strict zod object in
 * `schema.querystring` (built from the resource's declaration, or written beside a hand-written route), and Fastify
 * checks it before the handler runs. A parameter the route does not declare, or a value it does not take, is a 400
 * naming it (`{success: false, message, errors: [{field, message}]}`); a GET route that declares nothing takes no
 * parameters at all. The handler gets the parsed values. docs/DECISIONS.md "Query parameters".
 */
import type { FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import type { FieldError } from '@equipdesk/api-client/contract';
import { HttpError, VALIDATION_FAILED_MESSAGE } from './errors';

/** The query of a route without parameters. */
const NO_QUERY = z.strictObject({});

/** A name as the caller wrote it, cut short: it is their input, quoted back. */
const quoted = (name: string): string => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

const unknownParameterMessage = (name: string): string => `${quoted(name)} is not a parameter of this call.`;

/** The 400 of a query that failed its schema: unknown parameters first, then bad values, each on its field. */
export function queryError(error: z.ZodError): HttpError {
  const unknown: FieldError[] = [];
  const bad: FieldError[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) unknown.push({ field: quoted(key), message: unknownParameterMessage(key) });
    // The parameter, not a place inside its value (`statuses`, never `statuses.0`).
    else bad.push({ field: String(issue.path[0] ?? ''), message: issue.message });
  }
  const errors = [...unknown, ...bad];
  return new HttpError(400, errors[0]?.message ?? VALIDATION_FAILED_MESSAGE, errors);
}

/** Parses a query with its schema (what Fastify's validation does; also for queries read again, as a job's). */
export function parseQuery<T>(schema: ZodType<T>, query: unknown): T {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw queryError(result.error);
  return result.data;
}

/** The parameters each route of an app declares, by `METHOD url`. */
const declared = new WeakMap<FastifyInstance, Map<string, readonly string[]>>();
/** Parameters a `byPresence` query takes, either way. */
const presenceParameters = new WeakMap<ZodType, readonly string[]>();

function parametersOf(schema: ZodType): readonly string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  return presenceParameters.get(schema) ?? [];
}

/**
 * Query schemas for every GET route: Fastify validates `schema.querystring` with it, and a GET route under /api that
 * declares none gets NO_QUERY. No route of ours declares a body, params or headers schema (bodies are parsed in their
 * handlers with the contract's schemas), so anything else is a mistake caught at start-up.
 */
export function registerQueryValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart, method, url }) => {
    if (httpPart !== 'querystring' || !(schema instanceof z.ZodType)) {
      throw new Error(`EquipDesk route ${method} ${url} declares a ${httpPart} schema: routes declare only their query, as a zod object.`);
    }
    const query = schema as ZodType<unknown>;
    return (data: unknown) => {
      const result = query.safeParse(data ?? {});
      return result.success ? { value: result.data } : { error: queryError(result.error) };
    };
  });
  const parameters = new Map<string, readonly string[]>();
  declared.set(app, parameters);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/api') || !methods.some((m) => m === 'GET' || m === 'HEAD')) return;
    if (route.schema?.querystring === undefined) route.schema = { ...route.schema, querystring: NO_QUERY };
    for (const method of methods) parameters.set(`${method} ${route.url}`, parametersOf(route.schema.querystring as ZodType));
  });
}

/** The parameters a route of the app declares (the fuzzing sends each a bad value). */
export function declaredParameters(app: FastifyInstance, method: string, url: string): readonly string[] {
  return declared.get(app)?.get(`${method} ${url}`) ?? [];
}

// Values of query parameters, each failing with a message that names its parameter.

/** One value: a repeated parameter is refused rather than read for its first value. */
function once(name: string): ZodType<string> {
  return z.string({ error: (issue) => (issue.input === undefined ? `${name} is required.` : `${name} must be given once.`) });
}

/** Text of at most `max` characters. */
export function text(name: string, max: number): ZodType<string> {
  return once(name).pipe(z.string().max(max, `${name} must be at most ${max} characters.`));
}

/** A whole number from `min` to `max` (a number already parsed passes again: a query may be checked twice). */
export function wholeNumber(name: string, min: number, max: number, message = `${name} must be a whole number from ${min} to ${max}.`): ZodType<number> {
  return z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  });
}

/** One of `values`. */
export function oneOf<T extends string>(name: string, values: readonly T[]): ZodType<T> {
  return once(name).pipe(z.string().refine((v): v is T => (values as readonly string[]).includes(v), `${name} has an unknown value.`)) as ZodType<T>;
}

/** Values of one filter given at most. */
const MAX_FILTER_VALUES = 1000;
/** The longest value of a filter: ids, codes and pick-list values are far shorter. */
const MAX_FILTER_VALUE_LENGTH = 200;

/**
 * A repeated parameter (`statuses=ACTIVE&statuses=INACTIVE`), as the list of its non-empty values; each value must pass
 * `valid` (`{name} has an unknown value.` otherwise).
 */
export function repeated(name: string, valid: (value: string) => boolean = () => true): ZodType<string[]> {
  const unknown = `${name} has an unknown value.`;
  return z.union([z.string(), z.array(z.string())], { error: unknown }).transform((raw, ctx) => {
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v) => v.length > 0);
    const problem =
      values.length > MAX_FILTER_VALUES
        ? `${name} may have at most ${MAX_FILTER_VALUES} values.`
        : values.some((v) => v.length > MAX_FILTER_VALUE_LENGTH || !valid(v))
          ? unknown
          : null;
    if (problem === null) return values;
    ctx.issues.push({ code: 'custom', message: problem, input: raw });
    return z.NEVER;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** A repeated parameter of ids. */
export const idList = (name: string): ZodType<string[]> => repeated(name, isUuid);

/** One id. */
export function oneId(name: string): ZodType<string> {
  return once(name).pipe(z.string().refine(isUuid, `${name} has an unknown value.`));
}

/**
 * Two calls on one path told apart by whether the query names `key` (the guard's QueryGrant, by the same rule): the
 * query is `present`'s when it does, `absent`'s when it does not.
 */
export function byPresence<A, B>(key: string, present: ZodType<A>, absent: ZodType<B>): ZodType<A | B> {
  const schema = z.unknown().transform((value, ctx) => {
    const chosen: ZodType<A | B> = typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? present : absent;
    const result = chosen.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.issues.push({ ...issue, input: value } as Parameters<typeof ctx.issues.push>[0]);
    return z.NEVER;
  });
  presenceParameters.set(schema, [...new Set([...parametersOf(present), ...parametersOf(absent)])]);
  return schema;
}
