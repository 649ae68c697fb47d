import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { DropdownMenu } from './DropdownMenu';
import type { DropdownMenuItem } from './DropdownMenu';

const items = (overrides: Partial<Record<string, Partial<DropdownMenuItem>>> = {}): DropdownMenuItem[] => [
  { id: 'assets', label: 'Assets', onSelect: vi.fn(), ...overrides.assets },
  { id: 'models', label: 'Models', disabled: true, onSelect: vi.fn(), ...overrides.models },
  { id: 'products', label: 'Products', onSelect: vi.fn(), ...overrides.products },
  { id: 'uploads', label: 'Uploads', onSelect: vi.fn(), ...overrides.uploads },
];

const trigger = () => page.getByRole('button', { name: 'Inventory' });
const item = (name: string) => page.getByRole('menuitem', { name });

let removeClickSpy: (() => void) | undefined;
afterEach(() => removeClickSpy?.());

/** Records whether the app prevented a link click, then prevents it so the test page stays put. */
function spyOnLinkClicks() {
  const seen: boolean[] = [];
  const listener = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return;
    seen.push(event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', listener);
  removeClickSpy = () => window.removeEventListener('click', listener);
  return seen;
}

describe('DropdownMenu', () => {
  it('is a menu button that opens on click and focuses the first item', async () => {
    await render(<DropdownMenu label="Inventory" items={items()} />, { wrapper: UiProvider });
    await expect.element(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();

    await trigger().click();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('menu', { name: 'Inventory' })).toBeVisible();
    await expect.element(item('Assets')).toHaveFocus();

    await trigger().click();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('opens from the keyboard with %s on the first item', async (key) => {
    await render(<DropdownMenu label="Inventory" items={items()} />, { wrapper: UiProvider });
    (trigger().element() as HTMLElement).focus();
    await userEvent.keyboard(key);
    await expect.element(item('Assets')).toHaveFocus();
  });

  it('opens with ArrowUp on the last item', async () => {
    await render(<DropdownMenu label="Inventory" items={items()} />, { wrapper: UiProvider });
    (trigger().element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(item('Uploads')).toHaveFocus();
  });

  it('moves with the arrows, Home and End, wrapping and skipping disabled items', async () => {
    await render(<DropdownMenu label="Inventory" items={items()} />, { wrapper: UiProvider });
    await trigger().click();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Products')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Uploads')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Assets')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(item('Uploads')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(item('Assets')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(item('Uploads')).toHaveFocus();
    await userEvent.keyboard('p');
    await expect.element(item('Products')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    await render(<DropdownMenu label="Inventory" items={items()} />, { wrapper: UiProvider });
    await trigger().click();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab', async () => {
    await render(
      <>
        <DropdownMenu label="Inventory" items={items()} />
        <button type="button">Next</button>
      </>,
      { wrapper: UiProvider },
    );
    await trigger().click();
    await userEvent.tab();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    await render(
      <>
        <DropdownMenu label="Inventory" items={items()} />
        <p>Elsewhere on the page</p>
      </>,
      { wrapper: UiProvider },
    );
    await trigger().click();
    await expect.element(page.getByRole('menu')).toBeInTheDocument();
    await page.getByText('Elsewhere on the page').click();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('runs onSelect of a button item, closes and returns focus; Space works too', async () => {
    const list = items();
    await render(<DropdownMenu label="Inventory" items={list} />, { wrapper: UiProvider });
    await trigger().click();
    await item('Products').click();
    expect(list[2]?.onSelect).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    expect(list[0]?.onSelect).toHaveBeenCalledTimes(1);
  });

  it('ignores a disabled item', async () => {
    const list = items();
    await render(<DropdownMenu label="Inventory" items={list} />, { wrapper: UiProvider });
    await trigger().click();
    await expect.element(item('Models')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(item('Models')).not.toHaveAttribute('href');
    await item('Models').click({ force: true });
    expect(list[1]?.onSelect).not.toHaveBeenCalled();
    await expect.element(page.getByRole('menu')).toBeInTheDocument();
  });

  it('renders href items as links; a plain click is handed to onSelect instead of navigating', async () => {
    const onSelect = vi.fn();
    const seen = spyOnLinkClicks();
    await render(
      <DropdownMenu label="Inventory" items={items({ assets: { href: '/assets', onSelect } })} />,
      { wrapper: UiProvider },
    );
    await trigger().click();
    const link = item('Assets');
    await expect.element(link).toHaveAttribute('href', '/assets');
    expect((link.element() as HTMLElement).tagName).toBe('A');
    await link.click();
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([true]);
  });

  it('leaves modified clicks on a link to the browser (new tab)', async () => {
    const onSelect = vi.fn();
    const seen = spyOnLinkClicks();
    await render(
      <DropdownMenu label="Inventory" items={items({ assets: { href: '/assets', onSelect } })} />,
      { wrapper: UiProvider },
    );
    await trigger().click();
    const link = item('Assets').element() as HTMLAnchorElement;
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(seen).toEqual([false]);
  });
});
