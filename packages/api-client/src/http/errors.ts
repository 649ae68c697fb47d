/** The error every failed EquipDesk call throws, carrying the server's message and field errors. */
import type { FieldError } from '../contract/envelopes';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** Field errors of a 400 answer, empty otherwise. */
  readonly errors: FieldError[];
  /** The parsed body (JSON or text) as the server sent it. */
  readonly body: unknown;
  /**
   * How many seconds the server asks to wait before trying again (its Retry-After, e.g. on a 429 of the sign-in
   * limits or a 503 while the database is away); undefined when it named none.
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, message: string, body?: unknown, errors: FieldError[] = [], retryAfterSeconds?: number) {
    super(message);
    this.status = status;
    this.body = body;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Reads a Retry-After header (seconds, or an HTTP date) as whole seconds from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FieldError => isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string',
  );
}

/** Builds the ApiError of a non-2xx answer from its body (`{success: false, message, errors}`) and Retry-After. */
export function errorFromResponse(status: number, statusText: string, body: unknown, retryAfter?: string | null): ApiError {
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message.length > 0
      ? body.message
      : `Request failed with status ${status}${statusText ? ` ${statusText}` : ''}`;
  return new ApiError(status, message, body, isRecord(body) ? fieldErrors(body.errors) : [], parseRetryAfter(retryAfter));
}
