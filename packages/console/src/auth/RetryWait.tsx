/**
 * The wait of a refused sign-in or reset request (429 with Retry-After), counted down live: "Too many attempts.
 * Please wait 14:59 and try again." The time is a `timer` (not announced as it changes; the message around it is,
 * once), and the caller disables its button while the wait lasts.
 */
import { useEffect, useState } from 'react';
import { SIGN_IN_MESSAGES } from '@equipdesk/api-client/contract';

/** Whole seconds as `mm:ss` (minutes may pass 59: `75:00`). */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

const secondsUntil = (until: number | null) => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));

/** The seconds left until `until` (epoch ms), updated as each one passes; 0 without a wait or once it is over. */
export function useSecondsUntil(until: number | null): number {
  const [state, setState] = useState(() => ({ until, left: secondsUntil(until) }));
  let current = state;
  // A new wait counts from its first render on, not from the next tick (React's state derived from a prop).
  if (state.until !== until) {
    current = { until, left: secondsUntil(until) };
    setState(current);
  }
  useEffect(() => {
    if (until === null) return;
    let timer: number | undefined;
    const tick = () => {
      const left = secondsUntil(until);
      setState({ until, left });
      // The next tick when the next whole second passes, not a second after this one: no drift.
      if (left > 0) timer = window.setTimeout(tick, ((until - Date.now()) % 1000) + 20);
    };
    timer = window.setTimeout(tick, ((until - Date.now()) % 1000) + 20);
    return () => window.clearTimeout(timer);
  }, [until]);
  return current.left;
}

const [BEFORE, AFTER] = SIGN_IN_MESSAGES.tooManyAttemptsWait.split('{wait}') as [string, string];

/** The message with the time left in it. */
export function RetryWaitText({ seconds }: { seconds: number }) {
  return (
    <>
      {BEFORE}
      <span role="timer">{formatWait(seconds)}</span>
      {AFTER}
    </>
  );
}
