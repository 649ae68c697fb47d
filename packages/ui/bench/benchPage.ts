// What the bench page (datatable.tsx) leaves on `window` for bench/run.ts, declared once for both.

export interface BenchPage {
  /** Checked by bench/run.ts: figures from a development build would mean nothing. */
  production: boolean;
  /** styled-components in production mode inserts rules through CSSOM, leaving its tags empty. */
  speedyStyles: boolean;
  shellMs: number;
  firstRenderMs: number;
  rowElements: () => number;
}

declare global {
  interface Window {
    __bench?: BenchPage;
  }
}
