// Renders a piece of a screen the way the app does, inside UiProvider (theme, global styles, toasts), with React's
// act() around the render so effects have run when it returns. No dependency on a test runner or Testing Library:
// query the result with either, or with the DOM.
import { act } from 'react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { UiProvider } from '../theme/UiProvider';
import type { UiProviderProps } from '../theme/UiProvider';
import { installDomStubs } from './domStubs';
import type { DomStubOptions } from './domStubs';

export interface RenderWithUiOptions extends Omit<UiProviderProps, 'children'> {
  /** The app's own providers (a router, a store), rendered inside UiProvider around the element. */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** Where to render. @default a new div appended to document.body (removed again by unmount) */
  container?: HTMLElement;
  /** What the DOM stubs report, or `false` to install none. @default DEFAULT_STUB_SIZE, a desk's window */
  stubs?: DomStubOptions | false;
}

export interface RenderWithUiResult {
  /** The element rendered into. */
  container: HTMLElement;
  /** Renders another element in the same place, with the same providers. */
  rerender(element: ReactElement): void;
  unmount(): void;
}

const mounted = new Set<() => void>();

/** Renders `element` inside UiProvider (and `wrapper`), after installing the DOM stubs jsdom needs. */
export function renderWithUi(element: ReactElement, options: RenderWithUiOptions = {}): RenderWithUiResult {
  const { wrapper: Wrapper, container: given, stubs, ...provider } = options;
  if (stubs !== false) installDomStubs(stubs);
  // React reports state updates outside act() unless it is told that this is a test.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = given ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const wrap = (node: ReactElement) => <UiProvider {...provider}>{Wrapper ? <Wrapper>{node}</Wrapper> : node}</UiProvider>;
  act(() => root.render(wrap(element)));
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    act(() => root.unmount());
    if (!given) container.remove();
  };
  mounted.add(unmount);
  return { container, rerender: (next) => act(() => root.render(wrap(next))), unmount };
}

/**
 * Unmounts everything renderWithUi rendered. Runs after each test by itself where `afterEach` is a global (Jest,
 * Vitest with `globals: true`); otherwise call it from the test file's `afterEach`.
 */
export function cleanupUi(): void {
  for (const unmount of [...mounted]) unmount();
}

const globalAfterEach = (globalThis as { afterEach?: (hook: () => void) => void }).afterEach;
if (typeof globalAfterEach === 'function') globalAfterEach(cleanupUi);
