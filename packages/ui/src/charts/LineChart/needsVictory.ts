// victory is an optional peer of @equipdesk/ui: the other charts draw in plain SVG, so only an app that draws lines
// installs it. Where it is missing, the drawing's module fails to load in Node (a team's tests, SSR); the error then
// says what to install. (A bundler says it at build time: `Can't resolve 'victory'` in @equipdesk/ui/charts/line.)

/** `load`, whose failure becomes an error naming the package to add (the original stays its `cause`). */
export function needsVictory<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((cause: unknown) => {
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new Error(
        `LineChart draws with victory, an optional peer dependency of @equipdesk/ui: add victory (^37.3.6) to your app's dependencies. Loading it failed: ${reason}`,
        { cause },
      );
    });
}
