/**
 * The HTTP core of the EquipDesk client: base path, session token header, JSON, errors, the single
 * logout on 401 and file downloads. No React here.
 */
import { AUTH_HEADER, API_BASE_PATH } from './contract/constants';
import { ApiError, errorFromResponse } from './http/errors';
import { filenameFromContentDisposition, saveWithFileSaver } from './http/download';
import type { SaveFile } from './http/download';
import { buildUrl } from './http/query';
import type { QueryParams } from './http/query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  /** Sent as JSON, except FormData, Blob and URLSearchParams which go as they are. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Send the session token. @default true */
  auth?: boolean;
  /**
   * Report a 401 to `onUnauthorized`. Off for sign-in calls, whose 401 means wrong credentials,
   * not an expired session. @default true
   */
  notifyUnauthorized?: boolean;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  /** Save the file in the browser. @default true */
  save?: boolean;
  /** Used when the answer has no Content-Disposition file name. @default the last path segment */
  fallbackFilename?: string;
}

export interface DownloadResult {
  filename: string;
  blob: Blob;
}

export interface ApiClientOptions {
  /** @default '/api' */
  baseUrl?: string;
  /** The current session token, read on every call. */
  getToken?: () => string | null | undefined;
  /** Called once when the session is refused (401), however many calls fail together. */
  onUnauthorized?: () => void;
  /** @default globalThis.fetch, read on every call */
  fetch?: typeof globalThis.fetch;
  /** How a download is saved. @default file-saver's saveAs (skipped without a DOM) */
  saveFile?: SaveFile;
}

export interface Transport {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: QueryParams, options?: Omit<RequestOptions, 'query' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  download(path: string, query?: QueryParams, options?: DownloadOptions): Promise<DownloadResult>;
  /**
   * GET a stream (server-sent events): the open response, its body still to be read. A refusal throws ApiError
   * as any call does (a 401 logs out once).
   */
  stream(path: string, options?: { signal?: AbortSignal }): Promise<Response>;
  /** Re-arms the 401 notification: called when a new session starts. */
  resetUnauthorized(): void;
}

/**
 * Decides when a 401 reaches `onUnauthorized`: once per session. Calls that fail together carry
 * the same token, so only the first one reports. Later 401s stay quiet (including calls sent
 * with no token after the logout) until a new session starts: a successful sign-in through this
 * client, or a call carrying a different token, which means someone signed in meanwhile.
 */
export function createUnauthorizedGate(onUnauthorized: (() => void) | undefined) {
  let reported = false;
  let reportedToken: string | null = null;
  return {
    report(token: string | null): void {
      if (reported && (token === null || token === reportedToken)) return;
      reported = true;
      reportedToken = token;
      onUnauthorized?.();
    },
    reset(): void {
      reported = false;
      reportedToken = null;
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    typeof body === 'string'
  );
}

function lastSegment(path: string): string {
  const segments = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  return decodeURIComponent(segments[segments.length - 1] ?? 'download');
}

export function createTransport(options: ApiClientOptions = {}): Transport {
  const baseUrl = options.baseUrl ?? API_BASE_PATH;
  const gate = createUnauthorizedGate(options.onUnauthorized);
  const saveFile = options.saveFile ?? saveWithFileSaver;
  const doFetch: typeof globalThis.fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  function tokenFor(auth: boolean): string | null {
    if (!auth) return null;
    const token = options.getToken?.();
    return token ? token : null;
  }

  async function send(
    method: HttpMethod,
    path: string,
    accept: string,
    requestOptions: RequestOptions,
  ): Promise<{ response: Response; token: string | null }> {
    const token = tokenFor(requestOptions.auth ?? true);
    const headers: Record<string, string> = { Accept: accept, ...requestOptions.headers };
    if (token) headers[AUTH_HEADER] = token;
    let body: BodyInit | undefined;
    if (requestOptions.body !== undefined) {
      if (isRawBody(requestOptions.body)) {
        body = requestOptions.body;
      } else {
        body = JSON.stringify(requestOptions.body);
        headers['Content-Type'] = 'application/json';
      }
    }
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, requestOptions.query), {
        method,
        headers,
        body,
        signal: requestOptions.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, error instanceof Error ? error.message : 'Network request failed', undefined);
    }
    return { response, token };
  }

  async function fail(response: Response, token: string | null, notify: boolean): Promise<never> {
    const body = await readBody(response).catch(() => undefined);
    if (response.status === 401 && notify) gate.report(token);
    throw errorFromResponse(response.status, response.statusText, body, response.headers.get('retry-after'));
  }

  async function request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const { response, token } = await send(method, path, 'application/json', requestOptions);
    if (!response.ok) return fail(response, token, requestOptions.notifyUnauthorized ?? true);
    return (await readBody(response)) as T;
  }

  async function download(path: string, query?: QueryParams, downloadOptions: DownloadOptions = {}): Promise<DownloadResult> {
    const { response, token } = await send(
      'GET',
      path,
      'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/octet-stream, */*',
      { query, signal: downloadOptions.signal },
    );
    if (!response.ok) return fail(response, token, true);
    const blob = await response.blob();
    const filename =
      filenameFromContentDisposition(response.headers.get('content-disposition')) ??
      downloadOptions.fallbackFilename ??
      lastSegment(path);
    if (downloadOptions.save ?? true) await saveFile(blob, filename);
    return { filename, blob };
  }

  async function stream(path: string, streamOptions: { signal?: AbortSignal } = {}): Promise<Response> {
    const { response, token } = await send('GET', path, 'text/event-stream', { signal: streamOptions.signal });
    if (!response.ok) return fail(response, token, true);
    return response;
  }

  return {
    request,
    get: (path, query, rest) => request('GET', path, { ...rest, query }),
    post: (path, body, rest) => request('POST', path, { ...rest, body }),
    put: (path, body, rest) => request('PUT', path, { ...rest, body }),
    download,
    stream,
    resetUnauthorized: gate.reset,
  };
}
