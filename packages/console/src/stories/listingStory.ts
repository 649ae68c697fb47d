/**
 * Story parameters for a console page whose API calls msw answers: the given handlers first,
 * every other call refused, so a story declares only the data of its state.
 */
import { delay, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { refuseOtherCalls } from './ConsoleStory';

/** `parameters` of one story: its own handlers in place of the file's. */
export function answeredBy(...handlers: RequestHandler[]) {
  return { msw: { handlers: [...handlers, refuseOtherCalls] } };
}

/** `parameters` of a file's meta: the page full screen, answered by `handlers`. */
export function pageParameters(...handlers: RequestHandler[]) {
  return { layout: 'fullscreen' as const, ...answeredBy(...handlers) };
}

/** GET handlers that never answer: the loading state of the lists at `paths`. */
export function pendingAt(...paths: string[]): RequestHandler[] {
  return paths.map((path) => http.get(path, () => delay('infinite')));
}

/** GET handlers that fail with a server error and the given message, path by path. */
export function failingAt(messages: Readonly<Record<string, string>>): RequestHandler[] {
  return Object.entries(messages).map(([path, message]) => http.get(path, () => HttpResponse.json({ success: false, message }, { status: 500 })));
}
