/**
 * Story parameters for a console page whose API calls msw answers: the given handlers first,
 * every other call refused, so a story declares only the data of its state.
 */
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
