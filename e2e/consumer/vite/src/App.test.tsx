// The consumer's Vitest test in jsdom: Node's own module loader loads the packed kit (Vitest keeps
// node_modules external), which is where a default import of styled-components used to break it.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { App } from './App';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function render(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(element));
  return container;
}

it('renders the kit styled, labelled and working', () => {
  const container = render(<App permissions={[{ value: 'assets', type: 'EDIT', context: 'URI' }]} />);
  const input = container.querySelector('input');
  expect(input?.labels?.[0]?.textContent).toBe('User name');
  expect(input?.getAttribute('aria-invalid')).toBe('true');
  expect(container.textContent).toContain(MESSAGES.userName);

  const button = container.querySelector('button');
  expect(button?.textContent).toBe('Save');
  expect(button?.disabled).toBe(false);
  // styled-components injected the kit's rules: the button carries a generated class with CSS.
  expect(button?.className).toMatch(/\S/);
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  expect(css).toContain(button?.classList[button.classList.length - 1] ?? '#none');

  act(() => button?.click());
  expect(container.querySelector('[role="status"]')?.textContent).toBe('Saved ');
});

it('disables the action without the grant', () => {
  const container = render(<App permissions={[{ value: 'assets', type: 'NAVIGATE', context: 'URI' }]} />);
  expect(container.querySelector('button')?.disabled).toBe(true);
});
