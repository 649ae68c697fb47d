import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { Navbar } from './Navbar';
import { NavbarLink } from './NavbarLink';

let removeClickSpy: (() => void) | undefined;
afterEach(() => removeClickSpy?.());

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

describe('Navbar', () => {
  it('renders a header holding a named navigation with brand, menus and end slot', async () => {
    await render(
      <Navbar brand={<a href="/dashboard">EquipDesk</a>} end={<button type="button">Ada Admin</button>} aria-label="Console">
        <NavbarLink href="/assets">Assets</NavbarLink>
      </Navbar>,
      { wrapper: UiProvider },
    );
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect.element(page.getByRole('banner')).toContainElement(nav.element() as HTMLElement);
    await expect.element(nav.getByRole('link', { name: 'EquipDesk' })).toBeVisible();
    await expect.element(nav.getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '/assets');
    await expect.element(nav.getByRole('button', { name: 'Ada Admin' })).toBeVisible();
  });

  it('names the navigation Main by default', async () => {
    await render(<Navbar brand="EquipDesk" />, { wrapper: UiProvider });
    await expect.element(page.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});

describe('NavbarLink', () => {
  it('marks the active link with aria-current="page" only', async () => {
    await render(
      <Navbar>
        <NavbarLink href="/dashboard" active>
          Dashboard
        </NavbarLink>
        <NavbarLink href="/orders">Orders</NavbarLink>
      </Navbar>,
      { wrapper: UiProvider },
    );
    await expect.element(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  });

  it('hands a plain left click to onSelect and prevents the page load, after the caller’s onClick', async () => {
    const seen = spyOnLinkClicks();
    const onSelect = vi.fn();
    const onClick = vi.fn();
    await render(
      <NavbarLink href="/orders" onSelect={onSelect} onClick={onClick}>
        Orders
      </NavbarLink>,
      { wrapper: UiProvider },
    );
    await page.getByRole('link', { name: 'Orders' }).click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([true]);
  });

  it('leaves modified clicks and links without onSelect to the browser', async () => {
    const seen = spyOnLinkClicks();
    const onSelect = vi.fn();
    await render(
      <>
        <NavbarLink href="/orders" onSelect={onSelect}>
          Orders
        </NavbarLink>
        <NavbarLink href="/assets">Assets</NavbarLink>
      </>,
      { wrapper: UiProvider },
    );
    const orders = page.getByRole('link', { name: 'Orders' }).element();
    orders.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, metaKey: true }));
    await page.getByRole('link', { name: 'Assets' }).click();
    expect(onSelect).not.toHaveBeenCalled();
    expect(seen).toEqual([false, false]);
  });

  it('keeps its end inside a narrow screen, under the menus', async () => {
    await render(
      <div style={{ width: '390px' }}>
        <Navbar brand={<a href="/dashboard">EquipDesk</a>} end={<button type="button" style={{ width: '15em' }}>Help and user</button>}>
          {['Home', 'Assets', 'Orders', 'Tasks', 'Users', 'Facilities'].map((name) => (
            <NavbarLink key={name} href={`/${name.toLowerCase()}`}>
              {name}
            </NavbarLink>
          ))}
        </Navbar>
      </div>,
      { wrapper: UiProvider },
    );
    const bar = page.getByRole('navigation').element().getBoundingClientRect();
    const end = page.getByRole('button', { name: 'Help and user' }).element().getBoundingClientRect();
    expect(end.right).toBeLessThanOrEqual(bar.right);
    expect(end.top).toBeGreaterThan(page.getByRole('link', { name: 'Home' }).element().getBoundingClientRect().top);
  });
});
