// Stand-ins for the browser APIs that jsdom (and other DOMs without layout) lacks and the kit uses: ResizeObserver
// (charts and tables measure their container), matchMedia (the navbar's compact layout) and scrolling. Each is
// installed only where it is missing, so a real browser or a team's own stub is never replaced.

/** What the stubs report. */
export interface DomStubOptions {
  /** Width in px that every element observed by ResizeObserver reports (a chart draws at this width). @default 1024 */
  width?: number;
  /** Height in px that every observed element reports (a table's scrolling area). @default 768 */
  height?: number;
  /** What `matchMedia(query).matches` answers: a desk's window (not compact, a fine pointer) by default. @default false */
  matches?: boolean | ((query: string) => boolean);
}

/** The size observed elements report by default: a desk's window. */
export const DEFAULT_STUB_SIZE = { width: 1024, height: 768 } as const;

type StubTarget = {
  ResizeObserver?: unknown;
  matchMedia?: unknown;
  Element?: { prototype: object };
};

/** Installs the missing APIs on `target` (the global object by default). Safe to call again: it adds nothing twice. */
export function installDomStubs(options: DomStubOptions = {}, target: object = globalThis): void {
  const scope = target as StubTarget;
  const { width = DEFAULT_STUB_SIZE.width, height = DEFAULT_STUB_SIZE.height, matches = false } = options;
  if (typeof scope.ResizeObserver !== 'function') scope.ResizeObserver = stubResizeObserver(width, height);
  if (typeof scope.matchMedia !== 'function') {
    scope.matchMedia = (query: string) => stubMediaQueryList(query, typeof matches === 'function' ? matches(query) : matches);
  }
  const element = scope.Element?.prototype as Partial<Record<'scrollTo' | 'scrollBy' | 'scrollIntoView', unknown>> | undefined;
  if (element) {
    for (const method of ['scrollTo', 'scrollBy', 'scrollIntoView'] as const) {
      if (typeof element[method] !== 'function') element[method] = () => undefined;
    }
  }
}

/** A ResizeObserver whose every observed element has the given size, reported at once (inside the render's act). */
function stubResizeObserver(width: number, height: number) {
  const box = [{ inlineSize: width, blockSize: height }];
  return class ResizeObserverStub {
    readonly #callback: (entries: unknown[], observer: unknown) => void;
    constructor(callback: (entries: unknown[], observer: unknown) => void) {
      this.#callback = callback;
    }
    observe(target: Element): void {
      const contentRect = { x: 0, y: 0, top: 0, left: 0, width, height, right: width, bottom: height, toJSON: () => ({}) };
      this.#callback([{ target, contentRect, borderBoxSize: box, contentBoxSize: box, devicePixelContentBoxSize: box }], this);
    }
    unobserve(): void {}
    disconnect(): void {}
  };
}

function stubMediaQueryList(media: string, matches: boolean) {
  return {
    media,
    matches,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
}
