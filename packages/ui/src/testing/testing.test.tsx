// The test set-up teams use: stubs for what jsdom lacks, and the kit rendered inside its providers.
import { act } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../components/Button';
import { useToast } from '../components/Toast';
import { cleanupUi, installDomStubs, renderWithUi } from '.';

afterEach(cleanupUi);

describe('installDomStubs', () => {
  it('gives a DOM without layout a ResizeObserver that reports the size asked for, matchMedia and scrolling', () => {
    const scope: Record<string, unknown> = { Element: { prototype: {} } };
    installDomStubs({ width: 640, height: 480, matches: (query) => query.includes('pointer: coarse') }, scope);
    const Observer = scope.ResizeObserver as new (callback: (entries: { contentRect: DOMRectReadOnly; borderBoxSize: ResizeObserverSize[] }[]) => void) => ResizeObserver;
    const seen: number[][] = [];
    new Observer((entries) => seen.push([entries[0]!.contentRect.width, entries[0]!.borderBoxSize[0]!.blockSize])).observe(document.body);
    expect(seen).toEqual([[640, 480]]);
    const matchMedia = scope.matchMedia as (query: string) => MediaQueryList;
    expect(matchMedia('(max-width: 767.98px)').matches).toBe(false);
    expect(matchMedia('(pointer: coarse)').matches).toBe(true);
    const element = (scope.Element as { prototype: Record<string, unknown> }).prototype;
    expect(typeof element.scrollIntoView).toBe('function');
    expect(typeof element.scrollTo).toBe('function');
  });

  it('never replaces what the DOM (or the team) already has', () => {
    const own = () => undefined;
    const scope: Record<string, unknown> = { ResizeObserver: own, matchMedia: own, Element: { prototype: { scrollIntoView: own } } };
    installDomStubs({}, scope);
    expect(scope.ResizeObserver).toBe(own);
    expect(scope.matchMedia).toBe(own);
    expect((scope.Element as { prototype: Record<string, unknown> }).prototype.scrollIntoView).toBe(own);
  });
});

function Notify() {
  const toast = useToast();
  return <Button onClick={() => toast.show({ type: 'success', message: 'Saved' })}>Save</Button>;
}

describe('renderWithUi', () => {
  it("renders inside the kit's providers: styled, with toasts", () => {
    const { container } = renderWithUi(<Notify />);
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('Save');
    expect(getComputedStyle(button!).cursor).toBe('pointer');
    act(() => button!.click());
    expect(document.body.textContent).toContain('Saved');
  });

  it("puts the app's own providers inside, rerenders and unmounts", () => {
    const Section = ({ children }: { children?: ReactNode }) => <section aria-label="app">{children}</section>;
    const { container, rerender, unmount } = renderWithUi(<Button>One</Button>, { wrapper: Section });
    expect(container.querySelector('section[aria-label="app"] button')?.textContent).toBe('One');
    rerender(<Button>Two</Button>);
    expect(container.querySelector('button')?.textContent).toBe('Two');
    unmount();
    expect(container.isConnected).toBe(false);
  });
});
