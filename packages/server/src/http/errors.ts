/**
 * One error vocabulary for the whole API (DESIGN.md "Errors"): every failure answers JSON
 * `{success: false, message, errors?}`, and nothing internal (stack, SQL) ever reaches a response.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import { MESSAGES } from '@equipdesk/api-client/contract';
import type { ErrorResponse, FieldError } from '@equipdesk/api-client/contract';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './unavailable';

export const AUTH_REQUIRED_MESSAGE = 'Authentication required.';
export const NOT_FOUND_MESSAGE = 'The requested resource was not found.';
export const MALFORMED_BODY_MESSAGE = 'The request body is not valid JSON.';
export const VALIDATION_FAILED_MESSAGE = 'The request is not valid.';
export const TOO_LARGE_MESSAGE = 'The request is too large.';
/** The 429 of the sign-in limits (auth/limits.ts): the console shows it with the wait its Retry-After gives. */
export const TOO_MANY_MESSAGE = MESSAGES.tooManyAttempts;
export const UNSUPPORTED_MEDIA_MESSAGE = 'The request content type is not supported.';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** An error that already knows the status and the words the client should see. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;
  /** Headers the answer carries (Retry-After of a 429). */
  readonly headers: Readonly<Record<string, string>>;
  constructor(statusCode: number, message: string, errors?: FieldError[], headers: Readonly<Record<string, string>> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

export const unauthorized = (): HttpError => new HttpError(401, AUTH_REQUIRED_MESSAGE);
export const forbidden = (): HttpError => new HttpError(403, MESSAGES.notPrivileged);
export const notFound = (message = NOT_FOUND_MESSAGE): HttpError => new HttpError(404, message);

/** Zod issues as the `errors` list of a 400, with the spec's messages as written in the contract. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

export function validationError(error: z.ZodError): HttpError {
  const errors = fieldErrors(error);
  return new HttpError(400, errors[0]?.message ?? VALIDATION_FAILED_MESSAGE, errors);
}

/** Parses a body, query or params with a contract schema; a failure is a 400 with field errors. */
export function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}

function body(message: string, errors?: FieldError[]): ErrorResponse {
  return errors && errors.length > 0 ? { success: false, message, errors } : { success: false, message };
}

const STATUS_MESSAGES: Record<number, string> = {
  400: VALIDATION_FAILED_MESSAGE,
  401: AUTH_REQUIRED_MESSAGE,
  403: MESSAGES.notPrivileged,
  404: NOT_FOUND_MESSAGE,
  405: 'The method is not allowed here.',
  406: 'The requested representation is not available.',
  413: TOO_LARGE_MESSAGE,
  415: UNSUPPORTED_MEDIA_MESSAGE,
  429: TOO_MANY_MESSAGE,
};

/**
 * What the log may keep of an unexpected error: its kind, the database's code and the names of what it concerns,
 * the statement without its parameters, and where in our code. Never the parameters or a message that can quote
 * them (names, emails, search text): Drizzle writes them into its message, PostgreSQL quotes bad values in its.
 */
export function loggable(error: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const x = e as { name?: unknown; code?: unknown; table?: unknown; column?: unknown; constraint?: unknown; routine?: unknown; query?: unknown; stack?: unknown };
    const at = depth === 0 ? '' : `cause${depth}.`;
    if (typeof x.name === 'string') out[`${at}name`] = x.name;
    for (const key of ['code', 'table', 'column', 'constraint', 'routine'] as const) if (typeof x[key] === 'string') out[`${at}${key}`] = x[key];
    if (typeof x.query === 'string') out[`${at}query`] = x.query.slice(0, 2000);
    // The frames, without the first line (the message).
    if (typeof x.stack === 'string') out[`${at}stack`] = x.stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 12).join('\n');
  }
  return out;
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | z.ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(body(error.message, error.errors));
    }
    if (error instanceof z.ZodError) {
      const errors = fieldErrors(error);
      return reply.status(400).send(body(errors[0]?.message ?? VALIDATION_FAILED_MESSAGE, errors));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const errors = fastifyError.validation.map((v) => ({
        field: (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? VALIDATION_FAILED_MESSAGE,
      }));
      return reply.status(400).send(body(VALIDATION_FAILED_MESSAGE, errors));
    }
    if (isDatabaseUnavailable(error)) {
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_S)).send(body(DATABASE_UNAVAILABLE_MESSAGE));
    }
    const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = fastifyError.code ?? '';
      // Fastify's own parser errors are safe to classify but their wording is not ours.
      const message = code.startsWith('FST_ERR_CTP_INVALID') || code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? MALFORMED_BODY_MESSAGE
        : (STATUS_MESSAGES[status] ?? VALIDATION_FAILED_MESSAGE);
      return reply.status(status).send(body(message));
    }
    request.log.error({ route: `${request.method} ${request.routeOptions.url ?? '(no route)'}`, error: loggable(error) }, 'unhandled error');
    return reply.status(500).send(body(INTERNAL_ERROR_MESSAGE));
  });
}
