/**
 * Taking turns with other requests. The embedded database answers without leaving the microtask queue, so work over
 * thousands of rows (a preview of 50,000) would hold the process from its start to its end without these pauses.
 */
import { performance } from 'node:perf_hooks';

/** Longest a piece of upload work holds the thread before other requests get their turn. */
const TURN_MS = 10;

/** Lets every request that is waiting run first. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The work's result, once every request that waited meanwhile has run (a query builder runs when awaited here). */
export async function thenTurn<T>(work: PromiseLike<T>): Promise<T> {
  const result = await work;
  await nextTurn();
  return result;
}

/** A pause to call often (after each row): it lets other requests run once TURN_MS have passed since the last. */
export function takingTurns(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < TURN_MS) return;
    await nextTurn();
    since = performance.now();
  };
}
