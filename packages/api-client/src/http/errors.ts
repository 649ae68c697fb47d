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

  constructor(status: number, message: string, body?: unknown, errors: FieldError[] = []) {
    super(message);
    this.status = status;
    this.body = body;
    this.errors = errors;
  }
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

/** Builds the ApiError of a non-2xx answer from its body (`{success: false, message, errors}`). */
export function errorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message.length > 0
      ? body.message
      : `Request failed with status ${status}${statusText ? ` ${statusText}` : ''}`;
  return new ApiError(status, message, body, isRecord(body) ? fieldErrors(body.errors) : []);
}
